// The activity-log words of the periodic user-access audit (issue 14 §3): the values each event's
// sentence names, the sentences and the events' labels, as server/services/activity-messages.ts
// describes them; server/modules/activity-logs/catalogue.ts assembles every area's.
import { catalogueOf } from '../../services/activity-messages.ts';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface UserAuditEvents {
  /** The periodic user-access audit (issue 14 §3): opened for the company, a reminder, completed, expired. */
  USER_AUDIT_OPENED: { dueDate: string };
  USER_AUDIT_REMINDER_SENT: { dueDate: string; days: number };
  USER_AUDIT_COMPLETED: { user: string; dueDate: string };
  USER_AUDIT_EXPIRED: { dueDate: string; users: number };
  USER_ACCESS_REMOVED_BY_AUDIT: { user: string; products: string };
}

export const USER_AUDITS_ACTIVITY = catalogueOf<UserAuditEvents>()({
  details: {
    USER_AUDIT_OPENED: /*i18n*/ {
      id: 'activity.details.USER_AUDIT_OPENED',
      message: 'User-access audit opened: to be completed by {dueDate}',
    },
    USER_AUDIT_REMINDER_SENT: /*i18n*/ {
      id: 'activity.details.USER_AUDIT_REMINDER_SENT',
      message: 'Reminder sent to the administrators: {days, plural, =0 {due today} one {# day left} other {# days left}} (due {dueDate})',
    },
    USER_AUDIT_COMPLETED: /*i18n*/ {
      id: 'activity.details.USER_AUDIT_COMPLETED',
      message: '{user} completed the user-access audit due {dueDate}',
    },
    USER_AUDIT_EXPIRED: /*i18n*/ {
      id: 'activity.details.USER_AUDIT_EXPIRED',
      message: 'The user-access audit due {dueDate} was not completed: access removed from {users, plural, one {# user} other {# users}}',
    },
    USER_ACCESS_REMOVED_BY_AUDIT: /*i18n*/ {
      id: 'activity.details.USER_ACCESS_REMOVED_BY_AUDIT',
      message: 'Access of {user} to {products} removed: the user-access audit was not completed',
    },
  },
  events: {
    USER_AUDIT_OPENED: /*i18n*/ { id: 'activity.event.USER_AUDIT_OPENED', message: 'User audit opened' },
    USER_AUDIT_REMINDER_SENT: /*i18n*/ { id: 'activity.event.USER_AUDIT_REMINDER_SENT', message: 'User audit reminder' },
    USER_AUDIT_COMPLETED: /*i18n*/ { id: 'activity.event.USER_AUDIT_COMPLETED', message: 'User audit completed' },
    USER_AUDIT_EXPIRED: /*i18n*/ { id: 'activity.event.USER_AUDIT_EXPIRED', message: 'User audit expired' },
    USER_ACCESS_REMOVED_BY_AUDIT: /*i18n*/ { id: 'activity.event.USER_ACCESS_REMOVED_BY_AUDIT', message: 'Access removed by audit' },
  },
  variants: {},
});
