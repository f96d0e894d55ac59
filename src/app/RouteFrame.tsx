/** @jsxImportSource react */
// Renders one route of the table: the routing rules and the permission rule (guards.ts), its title
// in the browser tab ('<Page> - <product name>', spec §2), a page view for analytics, scroll to top
// on every route change, and a retry when the page's code fails to load.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { identityApi } from '../api/endpoints/identity.ts';
import { loginUrl } from '../api/paths.ts';
import { Layout } from './Layout.tsx';
import { RouteContext } from '../components/route-context.ts';
import { trackEvent, trackPageView } from '../lib/analytics.ts';
import { adminArea } from '../lib/permissions.ts';
import { useSession } from '../lib/useSession.ts';
import { ancestorsOf } from './breadcrumbs.ts';
import { ChunkBoundary, OptionalChunk } from './ChunkBoundary.tsx';
import { decide, permitted, routeFor } from './guards.ts';
import { FRAME } from './base-style.ts';
import { Banners, Header, Navigation } from './Header.tsx';
import { lazyNow } from './lazy-now.ts';
import { pageCode } from './page-code.ts';
import { useAppDispatch } from './hooks.ts';
import type { RouteDef } from './routes.ts';

function documentTitle(page: string): string {
  return `${page} - ${__TENANT__.productName}`;
}

/** Below the fold (Layout): loaded after the page, out of the first load. */
const Footer = lazyNow(() => import('./Footer.tsx')).component();

/**
 * One lazy page per route, kept for the life of the app (page-code.ts). A component made during
 * render would be made anew at every render attempt React throws away, re-requesting a failing
 * chunk for ever.
 */
const pageOf = (route: RouteDef, fresh = false) => pageCode(route).component(fresh);

/** 'You are not an administrator.': seldom shown, so loaded when it is, out of the first load (with the page header). */
const notAdministrator = lazyNow(() => import('../components/admin/AdminPage.tsx').then((m) => ({ default: m.NotAdministrator })));
const notAdministratorOf = (fresh = false) => notAdministrator.component(fresh);

/** A route whose permission rule is not met: the heading of the page the user asked for, and why not. */
function Denied({ route }: { route: RouteDef }) {
  const { i18n } = useLingui();
  const area = route.permission ? adminArea(route.permission.resource) : null;
  const NotAdministrator = notAdministratorOf();
  return <NotAdministrator title={i18n._(area ? area.title : route.title)} />;
}

function Loading() {
  return (
    <p role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

export function RouteFrame({ route: asked, params }: { route: RouteDef; params: Readonly<Record<string, string | undefined>> }) {
  const { i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  // The route as this user sees it: a basic account's own variant where there is one (the Basic Landing).
  const route = routeFor(asked, session);
  const decision = decide(route, location, session);
  const [attempt, setAttempt] = useState(0);
  const Page = pageOf(route);
  // The same element from render to render: a change of session or locale re-renders the frame,
  // and the page only where it reads them itself (its own hooks), not all of it each time.
  const page = useMemo(() => <Page />, [Page]);
  const title = i18n._(route.title);
  const current = useMemo(
    () => ({ title: route.title, pageId: route.pageId, path: route.path, ancestors: ancestorsOf(route.path), params }),
    [route, params],
  );

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  // A new version of a legal document took effect while the portal was open: the first page after
  // that time asks for the user context again, whose legal updates then lead to /legalUpdates (issue
  // 31 §3: accepted 'at the next page after that date', not at the next sign-in).
  const dispatch = useAppDispatch();
  const legalUpdatesFrom = session.status === 'signed-in' ? session.user.legal_updates_from : null;
  useEffect(() => {
    if (!legalUpdatesFrom || Date.now() < Date.parse(legalUpdatesFrom)) return;
    dispatch(identityApi.endpoints.getUserContext.initiate({ permissions: true }, { forceRefetch: true, subscribe: false }));
  }, [location.pathname, legalUpdatesFrom, dispatch]);

  // To the top when the address changes; not on the first page, which opens there: scrolling
  // forces a layout of the whole page in the first render's task (issue 27: blocking time).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [location.pathname]);

  // Someone signed in has the side navigation; its menu button (narrow screens) goes in the header.
  const signedIn = session.status === 'signed-in';
  const [menuSlot, setMenuSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (decision.kind === 'render') {
      trackPageView(route.pageId, location.pathname);
      // Spec §7 'scroll': how far down this visit reads. Its code loads after the first page, out
      // of the first-load JavaScript (issue 27: its budget).
      void import('../lib/scroll-depth.ts').then(({ watchScrollDepth }) => watchScrollDepth(route.pageId));
    }
    if (decision.kind === 'navigate') navigate(decision.to, { replace: true });
    if (decision.kind === 'sign-in') window.location.assign(loginUrl(decision.lastUrl));
    // Keyed on the decision's kind and target, so one visit records one page view.
  }, [decision.kind, 'to' in decision ? decision.to : '', route.pageId, location.pathname, navigate]);
  // Spec §7 'pageUpdate': the page shows something else at the same path — its query changed (a
  // search, a filter, another page of a table, a tab): no new page view, an update of this one.
  const viewed = useRef<{ pathname: string; search: string } | null>(null);
  useEffect(() => {
    if (decision.kind !== 'render') return;
    const before = viewed.current;
    viewed.current = { pathname: location.pathname, search: location.search };
    if (before?.pathname === location.pathname && before.search !== location.search)
      trackEvent('pageUpdate', route.pageId, { path: location.pathname });
  }, [decision.kind, route.pageId, location.pathname, location.search]);

  return (
    <Layout
      header={<Header session={session} menuSlot={signedIn ? setMenuSlot : undefined} />}
      side={
        signedIn ? (
          <div className={FRAME.side}>
            <OptionalChunk>
              <Navigation session={session} placement="side" menuSlot={menuSlot} />
            </OptionalChunk>
          </div>
        ) : null
      }
      banners={<Banners session={session} />}
      wide={route.wide}
      footer={
        <OptionalChunk>
          <Footer session={session} />
        </OptionalChunk>
      }
    >
      {decision.kind === 'render' ? (
        <RouteContext.Provider value={current}>
          <ChunkBoundary
            key={attempt}
            onRetry={() => {
              // React keeps a failed import: the retry needs a new lazy page that asks again.
              pageOf(route, true);
              notAdministratorOf(true);
              setAttempt((n) => n + 1);
            }}
          >
            <Suspense fallback={<Loading />}>{permitted(route, session) ? page : <Denied route={route} />}</Suspense>
          </ChunkBoundary>
        </RouteContext.Provider>
      ) : (
        <Loading />
      )}
    </Layout>
  );
}
