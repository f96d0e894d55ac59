// The base query's session behaviour (spec §4 "Session"): a lost session sends the page to
// sign-in and clears the menu keys; the page's own 401s (wrong password) do not. The network is
// replaced by a stub here; the real server paths are covered by the end-to-end suites.
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { baseQuery } from './baseApi.ts';
import { MENU_STORAGE_KEYS } from './unauthorized.ts';

const api = {
  signal: new AbortController().signal,
  abort: () => {},
  dispatch: () => {},
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query' as const,
};
let assign: ReturnType<typeof vi.fn>;

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

// Node's Request, unlike a browser's, needs absolute URLs: resolve paths against the page.
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('Request', PageRequest);
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/admin/userList', search: '?tab=2', origin: 'http://us.localhost' });
  for (const key of MENU_STORAGE_KEYS) localStorage.setItem(key, 'x');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test("401 'Session Expired' clears the menu keys and signs in again towards /apps", async () => {
  answer(401, { statusCode: 401, error: 'Unauthorized', message: 'Session Expired' });
  const result = await baseQuery('http://us.localhost/platform/v1/identity/user-context', api, {});
  expect(result.error).toMatchObject({ status: 401, message: 'Session Expired' });
  vi.runAllTimers();
  expect(assign).toHaveBeenCalledWith('/login?lastUrl=/apps');
  for (const key of MENU_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
});

test("401 'User has been inactive for long' goes to /logout only after 1500 ms", async () => {
  answer(401, { message: 'User has been inactive for long' });
  await baseQuery('http://us.localhost/core-app-api/companies', api, {});
  vi.advanceTimersByTime(1499);
  expect(assign).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(assign).toHaveBeenCalledWith('/logout');
});

test('any other 401 returns to sign-in with the current page', async () => {
  answer(401, { message: 'You are not authorized or session has been expired. Please try again.' });
  await baseQuery('http://us.localhost/platform/v1/products', api, {});
  vi.runAllTimers();
  expect(assign).toHaveBeenCalledWith('/platform/login?lastUrl=%2Fadmin%2FuserList%3Ftab%3D2');
});

test('a wrong password at sign-in is an answer for the form, not a lost session', async () => {
  answer(401, { message: 'The email or password is incorrect.' });
  const result = await baseQuery({ url: '/platform/login', method: 'POST', body: {} }, api, {});
  expect(result.error).toMatchObject({ status: 401, message: 'The email or password is incorrect.' });
  vi.runAllTimers();
  expect(assign).not.toHaveBeenCalled();
});

test('a 403 for an incomplete registration sends the page to /userRegistration; another 403 is an answer for the page', async () => {
  answer(403, {
    statusCode: 403,
    error: 'Forbidden',
    message: 'User registration incomplete: accept the terms of use on the registration page (/userRegistration) to continue.',
  });
  const result = await baseQuery('http://us.localhost/core-app-api/companies/c-1/users', api, {});
  expect(result.error).toMatchObject({ status: 403 });
  expect(assign).toHaveBeenCalledWith('/userRegistration');
  assign.mockClear();
  answer(403, { statusCode: 403, error: 'Forbidden', message: 'Access Denied/Forbidden.' });
  await baseQuery('http://us.localhost/core-app-api/companies/c-1/users', api, {});
  vi.runAllTimers();
  expect(assign).not.toHaveBeenCalled();
});

test('errors take the spec §7 shape, with its fallback messages', async () => {
  answer(500, 'not json');
  expect((await baseQuery('http://us.localhost/platform/v1/products', api, {})).error).toMatchObject({
    status: 500,
    message: 'An unknown http error occurred!',
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('network down'))),
  );
  expect((await baseQuery('http://us.localhost/platform/v1/products', api, {})).error).toMatchObject({
    status: 'FETCH_ERROR',
    message: 'Server not responding!',
  });
});

test('a content answer without content is an error with the first message of its errors list (spec §7)', async () => {
  answer(200, { errors: [{ code: 'KB_ACCESS_DENIED', message: 'Knowledge base access denied' }] });
  const refused = await baseQuery('/core-app-api/kb/workspaces', api, {});
  expect(refused.error).toMatchObject({ status: 'CUSTOM_ERROR', message: 'Knowledge base access denied' });
  answer(200, {});
  expect((await baseQuery('/platform/core-services/wem-secured/tags?parentAssetFolder=release-notes', api, {})).error).toMatchObject({
    message: 'An unknown http error occurred!',
  });
  answer(200, { content: [] });
  expect(await baseQuery('/core-app-api/kb/workspaces', api, {})).toMatchObject({ data: { content: [] } });
  // Other calls answer whatever shape they have.
  answer(200, { authenticated: true });
  expect(await baseQuery('/core-app-api/auth-status', api, {})).toMatchObject({ data: { authenticated: true } });
});
