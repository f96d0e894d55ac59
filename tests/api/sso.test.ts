// Single sign-on of the internal users (issue 32 §1), against the real development provider
// (oidc-provider) the app starts on loopback in local: the portal's side through inject, the
// provider's over HTTP as a browser would (its cookies kept), the code sent back to the portal.
import { afterEach, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD as PASSWORD, demoLogin, useTestApp } from '../helpers/app.ts';
import { countRows } from '../helpers/db.ts';
import { sessionCookie, userContext } from './support.ts';

const ctx = useTestApp({}, { LOCAL_SSO: 'true' });
const HOST = 'us.localhost';
const site = { host: HOST, origin: `http://${HOST}` };

afterEach(() => {
  ctx.app.sso.clockSkewSeconds = 0;
});

/** A browser's cookie jar for the provider's site. */
class Jar {
  private readonly cookies = new Map<string, string>();
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
}

async function start(email: string, lastUrl = '/apps') {
  const res = await ctx.app.inject({ method: 'POST', url: '/platform/sso/start', headers: site, payload: { email, lastUrl } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/**
 * Signs in at the provider as a browser does, from the portal's start to the provider's answer:
 * the portal URL the provider sends the browser back to, and the flow cookie the portal set.
 */
async function atProvider(email: string, options: { lastUrl?: string; password?: string } = {}) {
  const started = await start(email, options.lastUrl);
  const { method, redirectTo } = started.json() as { method: string; redirectTo: string };
  expect(method).toBe('provider');
  const flowCookie = started.cookies.find((c) => c.name === 'sip_sso_flow')!;
  const jar = new Jar();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header() } });
    jar.keep(res);
    return res;
  };
  const authorize = await go(redirectTo);
  const pageUrl = new URL(authorize.headers.get('location')!, redirectTo);
  const page = await go(pageUrl.href);
  const html = await page.text();
  const action = /action="([^"]+)"/.exec(html)![1]!;
  const login = await go(new URL(action, pageUrl).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: options.password ?? PASSWORD }).toString(),
  });
  if (login.status !== 303) throw new Error(`the provider refused the sign-in: ${login.status}`);
  let location = login.headers.get('location');
  let at = new URL(location!, pageUrl);
  // The provider resumes the authorization, then sends the browser back to the portal.
  for (let hops = 0; at.host !== HOST; hops++) {
    if (hops > 5) throw new Error(`the provider did not send the browser back: ${at.href}`);
    const next = await go(at.href);
    location = next.headers.get('location');
    at = new URL(location!, at);
  }
  return { html, go, callback: `${at.pathname}${at.search}`, flowCookie: `sip_sso_flow=${flowCookie.value}` };
}

const callback = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { host: HOST, cookie } });

describe('single sign-on at the development provider', () => {
  test('an internal e-mail goes to the provider, whose page asks for it (prefilled) and the password; the account is then linked and lastUrl kept', async () => {
    const email = demoLogin('super-admin', 'us');
    const { html, callback: back, flowCookie } = await atProvider(email, { lastUrl: '/globalUsers?tab=INTERNAL' });
    expect(html).toMatch(new RegExp(`<label for="email">Email</label><input id="email"[^>]*value="${email}"`));
    expect(html).toContain('<label for="password">Password</label>');
    expect(back).toMatch(/^\/platform\/sso\/callback\?code=.+&state=.+&iss=/);
    const res = await callback(back, flowCookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/globalUsers?tab=INTERNAL');
    const context = await userContext(ctx.app, sessionCookie(res));
    expect(context.statusCode).toBe(200);
    expect(context.json().login_id).toBe(email);
    const linked = await ctx.db
      .selectFrom('users')
      .select(['sso_issuer', 'sso_subject'])
      .where('login_id', '=', email)
      .executeTakeFirstOrThrow();
    expect(linked.sso_issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(linked.sso_subject).toMatch(/^dev-/);
  });

  test('a second sign-in finds the account by the subject, even after its e-mail changed in the portal', async () => {
    const email = demoLogin('merchant', 'us');
    const first = await atProvider(email);
    expect((await callback(first.callback, first.flowCookie)).headers.location).toBe('/apps');
    await ctx.db.updateTable('users').set({ login_id: 'renamed.merchant@demo.test' }).where('login_id', '=', email).execute();
    try {
      const again = await atProvider(email);
      const res = await callback(again.callback, again.flowCookie);
      expect(res.headers.location).toBe('/apps');
      expect((await userContext(ctx.app, sessionCookie(res))).statusCode).toBe(200);
    } finally {
      await ctx.db.updateTable('users').set({ login_id: email }).where('login_id', '=', 'renamed.merchant@demo.test').execute();
    }
  });

  test('a wrong state opens no session', async () => {
    const { callback: back, flowCookie } = await atProvider(demoLogin('associate', 'us'));
    const res = await callback(back.replace(/state=[^&]+/, 'state=forged-state-value'), flowCookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/platform/sso/refused?reason=failed');
    expect(res.cookies.find((c) => c.name === 'sip_session')).toBeUndefined();
  });

  test('without the flow cookie of the browser that started it, the answer opens no session', async () => {
    const { callback: back } = await atProvider(demoLogin('associate', 'us'));
    const res = await callback(back, 'sip_sso_flow=tampered');
    expect(res.headers.location).toBe('/platform/sso/refused?reason=expired');
    expect(res.cookies.find((c) => c.name === 'sip_session')).toBeUndefined();
  });

  test('a replayed code is refused (the provider spent it), though its cookie came along', async () => {
    const { callback: back, flowCookie } = await atProvider(demoLogin('category-manager', 'us'));
    expect((await callback(back, flowCookie)).headers.location).toBe('/apps');
    const sessions = await countRows(ctx.db.selectFrom('sessions'));
    const replay = await callback(back, flowCookie);
    expect(replay.headers.location).toBe('/platform/sso/refused?reason=failed');
    expect(replay.cookies.find((c) => c.name === 'sip_session')).toBeUndefined();
    expect(await countRows(ctx.db.selectFrom('sessions'))).toBe(sessions);
  });

  test('an expired ID token is refused', async () => {
    const { callback: back, flowCookie } = await atProvider(demoLogin('asset-protection', 'us'));
    ctx.app.sso.clockSkewSeconds = 2 * 3600; // the token lasts an hour
    const res = await callback(back, flowCookie);
    expect(res.headers.location).toBe('/platform/sso/refused?reason=failed');
    expect(res.cookies.find((c) => c.name === 'sip_session')).toBeUndefined();
  });

  test('a person the portal does not know gets the unknown-user page, not an account', async () => {
    const users = await countRows(ctx.db.selectFrom('users'));
    const { callback: back, flowCookie } = await atProvider('newcomer.us@demo.test');
    const res = await callback(back, flowCookie);
    expect(res.headers.location).toBe('/platform/sso/refused?reason=unknown');
    expect(res.cookies.find((c) => c.name === 'sip_session')).toBeUndefined();
    expect(await countRows(ctx.db.selectFrom('users'))).toBe(users);
  });

  test('a user blocked in the portal is refused, with the blocked notice', async () => {
    const email = demoLogin('content-owner', 'us');
    await ctx.db.updateTable('users').set({ status: 'BLOCKED' }).where('login_id', '=', email).execute();
    try {
      const { callback: back, flowCookie } = await atProvider(email);
      const res = await callback(back, flowCookie);
      expect(res.headers.location).toBe('/platform/login?notice=blocked');
      expect(res.cookies.find((c) => c.name === 'sip_session')).toBeUndefined();
    } finally {
      await ctx.db.updateTable('users').set({ status: 'ACTIVE' }).where('login_id', '=', email).execute();
    }
  });

  test('the provider refuses a wrong password on its page', async () => {
    await expect(atProvider(demoLogin('associate', 'us'), { password: 'not-the-password' })).rejects.toThrow(
      'the provider refused the sign-in: 401',
    );
  });

  test('external users keep their portal password; internal ones cannot use one', async () => {
    expect((await start(demoLogin('supplier-admin', 'us'))).json()).toEqual({ method: 'password' });
    expect((await start('someone@gmail.com')).json()).toEqual({ method: 'password' });
    const internal = await ctx.app.inject({
      method: 'POST',
      url: '/platform/login',
      headers: site,
      payload: { email: demoLogin('super-admin', 'us'), password: PASSWORD },
    });
    expect(internal.statusCode).toBe(403);
    expect(internal.json().message).toMatch(/^This account signs in with the company sign-in/);
    const external = await ctx.app.inject({
      method: 'POST',
      url: '/platform/login',
      headers: site,
      payload: { email: demoLogin('supplier-admin', 'us'), password: PASSWORD },
    });
    expect(external.statusCode).toBe(200);
  });

  test('an internal e-mail gets no reset link (the provider keeps its password) and is told to use the company sign-in; an external one still gets its link', async () => {
    const resetLink = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/core-app-api/pwd-reset-link', headers: site, payload: { email } });
    const outbox = (email: string) => countRows(ctx.db.selectFrom('mail_outbox').where('to_address', '=', email));
    const internal = demoLogin('super-admin', 'us');
    const refused = await resetLink(internal);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^This account signs in with the company sign-in/);
    expect(await outbox(internal)).toBe(0);
    const external = demoLogin('supplier-admin', 'us');
    expect((await resetLink(external)).statusCode).toBe(202);
    expect(await outbox(external)).toBe(1);
  });

  test("sign-out ends the portal session and sends the browser to the provider's sign-out", async () => {
    const { callback: back, flowCookie, go } = await atProvider(demoLogin('support-agent', 'us'));
    const signedIn = await callback(back, flowCookie);
    const cookie = `${sessionCookie(signedIn)}; sip_sso=1`;
    const out = await ctx.app.inject({ method: 'POST', url: '/platform/logout', headers: { ...site, cookie } });
    expect(out.statusCode).toBe(200);
    const to = new URL(out.json().redirectTo);
    expect(to.pathname).toBe('/session/end');
    expect(to.searchParams.get('post_logout_redirect_uri')).toBe(`http://${HOST}/`);
    expect((await userContext(ctx.app, sessionCookie(signedIn))).statusCode).toBe(401);
    // The provider's page sends its own form at once (logout=yes); a browser without script presses its button.
    const html = await (await go(to.href)).text();
    expect(html).toContain('<input type="hidden" name="logout" value="yes">');
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const done = await go(new URL(action, to).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`http://${HOST}/`);
    // The provider's session is over: a new sign-in there asks for the password again.
    const again = await start(demoLogin('support-agent', 'us'));
    const page = await go((await go(again.json().redirectTo)).headers.get('location')!.replace(/^\//, `${to.origin}/`));
    expect(await page.text()).toContain('name="password"');
  });
});
