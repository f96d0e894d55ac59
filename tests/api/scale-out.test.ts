// Two server instances on one PostgreSQL database (issue 10 §5), as behind a load balancer: each
// has its own connection pool and in-memory state, so whatever must hold across instances has to
// live in the database. PGlite belongs to one process, so this suite runs where DATABASE_URL is
// set (CI's PostgreSQL pass runs it on every landing).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { App } from '../../server/app.ts';
import { CompanyDb } from '../../server/db/scope.ts';
import { demoLogin, secondInstance, signIn, useTestApp } from '../helpers/app.ts';
import { companyIdOf } from '../helpers/db.ts';
import { fromSite, userContext } from './support.ts';

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  // Two failed sign-ins from one address, and the next attempt must solve the challenge.
  const a = useTestApp({}, { BOT_CHALLENGE_AFTER_FAILURES: '2' });
  let b: { app: App; close(): Promise<void> };
  beforeAll(async () => {
    b = await secondInstance(a);
  });
  afterAll(() => b?.close());

  test('a session made on one instance works on the other, and ends on both at sign-out', async () => {
    const cookie = await signIn(a.app, 'supplier-user');
    expect((await userContext(b.app, cookie)).statusCode).toBe(200);
    expect((await fromSite(b.app, 'POST', '/platform/logout', cookie)).statusCode).toBeLessThan(300);
    expect((await userContext(a.app, cookie)).statusCode).toBe(401);
  });

  test('a user blocked through one instance is refused by the other at the next request', async () => {
    const victim = await signIn(b.app, 'supplier-user');
    expect((await userContext(b.app, victim)).statusCode).toBe(200);
    const admin = await signIn(a.app, 'supplier-admin');
    const companyId = await companyIdOf(a.db, 'Blue Ridge Foods Inc.');
    const user = await a.db
      .selectFrom('users')
      .select('id')
      .where('login_id', '=', demoLogin('supplier-user', 'us'))
      .executeTakeFirstOrThrow();
    const blocked = await fromSite(a.app, 'POST', `/core-app-api/companies/${companyId}/users/block`, admin, {
      userIds: [user.id],
      reason: 'Scale-out test',
    });
    expect(blocked.statusCode).toBe(200);
    expect((await userContext(b.app, victim)).statusCode).toBe(401);
    await fromSite(a.app, 'POST', `/core-app-api/companies/${companyId}/users/unblock`, admin, { userIds: [user.id] });
  });

  test('a product made unavailable through one instance disappears on the other within a second', async () => {
    const user = await signIn(b.app, 'supplier-user');
    const codes = async () =>
      (
        (await fromSite(b.app, 'GET', '/platform/v1/products', user)).json() as { products: Array<{ code: string; available: boolean }> }
      ).products
        .filter((p) => p.available)
        .map((p) => p.code);
    expect(await codes()).toContain('SHOPPER_BEHAVIOR');
    const changed = await fromSite(a.app, 'PUT', '/core-app-api/admin/products/SHOPPER_BEHAVIOR', await signIn(a.app, 'super-admin'), {
      available: false,
    });
    expect(changed.statusCode).toBe(200);
    const changedAt = Date.now();
    while ((await codes()).includes('SHOPPER_BEHAVIOR')) {
      expect(Date.now() - changedAt, 'still offered on the other instance').toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  test('a bulk import runs once: while one instance holds the company, the other is refused', async () => {
    const companyId = await companyIdOf(a.db, 'Blue Ridge Foods Inc.');
    const scope = { tenantId: 'us', companyId };
    const first = await a.app.bulkImportSlots.claim(new CompanyDb(a.db, scope));
    expect(typeof first).toBe('object');
    expect(await b.app.bulkImportSlots.claim(new CompanyDb(b.app.db, scope))).toBe('companyBusy');
    if (typeof first === 'object') await first.release();
    const second = await b.app.bulkImportSlots.claim(new CompanyDb(b.app.db, scope));
    expect(typeof second).toBe('object');
    if (typeof second === 'object') await second.release();
  });
  // Last: after it, sign-ins from this address need the challenge.
  test('failed sign-ins count across instances: the third, on either, must solve the challenge (412)', async () => {
    const attempt = (app: App) =>
      fromSite(app, 'POST', '/platform/login', null, { email: demoLogin('supplier-admin', 'us'), password: 'Not-The-Password-1' });
    expect((await attempt(a.app)).statusCode).toBe(401);
    expect((await attempt(b.app)).statusCode).toBe(401);
    expect((await attempt(a.app)).statusCode).toBe(412);
  });
});
