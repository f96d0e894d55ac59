// The activity-log words of content authoring (issue 15 §3): the values each event's sentence names,
// the sentences and the events' labels, as server/services/activity-messages.ts describes them;
// server/modules/activity-logs/catalogue.ts assembles every area's.
import { catalogueOf } from '../../services/activity-messages.ts';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface ContentAuthoringEvents {
  /** Content authoring (issue 15 §3): an item is named “title” (locale, path). */
  CONTENT_CREATED: { item: string };
  CONTENT_SAVED: { item: string; version: number };
  CONTENT_PUBLISHED: { item: string; version: number };
  CONTENT_UNPUBLISHED: { item: string };
  CONTENT_RESTORED: { item: string; version: number; restored: number };
  CONTENT_FILE_ADDED: { item: string; file: string };
}

export const CONTENT_AUTHORING_ACTIVITY = catalogueOf<ContentAuthoringEvents>()({
  details: {
    CONTENT_CREATED: /*i18n*/ { id: 'activity.details.CONTENT_CREATED', message: 'Created {item}' },
    CONTENT_SAVED: /*i18n*/ { id: 'activity.details.CONTENT_SAVED', message: 'Saved version {version} of {item}' },
    CONTENT_PUBLISHED: /*i18n*/ { id: 'activity.details.CONTENT_PUBLISHED', message: 'Published version {version} of {item}' },
    CONTENT_UNPUBLISHED: /*i18n*/ { id: 'activity.details.CONTENT_UNPUBLISHED', message: 'Unpublished {item}' },
    CONTENT_RESTORED: /*i18n*/ {
      id: 'activity.details.CONTENT_RESTORED',
      message: 'Restored version {restored} of {item} as version {version}',
    },
    CONTENT_FILE_ADDED: /*i18n*/ { id: 'activity.details.CONTENT_FILE_ADDED', message: 'Added the file {file} to {item}' },
  },
  events: {
    CONTENT_CREATED: /*i18n*/ { id: 'activity.event.CONTENT_CREATED', message: 'Content created' },
    CONTENT_SAVED: /*i18n*/ { id: 'activity.event.CONTENT_SAVED', message: 'Content saved' },
    CONTENT_PUBLISHED: /*i18n*/ { id: 'activity.event.CONTENT_PUBLISHED', message: 'Content published' },
    CONTENT_UNPUBLISHED: /*i18n*/ { id: 'activity.event.CONTENT_UNPUBLISHED', message: 'Content unpublished' },
    CONTENT_RESTORED: /*i18n*/ { id: 'activity.event.CONTENT_RESTORED', message: 'Content version restored' },
    CONTENT_FILE_ADDED: /*i18n*/ { id: 'activity.event.CONTENT_FILE_ADDED', message: 'Content file added' },
  },
  variants: {},
});
