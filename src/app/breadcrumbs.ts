// The breadcrumb trail of a route (issue 11 §3), derived from the one route table: its ancestors
// are the routes whose path is a segment prefix of its path (`/admin` for `/admin/activityLog`),
// shallowest first. The home page is nobody's ancestor, and levels that are no route are left out; a
// top-level page has no trail.
import type { Crumb } from '../components/route-context.ts';
import { type RouteDef, routes } from './routes.ts';

const segments = (path: string) => path.split('/').filter(Boolean);

export function ancestorsOf(path: string, table: readonly RouteDef[] = routes): Crumb[] {
  const own = segments(path);
  const crumbs: Crumb[] = [];
  for (let depth = 1; depth < own.length; depth++) {
    const prefix = `/${own.slice(0, depth).join('/')}`;
    // A parameter in an ancestor's path would need its value to be a link; no route has one today.
    if (prefix.includes(':')) break;
    const ancestor = table.find((route) => route.path === prefix);
    if (ancestor) crumbs.push({ path: ancestor.path, title: ancestor.title });
  }
  return crumbs;
}
