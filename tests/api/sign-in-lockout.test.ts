// Issue 8, finding 7: nobody can lock an owner out. Failures lock (429) only the context they come
// from (the account at that address, or at that known browser); failures for an account from
// anywhere ask unknown contexts for a human-verification challenge (412) rather than refusing;
// the browser the owner signed in with before is not asked; the challenge costs more the more
// failures were seen. Issue 30 §3: the challenge counts per account and per address with
// separate thresholds, per tenant, so one person's typos do not put everyone behind their address
// (an office, a VPN) behind it. Default limits: 412 after 3 failures for an account or 10 from an
// address to the tenant's accounts, 429 after 5 per account and context.
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, test, vi } from 'vitest';
import { DEVICE_COOKIE } from '../../server/services/sign-in-guard.ts';
import { DEMO_PASSWORD, demoLogin, useTestApp } from '../helpers/app.ts';

// These tests solve real proof-of-work challenges (up to the highest level): seconds of CPU each,
// many more on a busy 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

const HOST = 'us.localhost';
const WRONG = 'Not-The-Password-1';

const ctx = useTestApp();

function signIn(
  ip: string,
  account: string,
  options: { password?: string; payload?: string; cookie?: string; tenant?: 'us' | 'mx' | 'ca'; email?: string } = {},
) {
  const tenant = options.tenant ?? 'us';
  const host = tenant === 'us' ? HOST : `${tenant}.localhost`;
  const headers: Record<string, string> = { host, origin: `http://${host}` };
  if (options.payload) headers['x-altcha-payload'] = options.payload;
  if (options.cookie) headers.cookie = options.cookie;
  return ctx.app.inject({
    method: 'POST',
    url: '/platform/login',
    headers,
    remoteAddress: ip,
    payload: { email: options.email ?? demoLogin(account, tenant), password: options.password ?? DEMO_PASSWORD },
  });
}

/** The device cookie a successful sign-in set, as a request header. */
function deviceCookie(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie?.value) throw new Error('no device cookie');
  return `${DEVICE_COOKIE}=${cookie.value}`;
}

async function challengeAt(src: string): Promise<Challenge> {
  const res = await ctx.app.inject({ url: src, headers: { host: HOST } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A wrong password for the account from `ip`, behind a solved challenge when one is asked for (as a script would). */
async function failOnce(ip: string, account: string, cookie?: string) {
  const first = await signIn(ip, account, { password: WRONG, cookie });
  const res =
    first.statusCode === 412
      ? await signIn(ip, account, { password: WRONG, cookie, payload: await solve(await challengeAt(first.json().jsClientSrc)) })
      : first;
  expect(res.statusCode).toBe(401);
}

/** `times` wrong passwords for the account, the i-th from address `ip(i)`. */
async function fail(account: string, ip: (i: number) => string, times: number) {
  for (let i = 0; i < times; i++) await failOnce(ip(i), account);
}

describe('an attacker failing sign-ins for somebody else’s account', () => {
  test('is locked out at their own address only; the owner elsewhere is asked to verify, then signs in', async () => {
    // Five failures from one address (the last two behind a solved challenge, as the address needs one).
    const attacker = '10.40.0.1';
    for (let i = 0; i < 5; i++) await failOnce(attacker, 'supplier-admin');
    expect((await signIn(attacker, 'supplier-admin')).statusCode).toBe(429);

    // The owner on a browser the server does not know: a challenge, not a refusal.
    const owner = await signIn('10.40.9.1', 'supplier-admin');
    expect(owner.statusCode).toBe(412);
    const payload = await solve(await challengeAt(owner.json().jsClientSrc));
    expect((await signIn('10.40.9.1', 'supplier-admin', { payload })).statusCode).toBe(200);
  });

  test('the browser the owner signed in with before is not asked, whatever failed elsewhere', async () => {
    const before = await signIn('10.41.9.1', 'agency-admin');
    expect(before.statusCode).toBe(200);
    const device = deviceCookie(before);
    expect(before.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await fail('agency-admin', (i) => `10.41.0.${i + 1}`, 3);
    // Without the cookie: a challenge. With it, from the owner's address: straight in.
    expect((await signIn('10.41.9.2', 'agency-admin')).statusCode).toBe(412);
    expect((await signIn('10.41.9.1', 'agency-admin', { cookie: device })).statusCode).toBe(200);
  });

  test('behind the same address as the attacker, the owner’s known browser is not locked by the attacker’s failures', async () => {
    const shared = '10.42.0.1';
    const before = await signIn(shared, 'agency-user');
    const device = deviceCookie(before);
    // The attacker on the same address reaches the account-and-address limit.
    for (let i = 0; i < 5; i++) await failOnce(shared, 'agency-user');
    expect((await signIn(shared, 'agency-user')).statusCode).toBe(429);
    // The owner's browser: neither the 429 nor a challenge (five failures are the account's, not
    // yet the address's threshold).
    expect((await signIn(shared, 'agency-user', { cookie: device })).statusCode).toBe(200);
  });

  test('a device cookie of another account, or a forged one, counts for nothing', async () => {
    const other = deviceCookie(await signIn('10.43.9.1', 'supplier-user'));
    await fail('basic-vendor-admin', (i) => `10.43.0.${i + 1}`, 3);
    expect((await signIn('10.43.9.1', 'basic-vendor-admin', { cookie: other })).statusCode).toBe(412);
    const [id] = other.slice(DEVICE_COOKIE.length + 1).split('.');
    expect((await signIn('10.43.9.1', 'basic-vendor-admin', { cookie: `${DEVICE_COOKIE}=${id}.forged` })).statusCode).toBe(412);
  });
});

describe('the challenge counts per account and per address, per tenant (issue 30 §3)', () => {
  /** Failed sign-ins from `ip` to `tenant`, each for another unknown address, so no account's threshold is reached. */
  async function failAcrossAccounts(ip: string, times: number, tenant: 'us' | 'mx' | 'ca' = 'us') {
    for (let i = 0; i < times; i++) {
      const email = `nobody.${i}.${ip}@demo.test`;
      const res = await signIn(ip, 'nobody', { password: WRONG, tenant, email });
      expect(res.statusCode).toBe(401);
    }
  }

  test('one person’s typos put their own account behind the challenge, not the others behind the same address', async () => {
    const office = '10.45.0.1';
    for (let i = 0; i < 3; i++) await failOnce(office, 'basic-vendor-user');
    // A colleague at the same address signs in as usual…
    expect((await signIn(office, 'merchant')).statusCode).toBe(200);
    expect((await signIn(office, 'associate')).statusCode).toBe(200);
    // …while the account with the typos is asked, from anywhere it has not signed in before.
    expect((await signIn(office, 'basic-vendor-user')).statusCode).toBe(412);
    expect((await signIn('10.45.9.1', 'basic-vendor-user')).statusCode).toBe(412);
  });

  test('an address with failures across many accounts (a script) is asked for every account, from 10 failures', async () => {
    const script = '10.46.0.1';
    await failAcrossAccounts(script, 9);
    expect((await signIn(script, 'category-manager')).statusCode).toBe(200);
    await failAcrossAccounts(`${script}`, 1);
    const blocked = await signIn(script, 'asset-protection');
    expect(blocked.statusCode).toBe(412);
    expect(
      (await signIn(script, 'asset-protection', { payload: await solve(await challengeAt(blocked.json().jsClientSrc)) })).statusCode,
    ).toBe(200);
    // Another address is not asked.
    expect((await signIn('10.46.9.1', 'category-manager')).statusCode).toBe(200);
  });

  test('each tenant counts its own: failures from an address to one tenant ask nothing of sign-ins to another', async () => {
    const vpn = '10.47.0.1';
    await failAcrossAccounts(vpn, 10, 'mx');
    expect((await signIn(vpn, 'supplier-user', { tenant: 'mx' })).statusCode).toBe(412);
    expect((await signIn(vpn, 'support-agent', { tenant: 'us' })).statusCode).toBe(200);
    expect((await signIn(vpn, 'supplier-user', { tenant: 'ca' })).statusCode).toBe(200);
    // And an account's failures are its tenant's: the same person's account in another tenant is not asked.
    for (let i = 0; i < 3; i++)
      expect((await signIn('10.47.1.1', 'content-owner', { password: WRONG, tenant: 'ca' })).statusCode).toBe(401);
    expect((await signIn('10.47.1.1', 'content-owner', { tenant: 'ca' })).statusCode).toBe(412);
    expect((await signIn('10.47.1.1', 'content-owner', { tenant: 'us' })).statusCode).toBe(200);
  });
});

describe('the challenge costs more where a script hammers', () => {
  test('more failures name a higher level; a cheaper solution is refused, one at the named level works', async () => {
    await fail('basic-agency', (i) => `10.44.0.${i + 1}`, 6);
    const blocked = await signIn('10.44.9.1', 'basic-agency');
    expect(blocked.statusCode).toBe(412);
    expect(blocked.json().jsClientSrc).toBe('/platform/v1/bot/challenge?level=3');

    const cheap = await challengeAt('/platform/v1/bot/challenge');
    const dear = await challengeAt(blocked.json().jsClientSrc);
    expect(dear.parameters.cost).toBeGreaterThan(cheap.parameters.cost);
    expect((await signIn('10.44.9.1', 'basic-agency', { payload: await solve(cheap) })).statusCode).toBe(412);

    // The level is signed: raising it on a cheap challenge breaks the signature.
    const relabelled = { ...cheap, parameters: { ...cheap.parameters, data: { level: 3 } } };
    expect((await signIn('10.44.9.1', 'basic-agency', { payload: await solve(relabelled) })).statusCode).toBe(412);

    expect((await signIn('10.44.9.1', 'basic-agency', { payload: await solve(dear) })).statusCode).toBe(200);
  });

  test('a level beyond the highest is a 400 naming the field', async () => {
    const res = await ctx.app.inject({ url: '/platform/v1/bot/challenge?level=4', headers: { host: HOST } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('level');
  });
});
