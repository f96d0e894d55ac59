// Analytics words shared by the portal and the server (spec §2 "Analytics page identifiers", §7
// event types): the portal pushes page views and events to the data layer and posts them to the
// server in batches (issue 16 §3); the server counts the known page ids per day and names them in
// the usage report, in the reader's language. In tenants/ because both sides share it (like
// incident-status.ts).
//
// A page id that is not listed here is accepted in a batch but not counted (a stale bundle loses
// nothing else, and nobody fills the table with made-up ids): a new route's page id goes here too
// (src/app/page-ids.test.ts checks the route table against this list).

interface Descriptor {
  id: string;
  message: string;
}

/** Spec §7: the event types that go to the data layer. */
export const ANALYTICS_EVENT_TYPES = [
  'click',
  'hover',
  'scroll',
  'enterKeyDown',
  'suggestion',
  'autoSuggestItemSelect',
  'dataDefinitionRendered',
  'success',
  'search',
  'noResult',
  'error',
  'pageUpdate',
] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** What the server counts: page views and the spec's event types. */
export const USAGE_EVENTS = ['pageView', ...ANALYTICS_EVENT_TYPES] as const;
export type UsageEvent = (typeof USAGE_EVENTS)[number];

/** Longest page id a batch may carry (the longest known one has 40 characters). */
export const PAGE_ID_MAX_LENGTH = 60;
/** Most entries one batch may carry; the portal sends at most 20 at a time. */
export const USAGE_BATCH_MAX = 100;

/** Each event type's name in the usage report (`i18n._(descriptor)`): a count of them. */
export const USAGE_EVENT_LABELS: Record<UsageEvent, Descriptor> = {
  pageView: /*i18n*/ { id: 'analytics.event.pageView', message: 'Page views' },
  click: /*i18n*/ { id: 'analytics.event.click', message: 'Clicks' },
  hover: /*i18n*/ { id: 'analytics.event.hover', message: 'Hovers' },
  scroll: /*i18n*/ { id: 'analytics.event.scroll', message: 'Scrolls' },
  enterKeyDown: /*i18n*/ { id: 'analytics.event.enterKeyDown', message: 'Enter key presses' },
  suggestion: /*i18n*/ { id: 'analytics.event.suggestion', message: 'Suggestions shown' },
  autoSuggestItemSelect: /*i18n*/ { id: 'analytics.event.autoSuggestItemSelect', message: 'Suggestions chosen' },
  dataDefinitionRendered: /*i18n*/ { id: 'analytics.event.dataDefinitionRendered', message: 'Definitions shown' },
  success: /*i18n*/ { id: 'analytics.event.success', message: 'Successes' },
  search: /*i18n*/ { id: 'analytics.event.search', message: 'Searches' },
  noResult: /*i18n*/ { id: 'analytics.event.noResult', message: 'Searches without results' },
  error: /*i18n*/ { id: 'analytics.event.error', message: 'Errors' },
  pageUpdate: /*i18n*/ { id: 'analytics.event.pageUpdate', message: 'Page updates' },
};

/**
 * The page ids the server counts, with their names in the usage report: spec §2's list, the
 * routes' own ids (src/app/routes.ts) and the learn-more dialogs of the app tiles.
 */
export const PAGE_LABELS: Record<string, Descriptor> = {
  // Spec §2 "Analytics page identifiers".
  marketing: /*i18n*/ { id: 'analytics.page.marketing', message: 'Landing page' },
  'app launch': /*i18n*/ { id: 'analytics.page.appLaunch', message: 'App launch' },
  'privacy policy': /*i18n*/ { id: 'analytics.page.privacyPolicy', message: 'Privacy policy' },
  support: /*i18n*/ { id: 'analytics.page.support', message: 'Support' },
  'incident list': /*i18n*/ { id: 'analytics.page.incidentList', message: 'My incidents' },
  'incident detail': /*i18n*/ { id: 'analytics.page.incidentDetail', message: 'Incident details' },
  'insights article': /*i18n*/ { id: 'analytics.page.insightsArticle', message: 'Insights article' },
  'create incident': /*i18n*/ { id: 'analytics.page.createIncident', message: 'Create an incident' },
  'contact us': /*i18n*/ { id: 'analytics.page.contactUs', message: 'Contact us' },
  'page not found': /*i18n*/ { id: 'analytics.page.pageNotFound', message: 'Page not found' },
  error: /*i18n*/ { id: 'analytics.page.error', message: 'Sign-in error' },
  'learn more shopper behavior': /*i18n*/ { id: 'analytics.page.learnMoreShopperBehavior', message: 'Learn more: Shopper Behavior' },
  'learn more channel performance': /*i18n*/ {
    id: 'analytics.page.learnMoreChannelPerformance',
    message: 'Learn more: Channel Performance',
  },
  'learn more customer perception': /*i18n*/ {
    id: 'analytics.page.learnMoreCustomerPerception',
    message: 'Learn more: Customer Perception',
  },
  'learn more digital landscapes': /*i18n*/ { id: 'analytics.page.learnMoreDigitalLandscapes', message: 'Learn more: Digital Landscapes' },
  profile: /*i18n*/ { id: 'analytics.page.profile', message: 'Profile' },
  admin: /*i18n*/ { id: 'analytics.page.admin', message: 'Admin' },
  'user management list': /*i18n*/ { id: 'analytics.page.userManagementList', message: 'User management' },
  'authorized domain list': /*i18n*/ { id: 'analytics.page.authorizedDomainList', message: 'Authorized domains' },
  'customer accounts list': /*i18n*/ { id: 'analytics.page.customerAccountsList', message: 'Customer accounts' },
  'third-party list': /*i18n*/ { id: 'analytics.page.thirdPartyList', message: 'Third party' },
  'activity log list': /*i18n*/ { id: 'analytics.page.activityLogList', message: 'Audit log' },
  'charter KB homepage': /*i18n*/ { id: 'analytics.page.charterKbHomepage', message: 'Knowledge base home' },
  'KB category': /*i18n*/ { id: 'analytics.page.kbCategory', message: 'Knowledge base category' },
  'KB article': /*i18n*/ { id: 'analytics.page.kbArticle', message: 'Knowledge base article' },
  'KB search': /*i18n*/ { id: 'analytics.page.kbSearch', message: 'Knowledge base search' },
  'basic KB homepage': /*i18n*/ { id: 'analytics.page.basicKbHomepage', message: 'Basic knowledge base home' },
  'basic user KB article': /*i18n*/ { id: 'analytics.page.basicUserKbArticle', message: 'Basic knowledge base article' },
  'complete user registration': /*i18n*/ { id: 'analytics.page.completeUserRegistration', message: 'User registration' },
  resources: /*i18n*/ { id: 'analytics.page.resources', message: 'Resources' },
  'release notes': /*i18n*/ { id: 'analytics.page.releaseNotes', message: 'Release notes' },
  'release article': /*i18n*/ { id: 'analytics.page.releaseArticle', message: 'Release note' },
  'bot detection': /*i18n*/ { id: 'analytics.page.botDetection', message: 'Human verification' },
  'global user management list': /*i18n*/ { id: 'analytics.page.globalUserManagementList', message: 'Global user management' },
  'basic user registration': /*i18n*/ { id: 'analytics.page.basicUserRegistration', message: 'Basic user registration' },
  'terms and conditions': /*i18n*/ { id: 'analytics.page.termsAndConditions', message: 'Terms and conditions' },
  'basic marketing': /*i18n*/ { id: 'analytics.page.basicMarketing', message: 'Basic landing page' },
  'data dictionary': /*i18n*/ { id: 'analytics.page.dataDictionary', message: 'Data dictionary' },
  'data dictionary V2': /*i18n*/ { id: 'analytics.page.dataDictionaryV2', message: 'Data dictionary by topic' },
  'terms page': /*i18n*/ { id: 'analytics.page.termsPage', message: 'Terms' },
  // The portal's other routes (src/app/routes.ts).
  'sign in': /*i18n*/ { id: 'analytics.page.signIn', message: 'Sign in' },
  'forgot password': /*i18n*/ { id: 'analytics.page.forgotPassword', message: 'Forgot password' },
  'reset password': /*i18n*/ { id: 'analytics.page.resetPassword', message: 'Reset password' },
  'accept invitation': /*i18n*/ { id: 'analytics.page.acceptInvitation', message: 'Accept invitation' },
  logout: /*i18n*/ { id: 'analytics.page.logout', message: 'Sign out' },
  'pending access': /*i18n*/ { id: 'analytics.page.pendingAccess', message: 'Pending access' },
  'no access': /*i18n*/ { id: 'analytics.page.noAccess', message: 'No access' },
  'access denied': /*i18n*/ { id: 'analytics.page.accessDenied', message: 'Access denied' },
  'data sharing addendum': /*i18n*/ { id: 'analytics.page.dataSharingAddendum', message: 'Data sharing addendum' },
  'report builder': /*i18n*/ { id: 'analytics.page.reportBuilder', message: 'Report Builder' },
  'support console': /*i18n*/ { id: 'analytics.page.supportConsole', message: 'Support console' },
  'support console incident': /*i18n*/ { id: 'analytics.page.supportConsoleIncident', message: 'Support console: incident' },
  'content list': /*i18n*/ { id: 'analytics.page.contentList', message: 'Content' },
  'content editor': /*i18n*/ { id: 'analytics.page.contentEditor', message: 'Content editor' },
  'user access audits': /*i18n*/ { id: 'analytics.page.userAccessAudits', message: 'User access audits' },
  'usage report': /*i18n*/ { id: 'analytics.page.usageReport', message: 'Usage report' },
  'site banner': /*i18n*/ { id: 'analytics.page.siteBanner', message: 'Site banner' },
  configuration: /*i18n*/ { id: 'analytics.page.configuration', message: 'Configuration' },
  'legal documents': /*i18n*/ { id: 'analytics.page.legalDocuments', message: 'Legal documents' },
  'legal document version': /*i18n*/ { id: 'analytics.page.legalDocumentVersion', message: 'Legal document version' },
  'company sign-in refused': /*i18n*/ { id: 'analytics.page.companySignInRefused', message: 'Company sign-in refused' },
};

/** Whether the server counts this page id. */
export const isKnownPageId = (pageId: string): boolean => Object.hasOwn(PAGE_LABELS, pageId);
