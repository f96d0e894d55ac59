// Human verification (spec §4: 412 opens the challenge): after repeated failed sign-ins from one
// address to the tenant's accounts, sign-in and reset-link requests from it need a solved ALTCHA
// challenge, each usable once (per account, and per tenant: tests/api/sign-in-lockout.test.ts).
import { botBlock } from './support.ts';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, test } from 'vitest';
import { BotChallenge } from '../../server/services/bot-challenge.ts';
import { DEMO_PASSWORD, demoLogin, useTestApp } from '../helpers/app.ts';

// Default limits: a challenge after 10 failures from an address (3 for one account), 429 after 5 for an account.
const ADDRESS_FAILURES = 10;
const ctx = useTestApp();

const HOST = 'us.localhost';

function signInFrom(ip: string, account: string, options: { password?: string; payload?: string; email?: string } = {}) {
  const headers: Record<string, string> = { host: HOST, origin: `http://${HOST}` };
  if (options.payload !== undefined) headers['x-altcha-payload'] = options.payload;
  return ctx.app.inject({
    method: 'POST',
    url: '/platform/login',
    headers,
    remoteAddress: ip,
    payload: { email: options.email ?? demoLogin(account, 'us'), password: options.password ?? DEMO_PASSWORD },
  });
}

/** Failed sign-ins from an address, each for another (unknown) account, so no account limit is reached. */
async function failFrom(ip: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await signInFrom(ip, 'nobody', { email: `nobody.${ip}.${i}.${Date.now()}@demo.test`, password: 'Wrong-pass-1' });
    expect(res.statusCode).toBe(401);
  }
}

async function fetchChallenge(): Promise<Challenge> {
  const res = await ctx.app.inject({ url: '/platform/v1/bot/challenge', headers: { host: HOST } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** What the browser widget sends after solving: base64 of { challenge, solution }. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Solves a challenge at the level a 412 answer names (its jsClientSrc). */
async function solveFor(blocked: { json(): { jsClientSrc: string } }): Promise<string> {
  const res = await ctx.app.inject({ url: blocked.json().jsClientSrc, headers: { host: HOST } });
  expect(res.statusCode).toBe(200);
  return solve(res.json());
}

describe('GET /platform/v1/bot/challenge', () => {
  test('a signed proof-of-work challenge that expires in about 10 minutes, never cached', async () => {
    const res = await ctx.app.inject({ url: '/platform/v1/bot/challenge', headers: { host: HOST } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json() as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', nonce: expect.any(String), salt: expect.any(String) });
    const minutesLeft = (challenge.parameters.expiresAt! * 1000 - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
    // Every call a new one.
    expect((await fetchChallenge()).parameters.nonce).not.toBe(challenge.parameters.nonce);
  });
});

describe('sign-in from an address with failed sign-ins', () => {
  test('nine failures: no challenge yet', async () => {
    await failFrom('10.20.0.1', ADDRESS_FAILURES - 1);
    expect((await signInFrom('10.20.0.1', 'supplier-user')).statusCode).toBe(200);
  });

  test('after 10 failures, even the right password is 412 with the bot-block properties, and no session', async () => {
    await failFrom('10.20.0.2', ADDRESS_FAILURES);
    const res = await signInFrom('10.20.0.2', 'supplier-user');
    expect(res.statusCode).toBe(412);
    expect(res.json()).toEqual(botBlock('http://us.localhost:3000'));
    expect(res.cookies).toEqual([]);
    // Another address is not affected.
    expect((await signInFrom('10.20.0.99', 'supplier-user')).statusCode).toBe(200);
  });

  test('a solved challenge lets the sign-in through once; the same solution again is 412', async () => {
    await failFrom('10.20.0.3', ADDRESS_FAILURES);
    const payload = await solve(await fetchChallenge());
    const res = await signInFrom('10.20.0.3', 'supplier-user', { payload });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sip_session')).toBeDefined();
    const replay = await signInFrom('10.20.0.3', 'supplier-user', { payload });
    expect(replay.statusCode).toBe(412);
    expect(replay.cookies).toEqual([]);
  });

  test('a solved challenge with the wrong password: 401, and the solution is spent', async () => {
    await failFrom('10.20.0.4', ADDRESS_FAILURES);
    const payload = await solve(await fetchChallenge());
    expect((await signInFrom('10.20.0.4', 'supplier-user', { password: 'Wrong-again-1', payload })).statusCode).toBe(401);
    expect((await signInFrom('10.20.0.4', 'supplier-user', { payload })).statusCode).toBe(412);
  });

  test.each([
    ['garbage', 'not base64 at all!', '10.20.5.1'],
    ['base64 of something else', Buffer.from('hello').toString('base64'), '10.20.5.2'],
    ['an empty object', Buffer.from('{}').toString('base64'), '10.20.5.3'],
  ])('a %s payload is 412', async (_label, payload, ip) => {
    await failFrom(ip, ADDRESS_FAILURES);
    expect((await signInFrom(ip, 'supplier-user', { payload })).statusCode).toBe(412);
  });

  test('a tampered challenge, a wrong solution, an expired challenge or one signed with another key: 412', async () => {
    await failFrom('10.20.0.6', ADDRESS_FAILURES);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const challenge = await fetchChallenge();
    const { solution } = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString());
    const longer = { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 86_400 } };
    expect((await signInFrom('10.20.0.6', 'supplier-user', { payload: encode({ challenge: longer, solution }) })).statusCode).toBe(412);
    const flipped = solution.derivedKey.slice(0, -1) + (solution.derivedKey.endsWith('0') ? '1' : '0');
    const wrong = { ...solution, derivedKey: flipped };
    expect((await signInFrom('10.20.0.6', 'supplier-user', { payload: encode({ challenge, solution: wrong }) })).statusCode).toBe(412);

    // Same stored key (another instance on the same database), but expired.
    const expired = await new BotChallenge(ctx.db, undefined).create(new Date(Date.now() - 11 * 60_000));
    expect((await signInFrom('10.20.0.6', 'supplier-user', { payload: await solve(expired) })).statusCode).toBe(412);
    // Signed with another key (BOT_HMAC_KEY of some other deployment).
    const foreign = await new BotChallenge(ctx.db, 'another-deployments-key').create();
    expect((await signInFrom('10.20.0.6', 'supplier-user', { payload: await solve(foreign) })).statusCode).toBe(412);

    // The untouched original still works: the failed attempts did not spend it.
    expect((await signInFrom('10.20.0.6', 'supplier-user', { payload: encode({ challenge, solution }) })).statusCode).toBe(200);
  });

  test('a challenge made by another instance on the same database is accepted (the key is shared)', async () => {
    await failFrom('10.20.0.7', ADDRESS_FAILURES);
    const elsewhere = await new BotChallenge(ctx.db, undefined).create();
    expect((await signInFrom('10.20.0.7', 'supplier-user', { payload: await solve(elsewhere) })).statusCode).toBe(200);
    const secrets = await ctx.db.selectFrom('app_secrets').select('name').where('name', 'like', 'bot-%').execute();
    expect(secrets).toEqual([{ name: 'bot-challenge-hmac' }]);
  });

  test('the account-and-address limit (429) still applies, with or without a solved challenge', async () => {
    // Five failures for one account from one address: the last two needed a solved challenge each.
    const ip = '10.21.0.1';
    for (let i = 0; i < 5; i++) {
      const first = await signInFrom(ip, 'merchant', { password: 'Wrong-pass-1' });
      const res =
        first.statusCode === 412 ? await signInFrom(ip, 'merchant', { password: 'Wrong-pass-1', payload: await solveFor(first) }) : first;
      expect(res.statusCode).toBe(401);
    }
    expect((await signInFrom(ip, 'merchant')).statusCode).toBe(429);
    const res = await signInFrom(ip, 'merchant', { payload: await solve(await fetchChallenge()) });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /core-app-api/pwd-reset-link from an address with failed sign-ins', () => {
  const resetLink = (ip: string, payload?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/core-app-api/pwd-reset-link',
      headers: { host: HOST, origin: `http://${HOST}`, ...(payload ? { 'x-altcha-payload': payload } : {}) },
      payload: { email: demoLogin('supplier-user', 'us') },
      remoteAddress: ip,
    });

  test('412 with the bot-block properties; with a solved challenge 202', async () => {
    expect((await resetLink('10.22.0.1')).statusCode).toBe(202);
    await failFrom('10.22.0.1', ADDRESS_FAILURES);
    const blocked = await resetLink('10.22.0.1');
    expect(blocked.statusCode).toBe(412);
    expect(blocked.json()).toMatchObject({ statusCode: 412, appId: 'portal-altcha', jsClientSrc: '/platform/v1/bot/challenge' });
    const payload = await solve(await fetchChallenge());
    expect((await resetLink('10.22.0.1', payload)).statusCode).toBe(202);
    expect((await resetLink('10.22.0.1', payload)).statusCode).toBe(412);
  });
});
