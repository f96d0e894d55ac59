// Global user management (issue 16 §1; spec §7 "Global user management"): the tenant's users
// across companies, per tab, searched, filtered, sorted and paged; the filter options; the .xlsx
// export; block/unblock from a row; and who may call any of it.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TenantDb } from '../../server/db/scope.ts';
import { seedDemoDirectory } from '../../server/seed/directory.ts';
import { globalUsersRepository } from '../../server/modules/global-users/repository.ts';
import { buildTestApp, demoLogin, hostOf, signIn, type TestContext, tenants } from '../helpers/app.ts';

let ctx: TestContext;
let superAdmin: string;
let spectator: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  await seedDemoDirectory(ctx.db, tenants);
  superAdmin = await signIn(ctx.app, 'super-admin');
  spectator = await signIn(ctx.app, 'spectator');
});
afterAll(() => ctx.close());

interface Row {
  userId: string;
  name: string;
  email: string;
  status: string;
  companyId: string | null;
  companyName: string | null;
  companyType: string | null;
  thirdPartyCompanyName: string | null;
  appAccess: string[];
  role: string;
  lastLogin: string | null;
  sbu: string | null;
  buoAreaNumber: string | null;
}
interface Page {
  content: Row[];
  totalElements: number;
  totalPages: number;
  page: number;
  pageSize: number;
}

function request(cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown, tenantId = 'us', locale?: string) {
  const host = hostOf(tenantId);
  return ctx.app.inject({
    method,
    url,
    headers: { host, origin: `http://${host}`, cookie, ...(locale ? { 'x-user-locale': locale } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}
const list = async (query: string, body: unknown = {}, cookie = superAdmin, tenantId = 'us') => {
  const res = await request(cookie, 'POST', `/core-app-api/users?${query}`, body, tenantId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};
/** Every row of a filter, read page by page (100 at a time). */
async function everyRow(userType: string, body: unknown = {}, tenantId = 'us', cookie = superAdmin) {
  const rows: Row[] = [];
  for (let page = 0; ; page++) {
    const p = await list(`userType=${userType}&pageNo=${page}&pageSize=100`, body, cookie, tenantId);
    rows.push(...p.content);
    if (page + 1 >= p.totalPages) return rows;
  }
}
const db = () => ctx.db;

describe('the list', () => {
  test('the external tab lists company users of every company of the tenant, with company, type, third party, access, role and last login', async () => {
    const rows = await everyRow('EXTERNAL');
    const companies = new Set(rows.map((r) => r.companyName));
    expect(companies.size).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.companyType))).toEqual(
      new Set(['SUPPLIER', 'THIRD_PARTY_AGENCY', 'BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY', 'UNKNOWN']),
    );
    expect(rows.every((r) => r.companyId !== null)).toBe(true);
    const agencyUser = rows.find((r) => r.email === demoLogin('agency-user', 'us'))!;
    expect(agencyUser).toMatchObject({
      companyName: 'Northstar Retail Analytics',
      thirdPartyCompanyName: 'Blue Ridge Foods Inc.',
      role: 'User',
    });
    const supplierAdmin = rows.find((r) => r.email === demoLogin('supplier-admin', 'us'))!;
    expect(supplierAdmin.appAccess.length).toBeGreaterThan(1);
    // Only the US: no Mexican or Canadian user, no associate.
    const count = await db()
      .selectFrom('users')
      .select(db().fn.countAll<string>().as('n'))
      .where('tenant_id', '=', 'us')
      .where('user_type', '=', 'EXTERNAL')
      .executeTakeFirstOrThrow();
    expect(rows.length).toBe(Number(count.n));
    expect(rows.some((r) => r.email.endsWith('.mx@demo.test') || r.email.includes('@associates.'))).toBe(false);
  });

  test('the internal tab lists associates; the merchant tab adds the SBU and the asset-protection tab the BUO area number', async () => {
    const internal = await everyRow('INTERNAL');
    expect(internal.length).toBeGreaterThan(30);
    expect(internal.every((r) => r.companyId === null)).toBe(true);
    expect(internal.map((r) => r.email)).toContain(demoLogin('super-admin', 'us'));
    const merchants = await everyRow('MERCHANT');
    expect(merchants.length).toBeGreaterThan(5);
    expect(merchants.every((r) => r.role === 'Merchant' && r.sbu)).toBe(true);
    expect(merchants.find((r) => r.email === demoLogin('merchant', 'us'))?.sbu).toBe('Grocery');
    const protection = await everyRow('ASSET_PROTECTION');
    expect(protection.every((r) => r.role === 'Asset Protection' && /^\d{4}$/.test(r.buoAreaNumber ?? ''))).toBe(true);
    expect(protection.find((r) => r.email === demoLogin('asset-protection', 'us'))?.buoAreaNumber).toBe('4417');
  });

  test('search (3+ characters) finds part of a name, an e-mail or (external) a company name, any letter case', async () => {
    const byCompany = await everyRow('EXTERNAL', { search: 'blue RIDGE' });
    expect(byCompany.length).toBeGreaterThan(3);
    expect(byCompany.every((r) => r.companyName === 'Blue Ridge Foods Inc.' || r.name.toLowerCase().includes('blue ridge'))).toBe(true);
    const byEmail = await everyRow('EXTERNAL', { search: 'supplier-admin.us@' });
    expect(byEmail.map((r) => r.email)).toEqual([demoLogin('supplier-admin', 'us')]);
    const short = await request(superAdmin, 'POST', '/core-app-api/users?userType=EXTERNAL', { search: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 3 characters/);
    // LIKE wildcards are literal.
    expect((await list('userType=EXTERNAL', { search: '%%%' })).totalElements).toBe(0);
  });

  test('filters combine: company types and statuses, roles, products, attributes, SBU', async () => {
    const suppliers = await everyRow('EXTERNAL', { filters: { companyTypes: ['SUPPLIER'], roles: ['Admin'] } });
    expect(suppliers.length).toBeGreaterThan(10);
    expect(suppliers.every((r) => r.companyType === 'SUPPLIER' && r.role === 'Admin')).toBe(true);

    const suspended = await everyRow('EXTERNAL', { filters: { companyStatuses: ['SUSPENDED'] } });
    const suspendedCompanies = await db()
      .selectFrom('companies')
      .select('name')
      .where('tenant_id', '=', 'us')
      .where('status', '=', 'SUSPENDED')
      .execute();
    expect(suspended.length).toBeGreaterThan(0);
    expect(new Set(suspended.map((r) => r.companyName))).toEqual(new Set(suspendedCompanies.map((c) => c.name)));

    const product = tenants.find((t) => t.id === 'us')!.products[0]!.code;
    const withProduct = await everyRow('EXTERNAL', { filters: { products: [product], companyTypes: ['BASIC_VENDOR'] } });
    expect(withProduct.length).toBeGreaterThan(0);
    expect(withProduct.every((r) => r.appAccess.includes(product) && r.companyType === 'BASIC_VENDOR')).toBe(true);

    const blocked = await everyRow('EXTERNAL', { filters: { attributes: ['BLOCKED'] } });
    expect(blocked.length).toBeGreaterThan(0);
    expect(blocked.every((r) => r.status === 'BLOCKED')).toBe(true);
    const blockedOrNever = await everyRow('EXTERNAL', { filters: { attributes: ['BLOCKED', 'NEVER_SIGNED_IN'] } });
    expect(blockedOrNever.length).toBeGreaterThan(blocked.length);
    expect(blockedOrNever.every((r) => r.status === 'BLOCKED' || r.lastLogin === null)).toBe(true);
    const thirdParty = await everyRow('EXTERNAL', { filters: { attributes: ['THIRD_PARTY_USER'] } });
    expect(thirdParty.length).toBeGreaterThan(1);
    expect(thirdParty.every((r) => r.thirdPartyCompanyName !== null)).toBe(true);

    const grocery = await everyRow('MERCHANT', { filters: { sbu: ['Grocery', 'Apparel'] } });
    expect(grocery.length).toBeGreaterThan(0);
    expect(grocery.every((r) => r.sbu === 'Grocery' || r.sbu === 'Apparel')).toBe(true);

    // A filter that nobody matches answers an empty page, not an error.
    expect((await list('userType=EXTERNAL', { filters: { roles: ['No such role'] } })).totalElements).toBe(0);
  });

  test('sorting and paging on the server: pages follow one another without repeats, in the chosen order', async () => {
    const body = { filters: { companyTypes: ['SUPPLIER', 'THIRD_PARTY_AGENCY'] } };
    const all = await everyRow('EXTERNAL', body);
    const first = await list('userType=EXTERNAL&pageNo=0&pageSize=10&sortBy=companyName&sortOrder=DESC', body);
    const second = await list('userType=EXTERNAL&pageNo=1&pageSize=10&sortBy=companyName&sortOrder=DESC', body);
    expect(first.totalElements).toBe(all.length);
    expect(first.totalPages).toBe(Math.ceil(all.length / 10));
    const names = [...first.content, ...second.content].map((r) => r.companyName!.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    expect(new Set([...first.content, ...second.content].map((r) => r.userId)).size).toBe(20);
    const byLogin = await list('userType=EXTERNAL&pageSize=25&sortBy=lastLogin&sortOrder=DESC', body);
    const logins = byLogin.content.map((r) => r.lastLogin).filter((l): l is string => l !== null);
    expect(logins).toEqual([...logins].sort().reverse());
    // A page past the end is empty, with the totals.
    const past = await list('userType=EXTERNAL&pageNo=999&pageSize=100', body);
    expect(past).toMatchObject({ content: [], totalElements: all.length });
  });

  test('a search is counted exactly up to a bound and estimated beyond it (totalIsEstimate); its pages stay in order', async () => {
    const body = { search: 'son', filters: { companyTypes: ['SUPPLIER', 'THIRD_PARTY_AGENCY'] } };
    const all = await everyRow('EXTERNAL', body);
    expect(all.length).toBeGreaterThan(20);
    // Through the API (2,000 at most counted), the total is exact and says nothing more.
    const exact = await list('userType=EXTERNAL&pageNo=1&pageSize=10&sortBy=companyName&sortOrder=DESC', body);
    expect(exact.totalElements).toBe(all.length);
    expect(exact).not.toHaveProperty('totalIsEstimate');
    const byCompany = [...all].sort((a, b) => b.companyName!.toLowerCase().localeCompare(a.companyName!.toLowerCase(), 'en') || 0);
    expect(exact.content.map((r) => r.companyName)).toEqual(byCompany.slice(10, 20).map((r) => r.companyName));
    // Counted up to 5: beyond, the total is estimated (here from a sample too small to find any:
    // at least the bound), flagged; the page is the same rows in the same order.
    const q = { userType: 'EXTERNAL' as const, ...body, sortBy: 'companyName' as const, sortOrder: 'DESC' as const };
    const bounded = globalUsersRepository(new TenantDb(db(), { tenantId: 'us' }), { exactTotalUpTo: 5, sampledUsers: 1 });
    const estimated = await bounded.page(q, 1, 10);
    expect(estimated).toMatchObject({ totalIsEstimate: true, page: 1, pageSize: 10 });
    expect(estimated.totalElements).toBeGreaterThan(5);
    expect(estimated.content.map((r) => r.userId)).toEqual(exact.content.map((r) => r.userId));
    // A sample as big as the table is a count: exact again.
    const counted = await globalUsersRepository(new TenantDb(db(), { tenantId: 'us' }), { exactTotalUpTo: 5, sampledUsers: 1e9 }).page(
      q,
      1,
      10,
    );
    expect(counted).not.toHaveProperty('totalIsEstimate');
    expect(counted.totalElements).toBe(all.length);
    expect(counted.content.map((r) => r.userId)).toEqual(exact.content.map((r) => r.userId));
    // Below the bound, one statement finds the page and its exact total.
    const narrow = await bounded.page({ ...q, search: 'olivia.anderson' }, 0, 10);
    expect(narrow).not.toHaveProperty('totalIsEstimate');
    // A broad term whose filters leave few users (the planner may expect many): exact all the same,
    // never an estimate of a total at or under the bound.
    for (const attributes of [['BLOCKED'], ['NEVER_SIGNED_IN', 'BLOCKED'], ['PENDING_ACCESS']] as const) {
      const filters = { ...body.filters, attributes: [...attributes] };
      const real = (await everyRow('EXTERNAL', { search: 'son', filters })).length;
      const answer = await bounded.page({ ...q, search: 'son', filters }, 0, 10);
      if (real <= 5) {
        expect(answer).not.toHaveProperty('totalIsEstimate');
        expect(answer.totalElements).toBe(real);
      } else expect(answer.totalElements).toBeGreaterThan(5);
    }
  });

  test('bad input gets a 400 with a reason, never a 500', async () => {
    for (const [url, body] of [
      ['/core-app-api/users', {}],
      ['/core-app-api/users?userType=VENDOR', {}],
      ['/core-app-api/users?userType=EXTERNAL&pageSize=7', {}],
      ['/core-app-api/users?userType=EXTERNAL&sortBy=password', {}],
      ['/core-app-api/users?userType=EXTERNAL', { filters: { companyTypes: ['MEGACORP'] } }],
      ['/core-app-api/users?userType=EXTERNAL', { filters: { attributes: ['RICH'] } }],
      ['/core-app-api/users?userType=EXTERNAL', { companyId: 'x' }],
    ] as const) {
      const res = await request(superAdmin, 'POST', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('filter options', () => {
  test('the product filter follows every change of access at once, however it is made (granted, pending, revoked)', async () => {
    const product = tenants.find((t) => t.id === 'us')!.products[1]!.code;
    const someone = (await list('userType=EXTERNAL&pageSize=100', { search: 'olivia', filters: {} })).content.find(
      (r) => !r.appAccess.includes(product),
    )!;
    const found = async () =>
      (await everyRow('EXTERNAL', { search: someone.email, filters: { products: [product] } })).map((r) => r.userId);
    // Whatever request of it they had (one row per user and product) goes first.
    await db().deleteFrom('user_products').where('user_id', '=', someone.userId).where('product_code', '=', product).execute();
    expect(await found()).toEqual([]);

    await db()
      .insertInto('user_products')
      .values({ user_id: someone.userId, product_code: product, access_status: 'ACCESS_PENDING' })
      .execute();
    expect(await found()).toEqual([]);
    await db()
      .updateTable('user_products')
      .set({ access_status: 'ACCESS_COMPLETE' })
      .where('user_id', '=', someone.userId)
      .where('product_code', '=', product)
      .execute();
    expect(await found()).toEqual([someone.userId]);
    // The row's App access follows as well (granted only), in the search and in the plain list.
    const accessOf = async (body: object) =>
      (await everyRow('EXTERNAL', { filters: {}, ...body })).find((r) => r.userId === someone.userId)?.appAccess;
    expect(await accessOf({ search: someone.email })).toContain(product);
    expect(await accessOf({ filters: { companyTypes: [someone.companyType] } })).toContain(product);
    await db()
      .updateTable('user_products')
      .set({ access_status: 'ACCESS_PENDING' })
      .where('user_id', '=', someone.userId)
      .where('product_code', '=', product)
      .execute();
    expect(await accessOf({ search: someone.email })).not.toContain(product);
    await db().deleteFrom('user_products').where('user_id', '=', someone.userId).where('product_code', '=', product).execute();
    expect(await found()).toEqual([]);
  });

  test('company types with counts, statuses depending on the types, roles per tab, products, attributes, SBUs', async () => {
    const types = (await request(superAdmin, 'GET', '/core-app-api/companies/types')).json<{
      companyTypes: Array<{ value: string; companies: number }>;
    }>();
    expect(types.companyTypes.map((t) => t.value).sort()).toEqual([
      'BASIC_THIRD_PARTY_AGENCY',
      'BASIC_VENDOR',
      'SUPPLIER',
      'THIRD_PARTY_AGENCY',
      'UNKNOWN',
    ]);
    expect(types.companyTypes.reduce((n, t) => n + t.companies, 0)).toBeGreaterThanOrEqual(46);

    const all = (await request(superAdmin, 'GET', '/core-app-api/companies/statuses')).json<{ statuses: string[] }>();
    expect(all.statuses).toEqual(['ACTIVE', 'INACTIVE', 'SUSPENDED']);
    const unknownOnly = (await request(superAdmin, 'GET', '/core-app-api/companies/statuses?companyTypes=UNKNOWN')).json<{
      statuses: string[];
    }>();
    const expected = await db()
      .selectFrom('companies')
      .select('status')
      .distinct()
      .where('tenant_id', '=', 'us')
      .where('company_type', '=', 'UNKNOWN')
      .orderBy('status')
      .execute();
    expect(unknownOnly.statuses).toEqual(expected.map((s) => s.status));
    const bad = await request(superAdmin, 'GET', '/core-app-api/companies/statuses?companyTypes=SUPPLIER,MEGACORP');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('MEGACORP');

    const external = (await request(superAdmin, 'GET', '/core-app-api/users/filters/roles?userType=EXTERNAL')).json<{ roles: string[] }>();
    expect(external.roles).toEqual(['Admin', 'User']);
    const internal = (await request(superAdmin, 'GET', '/core-app-api/users/filters/roles?userType=INTERNAL')).json<{ roles: string[] }>();
    expect(internal.roles).toEqual(expect.arrayContaining(['Super Admin', 'Merchant', 'Asset Protection', 'Associate']));
    expect(internal.roles).not.toContain('Admin');

    const products = (await request(await signIn(ctx.app, 'super-admin', 'mx'), 'GET', '/core-app-api/products', undefined, 'mx')).json<{
      products: Array<{ code: string; name: string }>;
    }>();
    expect(products.products.map((p) => p.code)).toEqual(tenants.find((t) => t.id === 'mx')!.products.map((p) => p.code));
    expect(products.products.every((p) => p.name.length > 0)).toBe(true);

    const attributes = (await request(superAdmin, 'GET', '/core-app-api/users/filters/attributes')).json<{ attributes: string[] }>();
    expect(attributes.attributes).toContain('BLOCKED');
    const sbu = (await request(superAdmin, 'GET', '/core-app-api/users/filters/sbu')).json<{ sbu: string[] }>();
    expect(sbu.sbu).toEqual(expect.arrayContaining(['Grocery', 'Apparel']));
    expect(sbu.sbu).toEqual([...sbu.sbu].sort());
  });
});

describe('export', () => {
  test('the filtered tab as .xlsx: every matching row, the tab’s columns, headers in the page language, the row count up front', async () => {
    const body = { filters: { companyTypes: ['SUPPLIER'] } };
    const mxAdmin = await signIn(ctx.app, 'super-admin', 'mx');
    const rows = await everyRow('EXTERNAL', body, 'mx', mxAdmin);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/core-app-api/users/export?userType=EXTERNAL&sortBy=companyName',
      headers: {
        host: hostOf('mx'),
        origin: `http://${hostOf('mx')}`,
        cookie: mxAdmin,
        'x-user-locale': 'es-MX',
      },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/global-users_external_\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(Number(res.headers['x-total-rows'])).toBe(rows.length);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header[0]).toBe('Nombre');
    expect(header).toHaveLength(9);
    expect(sheet.rowCount - 1).toBe(rows.length);
    const emails = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) emails.add(String(row.getCell(2).value));
    });
    expect(emails).toEqual(new Set(rows.map((r) => r.email)));
    expect(String(sheet.getRow(2).getCell(4).value)).toBe('Proveedor');
  });

  test('the merchant tab’s file has the SBU column; a too-short search is refused before any file', async () => {
    const res = await request(superAdmin, 'POST', '/core-app-api/users/export?userType=MERCHANT', {});
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toContain('Strategic business unit');
    const short = await request(superAdmin, 'POST', '/core-app-api/users/export?userType=EXTERNAL', { search: 'x' });
    expect(short.statusCode).toBe(400);
  });
});

describe('block and unblock from a row', () => {
  const userOf = (login: string) => db().selectFrom('users').selectAll().where('login_id', '=', login).executeTakeFirstOrThrow();

  test('a super admin blocks a company user with a reason (their sessions end), then unblocks them; both in the company’s activity log', async () => {
    const userCookie = await signIn(ctx.app, 'supplier-user');
    const target = await userOf(demoLogin('supplier-user', 'us'));
    const noReason = await request(superAdmin, 'POST', `/core-app-api/users/${target.id}/block`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect((await userOf(target.login_id)).status).toBe('ACTIVE');

    const blocked = await request(superAdmin, 'POST', `/core-app-api/users/${target.id}/block`, { reason: 'Left the company' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await userOf(target.login_id)).toMatchObject({ status: 'BLOCKED', blocked_reason: 'Left the company' });
    expect(
      (await ctx.app.inject({ url: '/platform/v1/identity/user-context', headers: { host: 'us.localhost', cookie: userCookie } }))
        .statusCode,
    ).toBe(401);
    const listed = await list('userType=EXTERNAL', { search: 'supplier-user.us', filters: { attributes: ['BLOCKED'] } });
    expect(listed.content.map((r) => r.email)).toEqual([target.login_id]);

    const again = await request(superAdmin, 'POST', `/core-app-api/users/${target.id}/block`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    const unblocked = await request(superAdmin, 'POST', `/core-app-api/users/${target.id}/unblock`, {});
    expect(unblocked.statusCode).toBe(200);
    expect((await userOf(target.login_id)).status).toBe('ACTIVE');

    const log = await db()
      .selectFrom('activity_log')
      .select(['event', 'company_id', 'actor_user_id'])
      .where('entity_id', '=', target.id)
      .where('event', 'in', ['USER_BLOCKED', 'USER_UNBLOCKED'])
      .orderBy('created_at')
      .execute();
    const admin = await userOf(demoLogin('super-admin', 'us'));
    expect(log).toEqual([
      { event: 'USER_BLOCKED', company_id: target.company_id, actor_user_id: admin.id },
      { event: 'USER_UNBLOCKED', company_id: target.company_id, actor_user_id: admin.id },
    ]);
  });

  test('refused: the last active admin of a company, an associate, a user of another tenant, the spectator', async () => {
    const lastAdmin = await userOf(demoLogin('basic-agency', 'us'));
    const res = await request(superAdmin, 'POST', `/core-app-api/users/${lastAdmin.id}/block`, { reason: 'Testing' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/without an active admin/);
    const associate = await userOf(demoLogin('associate', 'us'));
    expect((await request(superAdmin, 'POST', `/core-app-api/users/${associate.id}/block`, { reason: 'Testing' })).statusCode).toBe(409);
    const mexican = await userOf(demoLogin('supplier-user', 'mx'));
    expect((await request(superAdmin, 'POST', `/core-app-api/users/${mexican.id}/block`, { reason: 'Testing' })).statusCode).toBe(404);
    const user = await userOf(demoLogin('agency-user', 'us'));
    const bySpectator = await request(spectator, 'POST', `/core-app-api/users/${user.id}/block`, { reason: 'Testing' });
    expect(bySpectator.statusCode).toBe(403);
    expect((await userOf(user.login_id)).status).toBe('ACTIVE');
    expect((await userOf(mexican.login_id)).status).toBe('ACTIVE');
  });
});

describe('who may call it', () => {
  const reads = [
    ['POST', '/core-app-api/users?userType=EXTERNAL', {}],
    ['POST', '/core-app-api/users/export?userType=INTERNAL', {}],
    ['GET', '/core-app-api/companies/types', undefined],
    ['GET', '/core-app-api/companies/statuses?companyTypes=SUPPLIER', undefined],
    ['GET', '/core-app-api/users/filters/roles?userType=EXTERNAL', undefined],
    ['GET', '/core-app-api/users/filters/attributes', undefined],
    ['GET', '/core-app-api/users/filters/sbu', undefined],
    ['GET', '/core-app-api/products', undefined],
  ] as const;

  test('the spectator reads everything', async () => {
    for (const [method, url, body] of reads) expect((await request(spectator, method, url, body)).statusCode, url).toBe(200);
    const page = await list('userType=EXTERNAL', { search: 'blue ridge' }, spectator);
    expect(page.totalElements).toBeGreaterThan(0);
  });

  test.each(['supplier-admin', 'agency-admin', 'basic-vendor-admin', 'associate', 'merchant', 'support-agent', 'content-owner'])(
    '%s sees no user of another company: every call is refused',
    async (account) => {
      const cookie = await signIn(ctx.app, account);
      for (const [method, url, body] of reads) {
        const res = await request(cookie, method, url, body);
        expect(res.statusCode, `${account} ${url}`).toBe(403);
        expect(res.body).not.toContain('@');
      }
    },
  );

  test('signed out: 401', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/core-app-api/users?userType=EXTERNAL',
      headers: { host: 'us.localhost', origin: 'http://us.localhost' },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
