// The activity-log words of third-party partners: the values each event's sentence names, the
// sentences and the events' labels, as server/services/activity-messages.ts describes them;
// server/modules/activity-logs/catalogue.ts assembles every area's.
import { catalogueOf } from '../../services/activity-messages.ts';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface PartnerEvents {
  PARTNER_ASSOCIATED: { partner: string; products: string };
  PARTNER_PRODUCTS_CHANGED: { partner: string; from: string; to: string };
  PARTNER_PRODUCTS_CHANGED_FROM_NONE: { partner: string; to: string };
  PARTNER_REMOVED: { partner: string };
}

export const PARTNERS_ACTIVITY = catalogueOf<PartnerEvents>()({
  details: {
    PARTNER_ASSOCIATED: /*i18n*/ {
      id: 'activity.details.PARTNER_ASSOCIATED',
      message: 'Third-party partner {partner} associated with access to {products}',
    },
    PARTNER_PRODUCTS_CHANGED: /*i18n*/ {
      id: 'activity.details.PARTNER_PRODUCTS_CHANGED',
      message: 'Products of third-party partner {partner} changed from {from} to {to}',
    },
    PARTNER_PRODUCTS_CHANGED_FROM_NONE: /*i18n*/ {
      id: 'activity.details.PARTNER_PRODUCTS_CHANGED_FROM_NONE',
      message: 'Products of third-party partner {partner} changed from none to {to}',
    },
    PARTNER_REMOVED: /*i18n*/ { id: 'activity.details.PARTNER_REMOVED', message: 'Third-party partner {partner} removed' },
  },
  events: {
    PARTNER_ASSOCIATED: /*i18n*/ { id: 'activity.event.PARTNER_ASSOCIATED', message: 'Partner added' },
    PARTNER_PRODUCTS_CHANGED: /*i18n*/ { id: 'activity.event.PARTNER_PRODUCTS_CHANGED', message: 'Partner apps changed' },
    PARTNER_REMOVED: /*i18n*/ { id: 'activity.event.PARTNER_REMOVED', message: 'Partner removed' },
  },
  variants: {
    PARTNER_PRODUCTS_CHANGED_FROM_NONE: 'PARTNER_PRODUCTS_CHANGED',
  },
});
