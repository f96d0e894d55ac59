// Contact us (spec §7 "POST (B) lcs/contact-us"): the generated endpoint. A 412 answer opens the
// human verification in the base query, which repeats the request once solved.
export { usePostPlatformLcsContactUsMutation } from '../../api/gen/contact.gen.ts';
