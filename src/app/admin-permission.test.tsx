// Issue 11 §4: /admin/activityLog for someone without LIST ACTIVITY_LOG (a supplier or agency user,
// an associate without a company) says 'You are not an administrator.' and never calls the log's
// API; an admin gets the page and its calls.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SessionState } from '../lib/session.ts';
import { signedInAs } from '../lib/test-session.ts';
import { RouteFrame } from './RouteFrame.tsx';
import { routes } from './routes.ts';
import { renderPage } from './test-page.tsx';

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}

let asked: string[];
function answerAs(session: SessionState) {
  asked = [];
  const user = session.status === 'signed-in' ? session.user : null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      const body = path.endsWith('/auth-status')
        ? { authenticated: true, idleTimeoutSeconds: 1800 }
        : path.endsWith('/user-context')
          ? user
          : path.endsWith('/eventlist')
            ? { events: [] }
            : path.endsWith('/applicationlist')
              ? { applications: [] }
              : { content: [], page: 0, pageSize: 25, totalElements: 0, totalPages: 0 };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  vi.stubGlobal('Request', PageRequest);
  window.scrollTo = () => {};
});
afterEach(() => vi.unstubAllGlobals());

async function openActivityLog() {
  const route = routes.find((r) => r.path === '/admin/activityLog')!;
  return renderPage(route.path, <RouteFrame route={route} params={{}} />);
}

describe('/admin/activityLog', () => {
  test.each([
    ['a supplier user', signedInAs()],
    ['an agency user', signedInAs({ companyType: 'THIRD_PARTY_AGENCY' })],
    ['an associate (no company)', signedInAs({ group: 'Associate', companyType: null })],
  ])('%s is told they are not an administrator; the log is never asked for', async (_, session) => {
    answerAs(session);
    await openActivityLog();
    // The page's code is loaded on demand: its first load in jsdom takes seconds on a busy machine.
    expect(await screen.findByText('You are not an administrator.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(asked.filter((path) => path.includes('activity-logs'))).toEqual([]);
  });

  test('an admin gets the page and its three calls', async () => {
    answerAs(signedInAs({ permissions: [{ action: 'LIST', resource: 'ACTIVITY_LOG' }] }));
    await openActivityLog();
    expect(await screen.findByRole('table', { name: 'Audit Log' }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(asked.filter((path) => path.includes('activity-logs'))).toHaveLength(3));
    expect(screen.queryByText('You are not an administrator.')).toBeNull();
  });
});
