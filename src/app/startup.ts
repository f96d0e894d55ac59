// Start-up (spec §4 "Startup"): the app renders only after the feature-flag configuration has
// been fetched (a failure is only logged: the tenant file's defaults apply) and the locale is
// known (site lookup; on failure en-US).
//
// Everything the first page needs starts at once rather than one after the other (issue 10 §4):
// the flags, the site, the sign-in status, the likely message catalog and the page's code; the
// user context as soon as the status says someone is signed in.
import { matchRoutes } from 'react-router';
import { authApi } from '../api/endpoints/auth.ts';
import { configurationApi } from '../api/endpoints/configuration.ts';
import { identityApi } from '../api/endpoints/identity.ts';
import { activateLocale, pickLocale, preloadCatalog, storedLocale } from '../lib/locale.ts';
import { navigationCode } from './Header.tsx';
import { pageCode } from './page-code.ts';
import { type RouteDef, routes } from './routes.ts';
import type { AppStore } from './store.ts';

/** The route the address names, as the router will pick it. */
export function routeAt(pathname: string): RouteDef | null {
  return matchRoutes(routes, pathname)?.[0]?.route ?? null;
}

/** Starts loading a page's code; the route frame's lazy page finds it loaded (and renders it at once) or under way. */
function preloadPage(route: RouteDef | null) {
  // A failure shows when the page renders (the route frame offers a retry).
  if (route)
    pageCode(route)
      .preload()
      .catch(() => {});
}

export async function startUp(store: AppStore): Promise<void> {
  const stored = storedLocale();
  // The site names the tenant's default locale, which the bundle knows already: loading that
  // catalog now saves a round trip (a site that says otherwise costs a second one).
  preloadCatalog(pickLocale(stored, __TENANT__.locales.default));
  const route = routeAt(window.location.pathname);
  // The header's sections, on every page: part of the first render when they are here by then.
  navigationCode.preload().catch(() => {});
  // Private pages show only to someone signed in: their code loads once the status says so.
  if (route?.access !== 'private') preloadPage(route);
  void store
    .dispatch(authApi.endpoints.getAuthStatus.initiate())
    .unwrap()
    .then((status) => {
      if (!status.authenticated) return;
      void store.dispatch(identityApi.endpoints.getUserContext.initiate({ permissions: true }));
      if (route?.access === 'private') preloadPage(route);
    })
    .catch(() => {});
  const [flags, site] = await Promise.allSettled([
    store.dispatch(configurationApi.endpoints.listFeatureFlags.initiate()).unwrap(),
    store.dispatch(identityApi.endpoints.getSite.initiate({ site: __TENANT__.code, 'wm-site-id': __TENANT__.code })).unwrap(),
  ]);
  if (flags.status === 'rejected') console.warn('Feature flags unavailable; using the tenant defaults', flags.reason);
  await activateLocale(pickLocale(stored, site.status === 'fulfilled' ? site.value.defaultLocale : null));
}
