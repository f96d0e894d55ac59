// The one route table (spec §2): every route once, with its analytics page id, browser title,
// access rule, permission rule and lazy page. Tenant-gated routes sit behind build-time constants,
// so a tenant's bundle does not even contain the code of the pages it blocks. Admin routes take
// their path and permission rule from the one list of admin areas (lib/permissions.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { type AdminResource, adminAreasOf, adminRoute, basicRestricted, type PermissionRule } from '../lib/permissions.ts';
import type { UserContext } from '../lib/session.ts';
import type { StartUpData } from '../api/start-up-data.ts';
import { LEGAL_UPDATES_PATH } from '../lib/links.ts';

/** A page's code: its component, and what it reads first (api/start-up-data.ts), if it says. */
type Page = () => Promise<{ default: ComponentType; startUpData?: StartUpData }>;

export interface RouteDef {
  path: string;
  /** Analytics page identifier (spec §2 "Analytics page identifiers"). */
  pageId: string;
  title: MessageDescriptor;
  access: 'public' | 'private';
  /** In the allow-list of basic users (spec §2 "Routing rules"); others send them to /noAccess. */
  basic?: boolean;
  /** Open to everyone whatever their type: sign-in, errors, the not-found page. */
  open?: boolean;
  /** Only super admins (and spectators); others get /accessDenied. */
  superAdmin?: boolean;
  /** Only support agents (MANAGE INCIDENT: the agent console, issue 12 §4); others get /accessDenied. */
  supportAgent?: boolean;
  /** Only content owners (MANAGE CONTENT: the content editor, issue 15 §3); others get /accessDenied. */
  contentOwner?: boolean;
  /** Only configuration owners and super admins (LIST CONFIGURATION, issue 31 §1); others get /accessDenied. */
  configurationOwner?: boolean;
  /** Only legal owners and super admins (LIST LEGAL, issue 31 §3); others get /accessDenied. */
  legalOwner?: boolean;
  /** Where a signed-out visitor goes instead of the sign-in page (spec: support → ticket creation). */
  unauthorizedRedirect?: string;
  /** Knowledge-base article and category routes need a valid `workspace` query parameter. */
  requiresWorkspace?: boolean;
  /** Needed on top of the rules above; without it the page is not shown but 'not an administrator'. */
  permission?: PermissionRule;
  /** The route is the entry of a section of the navigation (navigation.ts): its label and place. */
  nav?: { label: MessageDescriptor; order: number; shownTo?: (user: UserContext) => boolean; badge?: LazyExoticComponent<ComponentType> };
  /** A data page (tables, consoles): it takes the window's width rather than a reading column (issue 28 §1). */
  wide?: boolean;
  page: Page;
  /**
   * What a basic account is shown at this address instead (spec §2: the Basic Landing with page id
   * 'basic marketing', 'basic user registration'): its own page id, title and page, in the basic
   * allow-list. guards.ts `routeFor` picks it.
   */
  forBasic?: RouteDef;
}

/** The access fields of a route: who may open it. */
type Rules = Omit<RouteDef, 'path' | 'pageId' | 'title' | 'page' | 'nav' | 'wide' | 'forBasic'>;

const PUBLIC: Rules = { access: 'public' };
const PUBLIC_BASIC: Rules = { access: 'public', basic: true };
const OPEN: Rules = { access: 'public', open: true };
const PRIVATE: Rules = { access: 'private' };
const BASIC: Rules = { access: 'private', basic: true };
const SUPER_ADMIN: Rules = { access: 'private', superAdmin: true };
const SUPPORT_AGENT: Rules = { access: 'private', supportAgent: true };
const CONTENT_OWNER: Rules = { access: 'private', contentOwner: true };
const CONFIGURATION_OWNER: Rules = { access: 'private', configurationOwner: true };
const LEGAL_OWNER: Rules = { access: 'private', legalOwner: true };
const WORKSPACE: Rules = { access: 'private', requiresWorkspace: true };
/** Ticket tracking: a signed-out visitor is sent to ticket creation rather than to the sign-in page. */
const TICKETS: Rules = { access: 'private', basic: true, unauthorizedRedirect: '/support/ticketCreation' };

function route(path: string, pageId: string, title: MessageDescriptor, rules: Rules, page: Page): RouteDef {
  return { path, pageId, title, ...rules, page };
}

/** A route that is also a section of the navigation. */
const section = (label: MessageDescriptor, order: number, def: RouteDef, shownTo?: (user: UserContext) => boolean): RouteDef => ({
  ...def,
  nav: { label, order, shownTo },
});

/** A route that basic accounts see with a page id, title (and page) of their own, in their allow-list. */
const withBasic = (def: RouteDef, pageId: string, title: MessageDescriptor, page: Page = def.page): RouteDef => ({
  ...def,
  forBasic: { ...def, pageId, title, page, basic: true },
});

/** A data page: the width of the window. */
const wide = (def: RouteDef): RouteDef => ({ ...def, wide: true });

/** An admin area's route: its path and permission rule come from the list of admin areas. */
function adminArea(resource: AdminResource, pageId: string, title: MessageDescriptor, rules: Rules, page: Page): RouteDef {
  const { path, permission } = adminRoute(resource);
  return wide(route(path, pageId, title, { ...rules, permission }, page));
}

/** The release-notes routes, their pages passed in by the tenant gate so that their import() stays in the gated branch. */
function releaseNotesRoutes(list: Page, article: Page, badge: Page): RouteDef[] {
  const notes = section(msg`Release Notes`, 4, route('/releaseNotes', 'release notes', msg`Release Notes`, PRIVATE, list));
  return [
    { ...notes, nav: { ...notes.nav!, badge: lazy(badge) } },
    route('/releaseNotes/article', 'release article', msg`Release note`, PRIVATE, article),
  ];
}

// The pages of the routes every tenant has; each import() is a chunk of its own.
const pages = {
  landing: () => import('../features/home/LandingPage.tsx'),
  basicLanding: () => import('../features/home/BasicLandingPage.tsx'),
  contactUs: () => import('../features/contact/ContactUsPage.tsx'),
  support: () => import('../features/support/SupportPage.tsx'),
  ticketCreation: () => import('../features/support/TicketCreationPage.tsx'),
  myIncidents: () => import('../features/support/MyIncidentsPage.tsx'),
  incident: () => import('../features/support/IncidentPage.tsx'),
  supportConsole: () => import('../features/support/ConsolePage.tsx'),
  consoleIncident: () => import('../features/support/ConsoleIncidentPage.tsx'),
  dataDictionary: () => import('../features/data-dictionary/DataDictionaryPage.tsx'),
  dataDictionaryBrowse: () => import('../features/data-dictionary/BrowsePage.tsx'),
  profile: () => import('../features/profile/ProfilePage.tsx'),
  requestAccess: () => import('../features/profile/RequestAccessPage.tsx'),
  legalUpdates: () => import('../features/profile/LegalUpdatesPage.tsx'),
  pendingAccess: () => import('../features/errors/PendingAccessPage.tsx'),
  noAccess: () => import('../features/errors/NoAccessPage.tsx'),
  loginError: () => import('../features/errors/LoginErrorPage.tsx'),
  accessDenied: () => import('../features/errors/AccessDeniedPage.tsx'),
  notFound: () => import('../features/errors/NotFoundPage.tsx'),
  signIn: () => import('../features/auth/SignInPage.tsx'),
  forgotPassword: () => import('../features/auth/ForgotPasswordPage.tsx'),
  resetPassword: () => import('../features/auth/ResetPasswordPage.tsx'),
  loginRedirect: () => import('../features/auth/LoginRedirect.tsx'),
  logout: () => import('../features/auth/LogoutPage.tsx'),
  ssoRefused: () => import('../features/auth/SsoRefusedPage.tsx'),
  acceptInvitation: () => import('../features/registration/AcceptInvitationPage.tsx'),
  userRegistration: () => import('../features/registration/UserRegistrationPage.tsx'),
  apps: () => import('../features/apps/AppsPage.tsx'),
  companyList: () => import('../features/company-list/CompanyListPage.tsx'),
  userAudits: () => import('../features/user-audit/UserAuditsPage.tsx'),
  globalUsers: () => import('../features/global-users/GlobalUsersPage.tsx'),
  siteBanner: () => import('../features/site-banner/SiteBannersPage.tsx'),
  admin: () => import('../features/admin/AdminLandingPage.tsx'),
  users: () => import('../features/admin/users/UserListPage.tsx'),
  domains: () => import('../features/admin/domains/DomainsPage.tsx'),
  thirdParty: () => import('../features/admin/third-party/ThirdPartyPage.tsx'),
  activityLog: () => import('../features/admin/activity-log/ActivityLogPage.tsx'),
  kbHome: () => import('../features/knowledge-base/KbHomePage.tsx'),
  kbSearch: () => import('../features/knowledge-base/KbSearchPage.tsx'),
  kbBasicHome: () => import('../features/knowledge-base/BasicKbHomePage.tsx'),
  kbBasicArticle: () => import('../features/knowledge-base/BasicKbArticlePage.tsx'),
  kbCategory: () => import('../features/knowledge-base/KbCategoryPage.tsx'),
  kbArticle: () => import('../features/knowledge-base/KbArticlePage.tsx'),
  resources: () => import('../features/resources/ResourcesPage.tsx'),
  insights: () => import('../features/insights/InsightsArticlePage.tsx'),
  contentList: () => import('../features/content-authoring/ContentListPage.tsx'),
  contentEditor: () => import('../features/content-authoring/ContentEditorPage.tsx'),
  legalDocuments: () => import('../features/legal-owner/LegalDocumentsPage.tsx'),
  legalVersion: () => import('../features/legal-owner/LegalVersionPage.tsx'),
  reportBuilder: () => import('../features/report-builder/ReportBuilderPage.tsx'),
  usageReport: () => import('../features/usage-report/UsageReportPage.tsx'),
} satisfies Record<string, Page>;

export const NOT_FOUND: RouteDef = route('*', 'page not found', msg`Page not found`, OPEN, pages.notFound);

export const routes: RouteDef[] = [
  // Public (spec §2).
  // Spec §2: a basic account's landing is its own ('Basic Landing', page id 'basic marketing').
  withBasic(route('/', 'marketing', msg`Welcome`, PUBLIC, pages.landing), 'basic marketing', msg`Basic Landing`, pages.basicLanding),
  route('/articles/insights', 'insights article', msg`Insights`, PUBLIC, pages.insights),
  route('/contactUs', 'contact us', msg`Contact Us`, PUBLIC, pages.contactUs),
  route('/support/ticketCreation', 'create incident', msg`Create an incident`, PUBLIC_BASIC, pages.ticketCreation),
  section(msg`Support`, 5, route('/support', 'support', msg`Support`, PUBLIC_BASIC, pages.support)),
  route('/pendingAccess', 'pending access', msg`Pending Access`, OPEN, pages.pendingAccess),
  route('/noAccess', 'no access', msg`No Access`, OPEN, pages.noAccess),
  route('/error', 'error', msg`Error`, OPEN, pages.loginError),
  // A literal conditional on the build constant: the bundler drops the dead branch and its import().
  ...(__TENANT__.routes.privacyPolicy
    ? [route('/privacyPolicy', 'privacy policy', msg`Privacy Policy`, PUBLIC, () => import('../features/legal/PrivacyPolicyPage.tsx'))]
    : []),
  ...(__TENANT__.routes.terms ? [route('/terms', 'terms page', msg`Terms`, PUBLIC, () => import('../features/legal/TermsPage.tsx'))] : []),

  // Signing in and out.
  route('/platform/login', 'sign in', msg`Sign in`, OPEN, pages.signIn),
  route('/platform/forgot-password', 'forgot password', msg`Reset your password`, OPEN, pages.forgotPassword),
  route('/platform/reset-password', 'reset password', msg`Choose a new password`, OPEN, pages.resetPassword),
  route('/platform/accept-invitation', 'accept invitation', msg`Accept your invitation`, OPEN, pages.acceptInvitation),
  route('/login', 'sign in', msg`Sign in`, OPEN, pages.loginRedirect),
  route('/logout', 'logout', msg`Signing out`, OPEN, pages.logout),
  route('/platform/sso/refused', 'company sign-in refused', msg`Company sign-in`, OPEN, pages.ssoRefused),

  // Private (spec §2).
  section(msg`Apps`, 1, route('/apps', 'app launch', msg`App Launch`, BASIC, pages.apps)),
  wide(route('/support/trackTicket', 'incident list', msg`My incidents`, TICKETS, pages.myIncidents)),
  route('/support/trackTicket/:ticketId', 'incident detail', msg`Incident`, TICKETS, pages.incident),
  // Beyond the spec (issue 12 §4): the support agents' console.
  section(
    msg`Support console`,
    13,
    wide(route('/support/console', 'support console', msg`Support console`, SUPPORT_AGENT, pages.supportConsole)),
  ),
  route('/support/console/:ticketId', 'support console incident', msg`Incident`, SUPPORT_AGENT, pages.consoleIncident),
  section(
    msg`Knowledge Base`,
    2,
    route('/knowledgeBase/home', 'charter KB homepage', msg`Knowledge Base`, PRIVATE, pages.kbHome),
    (user) => !basicRestricted(user),
  ),
  section(msg`Knowledge Base`, 2, route('/knowledgeBase/basic', 'basic KB homepage', msg`Basic`, BASIC, pages.kbBasicHome), (user) =>
    basicRestricted(user),
  ),
  route('/knowledgeBase/search', 'KB search', msg`Knowledge Base`, BASIC, pages.kbSearch),
  route('/knowledgeBase/basic/article', 'basic user KB article', msg`Basic`, BASIC, pages.kbBasicArticle),
  route('/knowledgeBase/articles', 'KB category', msg`Knowledge Base`, WORKSPACE, pages.kbCategory),
  route('/knowledgeBase/article/content', 'KB article', msg`Knowledge Base`, WORKSPACE, pages.kbArticle),
  // Beyond the spec (issue 15 §3): content owners write the knowledge base, release notes and resources.
  section(msg`Content`, 14, wide(route('/content', 'content list', msg`Content`, CONTENT_OWNER, pages.contentList))),
  route('/content/new', 'content editor', msg`New content`, CONTENT_OWNER, pages.contentEditor),
  route('/content/:id', 'content editor', msg`Edit content`, CONTENT_OWNER, pages.contentEditor),
  // Issue 31 §1: configuration owners (and super admins) change product availability and feature flags.
  ...(__TENANT__.routes.configuration
    ? [
        section(
          msg`Configuration`,
          17,
          wide(
            route(
              '/configuration',
              'configuration',
              msg`Configuration`,
              CONFIGURATION_OWNER,
              () => import('../features/configuration/ConfigurationPage.tsx'),
            ),
          ),
        ),
      ]
    : []),
  // Issue 31 §3: legal owners (and super admins) publish new versions of the terms, addendum and privacy policy.
  section(
    msg`Legal documents`,
    18,
    wide(route('/legalDocuments', 'legal documents', msg`Legal documents`, LEGAL_OWNER, pages.legalDocuments)),
  ),
  route('/legalDocuments/:id', 'legal document version', msg`Legal document version`, LEGAL_OWNER, pages.legalVersion),
  // Spec §2 names resources among the support area's screens and page ids; this is its route.
  route('/resources', 'resources', msg`Resources`, PRIVATE, pages.resources),
  route('/profile', 'profile', msg`Profile`, BASIC, pages.profile),
  route('/profile/requestAccess', 'profile', msg`Request access`, PRIVATE, pages.requestAccess),
  withBasic(
    route('/userRegistration', 'complete user registration', msg`User Registration`, BASIC, pages.userRegistration),
    'basic user registration',
    msg`User Registration`,
  ),
  route(LEGAL_UPDATES_PATH, 'terms and conditions', msg`Updated terms`, BASIC, pages.legalUpdates),
  section(
    msg`Customer Accounts`,
    10,
    wide(route('/companyList', 'customer accounts list', msg`Customer Accounts`, SUPER_ADMIN, pages.companyList)),
  ),
  // Beyond the spec's route list (issue 14 §3): the periodic user-access audit of the basic companies.
  section(msg`User audits`, 12, wide(route('/userAudits', 'user access audits', msg`User access audits`, SUPER_ADMIN, pages.userAudits))),
  // Issue 16 §2 (spec §7 GET banner): the tenant-wide banner every signed-in user sees under the header.
  section(msg`Site banner`, 16, route('/siteBanner', 'site banner', msg`Site banner`, SUPER_ADMIN, pages.siteBanner)),
  // Beyond the spec (issue 16 §3): the portal's own usage report, from the page views and events it posts.
  section(msg`Usage report`, 15, wide(route('/usageReport', 'usage report', msg`Usage report`, SUPER_ADMIN, pages.usageReport))),
  // The admin landing opens for everyone (non-admins read 'You are not an administrator.'); the
  // section is offered to those with at least one of its cards.
  section(msg`Admin`, 6, route('/admin', 'admin', msg`Admin`, BASIC, pages.admin), (user) => adminAreasOf(user).length > 0),
  adminArea('USER', 'user management list', msg`User Management`, BASIC, pages.users),
  adminArea('EMAIL_DOMAIN', 'authorized domain list', msg`Authorized Domains`, PRIVATE, pages.domains),
  adminArea('COMPANY_PARTNER_ASSOCIATION', 'third-party list', msg`Third Party`, PRIVATE, pages.thirdParty),
  adminArea('ACTIVITY_LOG', 'activity log list', msg`Audit Log`, PRIVATE, pages.activityLog),
  ...(__TENANT__.routes.releaseNotes
    ? releaseNotesRoutes(
        () => import('../features/release-notes/ReleaseNotesPage.tsx'),
        () => import('../features/release-notes/ReleaseNoteArticlePage.tsx'),
        () => import('../features/release-notes/UnseenBadge.tsx'),
      )
    : []),
  section(
    msg`Global User Management`,
    11,
    wide(route('/globalUserManagement', 'global user management list', msg`Global User Management`, SUPER_ADMIN, pages.globalUsers)),
  ),
  route('/accessDenied', 'access denied', msg`Access Denied`, { ...BASIC, open: true }, pages.accessDenied),
  route(
    '/dataSharingAddendum',
    'data sharing addendum',
    msg`Data Sharing Addendum`,
    BASIC,
    () => import('../features/legal/DataSharingAddendumPage.tsx'),
  ),
  section(msg`Data Dictionary`, 3, wide(route('/dataDictionary', 'data dictionary', msg`Data Dictionary`, BASIC, pages.dataDictionary))),
  wide(route('/dataDictionaryV2', 'data dictionary V2', msg`Data Dictionary`, BASIC, pages.dataDictionaryBrowse)),
  route('/reportbuilder', 'report builder', msg`Report Builder`, BASIC, pages.reportBuilder),
  NOT_FOUND,
];
