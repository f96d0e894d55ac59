// The activity-log words of products' availability settings: the values each event's sentence names,
// the sentences and the events' labels, as server/services/activity-messages.ts describes them;
// server/modules/activity-logs/catalogue.ts assembles every area's.
import { catalogueOf } from '../../services/activity-messages.ts';

/** A product setting's new value: yes, no, a restricted launch, or back to the tenant's default. */
type SettingCode = 'YES' | 'NO' | 'ALPHA' | 'BETA' | 'DEFAULT';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface ProductEvents {
  // PRODUCT_AVAILABILITY_CHANGED: one entry per setting changed.
  PRODUCT_AVAILABLE_SET: { product: string; setting: SettingCode };
  PRODUCT_COMING_SOON_SET: { product: string; setting: SettingCode };
  PRODUCT_RESTRICTED_LAUNCH_SET: { product: string; setting: SettingCode };
  PRODUCT_HIDE_WHEN_NO_ACCESS_SET: { product: string; setting: SettingCode };
  PRODUCT_NEW_TAB_SET: { product: string; setting: SettingCode };
  PRODUCT_REDIRECT_URL_SET: { product: string; url: string };
  PRODUCT_REDIRECT_URL_CLEARED: { product: string };
}

export const PRODUCTS_ACTIVITY = catalogueOf<ProductEvents>()({
  details: {
    PRODUCT_AVAILABLE_SET: /*i18n*/ { id: 'activity.details.PRODUCT_AVAILABLE_SET', message: '{product}: available → {setting}' },
    PRODUCT_COMING_SOON_SET: /*i18n*/ { id: 'activity.details.PRODUCT_COMING_SOON_SET', message: '{product}: coming soon → {setting}' },
    PRODUCT_RESTRICTED_LAUNCH_SET: /*i18n*/ {
      id: 'activity.details.PRODUCT_RESTRICTED_LAUNCH_SET',
      message: '{product}: restricted launch → {setting}',
    },
    PRODUCT_HIDE_WHEN_NO_ACCESS_SET: /*i18n*/ {
      id: 'activity.details.PRODUCT_HIDE_WHEN_NO_ACCESS_SET',
      message: '{product}: hidden without access → {setting}',
    },
    PRODUCT_NEW_TAB_SET: /*i18n*/ { id: 'activity.details.PRODUCT_NEW_TAB_SET', message: '{product}: opens in a new tab → {setting}' },
    PRODUCT_REDIRECT_URL_SET: /*i18n*/ { id: 'activity.details.PRODUCT_REDIRECT_URL_SET', message: '{product}: link → {url}' },
    PRODUCT_REDIRECT_URL_CLEARED: /*i18n*/ { id: 'activity.details.PRODUCT_REDIRECT_URL_CLEARED', message: '{product}: link → default' },
  },
  events: {
    PRODUCT_AVAILABILITY_CHANGED: /*i18n*/ { id: 'activity.event.PRODUCT_AVAILABILITY_CHANGED', message: 'App availability changed' },
  },
  variants: {
    PRODUCT_AVAILABLE_SET: 'PRODUCT_AVAILABILITY_CHANGED',
    PRODUCT_COMING_SOON_SET: 'PRODUCT_AVAILABILITY_CHANGED',
    PRODUCT_RESTRICTED_LAUNCH_SET: 'PRODUCT_AVAILABILITY_CHANGED',
    PRODUCT_HIDE_WHEN_NO_ACCESS_SET: 'PRODUCT_AVAILABILITY_CHANGED',
    PRODUCT_NEW_TAB_SET: 'PRODUCT_AVAILABILITY_CHANGED',
    PRODUCT_REDIRECT_URL_SET: 'PRODUCT_AVAILABILITY_CHANGED',
    PRODUCT_REDIRECT_URL_CLEARED: 'PRODUCT_AVAILABILITY_CHANGED',
  },
});
