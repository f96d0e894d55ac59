// Each page's code, loaded once for the life of the app (lazy-now.ts): start-up preloads the page
// the address names, the route frame renders it. Keyed by the page, not the route: routes that show
// the same page (/content/new and /content/:id) get the same component, so going from one to the
// other keeps the page's state — the editor's "Draft saved as version 1." survives the move to the
// saved item's address.
import type { ComponentType } from 'react';
import { type LazyNow, lazyNow } from './lazy-now.ts';
import type { RouteDef } from './routes.ts';

const codes = new Map<RouteDef['page'], LazyNow<ComponentType>>();

export function pageCode(route: RouteDef): LazyNow<ComponentType> {
  const code = codes.get(route.page) ?? lazyNow(route.page);
  codes.set(route.page, code);
  return code;
}
