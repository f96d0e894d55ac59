// The activity-log words of the site banner (issue 16 §2): the values each event's sentence names,
// the sentences and the events' labels, as server/services/activity-messages.ts describes them;
// server/modules/activity-logs/catalogue.ts assembles every area's.
import { catalogueOf } from '../../services/activity-messages.ts';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface SiteBannerEvents {
  /** The site banner (issue 16 §2): times as 'YYYY-MM-DD HH:mm UTC', the text in the tenant's default locale. */
  SITE_BANNER_CREATED: { severity: string; startsAt: string; endsAt: string; message: string };
  SITE_BANNER_UPDATED: { severity: string; startsAt: string; endsAt: string; message: string };
  SITE_BANNER_ENDED: { message: string };
  SITE_BANNER_REMOVED: { message: string };
}

export const SITE_BANNER_ACTIVITY = catalogueOf<SiteBannerEvents>()({
  details: {
    SITE_BANNER_CREATED: /*i18n*/ {
      id: 'activity.details.SITE_BANNER_CREATED',
      message: 'Site banner ({severity}) scheduled from {startsAt} to {endsAt}: {message}',
    },
    SITE_BANNER_UPDATED: /*i18n*/ {
      id: 'activity.details.SITE_BANNER_UPDATED',
      message: 'Site banner changed ({severity}, from {startsAt} to {endsAt}): {message}',
    },
    SITE_BANNER_ENDED: /*i18n*/ { id: 'activity.details.SITE_BANNER_ENDED', message: 'Site banner ended now: {message}' },
    SITE_BANNER_REMOVED: /*i18n*/ { id: 'activity.details.SITE_BANNER_REMOVED', message: 'Scheduled site banner removed: {message}' },
  },
  events: {
    SITE_BANNER_CREATED: /*i18n*/ { id: 'activity.event.SITE_BANNER_CREATED', message: 'Site banner created' },
    SITE_BANNER_UPDATED: /*i18n*/ { id: 'activity.event.SITE_BANNER_UPDATED', message: 'Site banner changed' },
    SITE_BANNER_DELETED: /*i18n*/ { id: 'activity.event.SITE_BANNER_DELETED', message: 'Site banner ended' },
  },
  variants: {
    SITE_BANNER_ENDED: 'SITE_BANNER_DELETED',
    SITE_BANNER_REMOVED: 'SITE_BANNER_DELETED',
  },
});
