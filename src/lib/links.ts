// Portal addresses that more than one area links to.

/** Spec §2: the request-access variant of the incident form (the apps page, the support center). */
export const REQUEST_ACCESS_PATH = '/support/ticketCreation?request=access';
