// The sign-in page tells a blocked user that the account is blocked and whom to contact: after the
// right password (the server's 403), and when a session the block ended is sent here. A wrong
// password still reads as any failed sign-in. The server's side: tests/api/auth.test.ts.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import type { Locale } from '../../../tenants/schema.ts';
import SignInPage from './SignInPage.tsx';

const BLOCKED = 'User account blocked: contact your company administrator or support to regain access.';
let answer: { status: number; body: unknown };
/** Where the e-mail signs in (POST /platform/sso/start). */
let method: { method: 'password' } | { method: 'provider'; redirectTo: string } = { method: 'password' };

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}

beforeEach(() => {
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const json = { 'content-type': 'application/json' };
      if (new URL(request.url).pathname === '/platform/sso/start')
        return new Response(JSON.stringify(method), { status: 200, headers: json });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: json });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  method = { method: 'password' };
});

function open(url = '/platform/login?lastUrl=/apps', locale: Locale = 'en-US') {
  return renderPage(url, <SignInPage />, { locale });
}

async function signIn(user: Awaited<ReturnType<typeof open>>['user']) {
  await user.type(screen.getByLabelText('Email', { exact: false }), 'harper.reyes@blue-ridge-foods-inc.test');
  // The e-mail first: a supplier's goes on here with the password.
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText('Password', { exact: false }), 'Test-Demo-Password-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

test('the right password of a blocked account: the page says so, and links to support', async () => {
  answer = { status: 403, body: { statusCode: 403, error: 'Forbidden', message: BLOCKED } };
  const { user } = await open();
  await signIn(user);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('Your account is blocked. To use the portal again, contact your company administrator or Support.');
  expect(screen.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/support');
  expect(screen.queryByText('The email or password is incorrect.')).toBeNull();
});

test('a wrong password reads as any failed sign-in', async () => {
  answer = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'The email or password is incorrect.' } };
  const { user } = await open();
  await signIn(user);
  expect((await screen.findByRole('alert')).textContent).toBe('The email or password is incorrect.');
});

test('a session ended by the block arrives with the notice, in the reader’s language', async () => {
  await open('/platform/login?lastUrl=%2Fapps&notice=blocked', 'es-MX');
  expect(screen.getByRole('alert').textContent).toBe(
    'Su cuenta está bloqueada. Para volver a usar el portal, comuníquese con el administrador de su empresa o con Soporte.',
  );
});

test('without the notice, nothing is said before signing in', async () => {
  await open();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('signed in: the language saved in the profile is kept for the pages that follow, then the page goes on', async () => {
  answer = { status: 200, body: { redirectTo: '/apps', languageCode: 'es-MX' } };
  const assign = vi.fn();
  const location = window.location;
  Object.defineProperty(window, 'location', { configurable: true, value: { ...location, assign } });
  try {
    const { user } = await open();
    await signIn(user);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/apps'));
    expect(localStorage.getItem('portal.locale')).toBe('es-MX');
  } finally {
    Object.defineProperty(window, 'location', { configurable: true, value: location });
    localStorage.removeItem('portal.locale');
  }
});

test('an internal e-mail goes to the company sign-in: no password is asked here', async () => {
  method = { method: 'provider', redirectTo: 'https://login.example/authorize?login_hint=jamie' };
  const assign = vi.fn();
  const location = window.location;
  Object.defineProperty(window, 'location', { configurable: true, value: { ...location, assign } });
  try {
    const { user } = await open();
    expect(screen.queryByLabelText('Password', { exact: false })).toBeNull();
    await user.type(screen.getByLabelText('Email', { exact: false }), 'associate.us@demo.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://login.example/authorize?login_hint=jamie'));
    expect(screen.queryByLabelText('Password', { exact: false })).toBeNull();
  } finally {
    Object.defineProperty(window, 'location', { configurable: true, value: location });
  }
});
