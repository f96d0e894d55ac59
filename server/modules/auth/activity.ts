// The activity-log words of a password reset (the sign-in area): the values each event's sentence
// names, the sentences and the events' labels, as server/services/activity-messages.ts describes
// them; server/modules/activity-logs/catalogue.ts assembles every area's.
import { catalogueOf } from '../../services/activity-messages.ts';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface AuthEvents {
  PASSWORD_RESET: Record<string, never>;
}

export const AUTH_ACTIVITY = catalogueOf<AuthEvents>()({
  details: {
    PASSWORD_RESET: /*i18n*/ { id: 'activity.details.PASSWORD_RESET', message: 'Password changed with an e-mailed reset link' },
  },
  events: {
    PASSWORD_RESET: /*i18n*/ { id: 'activity.event.PASSWORD_RESET', message: 'Password reset' },
  },
  variants: {},
});
