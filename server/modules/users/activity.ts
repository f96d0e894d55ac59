// The activity-log words of users (issue 4: created, changed, blocked, deleted; access requests
// decided): the values each event's sentence names, the sentences and the events' labels, as
// server/services/activity-messages.ts describes them; server/modules/activity-logs/catalogue.ts
// assembles every area's.
import { type Change, type Changes, catalogueOf, changeList, detailsMaker, type StoredDetails } from '../../services/activity-messages.ts';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface UserEvents {
  USER_CREATED: { name: string };
  USER_DELETED: { user: string };
  USER_BLOCKED: { user: string; reason: string };
  USER_UNBLOCKED: { user: string };
  USER_UNBLOCKED_WITH_REASON: { user: string; reason: string };
  USER_PROFILE_UPDATED: { email: string; formerName: string; name: string };
  USER_ACCESS_GRANTED: { user: string; products: string };
  USER_ACCESS_UNCHANGED: { user: string };
  USER_ACCESS_UPDATED: { user: string; changes: Change[] };
  ACCESS_REQUEST_APPROVED: { user: string; products: string };
  ACCESS_REQUEST_DENIED: { user: string; products: string };
}

export const USERS_ACTIVITY = catalogueOf<UserEvents>()({
  details: {
    USER_CREATED: /*i18n*/ { id: 'activity.details.USER_CREATED', message: 'User {name} created' },
    USER_DELETED: /*i18n*/ { id: 'activity.details.USER_DELETED', message: 'Deleted {user}' },
    USER_BLOCKED: /*i18n*/ { id: 'activity.details.USER_BLOCKED', message: 'Blocked {user}, reason: {reason}' },
    USER_UNBLOCKED: /*i18n*/ { id: 'activity.details.USER_UNBLOCKED', message: 'Unblocked {user}' },
    USER_UNBLOCKED_WITH_REASON: /*i18n*/ {
      id: 'activity.details.USER_UNBLOCKED_WITH_REASON',
      message: 'Unblocked {user}, reason: {reason}',
    },
    USER_PROFILE_UPDATED: /*i18n*/ { id: 'activity.details.USER_PROFILE_UPDATED', message: 'Profile of {email}: {formerName} → {name}' },
    USER_ACCESS_GRANTED: /*i18n*/ { id: 'activity.details.USER_ACCESS_GRANTED', message: 'Granted {products} to {user}' },
    USER_ACCESS_UNCHANGED: /*i18n*/ { id: 'activity.details.USER_ACCESS_UNCHANGED', message: 'Access of {user}: no change' },
    USER_ACCESS_UPDATED: /*i18n*/ { id: 'activity.details.USER_ACCESS_UPDATED', message: 'Access of {user}: {changes}' },
    ACCESS_REQUEST_APPROVED: /*i18n*/ {
      id: 'activity.details.ACCESS_REQUEST_APPROVED',
      message: 'Approved the access request of {user} for {products}',
    },
    ACCESS_REQUEST_DENIED: /*i18n*/ {
      id: 'activity.details.ACCESS_REQUEST_DENIED',
      message: 'Denied the access request of {user} for {products}',
    },
  },
  events: {
    USER_CREATED: /*i18n*/ { id: 'activity.event.USER_CREATED', message: 'User created' },
    USER_ACCESS_GRANTED: /*i18n*/ { id: 'activity.event.USER_ACCESS_GRANTED', message: 'Access granted' },
    USER_ACCESS_UPDATED: /*i18n*/ { id: 'activity.event.USER_ACCESS_UPDATED', message: 'Access changed' },
    USER_PROFILE_UPDATED: /*i18n*/ { id: 'activity.event.USER_PROFILE_UPDATED', message: 'Profile changed' },
    USER_DELETED: /*i18n*/ { id: 'activity.event.USER_DELETED', message: 'User deleted' },
    USER_BLOCKED: /*i18n*/ { id: 'activity.event.USER_BLOCKED', message: 'User blocked' },
    USER_UNBLOCKED: /*i18n*/ { id: 'activity.event.USER_UNBLOCKED', message: 'User unblocked' },
    ACCESS_REQUEST_APPROVED: /*i18n*/ { id: 'activity.event.ACCESS_REQUEST_APPROVED', message: 'Access request approved' },
    ACCESS_REQUEST_DENIED: /*i18n*/ { id: 'activity.event.ACCESS_REQUEST_DENIED', message: 'Access request denied' },
  },
  variants: {
    USER_UNBLOCKED_WITH_REASON: 'USER_UNBLOCKED',
    USER_ACCESS_UNCHANGED: 'USER_ACCESS_UPDATED',
  },
});

const detailsOf = detailsMaker<UserEvents>();

/** USER_ACCESS_UPDATED of a user (name and e-mail): the changes made, USER_ACCESS_UNCHANGED without any. */
export function accessUpdated(user: string, changes: Changes): StoredDetails {
  const made = changeList(user, changes, 'ADDED');
  return made.length ? detailsOf('USER_ACCESS_UPDATED', { user, changes: made }) : detailsOf('USER_ACCESS_UNCHANGED', { user });
}
