// Contact us (gen/contact.gen.ts), no cache tags. A 412 answer opens the human verification in the
// base query, which repeats the request once solved.
import { contactEndpoints } from '../gen/contact.gen.ts';

export const contactApi = contactEndpoints;
export const { useSendContactMessageMutation } = contactApi;
export type * from '../gen/contact.gen.ts';
