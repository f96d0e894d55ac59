import type { MessageDescriptor } from '@lingui/core';
import { createContext, useContext } from 'react';

/** A level above the current page in the breadcrumb trail: a route of the table, or a page's own level (a knowledge-base category, named by its content). */
export interface Crumb {
  path: string;
  title: MessageDescriptor | string;
}

/** The route being shown: its title, analytics page id, path pattern and breadcrumb ancestors, for pages that need them. */
export interface CurrentRoute {
  title: MessageDescriptor;
  pageId: string;
  /** The route table's path pattern, e.g. `/support/trackTicket/:ticketId`. */
  path: string;
  /** The routes above it, shallowest first (app/breadcrumbs.ts); empty for a top-level page. */
  ancestors: readonly Crumb[];
  /** The values of the path's parameters, e.g. `{ ticketId: 'INC-…' }` for `/support/trackTicket/:ticketId`. */
  params: Readonly<Record<string, string | undefined>>;
}

export const RouteContext = createContext<CurrentRoute | null>(null);

const NO_PARAMS: CurrentRoute['params'] = {};

/** The values of the current route's path parameters (none outside a route). */
export function useRouteParams(): CurrentRoute['params'] {
  return useContext(RouteContext)?.params ?? NO_PARAMS;
}

export function useCurrentRoute(): CurrentRoute {
  const route = useContext(RouteContext);
  if (!route) throw new Error('useCurrentRoute outside a route');
  return route;
}
