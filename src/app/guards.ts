// The routing rules of spec §2, as one pure decision per route visit.
import { LEGAL_UPDATES_PATH } from '../lib/links.ts';
import { basicRestricted, permits } from '../lib/permissions.ts';
import {
  isContentOwner,
  isSuperAdmin,
  isSupportAgent,
  readsConfiguration,
  readsLegalDocuments,
  routerUserType,
  type SessionState,
} from '../lib/session.ts';
import type { RouteDef } from './routes.ts';

export type Decision = { kind: 'render' } | { kind: 'wait' } | { kind: 'navigate'; to: string } | { kind: 'sign-in'; lastUrl: string };

/** A workspace name as the knowledge base writes them: a first, cheap filter; the pages then check the name against the store (knowledge-base/KbCategoryPage, KbArticle) and send an unknown one home. */
const WORKSPACE = /^[A-Za-z0-9_-]{1,64}$/;

export function hasValidWorkspace(search: string): boolean {
  return WORKSPACE.test(new URLSearchParams(search).get('workspace') ?? '');
}

/** Private routes a signed-in user may open before completing registration. */
export const REGISTRATION_ALLOWED = new Set(['/userRegistration', '/dataSharingAddendum']);

/**
 * The route as this session sees it: a basic account gets the route's basic variant where it has
 * one (spec §2: the Basic Landing at `/`, the basic user registration), the route itself otherwise.
 */
export function routeFor(route: RouteDef, session: SessionState): RouteDef {
  return route.forBasic && session.status === 'signed-in' && basicRestricted(session.user) ? route.forBasic : route;
}

export function decide(shown: RouteDef, location: { pathname: string; search: string }, session: SessionState): Decision {
  const route = routeFor(shown, session);
  if (route.open) return { kind: 'render' };
  // Which page a route with a basic variant shows depends on who is signed in.
  if (session.status === 'loading' && route.forBasic) return { kind: 'wait' };
  if (session.status !== 'signed-in') {
    if (route.access === 'public') return { kind: 'render' };
    if (session.status === 'loading') return { kind: 'wait' };
    return route.unauthorizedRedirect
      ? { kind: 'navigate', to: route.unauthorizedRedirect }
      : { kind: 'sign-in', lastUrl: location.pathname + location.search };
  }
  const { user } = session;
  // Issue 4: until an invited user completes registration, every private route but the registration
  // page and the documents it links to leads back to it (public and open routes stay open).
  if (!user.registration_complete && route.access === 'private' && !REGISTRATION_ALLOWED.has(route.path))
    return { kind: 'navigate', to: '/userRegistration' };
  // Issue 14 §4: a new version of a document the user accepted took effect: every private route
  // leads to the page that asks for it, then back (public and open routes stay open).
  if (user.legal_updates.length && route.access === 'private' && route.path !== LEGAL_UPDATES_PATH)
    return { kind: 'navigate', to: `${LEGAL_UPDATES_PATH}?${new URLSearchParams({ lastUrl: location.pathname + location.search })}` };
  // Spec §2: a basic account outside its allow-list goes to /noAccess, super-admin routes included.
  if (basicRestricted(user) && !route.basic) return { kind: 'navigate', to: '/noAccess' };
  if (route.superAdmin && !isSuperAdmin(user)) return { kind: 'navigate', to: '/accessDenied' };
  if (route.supportAgent && !isSupportAgent(user)) return { kind: 'navigate', to: '/accessDenied' };
  if (route.contentOwner && !isContentOwner(user)) return { kind: 'navigate', to: '/accessDenied' };
  if (route.configurationOwner && !readsConfiguration(user)) return { kind: 'navigate', to: '/accessDenied' };
  if (route.legalOwner && !readsLegalDocuments(user)) return { kind: 'navigate', to: '/accessDenied' };
  // A super admin without a company opens their own tools (the configuration and legal consoles are among them).
  if (
    routerUserType(user) === 'SUPER_ADMIN' &&
    route.access === 'private' &&
    !route.superAdmin &&
    !route.configurationOwner &&
    !route.legalOwner
  )
    return { kind: 'navigate', to: '/companyList' };
  if (route.requiresWorkspace && !hasValidWorkspace(location.search)) return { kind: 'navigate', to: '/knowledgeBase/home' };
  return { kind: 'render' };
}

/**
 * Whether a route that `decide` lets render may show its page: its permission rule, if any, must
 * be met. Otherwise the page is not loaded and the user is told they are not an administrator
 * (spec §6), on the route's own URL.
 */
export function permitted(route: RouteDef, session: SessionState): boolean {
  if (!route.permission) return true;
  return session.status === 'signed-in' && permits(session.user, route.permission);
}
