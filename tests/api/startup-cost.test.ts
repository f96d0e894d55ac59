// The cost of a page's start-up (issue 27 §2): every page of every signed-in user makes these calls,
// so the statements the server runs for each of them, with a warm session, are counted through the
// database layer and held here. The user context and the other start-up calls answer from the
// session's in-memory copy and the tenant's caches: no statement at all. One query added on this
// path once cost 90 % of the user context's throughput and nothing noticed for 40 commits.
import { describe, expect, test } from 'vitest';
import { signIn, useTestApp } from '../helpers/app.ts';
import { fromSite } from './support.ts';

const statements: string[] = [];
const ctx = useTestApp({}, {}, { onStatement: (sql) => statements.push(sql) });

/** The start-up calls of every page (src/app/startup.ts, the header and the page frame), and what each may cost. */
const STARTUP_CALLS: Array<{ path: string; statements: number }> = [
  { path: '/core-app-api/auth-status', statements: 0 },
  { path: '/platform/v1/identity/user-context?permissions=true', statements: 0 },
  { path: '/core-app-api/api/ccm', statements: 0 },
  { path: '/platform/v1/identity/sites/WMT-US', statements: 0 },
  { path: '/platform/v1/products', statements: 0 },
  { path: '/core-app-api/banner', statements: 0 },
  { path: '/core-app-api/release-notes/unseen', statements: 0 },
];

/**
 * The statements one call runs once its caches are warm: the call is made once to warm them, then
 * counted the second time.
 */
async function cost(path: string, cookie: string, tenantId: string): Promise<{ status: number; statements: string[] }> {
  const warm = await fromSite(ctx.app, 'GET', path, cookie, undefined, tenantId);
  // A call that the tenant does not offer (release notes outside the US) still costs what it costs.
  expect(warm.statusCode, `${path}: ${warm.body}`).toBeLessThan(500);
  statements.length = 0;
  const res = await fromSite(ctx.app, 'GET', path, cookie, undefined, tenantId);
  expect(res.statusCode).toBe(warm.statusCode);
  return { status: res.statusCode, statements: [...statements] };
}

async function startupCosts(cookie: string, tenantId: string) {
  const costs: Record<string, string[]> = {};
  for (const call of STARTUP_CALLS) costs[call.path] = (await cost(call.path, cookie, tenantId)).statements;
  return costs;
}

const expected = Object.fromEntries(STARTUP_CALLS.map((c) => [c.path, c.statements]));
const counts = (costs: Record<string, string[]>) => Object.fromEntries(Object.entries(costs).map(([path, s]) => [path, s.length]));

/** Waits until the change feed listens: until then no copy is used (db/change-feed.ts). */
async function feedLive() {
  const deadline = Date.now() + 20_000; // seconds on a busy 2-core machine
  while (!ctx.app.changes?.live && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(ctx.app.changes?.live).toBe(true);
}

describe('the start-up calls of a page, with a warm session', () => {
  test.each([
    ['supplier-admin', 'us'],
    ['basic-agency', 'us'], // has documents to accept: legal_updates is not empty
    ['agency-user', 'mx'],
    ['associate', 'ca'],
  ])('%s (%s): no statement for any of them', async (account, tenantId) => {
    await feedLive();
    const cookie = await signIn(ctx.app, account, tenantId);
    const costs = await startupCosts(cookie, tenantId);
    expect(counts(costs), JSON.stringify(costs, null, 1)).toEqual(expected);
  });

  test('a super admin acting on behalf of a company: none either', async () => {
    await feedLive();
    const cookie = await signIn(ctx.app, 'super-admin', 'us');
    const company = await ctx.db
      .selectFrom('companies')
      .select('id')
      .where('tenant_id', '=', 'us')
      .where('name', '=', 'Blue Ridge Foods Inc.')
      .executeTakeFirstOrThrow();
    const acting = await fromSite(ctx.app, 'POST', '/core-app-api/users/set-context', cookie, {
      companyId: company.id,
      reason: 'Ticket 27',
    });
    expect(acting.statusCode, acting.body).toBe(200);
    const costs = await startupCosts(cookie, 'us');
    expect(counts(costs), JSON.stringify(costs, null, 1)).toEqual(expected);
  });

  test("the user context's pending documents follow an acceptance at once, still without a statement once warm", async () => {
    await feedLive();
    const cookie = await signIn(ctx.app, 'basic-agency', 'us');
    const context = () => fromSite(ctx.app, 'GET', '/platform/v1/identity/user-context', cookie);
    const before = (await context()).json();
    expect(before.legal_updates.length).toBeGreaterThan(0);
    const [first] = before.legal_updates as Array<{ document: string; version: string }>;
    const accepted = await fromSite(ctx.app, 'POST', `/core-app-api/users/${before.user_id}/legal-acceptances`, cookie, first);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = (await context()).json();
    expect(after.legal_updates).toEqual(before.legal_updates.slice(1));
    statements.length = 0;
    expect((await context()).json().legal_updates).toEqual(after.legal_updates);
    expect(statements).toEqual([]);
  });
});

describe("an admin's user list, page 0", () => {
  test('a stated number of statements', async () => {
    await feedLive();
    const cookie = await signIn(ctx.app, 'supplier-admin', 'us');
    const context = (await fromSite(ctx.app, 'GET', '/platform/v1/identity/user-context', cookie)).json();
    const { status, statements: run } = await cost(`/core-app-api/companies/${context.tenant.id}/users?page=0&pageSize=25`, cookie, 'us');
    expect(status).toBe(200);
    expect(run.length, run.join('\n')).toBe(USERS_PAGE_STATEMENTS);
  });
});

describe("the kept pages of a company's user list", () => {
  test('show every change at once, whoever made it: a rename, a new product, a new user, a block', async () => {
    await feedLive();
    const cookie = await signIn(ctx.app, 'supplier-admin', 'us');
    const companyId = (await fromSite(ctx.app, 'GET', '/platform/v1/identity/user-context', cookie)).json().tenant.id as string;
    const page = async (status = 'ACTIVE') => {
      const res = await fromSite(ctx.app, 'GET', `/core-app-api/companies/${companyId}/users?page=0&pageSize=100&status=${status}`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { totalElements: number; content: Array<{ userId: string; firstName: string; products: string[] }> };
    };
    const before = await page();
    const user = before.content.find((u) => u.products.length < 3)!;
    // Changes made behind the app's back (another instance, a console) reach the kept page through the change feed.
    await ctx.db.updateTable('users').set({ first_name: 'Renamed' }).where('id', '=', user.userId).execute();
    expect((await page()).content.find((u) => u.userId === user.userId)!.firstName).toBe('Renamed');

    const missing = ['CUSTOMER_PERCEPTION', 'SHOPPER_BEHAVIOR', 'CHANNEL_PERFORMANCE'].find((p) => !user.products.includes(p))!;
    await ctx.db
      .insertInto('user_products')
      .values({ user_id: user.userId, product_code: missing, access_status: 'ACCESS_COMPLETE' })
      .execute();
    expect((await page()).content.find((u) => u.userId === user.userId)!.products).toContain(missing);

    const template = await ctx.db.selectFrom('users').selectAll().where('id', '=', user.userId).executeTakeFirstOrThrow();
    // The database writes the search text and the granted products itself (migration 025).
    const { id: _id, search_text: _searchText, granted_products: _granted, ...rest } = template;
    await ctx.db
      .insertInto('users')
      .values({ ...rest, login_id: 'aaron.new@blueridge.test', first_name: 'Aaron', last_name: 'New' })
      .execute();
    const after = await page();
    expect(after.totalElements).toBe(before.totalElements + 1);
    expect(after.content[0]!.firstName).toBe('Aaron');

    await ctx.db
      .updateTable('users')
      .set({ status: 'BLOCKED', blocked_reason: 'Left', blocked_at: new Date() })
      .where('login_id', '=', 'aaron.new@blueridge.test')
      .execute();
    expect((await page()).totalElements).toBe(before.totalElements);
    expect((await page('BLOCKED')).content.map((u) => u.firstName)).toContain('Aaron');
  });
});

/** Kept per instance once read (modules/users/repository.ts userPages): none. */
const USERS_PAGE_STATEMENTS = 0;
