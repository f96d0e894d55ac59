// The activity-log words of bulk upload and bulk edit of users: the values each event's sentence
// names, the sentences and the events' labels, as server/services/activity-messages.ts describes
// them; server/modules/activity-logs/catalogue.ts assembles every area's.
import { type Change, type Changes, catalogueOf, changeList, detailsMaker, type StoredDetails } from '../../services/activity-messages.ts';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface BulkUserEvents {
  USER_CREATED_IN_BULK: { name: string };
  USER_UPDATED_IN_BULK: { user: string; source: 'BULK_UPLOAD' | 'BULK_EDIT'; changes: Change[] };
  BULK_USERS_CREATED: { created: number; updated: number };
  BULK_USERS_CREATED_FROM_FILE: { file: string; created: number; updated: number };
  BULK_USERS_EDITED: { updated: number; unchanged: number };
  BULK_USERS_EDITED_FROM_FILE: { file: string; updated: number; unchanged: number };
}

export const BULK_USERS_ACTIVITY = catalogueOf<BulkUserEvents>()({
  details: {
    USER_CREATED_IN_BULK: /*i18n*/ {
      id: 'activity.details.USER_CREATED_IN_BULK',
      message: 'User {name} created by bulk upload and invited',
    },
    USER_UPDATED_IN_BULK: /*i18n*/ { id: 'activity.details.USER_UPDATED_IN_BULK', message: 'User {user} updated by {source}: {changes}' },
    BULK_USERS_CREATED: /*i18n*/ {
      id: 'activity.details.BULK_USERS_CREATED',
      message:
        'Bulk upload: {created, plural, one {# user} other {# users}} created and invited, {updated, plural, one {# user} other {# users}} updated',
    },
    BULK_USERS_CREATED_FROM_FILE: /*i18n*/ {
      id: 'activity.details.BULK_USERS_CREATED_FROM_FILE',
      message:
        'Bulk upload of {file}: {created, plural, one {# user} other {# users}} created and invited, {updated, plural, one {# user} other {# users}} updated',
    },
    BULK_USERS_EDITED: /*i18n*/ {
      id: 'activity.details.BULK_USERS_EDITED',
      message:
        'Bulk edit: {updated, plural, one {# user} other {# users}} updated, {unchanged, plural, one {# row} other {# rows}} unchanged',
    },
    BULK_USERS_EDITED_FROM_FILE: /*i18n*/ {
      id: 'activity.details.BULK_USERS_EDITED_FROM_FILE',
      message:
        'Bulk edit of {file}: {updated, plural, one {# user} other {# users}} updated, {unchanged, plural, one {# row} other {# rows}} unchanged',
    },
  },
  events: {
    USER_UPDATED: /*i18n*/ { id: 'activity.event.USER_UPDATED', message: 'User updated' },
    BULK_USERS_CREATED: /*i18n*/ { id: 'activity.event.BULK_USERS_CREATED', message: 'Users created in bulk' },
    BULK_USERS_EDITED: /*i18n*/ { id: 'activity.event.BULK_USERS_EDITED', message: 'Users edited in bulk' },
  },
  variants: {
    USER_CREATED_IN_BULK: 'USER_CREATED',
    USER_UPDATED_IN_BULK: 'USER_UPDATED',
    BULK_USERS_CREATED_FROM_FILE: 'BULK_USERS_CREATED',
    BULK_USERS_EDITED_FROM_FILE: 'BULK_USERS_EDITED',
  },
});

/** USER_UPDATED by a bulk upload or edit, of a user (the new name), with at least one change. */
export function bulkUpdated(source: 'BULK_UPLOAD' | 'BULK_EDIT', user: string, changes: Changes): StoredDetails {
  return detailsMaker<BulkUserEvents>()('USER_UPDATED_IN_BULK', { user, source, changes: changeList(user, changes, 'REQUESTED') });
}
