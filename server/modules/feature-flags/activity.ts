// The activity-log words of feature flags: the values each event's sentence names, the sentences and
// the events' labels, as server/services/activity-messages.ts describes them;
// server/modules/activity-logs/catalogue.ts assembles every area's.
import { catalogueOf } from '../../services/activity-messages.ts';

/** Events whose entries carry details, and the values each sentence names (a code shows as its label). */
export interface FeatureFlagEvents {
  FEATURE_FLAG_TURNED_ON: { flag: string; tenantDefault: 'ON' | 'OFF' };
  FEATURE_FLAG_TURNED_OFF: { flag: string; tenantDefault: 'ON' | 'OFF' };
  FEATURE_FLAG_RESET: { flag: string; tenantDefault: 'ON' | 'OFF' };
}

export const FEATURE_FLAGS_ACTIVITY = catalogueOf<FeatureFlagEvents>()({
  details: {
    FEATURE_FLAG_TURNED_ON: /*i18n*/ {
      id: 'activity.details.FEATURE_FLAG_TURNED_ON',
      message: 'Feature flag {flag} turned on (tenant default: {tenantDefault})',
    },
    FEATURE_FLAG_TURNED_OFF: /*i18n*/ {
      id: 'activity.details.FEATURE_FLAG_TURNED_OFF',
      message: 'Feature flag {flag} turned off (tenant default: {tenantDefault})',
    },
    FEATURE_FLAG_RESET: /*i18n*/ {
      id: 'activity.details.FEATURE_FLAG_RESET',
      message: "Feature flag {flag} back to the tenant file's value ({tenantDefault})",
    },
  },
  events: {
    FEATURE_FLAG_CHANGED: /*i18n*/ { id: 'activity.event.FEATURE_FLAG_CHANGED', message: 'Feature flag changed' },
  },
  variants: {
    FEATURE_FLAG_TURNED_ON: 'FEATURE_FLAG_CHANGED',
    FEATURE_FLAG_TURNED_OFF: 'FEATURE_FLAG_CHANGED',
    FEATURE_FLAG_RESET: 'FEATURE_FLAG_CHANGED',
  },
});
