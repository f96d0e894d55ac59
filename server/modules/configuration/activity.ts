// The activity-log words of the configuration owners' console (issue 31 §1): the values each
// event's sentence names, the sentences and the events' labels, as server/services/activity-messages.ts
// describes them; server/modules/activity-logs/catalogue.ts assembles every area's. A change is
// logged as the products' or flags' own event (one entry per product setting changed), a schedule
// and its cancelling as events of their own. A flag is named by its code, shown as its label
// (CODE_LABELS.flag); a product by its name; `at` is a wall-clock time and its zone, written in the
// reader's language.
import { catalogueOf } from '../../services/activity-messages.ts';

/** A product setting a configuration owner changes, shown as its label (CODE_LABELS.field). */
export type ProductFieldCode = 'available' | 'comingSoon' | 'restrictedLaunch' | 'hideWhenNoAccess' | 'isNewTab';
type SettingCode = 'YES' | 'NO' | 'ALPHA' | 'BETA' | 'NONE';
type Switch = 'ON' | 'OFF';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface ConfigurationEvents {
  PRODUCT_SETTING_CHANGED: { product: string; field: ProductFieldCode; setting: SettingCode; reason: string };
  PRODUCT_REVERTED: { product: string; reason: string };
  FEATURE_FLAG_SWITCHED: { flag: string; switch: Switch; tenantDefault: Switch; reason: string };
  FEATURE_FLAG_REVERTED: { flag: string; tenantDefault: Switch; reason: string };
  PRODUCT_CHANGE_SCHEDULED: { product: string; at: string; reason: string };
  FEATURE_FLAG_CHANGE_SCHEDULED: { flag: string; at: string; reason: string };
  PRODUCT_SCHEDULE_CANCELLED: { product: string; at: string };
  FEATURE_FLAG_SCHEDULE_CANCELLED: { flag: string; at: string };
}

export const CONFIGURATION_ACTIVITY = catalogueOf<ConfigurationEvents>()({
  details: {
    PRODUCT_SETTING_CHANGED: /*i18n*/ {
      id: 'activity.details.PRODUCT_SETTING_CHANGED',
      message: '{product}: {field} → {setting} (reason: {reason})',
    },
    PRODUCT_REVERTED: /*i18n*/ {
      id: 'activity.details.PRODUCT_REVERTED',
      message: "{product}: back to the tenant file's settings (reason: {reason})",
    },
    FEATURE_FLAG_SWITCHED: /*i18n*/ {
      id: 'activity.details.FEATURE_FLAG_SWITCHED',
      message: 'Feature flag {flag} → {switch}, tenant file: {tenantDefault} (reason: {reason})',
    },
    FEATURE_FLAG_REVERTED: /*i18n*/ {
      id: 'activity.details.FEATURE_FLAG_REVERTED',
      message: "Feature flag {flag} back to the tenant file's value, {tenantDefault} (reason: {reason})",
    },
    PRODUCT_CHANGE_SCHEDULED: /*i18n*/ {
      id: 'activity.details.PRODUCT_CHANGE_SCHEDULED',
      message: 'Change of {product} scheduled for {at} (reason: {reason})',
    },
    FEATURE_FLAG_CHANGE_SCHEDULED: /*i18n*/ {
      id: 'activity.details.FEATURE_FLAG_CHANGE_SCHEDULED',
      message: 'Change of feature flag {flag} scheduled for {at} (reason: {reason})',
    },
    PRODUCT_SCHEDULE_CANCELLED: /*i18n*/ {
      id: 'activity.details.PRODUCT_SCHEDULE_CANCELLED',
      message: 'Scheduled change of {product} for {at} cancelled',
    },
    FEATURE_FLAG_SCHEDULE_CANCELLED: /*i18n*/ {
      id: 'activity.details.FEATURE_FLAG_SCHEDULE_CANCELLED',
      message: 'Scheduled change of feature flag {flag} for {at} cancelled',
    },
  },
  events: {
    CONFIGURATION_CHANGE_SCHEDULED: /*i18n*/ {
      id: 'activity.event.CONFIGURATION_CHANGE_SCHEDULED',
      message: 'Configuration change scheduled',
    },
    CONFIGURATION_SCHEDULE_CANCELLED: /*i18n*/ {
      id: 'activity.event.CONFIGURATION_SCHEDULE_CANCELLED',
      message: 'Scheduled configuration change cancelled',
    },
  },
  variants: {
    PRODUCT_SETTING_CHANGED: 'PRODUCT_AVAILABILITY_CHANGED',
    PRODUCT_REVERTED: 'PRODUCT_AVAILABILITY_CHANGED',
    FEATURE_FLAG_SWITCHED: 'FEATURE_FLAG_CHANGED',
    FEATURE_FLAG_REVERTED: 'FEATURE_FLAG_CHANGED',
    PRODUCT_CHANGE_SCHEDULED: 'CONFIGURATION_CHANGE_SCHEDULED',
    FEATURE_FLAG_CHANGE_SCHEDULED: 'CONFIGURATION_CHANGE_SCHEDULED',
    PRODUCT_SCHEDULE_CANCELLED: 'CONFIGURATION_SCHEDULE_CANCELLED',
    FEATURE_FLAG_SCHEDULE_CANCELLED: 'CONFIGURATION_SCHEDULE_CANCELLED',
  },
});
