// The one route table (spec §2): every route once, with its analytics page id, browser title,
// access rule, permission rule and lazy page. Tenant-gated routes sit behind build-time constants,
// so a tenant's bundle does not even contain the code of the pages it blocks. Admin routes take
// their path and permission rule from the one list of admin areas (lib/permissions.ts).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { adminRoute, type PermissionRule } from '../lib/permissions.ts';

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
  /** Where a signed-out visitor goes instead of the sign-in page (spec: support → ticket creation). */
  unauthorizedRedirect?: string;
  /** Knowledge-base article and category routes need a valid `workspace` query parameter. */
  requiresWorkspace?: boolean;
  /** Needed on top of the rules above; without it the page is not shown but 'not an administrator'. */
  permission?: PermissionRule;
  page: () => Promise<{ default: ComponentType }>;
}

const shell = () => import('../features/shell/ShellPage.tsx');

export const NOT_FOUND: RouteDef = {
  path: '*',
  pageId: 'page not found',
  title: msg`Page not found`,
  access: 'public',
  open: true,
  page: () => import('../features/errors/NotFoundPage.tsx'),
};

export const routes: RouteDef[] = [
  // Public (spec §2).
  { path: '/', pageId: 'marketing', title: msg`Welcome`, access: 'public', page: () => import('../features/home/LandingPage.tsx') },
  { path: '/articles/insights', pageId: 'insights article', title: msg`Insights`, access: 'public', page: shell },
  {
    path: '/contactUs',
    pageId: 'contact us',
    title: msg`Contact Us`,
    access: 'public',
    page: () => import('../features/contact/ContactUsPage.tsx'),
  },
  { path: '/support/ticketCreation', pageId: 'create incident', title: msg`Support`, access: 'public', basic: true, page: shell },
  { path: '/support', pageId: 'support', title: msg`Support`, access: 'public', basic: true, page: shell },
  {
    path: '/pendingAccess',
    pageId: 'pending access',
    title: msg`Pending Access`,
    access: 'public',
    open: true,
    page: () => import('../features/errors/PendingAccessPage.tsx'),
  },
  {
    path: '/noAccess',
    pageId: 'no access',
    title: msg`No Access`,
    access: 'public',
    open: true,
    page: () => import('../features/errors/NoAccessPage.tsx'),
  },
  {
    path: '/error',
    pageId: 'error',
    title: msg`Error`,
    access: 'public',
    open: true,
    page: () => import('../features/errors/LoginErrorPage.tsx'),
  },
  // A literal conditional on the build constant: the bundler drops the dead branch and its import().
  ...(__TENANT__.routes.privacyPolicy
    ? ([
        {
          path: '/privacyPolicy',
          pageId: 'privacy policy',
          title: msg`Privacy Policy`,
          access: 'public',
          page: () => import('../features/legal/PrivacyPolicyPage.tsx'),
        },
      ] satisfies RouteDef[])
    : []),
  ...(__TENANT__.routes.terms
    ? ([
        {
          path: '/terms',
          pageId: 'terms page',
          title: msg`Terms`,
          access: 'public',
          page: () => import('../features/legal/TermsPage.tsx'),
        },
      ] satisfies RouteDef[])
    : []),

  // Signing in and out.
  {
    path: '/platform/login',
    pageId: 'sign in',
    title: msg`Sign in`,
    access: 'public',
    open: true,
    page: () => import('../features/auth/SignInPage.tsx'),
  },
  {
    path: '/platform/forgot-password',
    pageId: 'forgot password',
    title: msg`Reset your password`,
    access: 'public',
    open: true,
    page: () => import('../features/auth/ForgotPasswordPage.tsx'),
  },
  {
    path: '/platform/reset-password',
    pageId: 'reset password',
    title: msg`Choose a new password`,
    access: 'public',
    open: true,
    page: () => import('../features/auth/ResetPasswordPage.tsx'),
  },
  {
    path: '/platform/accept-invitation',
    pageId: 'accept invitation',
    title: msg`Accept your invitation`,
    access: 'public',
    open: true,
    page: () => import('../features/registration/AcceptInvitationPage.tsx'),
  },
  {
    path: '/login',
    pageId: 'sign in',
    title: msg`Sign in`,
    access: 'public',
    open: true,
    page: () => import('../features/auth/LoginRedirect.tsx'),
  },
  {
    path: '/logout',
    pageId: 'logout',
    title: msg`Signing out`,
    access: 'public',
    open: true,
    page: () => import('../features/auth/LogoutPage.tsx'),
  },

  // Private (spec §2).
  {
    path: '/apps',
    pageId: 'app launch',
    title: msg`App Launch`,
    access: 'private',
    basic: true,
    page: () => import('../features/apps/AppsPage.tsx'),
  },
  {
    path: '/support/trackTicket',
    pageId: 'incident list',
    title: msg`Support`,
    access: 'private',
    basic: true,
    unauthorizedRedirect: '/support/ticketCreation',
    page: shell,
  },
  {
    path: '/support/trackTicket/:ticketId',
    pageId: 'incident detail',
    title: msg`Support`,
    access: 'private',
    basic: true,
    unauthorizedRedirect: '/support/ticketCreation',
    page: shell,
  },
  { path: '/knowledgeBase/home', pageId: 'charter KB homepage', title: msg`Knowledge Base`, access: 'private', page: shell },
  { path: '/knowledgeBase/search', pageId: 'KB search', title: msg`Knowledge Base`, access: 'private', basic: true, page: shell },
  { path: '/knowledgeBase/basic', pageId: 'basic KB homepage', title: msg`Basic`, access: 'private', basic: true, page: shell },
  { path: '/knowledgeBase/basic/article', pageId: 'basic user KB article', title: msg`Basic`, access: 'private', basic: true, page: shell },
  {
    path: '/knowledgeBase/articles',
    pageId: 'KB category',
    title: msg`Knowledge Base`,
    access: 'private',
    requiresWorkspace: true,
    page: shell,
  },
  {
    path: '/knowledgeBase/article/content',
    pageId: 'KB article',
    title: msg`Knowledge Base`,
    access: 'private',
    requiresWorkspace: true,
    page: shell,
  },
  { path: '/profile', pageId: 'profile', title: msg`Profile`, access: 'private', basic: true, page: shell },
  { path: '/profile/requestAccess', pageId: 'profile', title: msg`Profile`, access: 'private', page: shell },
  {
    path: '/userRegistration',
    pageId: 'complete user registration',
    title: msg`User Registration`,
    access: 'private',
    basic: true,
    page: () => import('../features/registration/UserRegistrationPage.tsx'),
  },
  {
    path: '/companyList',
    pageId: 'customer accounts list',
    title: msg`Customer Accounts`,
    access: 'private',
    superAdmin: true,
    page: () => import('../features/company-list/CompanyListPage.tsx'),
  },
  {
    path: '/admin',
    pageId: 'admin',
    title: msg`Admin`,
    access: 'private',
    basic: true,
    page: () => import('../features/admin/AdminLandingPage.tsx'),
  },
  {
    ...adminRoute('USER'),
    pageId: 'user management list',
    title: msg`Admin`,
    access: 'private',
    basic: true,
    page: () => import('../features/admin/users/UserListPage.tsx'),
  },
  {
    ...adminRoute('EMAIL_DOMAIN'),
    pageId: 'authorized domain list',
    title: msg`Authorized Domains`,
    access: 'private',
    page: () => import('../features/admin/domains/DomainsPage.tsx'),
  },
  {
    ...adminRoute('COMPANY_PARTNER_ASSOCIATION'),
    pageId: 'third-party list',
    title: msg`Third Party`,
    access: 'private',
    page: () => import('../features/admin/third-party/ThirdPartyPage.tsx'),
  },
  {
    ...adminRoute('ACTIVITY_LOG'),
    pageId: 'activity log list',
    title: msg`Audit Log`,
    access: 'private',
    page: () => import('../features/admin/activity-log/ActivityLogPage.tsx'),
  },
  ...(__TENANT__.routes.releaseNotes
    ? ([
        {
          path: '/releaseNotes',
          pageId: 'release notes',
          title: msg`Release Notes`,
          access: 'private',
          page: () => import('../features/release-notes/ReleaseNotesPage.tsx'),
        },
        {
          path: '/releaseNotes/article',
          pageId: 'release article',
          title: msg`Release Notes`,
          access: 'private',
          page: () => import('../features/release-notes/ReleaseNotesPage.tsx'),
        },
      ] satisfies RouteDef[])
    : []),
  {
    path: '/globalUserManagement',
    pageId: 'global user management list',
    title: msg`Global User Management`,
    access: 'private',
    superAdmin: true,
    page: shell,
  },
  {
    path: '/accessDenied',
    pageId: 'access denied',
    title: msg`Access Denied`,
    access: 'private',
    basic: true,
    open: true,
    page: () => import('../features/errors/AccessDeniedPage.tsx'),
  },
  {
    path: '/dataSharingAddendum',
    pageId: 'data sharing addendum',
    title: msg`Data Sharing Addendum`,
    access: 'private',
    basic: true,
    page: shell,
  },
  { path: '/dataDictionary', pageId: 'data dictionary', title: msg`Data Dictionary`, access: 'private', basic: true, page: shell },
  { path: '/dataDictionaryV2', pageId: 'data dictionary V2', title: msg`Data Dictionary`, access: 'private', basic: true, page: shell },
  { path: '/reportbuilder', pageId: 'report builder', title: msg`Report Builder`, access: 'private', basic: true, page: shell },
  NOT_FOUND,
];
