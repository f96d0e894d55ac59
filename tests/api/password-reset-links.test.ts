// Issue 8, finding 5: a password reset spends every other outstanding link of the account (older
// reset links, an invitation link) and ends its sessions, all in one transaction.
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { hashToken, newToken } from '../../server/services/tokens.ts';
import { demoLogin, signIn, useTestApp } from '../helpers/app.ts';
import { tokenUsedAt } from '../helpers/db.ts';
import { INVALID_LINK, login, mailedResetToken, resetPassword, userContext } from './support.ts';

const ctx = useTestApp({ signInLimits: { perAccount: 50, perIp: 500, windowMinutes: 15 } });

const mailedToken = (email: string, tenantId = 'us') => mailedResetToken(ctx.app, email, tenantId);
const reset = (token: string, password: string, tenantId = 'us') => resetPassword(ctx.app, token, password, tenantId);

const userOf = (email: string) =>
  ctx.db.selectFrom('users').select(['id', 'tenant_id']).where('login_id', '=', email).executeTakeFirstOrThrow();

describe('a password reset retires the other ways into the account', () => {
  test('an older reset link of the account stops working once a newer one is used; every session ends', async () => {
    const email = demoLogin('supplier-user', 'us');
    const session = await signIn(ctx.app, 'supplier-user');
    const older = await mailedToken(email);
    const newer = await mailedToken(email);
    expect(newer).not.toBe(older);

    expect((await reset(newer, 'Newer-Link-Password-1')).statusCode).toBe(200);
    expect((await userContext(ctx.app, session)).statusCode).toBe(401);

    // The older link, still unexpired, no longer sets a password.
    const replay = await reset(older, 'Older-Link-Password-2');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual(INVALID_LINK);
    expect((await login(ctx.app, 'supplier-user', { password: 'Older-Link-Password-2', ip: '10.30.0.1' })).statusCode).toBe(401);
    expect((await login(ctx.app, 'supplier-user', { password: 'Newer-Link-Password-1', ip: '10.30.0.1' })).statusCode).toBe(200);
  });

  test('an older link used first spends the newer one too', async () => {
    const email = demoLogin('basic-vendor-user', 'mx');
    const older = await mailedToken(email, 'mx');
    const newer = await mailedToken(email, 'mx');
    expect((await reset(older, 'Older-First-Password-3', 'mx')).statusCode).toBe(200);
    expect((await reset(newer, 'Newer-Later-Password-4', 'mx')).json()).toEqual(INVALID_LINK);
  });

  test('an outstanding invitation token of the account is spent with the reset', async () => {
    const email = demoLogin('agency-user', 'ca');
    const user = await userOf(email);
    const invitation = newToken(32);
    await ctx.db
      .insertInto('password_reset_tokens')
      .values({ token_hash: hashToken(invitation), user_id: user.id, purpose: 'INVITATION', expires_at: new Date(Date.now() + 86_400_000) })
      .execute();
    expect((await reset(await mailedToken(email, 'ca'), 'Reset-Over-Invite-5', 'ca')).statusCode).toBe(200);
    expect(await tokenUsedAt(ctx.db, invitation)).not.toBeNull();
  });

  test('a reset that fails leaves the other links and the sessions as they were (one transaction)', async () => {
    const email = demoLogin('agency-admin', 'mx');
    const session = await signIn(ctx.app, 'agency-admin', 'mx');
    const other = await mailedToken(email, 'mx');
    const failing = await mailedToken(email, 'mx');
    // The activity-log insert, the last write of a reset, fails for new PASSWORD_RESET rows.
    await sql`alter table activity_log add constraint test_no_reset_links check (event <> 'PASSWORD_RESET') not valid`.execute(ctx.db);
    try {
      expect((await reset(failing, 'Rolled-Back-Password-6', 'mx')).statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await sql`alter table activity_log drop constraint test_no_reset_links`.execute(ctx.db);
    }
    expect((await userContext(ctx.app, session, 'mx')).statusCode).toBe(200);
    expect((await reset(other, 'Other-Link-Password-7', 'mx')).statusCode).toBe(200);
    expect((await userContext(ctx.app, session, 'mx')).statusCode).toBe(401);
  });
});
