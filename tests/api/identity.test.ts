// The signed-in user's context (spec §3 "User context") and the companies of a login.
import { describe, expect, test } from 'vitest';
import { demoLogin, hostOf, signIn, tenants, useTestApp } from '../helpers/app.ts';
import { login, sessionCookie, userContext } from './support.ts';

const ctx = useTestApp();

const ADMIN_PERMISSIONS = [
  { action: 'LIST', resource: 'ACTIVITY_LOG' },
  { action: 'LIST', resource: 'COMPANY_PARTNER_ASSOCIATION' },
  { action: 'LIST', resource: 'EMAIL_DOMAIN' },
  { action: 'LIST', resource: 'USER' },
  { action: 'MANAGE', resource: 'COMPANY_PARTNER_ASSOCIATION' },
  { action: 'MANAGE', resource: 'EMAIL_DOMAIN' },
  { action: 'MANAGE', resource: 'USER' },
  { action: 'UPDATE', resource: 'USER_SETTINGS' },
];

const companyOf = (tenantId: string, type: string, name?: string) => {
  let query = ctx.db
    .selectFrom('companies')
    .select(['id', 'name', 'company_type', 'status'])
    .where('tenant_id', '=', tenantId)
    .where('company_type', '=', type as never);
  if (name) query = query.where('name', '=', name);
  return query.orderBy('created_at').executeTakeFirstOrThrow();
};

/** Gives a user access to a product, in the database (as an access request's approval would). */
async function grantProduct(loginId: string, productCode: string) {
  const user = await ctx.db.selectFrom('users').select('id').where('login_id', '=', loginId).executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('user_products')
    .values({ user_id: user.id, product_code: productCode, access_status: 'ACCESS_COMPLETE' })
    .execute();
}

async function contextOf(account: string, tenantId = 'us', query = '?permissions=true') {
  const cookie = await signIn(ctx.app, account, tenantId);
  const res = await userContext(ctx.app, cookie, tenantId, query);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /platform/v1/identity/user-context', () => {
  test('supplier admin: the full spec §3 shape', async () => {
    const body = await contextOf('supplier-admin');
    const company = await companyOf('us', 'SUPPLIER', 'Blue Ridge Foods Inc.');
    const us = tenants.find((t) => t.id === 'us')!;
    const admin = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('login_id', '=', 'supplier-admin.us@demo.test')
      .executeTakeFirstOrThrow();
    expect(body).toEqual({
      user_id: admin.id,
      first_name: 'Taylor',
      last_name: 'Brown',
      login_id: 'supplier-admin.us@demo.test',
      email_address: 'supplier-admin.us@demo.test',
      user_type: 'EXTERNAL',
      tenant: { id: company.id, name: 'Blue Ridge Foods Inc.', type: 'SUPPLIER' },
      site_id: 'WMT-US',
      third_party_user: false,
      third_party_company: null,
      user_preferences: { language_code: 'en-US', locale: { timezone: 'America/Chicago' } },
      authz: { group: 'Admin', permissions: expect.any(Array) },
      persona_access_codes: [],
      // 'local' offers every US product, Customer Pulse included.
      products: us.products
        .map((p) => ({ product_id: p.code, access_status: 'ACCESS_COMPLETE' }))
        .sort((a, b) => a.product_id.localeCompare(b.product_id)),
      acting: { company: null, persona: null },
      registration_complete: true,
      legal_updates: [],
      legal_updates_from: null,
    });
    // A company admin also reads the company's support incidents (issue 12 §3).
    const companyAdmin = [...ADMIN_PERMISSIONS, { action: 'LIST', resource: 'INCIDENT' }];
    expect(body.authz.permissions).toEqual(expect.arrayContaining(companyAdmin));
    expect(body.authz.permissions).toHaveLength(companyAdmin.length);
    expect(body.authz.permissions).not.toContainEqual({ action: 'SWITCH', resource: 'COMPANY' });
  });

  test('agency user: a third-party user of the agency', async () => {
    const body = await contextOf('agency-user');
    expect(body).toMatchObject({
      user_type: 'EXTERNAL',
      tenant: { name: 'Northstar Retail Analytics', type: 'THIRD_PARTY_AGENCY' },
      third_party_user: true,
      third_party_company: { id: expect.any(String), name: 'Blue Ridge Foods Inc.' },
      authz: { group: 'User', permissions: [{ action: 'UPDATE', resource: 'USER_SETTINGS' }] },
    });
    // 'some' products: the first granted, the second pending.
    expect(body.products).toEqual([
      { product_id: 'REPORT_BUILDER', access_status: 'ACCESS_PENDING' },
      { product_id: 'SHOPPER_BEHAVIOR', access_status: 'ACCESS_COMPLETE' },
    ]);
  });

  test('super admin: internal, no company, may switch company and persona', async () => {
    const body = await contextOf('super-admin');
    expect(body).toMatchObject({ user_type: 'INTERNAL', tenant: null, third_party_user: false, authz: { group: 'Super Admin' } });
    expect(body.authz.permissions).toEqual(
      expect.arrayContaining([...ADMIN_PERMISSIONS, { action: 'SWITCH', resource: 'COMPANY' }, { action: 'SWITCH', resource: 'PERSONA' }]),
    );
  });

  test('spectator: a super admin group that cannot update user settings', async () => {
    const body = await contextOf('spectator');
    expect(body.authz.group).toBe('Super Admin Spectator');
    expect(body.authz.permissions).toContainEqual({ action: 'SWITCH', resource: 'COMPANY' });
    expect(body.authz.permissions).not.toContainEqual({ action: 'UPDATE', resource: 'USER_SETTINGS' });
  });

  test('category manager: persona access code 2000', async () => {
    const body = await contextOf('category-manager');
    expect(body).toMatchObject({ user_type: 'INTERNAL', tenant: null, persona_access_codes: [2000], authz: { group: 'Category Manager' } });
  });

  test('merchant: may switch persona but not company', async () => {
    const { authz } = await contextOf('merchant');
    expect(authz.permissions).toContainEqual({ action: 'SWITCH', resource: 'PERSONA' });
    expect(authz.permissions).not.toContainEqual({ action: 'SWITCH', resource: 'COMPANY' });
  });

  test('on mx.localhost: site WMT-MX, the Mexican company, Spanish and Mexico City time', async () => {
    const body = await contextOf('supplier-admin', 'mx');
    expect(body).toMatchObject({
      login_id: 'supplier-admin.mx@demo.test',
      site_id: 'WMT-MX',
      tenant: { name: 'Alimentos del Bajío S.A. de C.V.', type: 'SUPPLIER' },
      user_preferences: { language_code: 'es-MX', locale: { timezone: 'America/Mexico_City' } },
    });
    expect(body.products.map((p: { product_id: string }) => p.product_id)).toEqual(['REPORT_BUILDER', 'SHOPPER_BEHAVIOR']);
  });

  test('on ca.localhost: site WMT-CA', async () => {
    expect((await contextOf('basic-vendor-admin', 'ca')).site_id).toBe('WMT-CA');
  });

  test('in the demo data every registered company user, staff included, accepted what is in force; only the basic agency admin (who accepted last year’s) is asked', async () => {
    const registered = await ctx.db
      .selectFrom('users')
      .select('login_id')
      .where('tenant_id', '=', 'us')
      .where('company_id', 'is not', null)
      .where('status', '=', 'ACTIVE')
      .where('registration_completed_at', 'is not', null)
      .orderBy('login_id')
      .execute();
    expect(registered.map((u) => u.login_id)).toContain('elliot.nguyen@blue-ridge-foods-inc.test');
    const asked: string[] = [];
    for (const { login_id } of registered) {
      const res = await login(ctx.app, '', { email: login_id });
      expect(res.statusCode, res.body).toBe(200);
      if ((await userContext(ctx.app, sessionCookie(res))).json().legal_updates.length) asked.push(login_id);
    }
    expect(asked).toEqual([demoLogin('basic-agency', 'us')]);
  });

  test('a product the tenant does not offer is left out', async () => {
    await grantProduct(demoLogin('supplier-user', 'mx'), 'CHANNEL_PERFORMANCE');
    const body = await contextOf('supplier-user', 'mx');
    expect(body.products.map((p: { product_id: string }) => p.product_id)).toEqual(['REPORT_BUILDER', 'SHOPPER_BEHAVIOR']);
  });

  test('a language the tenant does not offer falls back to its default, and no time zone to its default zone', async () => {
    await ctx.db
      .updateTable('users')
      .set({ language_code: 'fr-CA', timezone: null })
      .where('login_id', '=', demoLogin('associate', 'mx'))
      .execute();
    const body = await contextOf('associate', 'mx');
    expect(body.user_preferences).toEqual({ language_code: 'es-MX', locale: { timezone: 'America/Mexico_City' } });
  });

  // Issue 9: the server's fallback zone was America/Chicago on every tenant; it is the tenant file's timeZones.default.
  test.each([
    ['us', 'America/Chicago'],
    ['mx', 'America/Mexico_City'],
    ['ca', 'America/Toronto'],
  ])("on %s a user without a time zone (or with an unknown one) gets the tenant's default zone, %s", async (tenantId, zone) => {
    const tenant = tenants.find((t) => t.id === tenantId)!;
    expect(tenant.timeZones.default).toBe(zone);
    const login = demoLogin('supplier-user', tenantId);
    const cookie = await signIn(ctx.app, 'supplier-user', tenantId);
    const zoneWith = async (stored: string | null) => {
      await ctx.db.updateTable('users').set({ timezone: stored }).where('login_id', '=', login).execute();
      const res = await userContext(ctx.app, cookie, tenantId);
      expect(res.statusCode).toBe(200);
      return res.json().user_preferences.locale.timezone;
    };
    expect(await zoneWith(null)).toBe(zone);
    expect(await zoneWith('Mars/Olympus_Mons')).toBe(zone);
    // A zone of the user's own is kept, even one the tenant does not offer.
    expect(await zoneWith('Asia/Kolkata')).toBe('Asia/Kolkata');
    await zoneWith(zone);
  });

  test('without permissions=true the permission list is empty, the group still given', async () => {
    for (const query of ['', '?permissions=false']) {
      const body = await contextOf('supplier-admin', 'us', query);
      expect(body.authz).toEqual({ group: 'Admin', permissions: [] });
    }
  });

  // The answer a session was given is kept and given again while nothing it is made of changed.
  test('one session asking with and without permissions in turn gets each answer; a new grant shows at the next call', async () => {
    const cookie = await signIn(ctx.app, 'supplier-user', 'us');
    const ask = async (query: string) => {
      const res = await userContext(ctx.app, cookie, 'us', query);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json();
    };
    for (let round = 0; round < 2; round++) {
      expect((await ask('?permissions=true')).authz.permissions).toEqual([{ action: 'UPDATE', resource: 'USER_SETTINGS' }]);
      expect((await ask('')).authz.permissions).toEqual([]);
    }
    const productsOf = async () => (await ask('')).products.map((p: { product_id: string }) => p.product_id);
    const before = await productsOf();
    expect(before).not.toContain('CUSTOMER_PERCEPTION');
    await grantProduct(demoLogin('supplier-user', 'us'), 'CUSTOMER_PERCEPTION');
    await ctx.app.changes?.sync();
    expect(await productsOf()).toEqual([...before, 'CUSTOMER_PERCEPTION'].sort());
  });

  test("signed out: 401 with spec §8's message for why (no cookie, a cookie no session has, another tenant's)", async () => {
    const res = await userContext(ctx.app, undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Missing token' });
    const forged = await userContext(ctx.app, 'sip_session=not-a-session');
    expect(forged.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid token' });
    const mexican = await signIn(ctx.app, 'supplier-admin', 'mx');
    const elsewhere = await ctx.app.inject({
      url: '/platform/v1/identity/user-context',
      headers: { host: 'us.localhost', cookie: mexican },
    });
    expect(elsewhere.json().message).toBe('Invalid token');
  });

  describe('in production (APP_ENV=prod)', () => {
    const prod = useTestApp({ appEnv: 'prod' });

    test('US products leave out Customer Pulse, although the user holds it', async () => {
      const host = 'us.supplier-insights.example';
      const res = await login(prod.app, 'supplier-admin', { host });
      expect(res.statusCode).toBe(200);
      const context = await prod.app.inject({ url: '/platform/v1/identity/user-context', headers: { host, cookie: sessionCookie(res) } });
      expect(context.statusCode).toBe(200);
      const products = context.json().products.map((p: { product_id: string }) => p.product_id);
      expect(products).toHaveLength(7);
      expect(products).not.toContain('CUSTOMER_PULSE');
      expect(products).toContain('MODULAR_INTELLIGENCE');
    });

    test('the local host names are not served in production', async () => {
      const res = await login(prod.app, 'supplier-admin');
      expect(res.statusCode).toBe(421);
    });
  });
});

describe('GET /core-app-api/users/companies', () => {
  const companies = (cookie: string, loginId: string, tenantId = 'us') =>
    ctx.app.inject({
      url: `/core-app-api/users/companies?loginId=${encodeURIComponent(loginId)}`,
      headers: { host: hostOf(tenantId), cookie },
    });

  test('your own login: your own company', async () => {
    const cookie = await signIn(ctx.app, 'supplier-user');
    const company = await companyOf('us', 'SUPPLIER', 'Blue Ridge Foods Inc.');
    const res = await companies(cookie, demoLogin('supplier-user', 'us'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      companies: [
        { companyId: company.id, companyName: 'Blue Ridge Foods Inc.', companyType: 'SUPPLIER', status: 'ACTIVE', relation: 'OWN' },
      ],
    });
  });

  test('the login is not case-sensitive', async () => {
    const cookie = await signIn(ctx.app, 'supplier-user');
    const res = await companies(cookie, demoLogin('supplier-user', 'us').toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().companies).toHaveLength(1);
  });

  test('an agency user: the agency and the supplier it works for', async () => {
    const cookie = await signIn(ctx.app, 'agency-user', 'mx');
    const res = await companies(cookie, demoLogin('agency-user', 'mx'), 'mx');
    expect(res.statusCode).toBe(200);
    expect(res.json().companies.map((c: { companyName: string; companyType: string }) => [c.companyName, c.companyType])).toEqual([
      ['Alimentos del Bajío S.A. de C.V.', 'SUPPLIER'],
      ['Analítica Comercial Norte', 'THIRD_PARTY_AGENCY'],
    ]);
  });

  test('an internal user without a company: an empty list', async () => {
    const cookie = await signIn(ctx.app, 'associate');
    const res = await companies(cookie, demoLogin('associate', 'us'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ companies: [] });
  });

  test("a super admin sees another user's companies", async () => {
    const cookie = await signIn(ctx.app, 'super-admin');
    const res = await companies(cookie, demoLogin('agency-admin', 'us'));
    expect(res.statusCode).toBe(200);
    expect(res.json().companies.map((c: { companyName: string }) => c.companyName)).toEqual(['Northstar Retail Analytics']);
  });

  test.each([
    ["another user's login is 403, even for a company admin", 'supplier-admin', demoLogin('supplier-user', 'us'), 403],
    ['a super admin asking for an unknown login: 404', 'super-admin', 'nobody.us@demo.test', 404],
    ["a US super admin asking for another country's login: 404", 'super-admin', demoLogin('supplier-admin', 'mx'), 404],
  ])('%s', async (_title, account, loginId, status) => {
    const res = await companies(await signIn(ctx.app, account), loginId);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
  });

  test('signed out: 401; no loginId: 400', async () => {
    const anonymous = await ctx.app.inject({
      url: `/core-app-api/users/companies?loginId=${demoLogin('supplier-user', 'us')}`,
      headers: { host: 'us.localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
    const cookie = await signIn(ctx.app, 'supplier-user');
    const missing = await ctx.app.inject({ url: '/core-app-api/users/companies', headers: { host: 'us.localhost', cookie } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('loginId');
  });
});
