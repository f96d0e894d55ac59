// The activity-log words of access requests of internal users (issue 14 §2): the values each event's
// sentence names, the sentences and the events' labels, as server/services/activity-messages.ts
// describes them; server/modules/activity-logs/catalogue.ts assembles every area's.
import { catalogueOf } from '../../services/activity-messages.ts';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface CompanyAccessEvents {
  /** An internal user asked for access to the company's products (issue 14 §2). */
  ACCESS_REQUESTED: { user: string; products: string; note: string };
  ACCESS_REQUEST_WITHDRAWN: { user: string; products: string };
}

export const COMPANY_ACCESS_ACTIVITY = catalogueOf<CompanyAccessEvents>()({
  details: {
    ACCESS_REQUESTED: /*i18n*/ {
      id: 'activity.details.ACCESS_REQUESTED',
      message: '{user} asked for access to {products} (note: {note})',
    },
    ACCESS_REQUEST_WITHDRAWN: /*i18n*/ {
      id: 'activity.details.ACCESS_REQUEST_WITHDRAWN',
      message: '{user} withdrew their access request for {products}',
    },
  },
  events: {
    ACCESS_REQUESTED: /*i18n*/ { id: 'activity.event.ACCESS_REQUESTED', message: 'Access requested' },
    ACCESS_REQUEST_WITHDRAWN: /*i18n*/ { id: 'activity.event.ACCESS_REQUEST_WITHDRAWN', message: 'Access request withdrawn' },
  },
  variants: {},
});
