// The header's primary navigation (issue 11 §1), derived from the route table and the session:
// a section appears when its route exists in this tenant's bundle (tenant gates) and the routing rules would show it to this user (basic allow-list, super-admin routes,
// permissions) — the same decisions the route frame takes when it is opened.
import { decide, permitted } from './guards.ts';
import { type RouteDef, routes } from './routes.ts';
import type { SessionState } from '../lib/session.ts';

export interface Section {
  route: RouteDef;
  path: string;
  /** The retailer's own tools (the sections only its super admins, support agents or content owners open), or the rest. */
  group: 'main' | 'tools';
  /** The location is in this section (its first path segment). */
  current: boolean;
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';
const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

export function sectionsFor(session: SessionState, pathname: string, table: readonly RouteDef[] = routes): Section[] {
  const shown = table
    .filter((route) => {
      if (!route.nav) return false;
      if (decide(route, { pathname: route.path, search: '' }, session).kind !== 'render' || !permitted(route, session)) return false;
      return !route.nav.shownTo || (session.status === 'signed-in' && route.nav.shownTo(session.user));
    })
    .sort((a, b) => a.nav!.order - b.nav!.order);
  // The current section: the deepest whose path holds the location (/support/console is not also
  // /support), else the one of the location's first segment (/knowledgeBase/search → /knowledgeBase/home).
  const deepest = shown.filter((route) => within(pathname, route.path)).sort((a, b) => b.path.length - a.path.length)[0];
  const current = deepest ?? shown.find((route) => firstSegment(route.path) === firstSegment(pathname));
  return shown.map((route) => ({
    route,
    path: route.path,
    group: route.superAdmin || route.supportAgent || route.contentOwner || route.configurationOwner || route.legalOwner ? 'tools' : 'main',
    current: route === current,
  }));
}
