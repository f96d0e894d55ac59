// The knowledge-base articles every demo tenant starts with (issue 15 §1), one file each: the
// suppliers' workspace (getting started, account and access, administration, data definitions,
// getting help, then each product's), the basic accounts' and the associates'. They describe the
// portal as it is; placeholders ({portal}, {country}) are replaced when a tenant is seeded. The
// order is the seed's: within a workspace, the articles marked top are numbered in this order.
import type { SeedArticle } from '../types.ts';
import welcomeToThePortal from './welcome-to-the-portal.ts';
import signingInAndStayingSignedIn from './signing-in-and-staying-signed-in.ts';
import appLaunchPageAndProductTiles from './app-launch-page-and-product-tiles.ts';
import navigatingThePortalAndChangingLanguage from './navigating-the-portal-and-changing-language.ts';
import browserAndAccessibilityTips from './browser-and-accessibility-tips.ts';
import yourProfile from './your-profile.ts';
import languageAndTimeZonePreferences from './language-and-time-zone-preferences.ts';
import requestingAccessToAProduct from './requesting-access-to-a-product.ts';
import resettingYourPassword from './resetting-your-password.ts';
import acceptingUpdatedTerms from './accepting-updated-terms.ts';
import whyATileSaysAccessPending from './why-a-tile-says-access-pending.ts';
import creatingASupportIncident from './creating-a-support-incident.ts';
import followingYourIncidents from './following-your-incidents.ts';
import contactingUs from './contacting-us.ts';
import writingAGoodSupportTicket from './writing-a-good-support-ticket.ts';
import searchingTheDataDictionary from './searching-the-data-dictionary.ts';
import browsingAndExportingTheDataDictionary from './browsing-and-exporting-the-data-dictionary.ts';
import allUsersVsCharterUsersOnly from './all-users-vs-charter-users-only.ts';
import adminAddAUser from './admin-add-a-user.ts';
import adminBulkCreateAndEditUsers from './admin-bulk-create-and-edit-users.ts';
import adminBlockAndUnblockUsers from './admin-block-and-unblock-users.ts';
import adminAuthorizedEmailDomains from './admin-authorized-email-domains.ts';
import adminThirdPartyPartners from './admin-third-party-partners.ts';
import adminReadTheActivityLog from './admin-read-the-activity-log.ts';
import basicWhatABasicAccountIncludes from './basic-what-a-basic-account-includes.ts';
import basicFirstStepsForAdmins from './basic-first-steps-for-admins.ts';
import basicReportsAvailable from './basic-reports-available.ts';
import basicDataDictionaryForBasicUsers from './basic-data-dictionary-for-basic-users.ts';
import basicManageYourUsers from './basic-manage-your-users.ts';
import basicPeriodicUserAccessAudit from './basic-periodic-user-access-audit.ts';
import basicGetHelp from './basic-get-help.ts';
import basicUpgradeToCharter from './basic-upgrade-to-charter.ts';
import internalRequestAccessToASupplier from './internal-request-access-to-a-supplier.ts';
import internalSwitchBetweenCompanies from './internal-switch-between-companies.ts';
import internalHelpASupplierSignIn from './internal-help-a-supplier-sign-in.ts';
import internalRouteSupplierQuestions from './internal-route-supplier-questions.ts';
import internalHandleSupplierDataResponsibly from './internal-handle-supplier-data-responsibly.ts';
import shopperBehaviorGettingStarted from './shopper-behavior-getting-started.ts';
import shopperBehaviorCustomerSegments from './shopper-behavior-customer-segments.ts';
import shopperBehaviorLoyaltyRepeatPurchase from './shopper-behavior-loyalty-repeat-purchase.ts';
import shopperBehaviorBasketAffinity from './shopper-behavior-basket-affinity.ts';
import shopperBehaviorSwitchingAnalysis from './shopper-behavior-switching-analysis.ts';
import shopperBehaviorDataRefreshDefinitions from './shopper-behavior-data-refresh-definitions.ts';
import reportBuilderGettingStarted from './report-builder-getting-started.ts';
import reportBuilderFirstReport from './report-builder-first-report.ts';
import reportBuilderMeasuresAttributes from './report-builder-measures-attributes.ts';
import reportBuilderFiltersDateRanges from './report-builder-filters-date-ranges.ts';
import reportBuilderSchedulingExporting from './report-builder-scheduling-exporting.ts';
import reportBuilderSharingTroubleshooting from './report-builder-sharing-troubleshooting.ts';
import channelPerformanceGettingStarted from './channel-performance-getting-started.ts';
import channelPerformanceTrendsWeekCategoryRegion from './channel-performance-trends-week-category-region.ts';
import customerPerceptionGettingStarted from './customer-perception-getting-started.ts';
import customerPerceptionReviewThemesSentiment from './customer-perception-review-themes-sentiment.ts';
import digitalLandscapesGettingStarted from './digital-landscapes-getting-started.ts';
import digitalLandscapesShareOfDigitalShelf from './digital-landscapes-share-of-digital-shelf.ts';
import insightsActivationGettingStarted from './insights-activation-getting-started.ts';
import insightsActivationMeasuringCampaigns from './insights-activation-measuring-campaigns.ts';
import modularIntelligenceGettingStarted from './modular-intelligence-getting-started.ts';
import modularIntelligenceCombiningModules from './modular-intelligence-combining-modules.ts';
import customerPulseGettingStarted from './customer-pulse-getting-started.ts';
import customerPulseReadingResults from './customer-pulse-reading-results.ts';

export const SEED_ARTICLES: SeedArticle[] = [
  welcomeToThePortal,
  signingInAndStayingSignedIn,
  appLaunchPageAndProductTiles,
  navigatingThePortalAndChangingLanguage,
  browserAndAccessibilityTips,
  yourProfile,
  languageAndTimeZonePreferences,
  requestingAccessToAProduct,
  resettingYourPassword,
  acceptingUpdatedTerms,
  whyATileSaysAccessPending,
  creatingASupportIncident,
  followingYourIncidents,
  contactingUs,
  writingAGoodSupportTicket,
  searchingTheDataDictionary,
  browsingAndExportingTheDataDictionary,
  allUsersVsCharterUsersOnly,
  adminAddAUser,
  adminBulkCreateAndEditUsers,
  adminBlockAndUnblockUsers,
  adminAuthorizedEmailDomains,
  adminThirdPartyPartners,
  adminReadTheActivityLog,
  basicWhatABasicAccountIncludes,
  basicFirstStepsForAdmins,
  basicReportsAvailable,
  basicDataDictionaryForBasicUsers,
  basicManageYourUsers,
  basicPeriodicUserAccessAudit,
  basicGetHelp,
  basicUpgradeToCharter,
  internalRequestAccessToASupplier,
  internalSwitchBetweenCompanies,
  internalHelpASupplierSignIn,
  internalRouteSupplierQuestions,
  internalHandleSupplierDataResponsibly,
  shopperBehaviorGettingStarted,
  shopperBehaviorCustomerSegments,
  shopperBehaviorLoyaltyRepeatPurchase,
  shopperBehaviorBasketAffinity,
  shopperBehaviorSwitchingAnalysis,
  shopperBehaviorDataRefreshDefinitions,
  reportBuilderGettingStarted,
  reportBuilderFirstReport,
  reportBuilderMeasuresAttributes,
  reportBuilderFiltersDateRanges,
  reportBuilderSchedulingExporting,
  reportBuilderSharingTroubleshooting,
  channelPerformanceGettingStarted,
  channelPerformanceTrendsWeekCategoryRegion,
  customerPerceptionGettingStarted,
  customerPerceptionReviewThemesSentiment,
  digitalLandscapesGettingStarted,
  digitalLandscapesShareOfDigitalShelf,
  insightsActivationGettingStarted,
  insightsActivationMeasuringCampaigns,
  modularIntelligenceGettingStarted,
  modularIntelligenceCombiningModules,
  customerPulseGettingStarted,
  customerPulseReadingResults,
];
