// Start-up (spec §4 "Startup"): the app renders only after the feature-flag configuration has
// been fetched (a failure is only logged: the tenant file's defaults apply) and the locale is
// known (site lookup; on failure en-US).
//
// Everything the first page needs starts at once rather than one after the other (issue 10 §4):
// the flags, the site, the sign-in status, the likely message catalog and the page's code; the
// user context (and the header's signed-in parts) as soon as the status says someone is signed in.
import { matchRoutes } from 'react-router';
import { authApi } from '../api/endpoints/auth.ts';
import { configurationApi } from '../api/endpoints/configuration.ts';
import { identityApi } from '../api/endpoints/identity.ts';
import { activateLocale, pickLocale, preloadCatalog, storedLocale } from '../lib/locale.ts';
import { yieldToBrowser } from '../lib/yield.ts';
import { navigationCode, preloadSignedInHeader } from './Header.tsx';
import { routeFor } from './guards.ts';
import { pageCode } from './page-code.ts';
import { type RouteDef, routes } from './routes.ts';
import type { AppStore } from './store.ts';

/** The route the address names, as the router will pick it. */
export function routeAt(pathname: string): RouteDef | null {
  return matchRoutes(routes, pathname)?.[0]?.route ?? null;
}

/**
 * Starts loading a page's code; the route frame's lazy page finds it loaded (and renders it at
 * once) or under way. Settles when it is loaded or failed: a failure shows when the page renders
 * (the route frame offers a retry).
 */
function preloadPage(route: RouteDef | null): Promise<void> {
  return route
    ? pageCode(route)
        .preload()
        .then(
          () => {},
          () => {},
        )
    : Promise.resolve();
}

/**
 * A private page's code and what it reads first (its `startUpData`), for someone signed in: the
 * first render then has the page's data. Settles either way; a failed call is the page's to show.
 */
function preloadPrivatePage(route: RouteDef, store: AppStore): Promise<void> {
  const data = route
    .page()
    .then((page) => page.startUpData?.(store.dispatch))
    .then(
      () => {},
      () => {},
    );
  return Promise.all([preloadPage(route), data]).then(() => {});
}

export async function startUp(store: AppStore): Promise<void> {
  // In tasks of their own: the app's code has just been evaluated in one, and each part below
  // (starting the page's and the header's code, then the start-up calls) takes a few more
  // milliseconds of a slow phone's main thread (issue 27: total blocking time).
  await yieldToBrowser();
  const stored = storedLocale();
  const likely = pickLocale(stored, __TENANT__.locales.default);
  // The site names the tenant's default locale, which the bundle knows already: loading that
  // catalog now saves a round trip (a site that says otherwise costs a second one).
  preloadCatalog(likely);
  const route = routeAt(window.location.pathname);
  // The header's sections, on every page: part of the first render when they are here by then.
  navigationCode.preload().catch(() => {});
  // The first render waits for the page's code as well, and for someone signed in who opened a
  // private page, for who they are: it then shows the page (and the header's menu and banners)
  // rather than "Loading…" replaced by all of it a moment later, in one long task after the first
  // paint (issue 27). Private pages show only to someone signed in: their code loads once the
  // status says so.
  const publicPage = route?.access !== 'private' ? preloadPage(route) : Promise.resolve();
  await yieldToBrowser();
  const signedIn = store
    .dispatch(authApi.endpoints.getAuthStatus.initiate())
    .unwrap()
    .then(async (status) => {
      if (!status.authenticated) return;
      const context = store.dispatch(identityApi.endpoints.getUserContext.initiate({ permissions: true }));
      preloadSignedInHeader();
      if (route?.access !== 'private') {
        // A public page with a basic variant (the Basic Landing at /): who they are says which page shows.
        const user = route?.forBasic ? await context.unwrap().catch(() => null) : null;
        if (route && user) await preloadPage(routeFor(route, { status: 'signed-in', user }));
        return;
      }
      await Promise.all([preloadPrivatePage(route, store), context]);
    })
    .catch(() => {});
  const [flags, site] = await Promise.allSettled([
    store.dispatch(configurationApi.endpoints.listFeatureFlags.initiate()).unwrap(),
    store.dispatch(identityApi.endpoints.getSite.initiate({ site: __TENANT__.code, 'wm-site-id': __TENANT__.code })).unwrap(),
  ]);
  if (flags.status === 'rejected') console.warn('Feature flags unavailable; using the tenant defaults', flags.reason);
  await Promise.all([
    activateLocale(pickLocale(stored, site.status === 'fulfilled' ? site.value.defaultLocale : null)),
    publicPage,
    signedIn,
  ]);
}
