/** A light shape check before calling the server, which validates the address properly (the same check as the incident form's, tenants/validation.ts). */
export { looksLikeEmail } from '../../tenants/validation.ts';
