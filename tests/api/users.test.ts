// Supplier user management (spec §7 "Supplier user management"): the four tabs, their exports,
// and every change an admin makes to the company's users — with the rules that keep a company
// safe (no foreign ids, never without an admin, no blocking oneself) and the activity log.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, demoLogin, hostOf, signIn, useTestApp } from '../helpers/app.ts';
import { companyIdOf } from '../helpers/db.ts';

const ctx = useTestApp({ signInLimits: { perAccount: 1000, perIp: 10_000, windowMinutes: 15 } });

const US_SUPPLIER = 'Blue Ridge Foods Inc.';
const US_DOMAIN = 'blue-ridge-foods-inc.test';
const staff = (first: string, last: string) => `${first}.${last}@${US_DOMAIN}`.toLowerCase();

const companyId = (name: string) => companyIdOf(ctx.db, name);
const userByLogin = (login: string) => ctx.db.selectFrom('users').selectAll().where('login_id', '=', login).executeTakeFirstOrThrow();
const idOf = async (login: string) => (await userByLogin(login)).id;
const productsOf = async (userId: string) =>
  (await ctx.db.selectFrom('user_products').select('product_code').where('user_id', '=', userId).orderBy('product_code').execute()).map(
    (r) => r.product_code,
  );
const activityFor = (entityId: string, event: string) =>
  ctx.db.selectFrom('activity_log').selectAll().where('entity_id', '=', entityId).where('event', '=', event).execute();

function get(cookie: string | undefined, url: string, tenantId = 'us', headers: Record<string, string> = {}) {
  return ctx.app.inject({ url, headers: { host: hostOf(tenantId), ...(cookie ? { cookie } : {}), ...headers } });
}
function send(method: 'POST' | 'PUT', cookie: string, url: string, payload: unknown, tenantId = 'us') {
  const host = hostOf(tenantId);
  return ctx.app.inject({ method, url, headers: { host, origin: `http://${host}`, cookie }, payload: payload as object });
}
/** Signs in a non-demo user (the supplier's staff) with the demo password. */
async function signInAs(login: string, tenantId = 'us'): Promise<string> {
  const host = hostOf(tenantId);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/platform/login',
    headers: { host, origin: `http://${host}` },
    payload: { email: login, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return `sip_session=${res.cookies.find((c) => c.name === 'sip_session')!.value}`;
}
async function actFor(account: string, company: string): Promise<string> {
  const cookie = await signIn(ctx.app, account);
  const res = await send('POST', cookie, '/core-app-api/users/set-context', {
    companyId: await companyId(company),
    reason: 'Testing user management',
  });
  expect(res.statusCode, res.body).toBe(200);
  return cookie;
}

let supplier: string;
let admin: string;
let adminCookie: string;
beforeAll(async () => {
  supplier = await companyId(US_SUPPLIER);
  admin = await idOf(demoLogin('supplier-admin', 'us'));
  adminCookie = await signIn(ctx.app, 'supplier-admin');
});
const base = () => `/core-app-api/companies/${supplier}`;

interface UserRow {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  uiCompanyType: string;
  multipleSupplierAccess: boolean;
  products: string[];
  uiLastLoginTime: string | null;
  role: string;
  status: string;
  blockedReason?: string | null;
  uiBlockedBy?: string | null;
  uiBlockedOn?: string | null;
}

describe('GET companies/{id}/users (Users and Blocked tabs)', () => {
  test('the Users tab lists the active users of the company with the spec §3 fields', async () => {
    const res = await get(adminCookie, `${base()}/users`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 0, pageSize: 10, totalElements: 4, totalPages: 1 });
    const emails = body.content.map((u: UserRow) => u.email);
    expect(emails.sort()).toEqual(
      [demoLogin('supplier-admin', 'us'), demoLogin('supplier-user', 'us'), staff('Harper', 'Reyes'), staff('Elliot', 'Nguyen')].sort(),
    );
    const me = body.content.find((u: UserRow) => u.userId === admin);
    expect(me).toEqual({
      userId: admin,
      firstName: 'Taylor',
      lastName: 'Brown',
      email: demoLogin('supplier-admin', 'us'),
      uiCompanyType: 'Supplier',
      multipleSupplierAccess: false,
      products: expect.arrayContaining(['SHOPPER_BEHAVIOR', 'REPORT_BUILDER']),
      uiLastLoginTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      role: 'Admin',
      status: 'ACTIVE',
    });
    // Neither the blocked Sasha nor the pending Devon.
    expect(emails).not.toContain(staff('Sasha', 'Okafor'));
    expect(emails).not.toContain(staff('Devon', 'Laurent'));
  });

  test('search (any part of a name or the e-mail, any case, literally), sort and paging', async () => {
    const names = async (query: string) =>
      (await get(adminCookie, `${base()}/users?${query}`)).json().content.map((u: UserRow) => `${u.firstName} ${u.lastName}`);
    expect(await names('search=HARP')).toEqual(['Harper Reyes']);
    expect(await names('search=harper%20reyes')).toEqual(['Harper Reyes']);
    expect(await names(`search=${encodeURIComponent('@blue-ridge')}&sortBy=lastName&sortOrder=DESC`)).toEqual([
      'Harper Reyes',
      'Elliot Nguyen',
    ]);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('search=_')).toEqual([]);
    expect(await names('sortBy=firstName&sortOrder=ASC')).toEqual(['Elliot Nguyen', 'Harper Reyes', 'Morgan Davis', 'Taylor Brown']);
    const second = (await get(adminCookie, `${base()}/users?page=1&pageSize=10&search=a`)).json();
    expect(second).toMatchObject({ page: 1, pageSize: 10, content: [] });
    const paged = (await get(adminCookie, `${base()}/users?page=0&pageSize=25&sortBy=email`)).json();
    expect(paged).toMatchObject({ pageSize: 25, totalElements: 4 });
  });

  test('the Blocked tab shows who blocked the user, when and why', async () => {
    const res = await get(adminCookie, `${base()}/users?status=BLOCKED`);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toEqual([
      expect.objectContaining({
        firstName: 'Sasha',
        lastName: 'Okafor',
        email: staff('Sasha', 'Okafor'),
        status: 'BLOCKED',
        blockedReason: 'Left the company',
        uiBlockedBy: 'Taylor Brown',
        uiBlockedOn: expect.stringMatching(/^\d{4}-/),
        products: ['SHOPPER_BEHAVIOR'],
      }),
    ]);
  });

  test('an agency lists its own users as third-party users, with multiple supplier access once it partners two suppliers', async () => {
    const agency = await companyId('Northstar Retail Analytics');
    const cookie = await signIn(ctx.app, 'agency-admin');
    const rowsNow = async () => {
      const res = await get(cookie, `/core-app-api/companies/${agency}/users`);
      expect(res.statusCode).toBe(200);
      return res.json().content as UserRow[];
    };
    const rows = await rowsNow();
    expect(rows.map((r) => r.email).sort()).toEqual([demoLogin('agency-admin', 'us'), demoLogin('agency-user', 'us')]);
    expect(rows.every((r) => r.uiCompanyType === 'Third Party User' && r.multipleSupplierAccess === false)).toBe(true);
    const second = await ctx.db
      .insertInto('partner_associations')
      .values({ tenant_id: 'us', supplier_company_id: await companyId('Lakeside Home Goods LLC'), partner_company_id: agency })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect((await rowsNow()).map((r) => r.multipleSupplierAccess)).toEqual([true, true]);
    } finally {
      await ctx.db.deleteFrom('partner_associations').where('id', '=', second.id).execute();
    }
  });

  test('bad input is refused with 400', async () => {
    for (const query of [
      'pageSize=7',
      'page=-1',
      'sortBy=password_hash',
      'status=PENDING',
      'sortOrder=UP',
      'extra=1',
      `search=${'x'.repeat(101)}`,
    ]) {
      const res = await get(adminCookie, `${base()}/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    // The policy answers first: a path that is not the caller's company is refused whatever it holds.
    expect((await get(adminCookie, '/core-app-api/companies/not-a-uuid/users')).statusCode).toBe(403);
  });

  test('who may list: admins of the company, a super admin or spectator acting for it', async () => {
    expect((await get(undefined, `${base()}/users`)).statusCode).toBe(401);
    expect((await get(await signIn(ctx.app, 'supplier-user'), `${base()}/users`)).statusCode).toBe(403);
    expect((await get(await signIn(ctx.app, 'agency-admin'), `${base()}/users`)).statusCode).toBe(403);
    expect((await get(await signIn(ctx.app, 'spectator'), `${base()}/users`)).statusCode).toBe(403);
    expect((await get(await actFor('spectator', US_SUPPLIER), `${base()}/users`)).statusCode).toBe(200);
    expect((await get(await actFor('super-admin', US_SUPPLIER), `${base()}/users`)).statusCode).toBe(200);
    // Another company of the tenant, and this company from another tenant's host.
    expect((await get(adminCookie, `/core-app-api/companies/${await companyId('Lakeside Home Goods LLC')}/users`)).statusCode).toBe(403);
    expect((await get(adminCookie, `${base()}/users`, 'mx')).statusCode).toBe(401);
  });
});

describe('GET companies/{id}/users/non-provisioned (Pending tab)', () => {
  test('users whose creation is not finished, with stage and creator', async () => {
    const res = await get(adminCookie, `${base()}/users/non-provisioned`);
    expect(res.statusCode, res.body).toBe(200);
    const devon = await userByLogin(staff('Devon', 'Laurent'));
    const task = await ctx.db.selectFrom('user_tasks').selectAll().where('user_id', '=', devon.id).executeTakeFirstOrThrow();
    expect(res.json()).toMatchObject({ totalElements: 1, page: 0, pageSize: 10 });
    expect(res.json().content).toEqual([
      {
        taskId: task.id,
        userId: devon.id,
        firstName: 'Devon',
        lastName: 'Laurent',
        loginId: staff('Devon', 'Laurent'),
        uiAppAccess: ['SHOPPER_BEHAVIOR'],
        uiState: 'PENDING',
        createdBy: 'Taylor Brown',
        uiCreatedOnDate: task.created_at.toISOString(),
        type: 'CREATE_USER',
        stage: 'INVITATION_SENT',
      },
    ]);
    expect((await get(adminCookie, `${base()}/users/non-provisioned?search=nobody`)).json().totalElements).toBe(0);
    expect((await get(adminCookie, `${base()}/users/non-provisioned?sortBy=stage&sortOrder=ASC`)).statusCode).toBe(200);
    expect((await get(adminCookie, `${base()}/users/non-provisioned?sortBy=email`)).statusCode).toBe(400);
  });

  test('a completed task leaves the tab; other companies see nothing of it', async () => {
    const other = await signIn(ctx.app, 'supplier-admin', 'mx');
    const mxSupplier = await companyId('Alimentos del Bajío S.A. de C.V.');
    const rows = (await get(other, `/core-app-api/companies/${mxSupplier}/users/non-provisioned`, 'mx')).json().content;
    expect(rows.map((r: { loginId: string }) => r.loginId)).not.toContain(staff('Devon', 'Laurent'));
    expect((await get(await signIn(ctx.app, 'supplier-user'), `${base()}/users/non-provisioned`)).statusCode).toBe(403);
  });
});

describe('GET companies/{id}/personas', () => {
  test('the roles an admin may give', async () => {
    const res = await get(adminCookie, `${base()}/personas`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { code: 'Admin', name: 'Admin' },
      { code: 'User', name: 'User' },
    ]);
    expect((await get(await signIn(ctx.app, 'supplier-user'), `${base()}/personas`)).statusCode).toBe(403);
  });
});

describe('POST companies/{id}/users/access (grant products)', () => {
  test('adds products to users, once each, with an activity entry per user', async () => {
    const elliot = await idOf(staff('Elliot', 'Nguyen'));
    const harper = await idOf(staff('Harper', 'Reyes'));
    const res = await send('POST', adminCookie, `${base()}/users/access`, {
      userIds: [elliot, harper],
      products: ['REPORT_BUILDER', 'SHOPPER_BEHAVIOR'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await productsOf(elliot)).toEqual(['REPORT_BUILDER', 'SHOPPER_BEHAVIOR']);
    expect(await productsOf(harper)).toEqual(['REPORT_BUILDER', 'SHOPPER_BEHAVIOR']);
    const [entry] = await activityFor(elliot, 'USER_ACCESS_GRANTED');
    expect(entry).toMatchObject({ actor_user_id: admin, company_id: supplier, tenant_id: 'us', source_app: 'PORTAL' });
    expect(entry!.event_description).toBe(`Granted Report Builder | Shopper Behavior to Elliot Nguyen (${staff('Elliot', 'Nguyen')})`);
  });

  test('unknown products, products the country does not offer and empty lists are refused', async () => {
    const elliot = await idOf(staff('Elliot', 'Nguyen'));
    const bad = [
      { userIds: [elliot], products: ['NOT_A_PRODUCT'] },
      { userIds: [elliot], products: [] },
      { userIds: [], products: ['SHOPPER_BEHAVIOR'] },
      { userIds: ['nope'], products: ['SHOPPER_BEHAVIOR'] },
      { userIds: [elliot], products: ['SHOPPER_BEHAVIOR'], role: 'Admin' },
      {},
    ];
    for (const body of bad)
      expect((await send('POST', adminCookie, `${base()}/users/access`, body)).statusCode, JSON.stringify(body)).toBe(400);
    // Mexico offers only Shopper Behavior and Report Builder.
    const mxAdmin = await signIn(ctx.app, 'supplier-admin', 'mx');
    const mxSupplier = await companyId('Alimentos del Bajío S.A. de C.V.');
    const mxUser = await idOf(demoLogin('supplier-user', 'mx'));
    const res = await send(
      'POST',
      mxAdmin,
      `/core-app-api/companies/${mxSupplier}/users/access`,
      { userIds: [mxUser], products: ['CUSTOMER_PULSE'] },
      'mx',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Not offered in this country: Customer Pulse/);
    expect(await productsOf(mxUser)).not.toContain('CUSTOMER_PULSE');
  });

  test('one foreign id among the users: 404 and nobody changes', async () => {
    const elliot = await idOf(staff('Elliot', 'Nguyen'));
    const before = await productsOf(elliot);
    const foreign = await idOf(demoLogin('agency-user', 'us'));
    const res = await send('POST', adminCookie, `${base()}/users/access`, { userIds: [elliot, foreign], products: ['DIGITAL_LANDSCAPES'] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(`No user with id ${foreign} in this company.`);
    expect(await productsOf(elliot)).toEqual(before);
    expect(await productsOf(foreign)).not.toContain('DIGITAL_LANDSCAPES');
  });

  test('only admins with MANAGE USER; the spectator reads only', async () => {
    const elliot = await idOf(staff('Elliot', 'Nguyen'));
    const body = { userIds: [elliot], products: ['SHOPPER_BEHAVIOR'] };
    expect((await send('POST', await signIn(ctx.app, 'supplier-user'), `${base()}/users/access`, body)).statusCode).toBe(403);
    expect((await send('POST', await actFor('spectator', US_SUPPLIER), `${base()}/users/access`, body)).statusCode).toBe(403);
    expect((await send('POST', await actFor('super-admin', US_SUPPLIER), `${base()}/users/access`, body)).statusCode).toBe(200);
  });
});

describe('PUT companies/{id}/users/access (replace products and role)', () => {
  test("sets the user's products and role, recorded with what changed", async () => {
    const user = await idOf(demoLogin('supplier-user', 'us'));
    const res = await send('PUT', adminCookie, `${base()}/users/access`, {
      userId: user,
      products: ['CHANNEL_PERFORMANCE', 'SHOPPER_BEHAVIOR'],
      role: 'User',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await productsOf(user)).toEqual(['CHANNEL_PERFORMANCE', 'SHOPPER_BEHAVIOR']);
    const [entry] = await activityFor(user, 'USER_ACCESS_UPDATED');
    expect(entry!.event_description).toBe(
      `Access of Morgan Davis (${demoLogin('supplier-user', 'us')}): added Insights; removed Report Builder`,
    );
    // No products at all is allowed (the user keeps their account).
    expect((await send('PUT', adminCookie, `${base()}/users/access`, { userId: user, products: [], role: 'User' })).statusCode).toBe(200);
    expect(await productsOf(user)).toEqual([]);
  });

  test('the last active admin cannot be made a user (409); with a second admin it can', async () => {
    const res = await send('PUT', adminCookie, `${base()}/users/access`, { userId: admin, products: ['SHOPPER_BEHAVIOR'], role: 'User' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/without an active admin/);
    expect((await userByLogin(demoLogin('supplier-admin', 'us'))).role).toBe('Admin');
    const elliot = await idOf(staff('Elliot', 'Nguyen'));
    expect(
      (await send('PUT', adminCookie, `${base()}/users/access`, { userId: elliot, products: ['SHOPPER_BEHAVIOR'], role: 'Admin' }))
        .statusCode,
    ).toBe(200);
    expect((await idOf(staff('Elliot', 'Nguyen'))) && (await userByLogin(staff('Elliot', 'Nguyen'))).role).toBe('Admin');
    // Back to one admin.
    expect(
      (await send('PUT', adminCookie, `${base()}/users/access`, { userId: elliot, products: ['SHOPPER_BEHAVIOR'], role: 'User' }))
        .statusCode,
    ).toBe(200);
  });

  test('bad role or products: 400; a user of another company or tenant: 404, unchanged', async () => {
    const user = await idOf(demoLogin('supplier-user', 'us'));
    for (const body of [
      { userId: user, products: [], role: 'Super Admin' },
      { userId: user, products: ['X'], role: 'User' },
      { userId: user, role: 'User' },
      { userId: user, products: [] },
    ])
      expect((await send('PUT', adminCookie, `${base()}/users/access`, body)).statusCode, JSON.stringify(body)).toBe(400);
    for (const login of [demoLogin('supplier-user', 'mx'), demoLogin('agency-admin', 'us')]) {
      const target = await userByLogin(login);
      const res = await send('PUT', adminCookie, `${base()}/users/access`, { userId: target.id, products: [], role: 'User' });
      expect(res.statusCode, login).toBe(404);
      expect((await userByLogin(login)).role).toBe(target.role);
      expect((await productsOf(target.id)).length).toBeGreaterThan(0);
    }
  });
});

describe('PUT companies/{id}/users/profile', () => {
  test("changes the user's name", async () => {
    const elliot = await idOf(staff('Elliot', 'Nguyen'));
    const res = await send('PUT', adminCookie, `${base()}/users/profile`, {
      userId: elliot,
      firstName: '  Elliott ',
      lastName: 'Nguyen-Park',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await userByLogin(staff('Elliot', 'Nguyen'))).toMatchObject({ first_name: 'Elliott', last_name: 'Nguyen-Park' });
    const [entry] = await activityFor(elliot, 'USER_PROFILE_UPDATED');
    expect(entry!.event_description).toBe(`Profile of ${staff('Elliot', 'Nguyen')}: Elliot Nguyen → Elliott Nguyen-Park`);
    await send('PUT', adminCookie, `${base()}/users/profile`, { userId: elliot, firstName: 'Elliot', lastName: 'Nguyen' });
  });

  test('blank or missing names: 400; a foreign user: 404', async () => {
    const elliot = await idOf(staff('Elliot', 'Nguyen'));
    for (const body of [
      { userId: elliot, firstName: '   ', lastName: 'X' },
      { userId: elliot, firstName: 'X' },
      { userId: elliot, firstName: 'X', lastName: 'Y', email: 'new@x.test' },
    ])
      expect((await send('PUT', adminCookie, `${base()}/users/profile`, body)).statusCode, JSON.stringify(body)).toBe(400);
    const foreign = await userByLogin(demoLogin('supplier-admin', 'ca'));
    expect(
      (await send('PUT', adminCookie, `${base()}/users/profile`, { userId: foreign.id, firstName: 'X', lastName: 'Y' })).statusCode,
    ).toBe(404);
    expect((await userByLogin(foreign.login_id)).first_name).toBe(foreign.first_name);
  });
});

describe('POST companies/{id}/users/block and unblock', () => {
  test("blocking ends the user's open sessions at once; they cannot sign in again until unblocked", async () => {
    const harperLogin = staff('Harper', 'Reyes');
    const harper = await idOf(harperLogin);
    const harperCookie = await signInAs(harperLogin);
    expect((await get(harperCookie, '/platform/v1/identity/user-context')).statusCode).toBe(200);

    const res = await send('POST', adminCookie, `${base()}/users/block`, { userId: harper, reason: '  Contract ended  ' });
    expect(res.statusCode, res.body).toBe(200);
    // The old cookie no longer works.
    expect((await get(harperCookie, '/platform/v1/identity/user-context')).statusCode).toBe(401);
    expect(await userByLogin(harperLogin)).toMatchObject({ status: 'BLOCKED', blocked_reason: 'Contract ended', blocked_by: admin });
    const open = await ctx.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', harper)
      .where('revoked_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    const [entry] = await activityFor(harper, 'USER_BLOCKED');
    expect(entry).toMatchObject({
      actor_user_id: admin,
      company_id: supplier,
      event_description: `Blocked Harper Reyes (${harperLogin}), reason: Contract ended`,
    });
    // Harper now shows on the Blocked tab, not on Users.
    const blocked = (await get(adminCookie, `${base()}/users?status=BLOCKED&search=harper`)).json().content;
    expect(blocked).toEqual([expect.objectContaining({ userId: harper, blockedReason: 'Contract ended', uiBlockedBy: 'Taylor Brown' })]);
    expect((await get(adminCookie, `${base()}/users?search=harper`)).json().totalElements).toBe(0);
    // Sign-in is refused while blocked (with the right password, saying so: tests/api/auth.test.ts).
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/platform/login',
      headers: { host: 'us.localhost', origin: 'http://us.localhost' },
      payload: { email: harperLogin, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.cookies).toEqual([]);
    // Blocking again: 409.
    expect((await send('POST', adminCookie, `${base()}/users/block`, { userIds: [harper], reason: 'Again' })).statusCode).toBe(409);

    const unblock = await send('POST', adminCookie, `${base()}/users/unblock`, { userIds: [harper], reason: 'Rehired' });
    expect(unblock.statusCode, unblock.body).toBe(200);
    expect(await userByLogin(harperLogin)).toMatchObject({ status: 'ACTIVE', blocked_reason: null, blocked_by: null, blocked_at: null });
    const [unblocked] = await activityFor(harper, 'USER_UNBLOCKED');
    expect(unblocked!.event_description).toBe(`Unblocked Harper Reyes (${harperLogin}), reason: Rehired`);
    expect(await signInAs(harperLogin)).toMatch(/^sip_session=/);
    // Unblocking an active user: 409.
    expect((await send('POST', adminCookie, `${base()}/users/unblock`, { userId: harper })).statusCode).toBe(409);
  });

  test('the seeded blocked user can be unblocked without a reason', async () => {
    const sasha = await idOf(staff('Sasha', 'Okafor'));
    expect((await send('POST', adminCookie, `${base()}/users/unblock`, { userId: sasha })).statusCode).toBe(200);
    expect((await userByLogin(staff('Sasha', 'Okafor'))).status).toBe('ACTIVE');
    // Back to blocked for the later tests.
    expect((await send('POST', adminCookie, `${base()}/users/block`, { userId: sasha, reason: 'Left the company' })).statusCode).toBe(200);
  });

  test('an admin cannot block themselves; nobody blocks the last active admin', async () => {
    const self = await send('POST', adminCookie, `${base()}/users/block`, { userId: admin, reason: 'Testing' });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot block yourself.');
    const superAdmin = await actFor('super-admin', US_SUPPLIER);
    const last = await send('POST', superAdmin, `${base()}/users/block`, { userId: admin, reason: 'Testing' });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/without an active admin/);
    expect((await userByLogin(demoLogin('supplier-admin', 'us'))).status).toBe('ACTIVE');
  });

  test('a reason is required; ids must be given and be uuids', async () => {
    const harper = await idOf(staff('Harper', 'Reyes'));
    for (const body of [
      { userId: harper },
      { userId: harper, reason: '   ' },
      { reason: 'x' },
      { userIds: ['x'], reason: 'x' },
      { userIds: [], reason: 'x' },
      {},
    ]) {
      const res = await send('POST', adminCookie, `${base()}/users/block`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await send('POST', adminCookie, `${base()}/users/unblock`, {})).statusCode).toBe(400);
    expect((await userByLogin(staff('Harper', 'Reyes'))).status).toBe('ACTIVE');
  });

  test('supplier users and spectators may not block; another company in the path: 403', async () => {
    const harper = await idOf(staff('Harper', 'Reyes'));
    const body = { userId: harper, reason: 'No' };
    expect((await send('POST', await signIn(ctx.app, 'supplier-user'), `${base()}/users/block`, body)).statusCode).toBe(403);
    expect((await send('POST', await actFor('spectator', US_SUPPLIER), `${base()}/users/block`, body)).statusCode).toBe(403);
    const lakeside = await companyId('Lakeside Home Goods LLC');
    expect((await send('POST', adminCookie, `/core-app-api/companies/${lakeside}/users/block`, body)).statusCode).toBe(403);
    expect((await userByLogin(staff('Harper', 'Reyes'))).status).toBe('ACTIVE');
  });

  test('the change and its activity entry are one transaction: when the entry cannot be written, nothing changes', async () => {
    const harper = await idOf(staff('Harper', 'Reyes'));
    await sql`create function refuse_block_entry() returns trigger language plpgsql as $$
      begin if new.event = 'USER_BLOCKED' then raise exception 'activity log unavailable'; end if; return new; end $$`.execute(ctx.db);
    await sql`create trigger refuse_block_entry before insert on activity_log for each row execute function refuse_block_entry()`.execute(
      ctx.db,
    );
    try {
      const harperCookie = await signInAs(staff('Harper', 'Reyes'));
      const res = await send('POST', adminCookie, `${base()}/users/block`, { userId: harper, reason: 'Rollback test' });
      expect(res.statusCode).toBe(500);
      expect((await userByLogin(staff('Harper', 'Reyes'))).status).toBe('ACTIVE');
      expect((await get(harperCookie, '/platform/v1/identity/user-context')).statusCode).toBe(200);
    } finally {
      await sql`drop trigger refuse_block_entry on activity_log`.execute(ctx.db);
      await sql`drop function refuse_block_entry()`.execute(ctx.db);
    }
  });
});

describe('POST companies/{id}/users/delete', () => {
  test('deletes users of the company; their past activity stays in the log', async () => {
    // A user who has acted (their id is an actor in the log) can still be deleted.
    const victim = await ctx.db
      .insertInto('users')
      .values({
        tenant_id: 'us',
        company_id: supplier,
        login_id: `temp.admin@${US_DOMAIN}`,
        first_name: 'Temp',
        last_name: 'Admin',
        user_type: 'EXTERNAL',
        role: 'Admin',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('activity_log')
      .values({
        tenant_id: 'us',
        company_id: supplier,
        actor_user_id: victim.id,
        event: 'TEST',
        event_description: 'Did something',
        source_app: 'PORTAL',
      })
      .execute();
    const res = await send('POST', adminCookie, `${base()}/users/delete`, { userIds: [victim.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.db.selectFrom('users').select('id').where('id', '=', victim.id).executeTakeFirst()).toBeUndefined();
    expect(await ctx.db.selectFrom('activity_log').select('id').where('actor_user_id', '=', victim.id).execute()).toHaveLength(1);
    const [entry] = await activityFor(victim.id, 'USER_DELETED');
    expect(entry).toMatchObject({ actor_user_id: admin, event_description: `Deleted Temp Admin (temp.admin@${US_DOMAIN})` });
  });

  test('not yourself, never the last active admin, never a foreign user', async () => {
    const self = await send('POST', adminCookie, `${base()}/users/delete`, { userIds: [admin] });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot delete yourself.');
    const last = await send('POST', await actFor('super-admin', US_SUPPLIER), `${base()}/users/delete`, { userIds: [admin] });
    expect(last.statusCode).toBe(409);
    const foreign = await idOf(demoLogin('supplier-user', 'mx'));
    const elliot = await idOf(staff('Elliot', 'Nguyen'));
    expect((await send('POST', adminCookie, `${base()}/users/delete`, { userIds: [elliot, foreign] })).statusCode).toBe(404);
    expect(await ctx.db.selectFrom('users').select('id').where('id', 'in', [elliot, foreign]).execute()).toHaveLength(2);
    expect((await send('POST', adminCookie, `${base()}/users/delete`, { userIds: [] })).statusCode).toBe(400);
    expect((await send('POST', await signIn(ctx.app, 'supplier-user'), `${base()}/users/delete`, { userIds: [elliot] })).statusCode).toBe(
      403,
    );
  });
});

describe('access requests', () => {
  const requests = () => `/platform/v1/identity/accounts/${supplier}/access-requests`;
  const decide = () => `/platform/v1/identity/accounts/${supplier}/bulk-access-requests`;

  test('GET lists the pending requests of the company with product names', async () => {
    const res = await get(adminCookie, requests());
    expect(res.statusCode, res.body).toBe(200);
    const associate = await userByLogin(demoLogin('associate', 'us'));
    expect(res.json()).toMatchObject({ totalElements: 1, page: 0, pageSize: 10 });
    expect(res.json().content).toEqual([
      {
        id: expect.any(String),
        first_name: associate.first_name,
        last_name: associate.last_name,
        email: associate.login_id,
        products: ['SHOPPER_BEHAVIOR'],
        product_text: 'Shopper Behavior',
        requestor_note: 'I support this supplier as its category analyst and need its sales data.',
        create_time: expect.stringMatching(/^\d{4}-/),
      },
    ]);
    expect((await get(adminCookie, `${requests()}?search=nobody`)).json().content).toEqual([]);
    expect((await get(adminCookie, `${requests()}?pageSize=3`)).statusCode).toBe(400);
    expect((await get(await signIn(ctx.app, 'supplier-user'), requests())).statusCode).toBe(403);
  });

  test('all or nothing: one unknown id refuses the whole decision', async () => {
    const [request] = (await get(adminCookie, requests())).json().content;
    const res = await send('POST', adminCookie, decide(), {
      approvals: [
        { requestId: request.id, approved: true },
        { requestId: '00000000-0000-4000-8000-000000000000', approved: false },
      ],
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await ctx.db.selectFrom('access_requests').select('status').where('id', '=', request.id).executeTakeFirstOrThrow()).status,
    ).toBe('PENDING');
    for (const body of [
      { approvals: [] },
      {},
      { approvals: [{ requestId: request.id }] },
      {
        approvals: [
          { requestId: request.id, approved: true },
          { requestId: request.id, approved: false },
        ],
      },
    ])
      expect((await send('POST', adminCookie, decide(), body)).statusCode, JSON.stringify(body)).toBe(400);
    // Another company's admin cannot decide it, even naming it in their own path.
    const lakeside = await companyId('Lakeside Home Goods LLC');
    const agencyAdmin = await signIn(ctx.app, 'agency-admin');
    const agency = await companyId('Northstar Retail Analytics');
    expect(
      (
        await send('POST', agencyAdmin, `/platform/v1/identity/accounts/${lakeside}/bulk-access-requests`, {
          approvals: [{ requestId: request.id, approved: true }],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await send('POST', agencyAdmin, `/platform/v1/identity/accounts/${agency}/bulk-access-requests`, {
          approvals: [{ requestId: request.id, approved: true }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', await actFor('spectator', US_SUPPLIER), decide(), { approvals: [{ requestId: request.id, approved: true }] }))
        .statusCode,
    ).toBe(403);
  });

  test("approving the associate's request grants the company's products to them; deciding again is refused", async () => {
    const associate = await idOf(demoLogin('associate', 'us'));
    const [request] = (await get(adminCookie, requests())).json().content;
    const res = await send('POST', adminCookie, decide(), { approvals: [{ requestId: request.id, approved: true }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: '1 approved, 0 denied.', approved: 1, denied: 0 });
    const grants = await ctx.db.selectFrom('company_access_grants').selectAll().where('user_id', '=', associate).execute();
    expect(grants).toEqual([
      expect.objectContaining({ company_id: supplier, product_code: 'SHOPPER_BEHAVIOR', granted_by: admin, access_request_id: request.id }),
    ]);
    expect(
      await ctx.db.selectFrom('access_requests').select(['status', 'decided_by']).where('id', '=', request.id).executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'APPROVED',
      decided_by: admin,
    });
    const [entry] = await activityFor(request.id, 'ACCESS_REQUEST_APPROVED');
    expect(entry!.event_description).toMatch(/^Approved the access request of .+ \(associate\.us@demo\.test\) for Shopper Behavior$/);
    expect((await get(adminCookie, requests())).json().totalElements).toBe(0);
    const again = await send('POST', adminCookie, decide(), { approvals: [{ requestId: request.id, approved: false }] });
    expect(again.statusCode).toBe(409);
  });

  test("a company user's request adds to their app access; a denial grants nothing", async () => {
    const user = await idOf(demoLogin('supplier-user', 'us'));
    // One pending request per person and company (migration 016): the denied one is another user's.
    const other = await idOf(staff('Elliot', 'Nguyen'));
    const productsOf = async (id: string) =>
      (await ctx.db.selectFrom('user_products').select('product_code').where('user_id', '=', id).orderBy('product_code').execute()).map(
        (p) => p.product_code,
      );
    const otherBefore = await productsOf(other);
    const [approve, deny] = await ctx.db
      .insertInto('access_requests')
      .values([
        { tenant_id: 'us', company_id: supplier, user_id: user, products: ['DIGITAL_LANDSCAPES'], requestor_note: 'Please' },
        { tenant_id: 'us', company_id: supplier, user_id: other, products: ['MODULAR_INTELLIGENCE'], requestor_note: null },
      ])
      .returning('id')
      .execute();
    const list = (await get(adminCookie, `${requests()}?sortBy=first_name`)).json();
    expect(list.totalElements).toBe(2);
    const res = await send('POST', adminCookie, decide(), {
      approvals: [
        { requestId: approve!.id, approved: true },
        { requestId: deny!.id, approved: false },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ approved: 1, denied: 1 });
    const products = await ctx.db.selectFrom('user_products').selectAll().where('user_id', '=', user).execute();
    expect(products).toContainEqual({ user_id: user, product_code: 'DIGITAL_LANDSCAPES', access_status: 'ACCESS_COMPLETE' });
    expect(await productsOf(other)).toEqual(otherBefore);
    expect(otherBefore).not.toContain('MODULAR_INTELLIGENCE');
    expect(await activityFor(deny!.id, 'ACCESS_REQUEST_DENIED')).toHaveLength(1);
  });
});

describe('GET companies/{id}/users/export/{tabName}', () => {
  async function workbook(res: { rawPayload: Buffer }) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  }

  test('each tab downloads as a real .xlsx with its rows, filtered like the table', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const users = await get(adminCookie, `${base()}/users/export/users`);
    expect(users.statusCode, users.body).toBe(200);
    expect(users.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(users.headers['content-disposition']).toBe(`attachment; filename="users_${today}.xlsx"`);
    expect(users.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const book = await workbook(users);
    expect(book.rows[0]).toEqual([
      'First name',
      'Last name',
      'Email',
      'User type',
      'Multiple supplier access',
      'Application access',
      'Role',
      'Last login',
    ]);
    const listed = (await get(adminCookie, `${base()}/users?pageSize=100`)).json();
    expect(book.rows).toHaveLength(listed.totalElements + 1);
    expect(
      book.rows
        .slice(1)
        .map((r) => r[2])
        .sort(),
    ).toEqual(listed.content.map((u: UserRow) => u.email).sort());
    const adminRow = book.rows.find((r) => r[2] === demoLogin('supplier-admin', 'us'))!;
    expect(adminRow.slice(0, 5)).toEqual(['Taylor', 'Brown', demoLogin('supplier-admin', 'us'), 'Supplier', 'No']);
    expect(adminRow[7]).toBeInstanceOf(Date);

    const searched = await workbook(await get(adminCookie, `${base()}/users/export/users?search=harper`));
    expect(searched.rows.slice(1).map((r) => r[0])).toEqual(['Harper']);

    const blocked = await workbook(await get(adminCookie, `${base()}/users/export/blocked`));
    expect(blocked.rows[0]).toEqual([
      'First name',
      'Last name',
      'Email',
      'Application access',
      'Blocked reason',
      'Blocked by',
      'Blocked date',
    ]);
    expect(blocked.rows.slice(1).map((r) => r.slice(0, 6))).toEqual([
      ['Sasha', 'Okafor', staff('Sasha', 'Okafor'), 'Shopper Behavior', 'Left the company', 'Taylor Brown'],
    ]);

    const pending = await workbook(await get(adminCookie, `${base()}/users/export/pending`));
    expect(pending.rows.slice(1).map((r) => [r[0], r[2], r[7], r[8]])).toEqual([
      ['Devon', staff('Devon', 'Laurent'), 'CREATE_USER', 'INVITATION_SENT'],
    ]);

    const requests = await get(adminCookie, `${base()}/users/export/access-requests`);
    expect(requests.headers['content-disposition']).toContain(`users_access-requests_${today}.xlsx`);
    const requestBook = await workbook(requests);
    expect(requestBook.rows[0]).toEqual(['First name', 'Last name', 'Email', 'Application access', 'Request note', 'Request date']);
  });

  test("the headers follow the page's language", async () => {
    const mxAdmin = await signIn(ctx.app, 'supplier-admin', 'mx');
    const mxSupplier = await companyId('Alimentos del Bajío S.A. de C.V.');
    const res = await get(mxAdmin, `/core-app-api/companies/${mxSupplier}/users/export/users`, 'mx', { 'x-user-locale': 'es-MX' });
    expect(res.statusCode).toBe(200);
    const book = await workbook(res);
    expect(book.rows[0]![0]).toBe('Nombre');
  });

  test('an unknown tab: 400; not an admin of the company: 403', async () => {
    const bad = await get(adminCookie, `${base()}/users/export/everyone`);
    expect(bad.statusCode).toBe(400);
    expect((await get(await signIn(ctx.app, 'supplier-user'), `${base()}/users/export/users`)).statusCode).toBe(403);
    expect(
      (await get(adminCookie, `/core-app-api/companies/${await companyId('Lakeside Home Goods LLC')}/users/export/users`)).statusCode,
    ).toBe(403);
  });
});

describe('lists at scale: a company of 1,050 users (issue 10 §3)', () => {
  const LAKESIDE = 'Lakeside Home Goods LLC';
  let lakeside: string;
  let cookie: string;
  beforeAll(async () => {
    lakeside = await companyId(LAKESIDE);
    cookie = await actFor('super-admin', LAKESIDE);
    // Three first names and four last names (in mixed letter case), so every sort has long runs of
    // ties; a seventh never logged in; every tenth blocked; one Admin in fifty.
    await sql`
      insert into users (tenant_id, company_id, login_id, first_name, last_name, user_type, role, status, language_code,
                         last_login_at, blocked_reason, blocked_at)
      select 'us', ${lakeside}, 'scale.' || i || '@lakeside.test',
             (array['Ana', 'ana', 'Ben'])[1 + i % 3], (array['Smith', 'SMITH', 'Okafor', 'Reyes'])[1 + (i / 3) % 4],
             'EXTERNAL', case when i % 50 = 0 then 'Admin' else 'User' end, case when i % 10 = 0 then 'BLOCKED' else 'ACTIVE' end,
             'en-US', case when i % 7 = 0 then null else timestamptz '2026-01-01' + make_interval(mins => i % 40) end,
             case when i % 10 = 0 then 'Left' end, case when i % 10 = 0 then timestamptz '2026-02-01' end
      from generate_series(1, 1050) as i`.execute(ctx.db);
  });

  /** The company's users of a status as the database holds them, in a sort's order computed here. */
  async function expected(status: 'ACTIVE' | 'BLOCKED', key: (u: User) => string | number | null, desc: boolean) {
    const users = await ctx.db.selectFrom('users').selectAll().where('company_id', '=', lakeside).where('status', '=', status).execute();
    const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const ties = (a: User, b: User) =>
      text(a.first_name.toLowerCase(), b.first_name.toLowerCase()) ||
      text(a.last_name.toLowerCase(), b.last_name.toLowerCase()) ||
      text(a.id, b.id);
    return users
      .sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        if (x === y) return ties(a, b);
        if (x === null) return 1; // empty last, either way
        if (y === null) return -1;
        return (x < y ? -1 : 1) * (desc ? -1 : 1);
      })
      .map((u) => u.login_id);
  }
  type User = Awaited<ReturnType<typeof userByLogin>>;
  const list = (query: string) => get(cookie, `/core-app-api/companies/${lakeside}/users?${query}`);

  // Ten sorts of 1,050 users, page by page: about 110 requests, whose time the limit follows.
  test('paged through in any sort, every user comes exactly once, in order, however many ties', async () => {
    const sorts: Array<[string, (u: User) => string | number | null]> = [
      ['firstName', (u) => u.first_name.toLowerCase()],
      ['lastName', (u) => u.last_name.toLowerCase()],
      ['email', (u) => u.login_id],
      ['role', (u) => u.role],
      ['uiLastLoginTime', (u) => u.last_login_at?.getTime() ?? null],
    ];
    for (const [sortBy, key] of sorts) {
      for (const sortOrder of ['ASC', 'DESC'] as const) {
        const want = await expected('ACTIVE', key, sortOrder === 'DESC');
        const got: string[] = [];
        for (let page = 0; ; page += 1) {
          const res = await list(`sortBy=${sortBy}&sortOrder=${sortOrder}&pageSize=100&page=${page}`);
          expect(res.statusCode, res.body).toBe(200);
          const body = res.json();
          expect(body).toMatchObject({ page, totalElements: want.length, totalPages: Math.ceil(want.length / 100) });
          if (!body.content.length) break;
          got.push(...body.content.map((u: UserRow) => u.email));
        }
        expect(got, `${sortBy} ${sortOrder}`).toEqual(want);
      }
    }
  }, 120_000);

  test('a search pages the same way: contains, any letter case, over the full name and the e-mail', async () => {
    const want = (await expected('ACTIVE', (u) => u.first_name.toLowerCase(), false)).filter((login) => /7@lakeside\.test$/.test(login));
    const got: string[] = [];
    for (let page = 0; page * 25 < want.length; page += 1) {
      const body = (await list(`search=7%40LAKESIDE&pageSize=25&page=${page}`)).json();
      expect(body.totalElements).toBe(want.length);
      got.push(...body.content.map((u: UserRow) => u.email));
    }
    expect(got).toEqual(want);
    const fullName = (await list('search=a%20smi&pageSize=100&sortBy=email')).json();
    const names = await ctx.db
      .selectFrom('users')
      .select('login_id')
      .where('company_id', '=', lakeside)
      .where('status', '=', 'ACTIVE')
      .where(sql<boolean>`lower(first_name || ' ' || last_name) like '%a smi%'`)
      .orderBy('login_id')
      .execute();
    expect(fullName.totalElements).toBe(names.length);
    expect(fullName.content.map((u: UserRow) => u.email)).toEqual(names.slice(0, 100).map((r) => r.login_id));
  });

  test('the totals follow every change: creation, block, unblock and deletion', async () => {
    const totals = async () => ({
      active: (await list('pageSize=10')).json().totalElements as number,
      blocked: (await list('pageSize=10&status=BLOCKED')).json().totalElements as number,
    });
    const counted = async (status: 'ACTIVE' | 'BLOCKED') =>
      (await ctx.db.selectFrom('users').select('id').where('company_id', '=', lakeside).where('status', '=', status).execute()).length;
    expect(await totals()).toEqual({ active: await counted('ACTIVE'), blocked: await counted('BLOCKED') });
    const before = await totals();
    const target = await idOf('scale.1@lakeside.test');
    const url = `/core-app-api/companies/${lakeside}/users`;
    expect((await send('POST', cookie, `${url}/block`, { userIds: [target], reason: 'Testing totals' })).statusCode).toBe(200);
    expect(await totals()).toEqual({ active: before.active - 1, blocked: before.blocked + 1 });
    expect((await send('POST', cookie, `${url}/unblock`, { userIds: [target] })).statusCode).toBe(200);
    expect(await totals()).toEqual(before);
    expect((await send('POST', cookie, `${url}/delete`, { userIds: [target] })).statusCode).toBe(200);
    expect(await totals()).toEqual({ ...before, active: before.active - 1 });
    // A sign-in (last_login_at) changes no total; the kept counts equal counting, company by company.
    await ctx.db.updateTable('users').set({ last_login_at: new Date() }).where('company_id', '=', lakeside).execute();
    const kept = await ctx.db.selectFrom('user_counts').select(['company_id', 'status', 'users']).where('users', '<>', 0).execute();
    const real = await ctx.db
      .selectFrom('users')
      .select(['company_id', 'status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('company_id', 'is not', null)
      .groupBy(['company_id', 'status'])
      .execute();
    const key = (r: { company_id: string | null; status: string }) => `${r.company_id} ${r.status}`;
    expect(Object.fromEntries(kept.map((r) => [key(r), r.users]))).toEqual(Object.fromEntries(real.map((r) => [key(r), Number(r.n)])));
  });

  test('the export holds every user of the tab once, in the list order, across its batches', async () => {
    const res = await get(cookie, `/core-app-api/companies/${lakeside}/users/export/users`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const emails: string[] = [];
    book.worksheets[0]!.eachRow((row, n) => n > 1 && emails.push(String(row.getCell(3).value)));
    expect(emails).toEqual(await expected('ACTIVE', (u) => u.first_name.toLowerCase(), false));
    expect(emails.length).toBeGreaterThan(900);
  });
});
