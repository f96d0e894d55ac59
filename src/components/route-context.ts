import type { MessageDescriptor } from '@lingui/core';
import { createContext, useContext } from 'react';

/** The route being shown: its title and analytics page id, for pages that need them. */
export interface CurrentRoute {
  title: MessageDescriptor;
  pageId: string;
}

export const RouteContext = createContext<CurrentRoute | null>(null);

export function useCurrentRoute(): CurrentRoute {
  const route = useContext(RouteContext);
  if (!route) throw new Error('useCurrentRoute outside a route');
  return route;
}
