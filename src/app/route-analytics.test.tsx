// What the route frame sends to the data layer besides page views (spec §7 event types, issue 30
// §3): 'pageUpdate' when the page's query changes at the same path, 'scroll' as the reader goes
// down the page; and the page ids of the basic variants (spec §2 'basic user registration').
import { msg } from '@lingui/core/macro';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Link } from '../components/Link.tsx';
import type { SessionState } from '../lib/session.ts';
import { stubFetch } from '../lib/test-fetch.ts';
import { signedInAs } from '../lib/test-session.ts';
import { RouteFrame } from './RouteFrame.tsx';
import { type RouteDef, routes } from './routes.ts';
import { renderPage } from './test-page.tsx';

function answerAs(session: SessionState) {
  const user = session.status === 'signed-in' ? session.user : null;
  stubFetch(({ path }) => {
    if (path === '/core-app-api/auth-status') return { status: 200, body: { authenticated: user !== null, idleTimeoutSeconds: 1800 } };
    if (path === '/platform/v1/identity/user-context') return user ? { status: 200, body: user } : undefined;
    return undefined;
  });
}

/** A public page with links to itself with another query, and to another page. */
function ThingsPage() {
  return (
    <>
      <h1>Things</h1>
      <Link to="/things?page=2">Next page</Link>
      <Link to="/things?page=2&sort=name">Sort by name</Link>
      <Link to="/other">Elsewhere</Link>
    </>
  );
}
const things: RouteDef = {
  path: '/things',
  pageId: 'support',
  title: msg`Support`,
  access: 'public',
  page: async () => ({ default: ThingsPage }),
};

const events = (type: string) => (window.dataLayer ?? []).filter((entry) => entry.event === type);

beforeEach(() => {
  window.dataLayer = [];
  window.scrollTo = () => {};
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('pageUpdate', () => {
  test('a new query at the same path is an update of the page, not a new page view', async () => {
    answerAs({ status: 'signed-out' });
    const { user } = await renderPage('/things', <RouteFrame route={things} params={{}} />);
    await screen.findByRole('heading', { name: 'Things' }, { timeout: 10_000 });
    expect(events('pageView')).toHaveLength(1);
    expect(events('pageUpdate')).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await user.click(screen.getByRole('link', { name: 'Sort by name' }));
    expect(events('pageUpdate')).toEqual([
      { tenant: 'WMT-US', event: 'pageUpdate', pageId: 'support', path: '/things' },
      { tenant: 'WMT-US', event: 'pageUpdate', pageId: 'support', path: '/things' },
    ]);
    expect(events('pageView')).toHaveLength(1);
    // The same query again is no update.
    await user.click(screen.getByRole('link', { name: 'Sort by name' }));
    expect(events('pageUpdate')).toHaveLength(2);
  });
});

describe('scroll', () => {
  /** The page is 3000 px high in a 1000 px window; scrolls the window to `y`. */
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      fireEvent.scroll(window);
    });

  test('each quarter of the page read is sent once per visit, going down only', async () => {
    answerAs({ status: 'signed-out' });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    await renderPage('/things', <RouteFrame route={things} params={{}} />);
    await screen.findByRole('heading', { name: 'Things' }, { timeout: 10_000 });
    expect(events('scroll')).toEqual([]);

    scrollTo(600); // 30 %
    scrollTo(1100); // 55 %
    scrollTo(200); // back up: nothing
    scrollTo(1200); // 60 %: the half was sent already
    expect(events('scroll')).toEqual([
      { tenant: 'WMT-US', event: 'scroll', pageId: 'support', depth: 25 },
      { tenant: 'WMT-US', event: 'scroll', pageId: 'support', depth: 50 },
    ]);
    scrollTo(2000); // the end: three quarters and the end
    expect(events('scroll').map((entry) => entry.depth)).toEqual([25, 50, 75, 100]);
  });

  test('a page that fits the window sends none', async () => {
    answerAs({ status: 'signed-out' });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 800 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    await renderPage('/things', <RouteFrame route={things} params={{}} />);
    await screen.findByRole('heading', { name: 'Things' }, { timeout: 10_000 });
    scrollTo(10);
    expect(events('scroll')).toEqual([]);
  });
});

describe("the basic variants' page ids (spec §2)", () => {
  test("a basic account's registration is a 'basic user registration' page view; a charter account's 'complete user registration'", async () => {
    const registration = routes.find((r) => r.path === '/userRegistration')!;
    for (const [session, pageId] of [
      [signedInAs({ companyType: 'BASIC_VENDOR', registration_complete: false }), 'basic user registration'],
      [signedInAs({ registration_complete: false }), 'complete user registration'],
    ] as const) {
      window.dataLayer = [];
      answerAs(session);
      const view = await renderPage('/userRegistration', <RouteFrame route={registration} params={{}} />);
      await vi.waitFor(() => expect(events('pageView')).toEqual([expect.objectContaining({ pageId, path: '/userRegistration' })]), {
        timeout: 10_000,
      });
      view.unmount();
    }
  });
});
