// The one route table: every route once, with its page id (analytics), title, access rule and
// lazy page. Tenant-gated routes sit behind build-time constants, so a tenant's bundle does not
// even contain the code of the pages it blocks.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';

export interface RouteDef {
  path: string;
  pageId: string;
  title: MessageDescriptor;
  access: 'public' | 'private';
  page: () => Promise<{ default: ComponentType }>;
}

export const NOT_FOUND: RouteDef = {
  path: '*',
  pageId: 'page not found',
  title: msg`Page not found`,
  access: 'public',
  page: () => import('../features/errors/NotFoundPage.tsx'),
};

export const routes: RouteDef[] = [
  {
    path: '/',
    pageId: 'marketing',
    title: msg`Welcome`,
    access: 'public',
    page: () => import('../features/home/LandingPage.tsx'),
  },
  {
    path: '/apps',
    pageId: 'app launch',
    title: msg`App Launch`,
    access: 'private',
    page: () => import('../features/apps/AppsPage.tsx'),
  },
  {
    path: '/platform/login',
    pageId: 'sign in',
    title: msg`Sign in`,
    access: 'public',
    page: () => import('../features/auth/SignInPage.tsx'),
  },
  {
    path: '/platform/forgot-password',
    pageId: 'forgot password',
    title: msg`Reset your password`,
    access: 'public',
    page: () => import('../features/auth/ForgotPasswordPage.tsx'),
  },
  {
    path: '/platform/reset-password',
    pageId: 'reset password',
    title: msg`Choose a new password`,
    access: 'public',
    page: () => import('../features/auth/ResetPasswordPage.tsx'),
  },
  {
    path: '/logout',
    pageId: 'logout',
    title: msg`Signing out`,
    access: 'public',
    page: () => import('../features/auth/LogoutPage.tsx'),
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
  // A literal conditional on the build constant: the bundler drops the dead branch and its import().
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
  // A literal conditional on the build constant: the bundler drops the dead branch and its import().
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
  NOT_FOUND,
];
