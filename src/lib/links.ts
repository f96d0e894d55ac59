// Portal addresses that more than one area links to.
import { basicRestricted } from './permissions.ts';
import type { SessionState } from './session.ts';

/** Spec §2: the request-access variant of the incident form (the apps page, the support center). */
export const REQUEST_ACCESS_PATH = '/support/ticketCreation?request=access';

/** Where a company user accepts a new version of their terms or addendum before going on (issue 14 §4). */
export const LEGAL_UPDATES_PATH = '/legalUpdates';

/** The incident form (spec §2 /support/ticketCreation), in every account's allow-list. */
export const CREATE_INCIDENT_PATH = '/support/ticketCreation';

/**
 * Where "Contact us" leads this visitor: the contact page, which is outside the basic accounts'
 * allow-list (spec §2), so a basic account is led to the incident form instead of to /noAccess.
 */
export const contactPathFor = (session: SessionState): string =>
  session.status === 'signed-in' && basicRestricted(session.user) ? CREATE_INCIDENT_PATH : '/contactUs';

/** The knowledge base's home for this visitor: basic accounts have their own (spec §2 /knowledgeBase/basic). */
export const knowledgeBaseHomeFor = (session: SessionState): string =>
  session.status === 'signed-in' && basicRestricted(session.user) ? '/knowledgeBase/basic' : '/knowledgeBase/home';
