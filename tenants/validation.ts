// Shape checks shared by the portal and the server (the incident form's rules, tenants/incident-form.ts,
// run on both): pure functions that import nothing.

/** A light shape check of an e-mail address (something@domain.tld, no spaces). */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
