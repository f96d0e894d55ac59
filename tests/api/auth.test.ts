// Sign-in, sessions, sign-out, throttling and the cross-site request guard, as a client sees them.
import { describe, expect, test } from 'vitest';
import { ACCOUNT_BLOCKED } from '../../server/plugins/policy.ts';
import { DEMO_PASSWORD, demoLogin, signIn, useTestApp } from '../helpers/app.ts';
import { countRows } from '../helpers/db.ts';
import { login, sessionCookie, sessionHashOf, userContext } from './support.ts';

const LIMITS = { perAccount: 3, perIp: 6, windowMinutes: 15 };
const WRONG_CREDENTIALS = { statusCode: 401, error: 'Unauthorized', message: 'The email or password is incorrect.' };

// The human-verification step after failed sign-ins is tested in shell-bot-challenge.test.ts.
const ctx = useTestApp({ signInLimits: LIMITS, botChallenge: { afterFailures: 1000, afterAddressFailures: 1000 } });

const sessionCount = () => countRows(ctx.db.selectFrom('sessions'));

/** POST /platform/logout on the US host, from `origin` (the portal's own unless a test says otherwise). */
function logout(cookie?: string, origin = 'http://us.localhost') {
  const headers: Record<string, string> = { host: 'us.localhost', origin };
  if (cookie) headers.cookie = cookie;
  return ctx.app.inject({ method: 'POST', url: '/platform/logout', headers });
}

describe('POST /platform/login', () => {
  test('sets an httpOnly, SameSite=Lax session cookie, not Secure outside production', async () => {
    const res = await login(ctx.app, 'supplier-admin', { lastUrl: '/support/trackTicket?tab=open#list' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectTo: '/support/trackTicket?tab=open#list', languageCode: 'en-US' });
    const cookie = res.cookies.find((c) => c.name === 'sip_session');
    expect(cookie).toBeDefined();
    expect(cookie!.value.length).toBeGreaterThanOrEqual(20);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 12 * 3600 });
    expect(cookie!.secure).toBeFalsy();
    expect(String(res.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);
    // The cookie is a working session.
    expect((await userContext(ctx.app, sessionCookie(res))).statusCode).toBe(200);
  });

  test('without lastUrl, the client is sent to /apps', async () => {
    const res = await login(ctx.app, 'supplier-user');
    expect(res.json()).toEqual({ redirectTo: '/apps', languageCode: 'en-US' });
  });

  test.each([
    '//evil.com',
    '//evil.com/apps',
    'https://evil.com',
    'http://us.localhost.evil.com/apps',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/.//evil.com',
    '/..//evil.com',
    '/apps/..//evil.com',
    'javascript:alert(document.cookie)',
    'evil.com',
    '',
  ])('lastUrl %j never leads off the site: redirectTo is /apps', async (lastUrl) => {
    const res = await login(ctx.app, 'supplier-user', { lastUrl });
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectTo).toBe('/apps');
  });

  test('a wrong password and an unknown e-mail give the same 401 answer', async () => {
    const wrongPassword = await login(ctx.app, 'merchant', { password: 'Not-The-Password-9', ip: '10.1.0.1' });
    const unknownEmail = await login(ctx.app, 'nobody', { email: 'nobody.us@demo.test', ip: '10.1.0.1' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(WRONG_CREDENTIALS);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.cookies).toEqual([]);
    expect(unknownEmail.cookies).toEqual([]);
  });

  test('the e-mail is not case-sensitive', async () => {
    const res = await login(ctx.app, 'associate', { email: demoLogin('associate', 'us').toUpperCase() });
    expect(res.statusCode).toBe(200);
  });

  test('an account of another country cannot sign in on this host', async () => {
    const res = await login(ctx.app, 'supplier-admin', { email: demoLogin('supplier-admin', 'mx'), ip: '10.1.0.2' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(WRONG_CREDENTIALS);
  });

  test('every sign-in starts a new session and ends the one the browser sent', async () => {
    const first = await signIn(ctx.app, 'agency-admin');
    const again = await login(ctx.app, 'agency-admin', { cookie: first });
    expect(again.statusCode).toBe(200);
    const second = sessionCookie(again);
    expect(second).not.toBe(first);
    expect((await userContext(ctx.app, first)).statusCode).toBe(401);
    expect((await userContext(ctx.app, second)).statusCode).toBe(200);
  });

  test('signing in on two devices keeps both sessions', async () => {
    const laptop = await signIn(ctx.app, 'agency-user');
    const phone = await signIn(ctx.app, 'agency-user');
    expect(phone).not.toBe(laptop);
    expect((await userContext(ctx.app, laptop)).statusCode).toBe(200);
    expect((await userContext(ctx.app, phone)).statusCode).toBe(200);
  });

  describe('input validation: 400 naming the field, never 500', () => {
    const post = (payload: unknown, contentType = 'application/json') =>
      ctx.app.inject({
        method: 'POST',
        url: '/platform/login',
        headers: { host: 'us.localhost', origin: 'http://us.localhost', 'content-type': contentType },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });

    test.each([
      ['a malformed e-mail', { email: 'not-an-email', password: 'x' }, 'email'],
      ['an e-mail of the wrong type', { email: { address: 'a@b.test' }, password: 'x' }, 'email'],
      ['a missing e-mail', { password: 'x' }, 'email'],
      ['a missing password', { email: 'a@b.test' }, 'password'],
      ['an empty password', { email: 'a@b.test', password: '' }, 'password'],
      ['a 201-character password', { email: 'a@b.test', password: 'x'.repeat(201) }, 'password'],
      ['a lastUrl over 2000 characters', { email: 'a@b.test', password: 'x', lastUrl: `/${'a'.repeat(2000)}` }, 'lastUrl'],
    ])('%s', async (_what, payload, field) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
      expect(res.cookies).toEqual([]);
    });

    test('a body that is not JSON', async () => {
      const res = await post('{"email": ');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    });

    test('a JSON array body', async () => {
      const res = await post([]);
      expect(res.statusCode).toBe(400);
    });
  });
});

describe('sessions', () => {
  test('logout ends the session on the server and clears the cookie', async () => {
    const cookie = await signIn(ctx.app, 'basic-vendor-admin');
    const res = await logout(cookie);
    expect(res.statusCode).toBe(200);
    // A portal session: back to the landing page (after single sign-on, the provider's sign-out: sso.test.ts).
    expect(res.json()).toEqual({ redirectTo: '/' });
    const cleared = res.cookies.find((c) => c.name === 'sip_session');
    expect(cleared?.value ?? '').toBe('');
    expect(cleared?.expires?.getTime() ?? 0).toBeLessThanOrEqual(Date.now());
    // The old cookie value, replayed, no longer works.
    const replay = await userContext(ctx.app, cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Invalid token');
  });

  test('logout without a session still answers, with the landing page', async () => {
    const res = await logout();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectTo: '/' });
  });

  test('a session idle for longer than the idle time-out stops working', async () => {
    const cookie = await signIn(ctx.app, 'basic-vendor-user');
    const idleMinutes = ctx.config.sessionIdleMinutes;
    const setLastSeen = (minutesAgo: number) =>
      ctx.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(Date.now() - minutesAgo * 60_000) })
        .where('id_hash', '=', sessionHashOf(cookie))
        .execute();

    // Just inside the time-out: still signed in, and the request counts as activity.
    await setLastSeen(idleMinutes - 1);
    expect((await userContext(ctx.app, cookie)).statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('id_hash', '=', sessionHashOf(cookie))
      .executeTakeFirstOrThrow();
    expect(Date.now() - row.last_seen_at.getTime()).toBeLessThan(60_000);

    await setLastSeen(idleMinutes + 1);
    const idle = await userContext(ctx.app, cookie);
    expect(idle.statusCode).toBe(401);
    // Spec §8: the page goes to /logout on this message.
    expect(idle.json().message).toBe('User has been inactive for long');
    const status = await ctx.app.inject({ url: '/core-app-api/auth-status', headers: { host: 'us.localhost', cookie } });
    expect(status.json().authenticated).toBe(false);
  });

  test('a session past its absolute lifetime stops working even while active', async () => {
    const cookie = await signIn(ctx.app, 'basic-agency');
    await ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000), last_seen_at: new Date() })
      .where('id_hash', '=', sessionHashOf(cookie))
      .execute();
    const expired = await userContext(ctx.app, cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Session Expired');
  });

  test('a new session lasts sessionMaxHours', async () => {
    const cookie = await signIn(ctx.app, 'category-manager');
    const row = await ctx.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('id_hash', '=', sessionHashOf(cookie))
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(ctx.config.sessionMaxHours * 3_600_000 - 60_000);
    expect(row.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(ctx.config.sessionMaxHours * 3_600_000);
  });

  test('a session cookie from us.localhost is refused on mx.localhost', async () => {
    const cookie = await signIn(ctx.app, 'super-admin');
    expect((await userContext(ctx.app, cookie, 'us')).statusCode).toBe(200);
    const res = await userContext(ctx.app, cookie, 'mx');
    expect(res.statusCode).toBe(401);
    const status = await ctx.app.inject({ url: '/core-app-api/auth-status', headers: { host: 'mx.localhost', cookie } });
    expect(status.json().authenticated).toBe(false);
  });

  test('a made-up cookie value is simply not signed in', async () => {
    const res = await userContext(ctx.app, 'sip_session=AAAAAAAAAAAAAAAAAAAAAA');
    expect(res.statusCode).toBe(401);
  });

  test('a blocked user cannot sign in, and their open session stops working; both are told the account is blocked', async () => {
    const cookie = await signIn(ctx.app, 'asset-protection');
    const someoneElse = await signIn(ctx.app, 'merchant');
    await ctx.db.updateTable('users').set({ status: 'BLOCKED' }).where('login_id', '=', demoLogin('asset-protection', 'us')).execute();
    try {
      const open = await userContext(ctx.app, cookie);
      expect(open.statusCode).toBe(401);
      expect(open.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: ACCOUNT_BLOCKED });
      expect(open.json().message).toMatch(/^User account blocked: contact your company administrator or support/);
      // The right password: 403 saying so, and whom to contact; no session.
      const res = await login(ctx.app, 'asset-protection', { ip: '10.1.0.3' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: ACCOUNT_BLOCKED });
      expect(res.cookies).toEqual([]);
      // A wrong password reveals nothing: the answer of any unknown account.
      const guess = await login(ctx.app, 'asset-protection', { ip: '10.1.0.3', password: 'Not-The-Password-1' });
      expect(guess.statusCode).toBe(401);
      expect(guess.json()).toEqual(WRONG_CREDENTIALS);
      expect((await login(ctx.app, 'x', { ip: '10.1.0.3', email: 'nobody@example.test', password: 'Not-The-Password-1' })).json()).toEqual(
        WRONG_CREDENTIALS,
      );
      // Other sessions and other lost sessions are not affected.
      expect((await userContext(ctx.app, someoneElse)).statusCode).toBe(200);
      expect((await userContext(ctx.app, 'sip_session=AAAAAAAAAAAAAAAAAAAAAA')).json().message).not.toBe(ACCOUNT_BLOCKED);
    } finally {
      await ctx.db.updateTable('users').set({ status: 'ACTIVE' }).where('login_id', '=', demoLogin('asset-protection', 'us')).execute();
    }
  });
});

describe('GET /core-app-api/auth-status', () => {
  test('reflects whether the caller is signed in, with the idle time-out', async () => {
    const anonymous = await ctx.app.inject({ url: '/core-app-api/auth-status', headers: { host: 'us.localhost' } });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ authenticated: false, idleTimeoutSeconds: ctx.config.sessionIdleMinutes * 60 });
    const cookie = await signIn(ctx.app, 'supplier-user', 'ca');
    const signedIn = await ctx.app.inject({ url: '/core-app-api/auth-status', headers: { host: 'ca.localhost', cookie } });
    expect(signedIn.json()).toEqual({ authenticated: true, idleTimeoutSeconds: 1800 });
  });
});

describe('sign-in throttling', () => {
  test(`after ${LIMITS.perAccount} failures for one account from one address, that address gets 429 with Retry-After, even with the right password; the owner elsewhere signs in`, async () => {
    const attacker = '10.2.0.1';
    for (let i = 0; i < LIMITS.perAccount; i++) {
      expect((await login(ctx.app, 'supplier-admin', { tenantId: 'mx', password: `Wrong-${i}-password`, ip: attacker })).statusCode).toBe(
        401,
      );
    }
    const res = await login(ctx.app, 'supplier-admin', { tenantId: 'mx', ip: attacker });
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.windowMinutes * 60);
    expect(res.json()).toMatchObject({ statusCode: 429, message: expect.stringMatching(/Too many sign-in attempts/) });
    expect(res.cookies).toEqual([]);
    // Other accounts from that address are unaffected, and so is the owner at another address.
    expect((await login(ctx.app, 'supplier-user', { tenantId: 'mx', ip: attacker })).statusCode).toBe(200);
    expect((await login(ctx.app, 'supplier-admin', { tenantId: 'mx', ip: '10.2.0.99' })).statusCode).toBe(200);
  });

  test('the account-and-address limit counts unknown e-mail addresses too', async () => {
    const email = 'ghost.us@demo.test';
    for (let i = 0; i < LIMITS.perAccount; i++) {
      expect((await login(ctx.app, 'ghost', { email, password: 'whatever-1', ip: '10.3.0.1' })).statusCode).toBe(401);
    }
    const res = await login(ctx.app, 'ghost', { email, password: 'whatever-1', ip: '10.3.0.1' });
    expect(res.statusCode).toBe(429);
  });

  test('a successful sign-in resets the count of its address for the account', async () => {
    const attempt = (password: string) => login(ctx.app, 'spectator', { tenantId: 'ca', password, ip: '10.4.0.1' });
    for (let i = 0; i < LIMITS.perAccount - 1; i++) expect((await attempt('Wrong-password-1')).statusCode).toBe(401);
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.perAccount - 1; i++) expect((await attempt('Wrong-password-1')).statusCode).toBe(401);
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  test(`after ${LIMITS.perIp} failures from one address across accounts, that address gets 429`, async () => {
    const ip = '10.5.0.1';
    const accounts = ['associate', 'merchant', 'category-manager', 'agency-admin', 'agency-user', 'supplier-user'];
    for (let i = 0; i < LIMITS.perIp; i++) {
      const res = await login(ctx.app, accounts[i % accounts.length]!, { tenantId: 'ca', password: 'Wrong-password-2', ip });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(ctx.app, 'basic-vendor-admin', { tenantId: 'ca', ip });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same account from another address is fine: no account reached its own limit.
    expect((await login(ctx.app, 'basic-vendor-admin', { tenantId: 'ca', ip: '10.5.0.2' })).statusCode).toBe(200);
  });
});

describe('cross-site request guard (CSRF)', () => {
  test.each([
    ['no Origin header', null],
    ['a foreign Origin', 'https://evil.example'],
    ['the Origin of another tenant', 'http://mx.localhost'],
    ['the same host on another port', 'http://us.localhost:8443'],
    ['an opaque Origin', 'null'],
  ])('POST /platform/login with %s is 403 and starts no session', async (_what, origin) => {
    const before = await sessionCount();
    const res = await login(ctx.app, 'supplier-admin', { origin });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/Origin/);
    expect(res.cookies).toEqual([]);
    expect(await sessionCount()).toBe(before);
  });

  test('a same-site Referer is accepted when the browser sends no Origin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/platform/login',
      headers: { host: 'us.localhost', referer: 'http://us.localhost/login?lastUrl=/apps' },
      payload: { email: demoLogin('supplier-admin', 'us'), password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  test('a cross-site logout is refused and the session survives', async () => {
    const cookie = await signIn(ctx.app, 'supplier-user');
    const res = await logout(cookie, 'https://evil.example');
    expect(res.statusCode).toBe(403);
    expect((await userContext(ctx.app, cookie)).statusCode).toBe(200);
  });

  test('GET requests need no Origin', async () => {
    const cookie = await signIn(ctx.app, 'supplier-user');
    expect((await userContext(ctx.app, cookie)).statusCode).toBe(200);
  });
});

describe('production mode', () => {
  const prod = useTestApp({}, { NODE_ENV: 'production' });

  test('the session cookie is Secure', async () => {
    const res = await login(prod.app, 'supplier-admin');
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sip_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});
