// Spec §2 (issue 30 §3): a basic account has a landing of its own at `/` — the Basic Landing, page
// id 'basic marketing' — instead of being sent to /noAccess, and no link the portal offers a basic
// account (the landing's, the footer's, the not-found page's Return to Home, the support center's,
// the knowledge-base search's) leads to /noAccess.
import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SessionState } from '../lib/session.ts';
import { stubFetch } from '../lib/test-fetch.ts';
import { signedInAs } from '../lib/test-session.ts';
import { decide } from './guards.ts';
import { RouteFrame } from './RouteFrame.tsx';
import { NOT_FOUND, routes } from './routes.ts';
import { address, renderPage } from './test-page.tsx';

const basicAdmin = signedInAs({ companyType: 'BASIC_VENDOR', permissions: [{ action: 'LIST', resource: 'USER' }] });
const basicUser = signedInAs({ companyType: 'BASIC_THIRD_PARTY_AGENCY' });

function answerAs(session: SessionState) {
  const user = session.status === 'signed-in' ? session.user : null;
  stubFetch(({ path }) => {
    if (path === '/core-app-api/auth-status') return { status: 200, body: { authenticated: user !== null, idleTimeoutSeconds: 1800 } };
    if (path === '/platform/v1/identity/user-context') return user ? { status: 200, body: user } : undefined;
    if (path === '/core-app-api/kb/search')
      return { status: 200, body: { content: [], page: 0, pageSize: 10, totalElements: 0, totalPages: 0 } };
    return undefined;
  });
}

beforeEach(() => {
  window.dataLayer = [];
  window.scrollTo = () => {};
});
afterEach(() => vi.unstubAllGlobals());

/** Opens `path` in its route's frame (header, page, footer), as the app does. */
async function open(path: string) {
  const url = new URL(path, 'http://us.localhost');
  const match = matchRoutes(routes, url.pathname)?.[0];
  return renderPage(path, <RouteFrame route={match?.route ?? NOT_FOUND} params={match?.params ?? {}} />);
}

/** Where a link would take this session: the routing rules' decision for its address. */
function decisionAt(href: string, session: SessionState) {
  const url = new URL(href, 'http://us.localhost');
  const route = matchRoutes(routes, url.pathname)?.[0]?.route ?? NOT_FOUND;
  return decide(route, { pathname: url.pathname, search: url.search }, session);
}

/** The portal's own links on the page (not tel: or the skip link). */
const portalLinks = () =>
  screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));

describe('the Basic Landing at /', () => {
  test('a basic account gets its landing there, titled Basic Landing, with a basic marketing page view', async () => {
    answerAs(basicAdmin);
    await open('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'What your plan includes' }, { timeout: 10_000 })).toBeTruthy();
    expect(address()).toBe('/');
    expect(document.title).toBe(`Basic Landing - ${__TENANT__.productName}`);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'pageView', pageId: 'basic marketing', path: '/' }));
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'pageView', pageId: 'marketing' }));
    // What the plan includes, each a link to its page; an admin's user management too.
    const plan = screen.getByRole('heading', { level: 2, name: 'What your plan includes' }).closest('section')!;
    const cards = within(plan)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(cards).toEqual([
      ['Report Builder', '/reportbuilder'],
      ['Data Dictionary', '/dataDictionary'],
      ['Knowledge Base', '/knowledgeBase/basic'],
      ['Support', '/support/trackTicket'],
      ['User Management', '/admin/userList'],
    ]);
    expect(screen.getByRole('link', { name: 'Go to your apps' }).getAttribute('href')).toBe('/apps');
    expect(screen.getByText(/A charter plan adds/).textContent).toMatch(
      /^A charter plan adds Shopper Behavior, .+\. Ask support about a charter plan\.$/,
    );
  });

  test('in Spanish', async () => {
    answerAs(basicUser);
    const url = '/';
    await renderPage(url, <RouteFrame route={routes.find((r) => r.path === '/')!} params={{}} />, { locale: 'es-MX' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lo que incluye su plan' }, { timeout: 10_000 })).toBeTruthy();
  });

  test('a charter account and a signed-out visitor keep the public landing', async () => {
    for (const session of [signedInAs(), { status: 'signed-out' } as const]) {
      window.dataLayer = [];
      answerAs(session);
      const view = await open('/');
      expect(await screen.findByRole('heading', { level: 2, name: 'What you can do here' }, { timeout: 10_000 })).toBeTruthy();
      expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'pageView', pageId: 'marketing' }));
      view.unmount();
    }
  });
});

describe('no link offered to a basic account leads to /noAccess', () => {
  test.each([
    ['the Basic Landing', '/', 'Welcome to'],
    ['the not-found page', '/no-such-page', "We couldn't find that page..."],
    ['the support center', '/support', 'Support'],
    ['the knowledge-base search without results', '/knowledgeBase/search?q=nothing', 'Search the knowledge base'],
  ])('%s, its footer included', async (_, path, heading) => {
    for (const session of [basicAdmin, basicUser]) {
      answerAs(session);
      const view = await open(path);
      await screen.findByRole('heading', { level: 1, name: new RegExp(heading.replace(/[.?]/g, '\\$&')) }, { timeout: 10_000 });
      // The footer loads after the page, and follows the session once it has said the account is
      // basic (its Contact us leads to the incident form): only then are the links the basic ones.
      const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
      await waitFor(
        () => expect(within(footer).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/support/ticketCreation'),
        {
          timeout: 10_000,
        },
      );
      if (path.startsWith('/knowledgeBase/search')) await screen.findByRole('link', { name: 'or browse content by topic' });
      const links = portalLinks();
      expect(links.length).toBeGreaterThan(1);
      const refused = links.filter((href) => {
        const decision = decisionAt(href, session);
        return decision.kind === 'navigate' && decision.to === '/noAccess';
      });
      expect(refused).toEqual([]);
      view.unmount();
    }
  });

  test('the footer’s Contact us and the not-found page’s Return to Home lead a basic account somewhere it may go', async () => {
    answerAs(basicUser);
    await open('/no-such-page');
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 10_000 });
    // The footer renders before the session has said the account is basic: wait for its link to follow.
    await waitFor(
      () => expect(within(footer).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/support/ticketCreation'),
      {
        timeout: 10_000,
      },
    );
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(decisionAt('/', basicUser).kind).toBe('render');
  });
});
