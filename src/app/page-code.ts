// Each route's page code, loaded once for the life of the app (lazy-now.ts): start-up preloads the
// page the address names, the route frame renders it.
import type { ComponentType } from 'react';
import { type LazyNow, lazyNow } from './lazy-now.ts';
import type { RouteDef } from './routes.ts';

const codes = new Map<RouteDef, LazyNow<ComponentType>>();

export function pageCode(route: RouteDef): LazyNow<ComponentType> {
  const code = codes.get(route) ?? lazyNow(route.page);
  codes.set(route, code);
  return code;
}
