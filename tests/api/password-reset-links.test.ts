// Issue 8, finding 5: a password reset spends every other outstanding link of the account (older
// reset links, an invitation link) and ends its sessions, all in one transaction.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashToken, newToken } from '../../server/services/tokens.ts';
import { buildTestApp, demoLogin, hostOf, signIn, type TestContext } from '../helpers/app.ts';
import { login, userContext } from './support.ts';

const INVALID_LINK = { statusCode: 400, error: 'Bad Request', message: 'This reset link is invalid or has expired.' };
const TOKEN_IN_LINK = /\/platform\/reset-password\?token=([A-Za-z0-9_-]{20,})/;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ signInLimits: { perAccount: 50, perIp: 500, windowMinutes: 15 } });
});
afterAll(() => ctx.close());

/** Asks for a reset link (as the sign-in page does) and returns the token of the mail it sent. */
async function mailedResetToken(email: string, tenantId = 'us'): Promise<string> {
  const host = hostOf(tenantId);
  const asked = await ctx.app.inject({ url: `/core-app-api/pwd-reset-link?email=${encodeURIComponent(email)}`, headers: { host } });
  expect(asked.statusCode).toBe(202);
  const res = await ctx.app.inject({ url: `/dev/mailbox/messages?to=${encodeURIComponent(email)}`, headers: { host } });
  const token = (res.json().messages as Array<{ text: string }>)[0]?.text.match(TOKEN_IN_LINK)?.[1];
  if (!token) throw new Error(`no reset link mailed to ${email}`);
  return token;
}

function resetPassword(token: string, password: string, tenantId = 'us') {
  const host = hostOf(tenantId);
  return ctx.app.inject({
    method: 'POST',
    url: '/platform/password-reset',
    headers: { host, origin: `http://${host}` },
    payload: { token, password },
  });
}

const userOf = (email: string) =>
  ctx.db.selectFrom('users').select(['id', 'tenant_id']).where('login_id', '=', email).executeTakeFirstOrThrow();

describe('a password reset retires the other ways into the account', () => {
  test('an older reset link of the account stops working once a newer one is used; every session ends', async () => {
    const email = demoLogin('supplier-user', 'us');
    const session = await signIn(ctx.app, 'supplier-user');
    const older = await mailedResetToken(email);
    const newer = await mailedResetToken(email);
    expect(newer).not.toBe(older);

    expect((await resetPassword(newer, 'Newer-Link-Password-1')).statusCode).toBe(200);
    expect((await userContext(ctx.app, session)).statusCode).toBe(401);

    // The older link, still unexpired, no longer sets a password.
    const replay = await resetPassword(older, 'Older-Link-Password-2');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(INVALID_LINK);
    expect((await login(ctx.app, 'supplier-user', { password: 'Older-Link-Password-2', ip: '10.30.0.1' })).statusCode).toBe(401);
    expect((await login(ctx.app, 'supplier-user', { password: 'Newer-Link-Password-1', ip: '10.30.0.1' })).statusCode).toBe(200);
  });

  test('an older link used first spends the newer one too', async () => {
    const email = demoLogin('basic-vendor-user', 'mx');
    const older = await mailedResetToken(email, 'mx');
    const newer = await mailedResetToken(email, 'mx');
    expect((await resetPassword(older, 'Older-First-Password-3', 'mx')).statusCode).toBe(200);
    expect((await resetPassword(newer, 'Newer-Later-Password-4', 'mx')).json()).toEqual(INVALID_LINK);
  });

  test('an outstanding invitation token of the account is spent with the reset', async () => {
    const email = demoLogin('agency-user', 'ca');
    const user = await userOf(email);
    const invitation = newToken(32);
    await ctx.db
      .insertInto('password_reset_tokens')
      .values({ token_hash: hashToken(invitation), user_id: user.id, purpose: 'INVITATION', expires_at: new Date(Date.now() + 86_400_000) })
      .execute();
    expect((await resetPassword(await mailedResetToken(email, 'ca'), 'Reset-Over-Invite-5', 'ca')).statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('password_reset_tokens')
      .select('used_at')
      .where('token_hash', '=', hashToken(invitation))
      .executeTakeFirstOrThrow();
    expect(row.used_at).not.toBeNull();
  });

  test('a reset that fails leaves the other links and the sessions as they were (one transaction)', async () => {
    const email = demoLogin('agency-admin', 'mx');
    const session = await signIn(ctx.app, 'agency-admin', 'mx');
    const other = await mailedResetToken(email, 'mx');
    const failing = await mailedResetToken(email, 'mx');
    // The activity-log insert, the last write of a reset, fails for new PASSWORD_RESET rows.
    await sql`alter table activity_log add constraint test_no_reset_links check (event <> 'PASSWORD_RESET') not valid`.execute(ctx.db);
    try {
      expect((await resetPassword(failing, 'Rolled-Back-Password-6', 'mx')).statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await sql`alter table activity_log drop constraint test_no_reset_links`.execute(ctx.db);
    }
    expect((await userContext(ctx.app, session, 'mx')).statusCode).toBe(200);
    expect((await resetPassword(other, 'Other-Link-Password-7', 'mx')).statusCode).toBe(200);
    expect((await userContext(ctx.app, session, 'mx')).statusCode).toBe(401);
  });
});
