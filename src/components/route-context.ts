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
}

export const RouteContext = createContext<CurrentRoute | null>(null);

export function useCurrentRoute(): CurrentRoute {
  const route = useContext(RouteContext);
  if (!route) throw new Error('useCurrentRoute outside a route');
  return route;
}
