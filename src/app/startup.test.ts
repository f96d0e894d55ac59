// Start-up asks for everything the first page needs at once (issue 10 §4): the flags, the site and
// the sign-in status together, the user context as soon as the status says someone is signed in,
// and renders once the flags, the site and the catalog are there.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { routeAt, startUp } from './startup.ts';
import { createStore } from './store.ts';

// Node's Request, unlike a browser's, needs absolute URLs: resolve paths against the page.
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}

const ANSWERS: Record<string, unknown> = {
  '/core-app-api/api/ccm': { flags: [] },
  '/platform/v1/identity/sites/WMT-US': { defaultLocale: 'en-US', locales: ['en-US', 'es-MX'], languages: [] },
  '/core-app-api/auth-status': { authenticated: true, idleTimeoutSeconds: 1800 },
  '/platform/v1/identity/user-context': {},
};

/** Answers each call only when `release` is called, recording the order in which calls were made. */
function holdCalls() {
  const asked: string[] = [];
  const waiting: Array<() => void> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      return new Promise<Response>((resolve) => {
        waiting.push(() =>
          resolve(new Response(JSON.stringify(ANSWERS[path] ?? {}), { status: 200, headers: { 'content-type': 'application/json' } })),
        );
      });
    }),
  );
  return {
    asked,
    release: () => {
      for (const answer of waiting.splice(0)) answer();
    },
  };
}

beforeEach(() => {
  vi.stubGlobal('Request', PageRequest);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test('routeAt picks the route the router would render', () => {
  expect(routeAt('/apps')?.pageId).toBe('app launch');
  expect(routeAt('/support/trackTicket/42')?.pageId).toBe('incident detail');
  expect(routeAt('/support')?.pageId).toBe('support');
  expect(routeAt('/no/such/page')?.pageId).toBe('page not found');
});

test('the flags, the site and the sign-in status are asked for together, the user context right after a signed-in status', async () => {
  const calls = holdCalls();
  const started = startUp(createStore());
  await vi.waitFor(() => expect(calls.asked).toHaveLength(3));
  expect(new Set(calls.asked)).toEqual(
    new Set(['/core-app-api/api/ccm', '/platform/v1/identity/sites/WMT-US', '/core-app-api/auth-status']),
  );
  calls.release();
  await vi.waitFor(() => expect(calls.asked).toContain('/platform/v1/identity/user-context'));
  calls.release();
  await started;
  expect(document.documentElement.lang).toBe('en-US');
});

test('on a page that says what it reads first (the apps page), start-up settles only once that has answered too', async () => {
  window.history.pushState({}, '', '/apps');
  const calls = holdCalls();
  let settled = false;
  const started = startUp(createStore()).then(() => (settled = true));
  await vi.waitFor(() => expect(calls.asked).toHaveLength(3));
  calls.release();
  // Signed in: the user context, and the page's own first call once its code is here.
  // Loading the page's code here (compiled on demand) takes a few seconds on a busy machine.
  await vi.waitFor(() => expect(calls.asked).toContain('/platform/v1/products'), { timeout: 15_000 });
  await vi.waitFor(() => expect(calls.asked).toContain('/platform/v1/identity/user-context'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(settled).toBe(false);
  calls.release();
  await started;
  expect(settled).toBe(true);
  window.history.pushState({}, '', '/');
});
