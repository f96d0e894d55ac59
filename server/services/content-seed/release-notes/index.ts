// The US release notes of the demo content (issue 15 §1), one file each, oldest first.
import type { SeedReleaseNote } from '../types.ts';
import accessibilityImprovements from './accessibility-improvements.ts';
import profileTimeZonePreference from './profile-time-zone-preference.ts';
import shopperBehaviorMondayRefresh from './shopper-behavior-monday-refresh.ts';
import requestAccessToCompanies from './request-access-to-companies.ts';
import reportBuilderScheduledExports from './report-builder-scheduled-exports.ts';
import activityLogDownload from './activity-log-download.ts';
import basicUserAccessAudit from './basic-user-access-audit.ts';
import insightsRegionalTrends from './insights-regional-trends.ts';
import dataDictionaryBrowseByTopic from './data-dictionary-browse-by-topic.ts';
import novemberFixes from './november-fixes.ts';

export const RELEASE_NOTES: SeedReleaseNote[] = [
  accessibilityImprovements,
  profileTimeZonePreference,
  shopperBehaviorMondayRefresh,
  requestAccessToCompanies,
  reportBuilderScheduledExports,
  activityLogDownload,
  basicUserAccessAudit,
  insightsRegionalTrends,
  dataDictionaryBrowseByTopic,
  novemberFixes,
];
