// The activity-log words of invitations and registration: the values each event's sentence names,
// the sentences and the events' labels, as server/services/activity-messages.ts describes them;
// server/modules/activity-logs/catalogue.ts assembles every area's.
import { catalogueOf } from '../../services/activity-messages.ts';
import type { AssignableRole } from './schemas.ts';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface InvitationEvents {
  USER_INVITED: { user: string; role: AssignableRole };
  USER_INVITED_WITH_PRODUCTS: { user: string; role: AssignableRole; products: string };
  USER_INVITATION_RESENT: { user: string };
  INVITATION_ACCEPTED: { user: string };
  USER_REGISTRATION_COMPLETED: { user: string; terms: string; addendum: string };
}

export const INVITATIONS_ACTIVITY = catalogueOf<InvitationEvents>()({
  details: {
    USER_INVITED: /*i18n*/ { id: 'activity.details.USER_INVITED', message: 'Invited {user} as {role}' },
    USER_INVITED_WITH_PRODUCTS: /*i18n*/ {
      id: 'activity.details.USER_INVITED_WITH_PRODUCTS',
      message: 'Invited {user} as {role} with access to {products}',
    },
    USER_INVITATION_RESENT: /*i18n*/ {
      id: 'activity.details.USER_INVITATION_RESENT',
      message: 'Sent a new invitation to {user}; the earlier link no longer works',
    },
    INVITATION_ACCEPTED: /*i18n*/ {
      id: 'activity.details.INVITATION_ACCEPTED',
      message: '{user} accepted the invitation and set a password',
    },
    USER_REGISTRATION_COMPLETED: /*i18n*/ {
      id: 'activity.details.USER_REGISTRATION_COMPLETED',
      message: '{user} completed registration and accepted the terms of use {terms} and the data sharing addendum {addendum}',
    },
  },
  events: {
    USER_INVITED: /*i18n*/ { id: 'activity.event.USER_INVITED', message: 'User invited' },
    USER_INVITATION_RESENT: /*i18n*/ { id: 'activity.event.USER_INVITATION_RESENT', message: 'Invitation resent' },
    INVITATION_ACCEPTED: /*i18n*/ { id: 'activity.event.INVITATION_ACCEPTED', message: 'Invitation accepted' },
    USER_REGISTRATION_COMPLETED: /*i18n*/ { id: 'activity.event.USER_REGISTRATION_COMPLETED', message: 'Registration completed' },
  },
  variants: {
    USER_INVITED_WITH_PRODUCTS: 'USER_INVITED',
  },
});
