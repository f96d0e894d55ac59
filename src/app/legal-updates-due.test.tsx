// Issue 31 §3: a new version of a legal document takes effect while the portal is open; the user
// accepts it at the next page after that time, not at their next sign-in. The user context says when
// (legal_updates_from); the route frame asks for it again at the first page after that moment.
import { waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { stubFetch } from '../lib/test-fetch.ts';
import { signedInAs } from '../lib/test-session.ts';
import { RouteFrame } from './RouteFrame.tsx';
import { NOT_FOUND, routes } from './routes.ts';
import { address, go, renderPage } from './test-page.tsx';

const session = signedInAs({ permissions: [] });
const user = session.status === 'signed-in' ? session.user : null;
const NEW_TERMS = { document: 'TERMS' as const, version: 'WMT-US-TERMS-STANDARD-v2-2026-12-01' };

beforeEach(() => {
  window.dataLayer = [];
  window.scrollTo = () => {};
});
afterEach(() => vi.unstubAllGlobals());

/** The server's answers: the new terms take effect at `effectiveAt`; the user context reads the clock as the server does. */
function serve(effectiveAt: number) {
  let contexts = 0;
  stubFetch(({ path }) => {
    if (path === '/core-app-api/auth-status') return { status: 200, body: { authenticated: true, idleTimeoutSeconds: 1800 } };
    if (path === '/platform/v1/identity/user-context') {
      contexts++;
      const inForce = Date.now() >= effectiveAt;
      return {
        status: 200,
        body: {
          ...user,
          legal_updates: inForce ? [NEW_TERMS] : [],
          legal_updates_from: inForce ? null : new Date(effectiveAt).toISOString(),
        },
      };
    }
    return undefined;
  });
  return { contexts: () => contexts };
}

async function open(path: string) {
  const match = matchRoutes(routes, path)?.[0];
  return renderPage(path, <RouteFrame route={match?.route ?? NOT_FOUND} params={match?.params ?? {}} />);
}

test('before the effective time pages go on without asking again; the first page after it leads to /legalUpdates', async () => {
  const server = serve(Date.now() + 1_000);
  await open('/apps');
  await waitFor(() => expect(server.contexts()).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const asked = server.contexts();
  // Before the new version takes effect: another page, and no new question to the server.
  await go('/profile');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(server.contexts()).toBe(asked);
  expect(address()).toBe('/profile');

  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await go('/apps');
  await waitFor(() => expect(address()).toMatch(/^\/legalUpdates/));
  expect(server.contexts()).toBeGreaterThan(asked);
});
