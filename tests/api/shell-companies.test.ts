// Super admins: the company list, acting on behalf of a company (or viewing it, as a spectator),
// the persona switch, and how the acting company reaches company-scoped routes.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { policies } from '../../server/plugins/policy.ts';
import { buildTestApp, demoLogin, hostOf, signIn, type TestContext } from '../helpers/app.ts';
import { companyIdOf } from '../helpers/db.ts';
import { userContext } from './support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    {},
    {
      // A company-scoped route, as the user-management routes will be.
      beforeReady: (app) => {
        app.get(
          '/core-app-api/test-only/companies/:companyId/users',
          { config: { policy: policies.permission('LIST', 'USER') }, schema: { hide: true } },
          async (request) => ({ companyId: (request.params as { companyId: string }).companyId }),
        );
      },
    },
  );
});
afterAll(() => ctx.close());

interface CompanyRow {
  companyId: string;
  companyName: string;
  status: string;
  adminEmail: string | null;
  companyType: string;
  subscribedProduct?: string[];
}

const companyId = (name: string) => companyIdOf(ctx.db, name);
const userId = async (account: string, tenantId = 'us') =>
  (await ctx.db.selectFrom('users').select('id').where('login_id', '=', demoLogin(account, tenantId)).executeTakeFirstOrThrow()).id;

function companies(cookie: string | undefined, query = '', tenantId = 'us') {
  const headers: Record<string, string> = { host: hostOf(tenantId) };
  if (cookie) headers.cookie = cookie;
  return ctx.app.inject({ url: `/core-app-api/companies${query}`, headers });
}

function post(cookie: string, url: string, payload?: Record<string, unknown>, tenantId = 'us') {
  const host = hostOf(tenantId);
  return ctx.app.inject({ method: 'POST', url, headers: { host, origin: `http://${host}`, cookie }, payload });
}

const setContext = (cookie: string, payload: Record<string, unknown>, tenantId = 'us') =>
  post(cookie, '/core-app-api/users/set-context', payload, tenantId);
const resetContext = (cookie: string) => post(cookie, '/core-app-api/users/reset-context');
const switchContext = (cookie: string, persona: string) => post(cookie, '/core-app-api/users/switch-context', { persona });
const scoped = (cookie: string, id: string) =>
  ctx.app.inject({ url: `/core-app-api/test-only/companies/${id}/users`, headers: { host: 'us.localhost', cookie } });

const activity = (event: string) =>
  ctx.db.selectFrom('activity_log').selectAll().where('event', '=', event).orderBy('created_at').execute();

const US_NAMES = [
  'Blue Ridge Foods Inc.',
  'Lakeside Home Goods LLC',
  'Northstar Retail Analytics',
  'Pending Classification Corp.',
  'Prairie Candle Co.',
  'Summit Brokerage Partners',
];

describe('GET /core-app-api/companies', () => {
  test('defaults: every company of the host tenant by name, one page of up to 500, no products', async () => {
    const res = await companies(await signIn(ctx.app, 'super-admin'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 0, pageSize: 500, totalElements: 6, totalPages: 1 });
    expect(body.content.map((c: CompanyRow) => c.companyName)).toEqual(US_NAMES);
    expect(body.content[0]).toEqual({
      companyId: await companyId('Blue Ridge Foods Inc.'),
      companyName: 'Blue Ridge Foods Inc.',
      status: 'ACTIVE',
      adminEmail: 'supplier-admin.us@demo.test',
      companyType: 'SUPPLIER',
    });
  });

  test.each(['us', 'mx', 'ca'])('%s: each primary contact is a user of that company, or there is none', async (tenantId) => {
    const res = await companies(await signIn(ctx.app, 'super-admin', tenantId), '', tenantId);
    const rows = res.json().content as CompanyRow[];
    expect(rows.filter((c) => c.adminEmail === null)).toHaveLength(2); // the second supplier, the unclassified company
    for (const company of rows.filter((c) => c.adminEmail !== null)) {
      const contact = await ctx.db
        .selectFrom('users')
        .select('company_id')
        .where('login_id', '=', company.adminEmail!)
        .executeTakeFirstOrThrow();
      expect(contact.company_id, company.companyName).toBe(company.companyId);
    }
  });

  test('another host: that tenant’s companies only', async () => {
    const res = await companies(await signIn(ctx.app, 'super-admin', 'mx'), '', 'mx');
    expect(res.json().content.map((c: CompanyRow) => c.companyName)).toContain('Alimentos del Bajío S.A. de C.V.');
    expect(res.json().content.map((c: CompanyRow) => c.companyName)).not.toContain('Blue Ridge Foods Inc.');
  });

  test('showProducts adds the products the company’s users have access to', async () => {
    const res = await companies(await signIn(ctx.app, 'super-admin'), '?showProducts=true&search=blue');
    const [blueRidge] = res.json().content as CompanyRow[];
    // supplier-admin holds every US product; supplier-user's second product is only pending.
    expect(blueRidge!.subscribedProduct).toEqual([
      'CHANNEL_PERFORMANCE',
      'CUSTOMER_PERCEPTION',
      'CUSTOMER_PULSE',
      'DIGITAL_LANDSCAPES',
      'INSIGHTS_ACTIVATION',
      'MODULAR_INTELLIGENCE',
      'REPORT_BUILDER',
      'SHOPPER_BEHAVIOR',
    ]);
    const all = await companies(await signIn(ctx.app, 'super-admin'), '?showProducts=true');
    const unknown = (all.json().content as CompanyRow[]).find((c) => c.companyType === 'UNKNOWN')!;
    expect(unknown.subscribedProduct).toEqual([]);
  });

  test('paging and sorting', async () => {
    const cookie = await signIn(ctx.app, 'super-admin');
    const page = await companies(cookie, '?page=1&pageSize=2');
    expect(page.json()).toMatchObject({ page: 1, pageSize: 2, totalElements: 6, totalPages: 3 });
    expect(page.json().content.map((c: CompanyRow) => c.companyName)).toEqual(US_NAMES.slice(2, 4));
    const beyond = await companies(cookie, '?page=9&pageSize=2');
    expect(beyond.json()).toMatchObject({ content: [], totalElements: 6 });

    const byName = await companies(cookie, '?sortOrder=DESC');
    expect(byName.json().content.map((c: CompanyRow) => c.companyName)).toEqual([...US_NAMES].reverse());
    const byType = await companies(cookie, '?sortBy=companyType');
    expect(byType.json().content.map((c: CompanyRow) => c.companyType)).toEqual([
      'BASIC_THIRD_PARTY_AGENCY',
      'BASIC_VENDOR',
      'SUPPLIER',
      'SUPPLIER',
      'THIRD_PARTY_AGENCY',
      'UNKNOWN',
    ]);
  });

  test('search: any letter case, part of the name, wildcards taken literally', async () => {
    const cookie = await signIn(ctx.app, 'super-admin');
    const names = async (search: string) =>
      (await companies(cookie, `?search=${encodeURIComponent(search)}`)).json().content.map((c: CompanyRow) => c.companyName);
    expect(await names('RIDGE')).toEqual(['Blue Ridge Foods Inc.']);
    expect(await names('co')).toEqual(['Pending Classification Corp.', 'Prairie Candle Co.']);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    const res = await companies(cookie, '?search=ridge');
    expect(res.json()).toMatchObject({ totalElements: 1, totalPages: 1 });
  });

  test.each([
    ['an empty search', '?search='],
    ['a page size over 500', '?pageSize=501'],
    ['a negative page', '?page=-1'],
    ['an unknown sort column', '?sortBy=adminEmail'],
    ['an unknown sort order', '?sortOrder=UP'],
    ['a search over 100 characters', `?search=${'a'.repeat(101)}`],
  ])('bad input (%s) is 400 with a message', async (_label, query) => {
    const res = await companies(await signIn(ctx.app, 'super-admin'), query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  test('the spectator may list; a company admin and a merchant may not; anonymous 401', async () => {
    expect((await companies(await signIn(ctx.app, 'spectator'))).statusCode).toBe(200);
    expect((await companies(await signIn(ctx.app, 'supplier-admin'))).statusCode).toBe(403);
    expect((await companies(await signIn(ctx.app, 'merchant'))).statusCode).toBe(403);
    expect((await companies(undefined)).statusCode).toBe(401);
  });
});

describe('acting on behalf of a company', () => {
  test('set-context: the session acts for the company; user context, activity log and company scope follow', async () => {
    const cookie = await signIn(ctx.app, 'super-admin');
    const blueRidge = await companyId('Blue Ridge Foods Inc.');
    const lakeside = await companyId('Lakeside Home Goods LLC');
    expect((await scoped(cookie, blueRidge)).statusCode).toBe(403);

    const res = await setContext(cookie, { companyId: blueRidge, reason: 'Ticket 4711: reports missing' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ company: { id: blueRidge, name: 'Blue Ridge Foods Inc.', type: 'SUPPLIER' }, persona: null });

    const context = (await userContext(ctx.app, cookie)).json();
    expect(context.tenant).toEqual({ id: blueRidge, name: 'Blue Ridge Foods Inc.', type: 'SUPPLIER' });
    expect(context.acting).toEqual({ company: { id: blueRidge, name: 'Blue Ridge Foods Inc.', type: 'SUPPLIER' }, persona: null });

    const [started] = (await activity('ACTING_ON_BEHALF_STARTED')).filter((e) => e.company_id === blueRidge);
    expect(started).toMatchObject({ tenant_id: 'us', company_id: blueRidge, actor_user_id: await userId('super-admin') });
    expect(started!.event_description).toContain('Ticket 4711: reports missing');

    // Company scope: the acting company, not another one.
    expect((await scoped(cookie, blueRidge)).statusCode).toBe(200);
    expect((await scoped(cookie, lakeside)).statusCode).toBe(403);

    // Another session of the same super admin has its own context.
    const other = await signIn(ctx.app, 'super-admin');
    expect((await userContext(ctx.app, other)).json().acting.company).toBeNull();
    expect((await scoped(other, blueRidge)).statusCode).toBe(403);

    // Switching to another company ends the first in the log.
    expect((await setContext(cookie, { companyId: lakeside, reason: 'Follow-up on 4712' })).statusCode).toBe(200);
    expect((await scoped(cookie, lakeside)).statusCode).toBe(200);
    expect((await scoped(cookie, blueRidge)).statusCode).toBe(403);
    expect((await activity('ACTING_ON_BEHALF_ENDED')).filter((e) => e.company_id === blueRidge)).toHaveLength(1);

    // reset-context: back to no company, logged once.
    const endedBefore = (await activity('ACTING_ON_BEHALF_ENDED')).length;
    const reset = await resetContext(cookie);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ company: null, persona: null });
    expect((await userContext(ctx.app, cookie)).json()).toMatchObject({ tenant: null, acting: { company: null } });
    expect((await scoped(cookie, lakeside)).statusCode).toBe(403);
    const ended = await activity('ACTING_ON_BEHALF_ENDED');
    expect(ended).toHaveLength(endedBefore + 1);
    expect(ended.at(-1)).toMatchObject({ company_id: lakeside, actor_user_id: await userId('super-admin') });
    // Nothing to end: no new row.
    expect((await resetContext(cookie)).statusCode).toBe(200);
    expect(await activity('ACTING_ON_BEHALF_ENDED')).toHaveLength(endedBefore + 1);
  });

  test('a company of another tenant, or none, is 404; the session keeps its context', async () => {
    const cookie = await signIn(ctx.app, 'super-admin');
    const mexican = await companyId('Alimentos del Bajío S.A. de C.V.');
    const res = await setContext(cookie, { companyId: mexican, reason: 'Cross-border check' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toEqual(expect.any(String));
    const none = await setContext(cookie, { companyId: '00000000-0000-4000-8000-000000000000', reason: 'Nobody home' });
    expect(none.statusCode).toBe(404);
    expect((await userContext(ctx.app, cookie)).json().acting.company).toBeNull();
  });

  test.each([
    ['no reason', { reason: undefined }],
    ['a reason under 5 characters', { reason: 'why' }],
    ['a reason of spaces', { reason: '         ' }],
    ['a reason over 500 characters', { reason: 'x'.repeat(501) }],
    ['a company id that is not a UUID', { companyId: 'blue-ridge' }],
    ['an unknown field', { tenantId: 'mx' }],
  ])('bad input (%s) is 400 with a message', async (_label, change) => {
    const cookie = await signIn(ctx.app, 'super-admin');
    const payload = { companyId: await companyId('Blue Ridge Foods Inc.'), reason: 'Valid reason', ...change };
    const res = await setContext(cookie, JSON.parse(JSON.stringify(payload)));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  test('a company admin may not act for a company: 403', async () => {
    const cookie = await signIn(ctx.app, 'supplier-admin');
    const res = await setContext(cookie, { companyId: await companyId('Lakeside Home Goods LLC'), reason: 'Just curious' });
    expect(res.statusCode).toBe(403);
  });

  test('the spectator chooses a company to view and reads its data, but still may not write', async () => {
    const cookie = await signIn(ctx.app, 'spectator');
    const prairie = await companyId('Prairie Candle Co.');
    const res = await setContext(cookie, { companyId: prairie, reason: 'Quarterly review' });
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toEqual({ id: prairie, name: 'Prairie Candle Co.', type: 'BASIC_VENDOR' });
    expect((await userContext(ctx.app, cookie)).json()).toMatchObject({ tenant: { id: prairie }, acting: { company: { id: prairie } } });
    expect((await scoped(cookie, prairie)).statusCode).toBe(200);
    const [viewing] = (await activity('ACTING_ON_BEHALF_STARTED')).filter((e) => e.company_id === prairie);
    expect(viewing!.event_description).toBe('Viewing Prairie Candle Co., read only (reason: Quarterly review)');

    // The read-only rule still holds for everything else.
    const write = await ctx.app.inject({
      method: 'PUT',
      url: '/core-app-api/admin/products/SHOPPER_BEHAVIOR',
      headers: { host: 'us.localhost', origin: 'http://us.localhost', cookie },
      payload: { available: false },
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('Spectators have view-only access.');

    expect((await switchContext(cookie, 'MERCHANT')).statusCode).toBe(200);
    expect((await resetContext(cookie)).statusCode).toBe(200);
    expect((await userContext(ctx.app, cookie)).json().acting).toEqual({ company: null, persona: 'MERCHANT' });
  });
});

describe('POST /core-app-api/users/switch-context', () => {
  test('a super admin switches to the merchant persona: on the session, in the user context and the log', async () => {
    const cookie = await signIn(ctx.app, 'super-admin', 'ca');
    const host = 'ca.localhost';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/core-app-api/users/switch-context',
      headers: { host, origin: `http://${host}`, cookie },
      payload: { persona: 'MERCHANT' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ company: null, persona: 'MERCHANT' });
    expect((await userContext(ctx.app, cookie, 'ca')).json().acting).toEqual({ company: null, persona: 'MERCHANT' });
    const [switched] = (await activity('PERSONA_SWITCHED')).filter((e) => e.tenant_id === 'ca');
    expect(switched).toMatchObject({
      actor_user_id: await userId('super-admin', 'ca'),
      event_description: expect.stringMatching(/^Persona switched to Merchant\b/),
    });
  });

  test('a merchant may switch persona; a company admin may not; a bad persona is 400', async () => {
    const merchant = await signIn(ctx.app, 'merchant');
    const res = await switchContext(merchant, 'SUPPLIER');
    expect(res.statusCode).toBe(200);
    expect((await userContext(ctx.app, merchant)).json().acting.persona).toBe('SUPPLIER');
    expect((await switchContext(await signIn(ctx.app, 'supplier-admin'), 'MERCHANT')).statusCode).toBe(403);
    const bad = await switchContext(merchant, 'PIRATE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
  });
});
