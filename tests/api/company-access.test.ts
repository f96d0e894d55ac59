// Access to other companies (issue 14 §2): an internal user searches companies (GET (B)
// v1/identity/users/{userId}/access, page size 10 by default), asks for products with a note (POST
// (B) …/access-requests {tenant_id, products, requestor_note}), follows and withdraws their
// requests; the company's admins are e-mailed, decide in their Access requests tab and the
// decision is e-mailed back; once granted, the user switches to the company (GET
// users/companies?loginId, POST users/switch-context) and sees its granted products. Every step in
// the company's activity log; own requests only; nothing written on a refusal.
import { describe, expect, test } from 'vitest';
import { signIn, useTestApp } from '../helpers/app.ts';
import { fromSite, mailbox, userContext } from './support.ts';

const ctx = useTestApp();

const userOf = (login: string) =>
  ctx.db.selectFrom('users').select(['id', 'login_id', 'company_id']).where('login_id', '=', login).executeTakeFirstOrThrow();
const companyNamed = (name: string) =>
  ctx.db.selectFrom('companies').select(['id', 'name', 'tenant_id']).where('name', '=', name).executeTakeFirstOrThrow();
const requestsOf = (userId: string) =>
  ctx.db.selectFrom('access_requests').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
const logOf = (companyId: string, event: string) =>
  ctx.db.selectFrom('activity_log').selectAll().where('company_id', '=', companyId).where('event', '=', event).execute();

describe('company search', () => {
  test('an associate finds companies by part of the name, ten a page, with what they have and have asked for there', async () => {
    const cookie = await signIn(ctx.app, 'associate');
    const me = await userOf('associate.us@demo.test');
    const all = await fromSite(ctx.app, 'GET', `/platform/v1/identity/users/${me.id}/access`, cookie);
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json();
    expect(page).toMatchObject({ page: 0, pageSize: 10 });
    // The seed's five companies of a known type (the unclassified one is left out), by name.
    expect(page.content.map((c: { companyName: string }) => c.companyName)).toEqual([
      'Blue Ridge Foods Inc.',
      'Lakeside Home Goods LLC',
      'Northstar Retail Analytics',
      'Prairie Candle Co.',
      'Summit Brokerage Partners',
    ]);
    // The seeded pending request shows on its company.
    const blueRidge = page.content[0];
    expect(blueRidge.granted).toEqual([]);
    expect(blueRidge.pendingRequest).toMatchObject({ products: [expect.any(String)], create_time: expect.any(String) });
    expect(page.content[1].pendingRequest).toBeNull();

    const found = await fromSite(ctx.app, 'GET', `/platform/v1/identity/users/${me.id}/access?search=home%20GOODS&page_size=25`, cookie);
    expect(found.json()).toMatchObject({ totalElements: 1, pageSize: 25, content: [{ companyName: 'Lakeside Home Goods LLC' }] });
    // A LIKE wildcard is a letter like any other.
    const wildcard = await fromSite(ctx.app, 'GET', `/platform/v1/identity/users/${me.id}/access?search=%25`, cookie);
    expect(wildcard.json().totalElements).toBe(0);
    // Another tenant's companies never show.
    const other = await fromSite(ctx.app, 'GET', `/platform/v1/identity/users/${me.id}/access?search=Bajío`, cookie);
    expect(other.json().totalElements).toBe(0);
    // A page size outside spec §9 is refused.
    expect((await fromSite(ctx.app, 'GET', `/platform/v1/identity/users/${me.id}/access?page_size=7`, cookie)).statusCode).toBe(400);
  });

  test("only internal requesters, and only for themselves: a supplier's user is refused, another user's id is a 404", async () => {
    const supplier = await signIn(ctx.app, 'supplier-user');
    const me = await userOf('supplier-user.us@demo.test');
    expect((await fromSite(ctx.app, 'GET', `/platform/v1/identity/users/${me.id}/access`, supplier)).statusCode).toBe(403);
    const merchant = await signIn(ctx.app, 'merchant');
    const associate = await userOf('associate.us@demo.test');
    const peek = await fromSite(ctx.app, 'GET', `/platform/v1/identity/users/${associate.id}/access-requests`, merchant);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe('You can only see and change your own access requests.');
  });
});

describe('asking, deciding, switching', () => {
  test('a category manager asks Lakeside for two products; its admins are e-mailed; approval grants them, is e-mailed back and lets them switch', async () => {
    const cookie = await signIn(ctx.app, 'category-manager');
    const me = await userOf('category-manager.us@demo.test');
    const lakeside = await companyNamed('Lakeside Home Goods LLC');
    const ask = (body: unknown) => fromSite(ctx.app, 'POST', `/platform/v1/identity/users/${me.id}/access-requests`, cookie, body);

    const created = await ask({
      tenant_id: lakeside.id,
      products: ['SHOPPER_BEHAVIOR', 'CUSTOMER_PERCEPTION'],
      requestor_note: '  I manage the home category and review its sales.  ',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      companyName: 'Lakeside Home Goods LLC',
      status: 'PENDING',
      requestor_note: 'I manage the home category and review its sales.',
      decided_at: null,
    });
    const requestId = created.json().id;
    const logged = (await logOf(lakeside.id, 'ACCESS_REQUESTED'))[0]!;
    expect(logged).toMatchObject({ actor_user_id: me.id, entity_id: requestId });
    expect(logged.event_description).toContain('Shopper Behavior | Customer Perception');

    // A second request while one is pending is refused; so is a product already granted later.
    const twice = await ask({ tenant_id: lakeside.id, products: ['REPORT_BUILDER'], requestor_note: 'Also this.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already have a pending request for Lakeside Home Goods LLC/);
    expect(await requestsOf(me.id)).toHaveLength(1);

    // The request reaches Lakeside's Access requests tab; Lakeside has no admin of its own, so a
    // super admin acting for it decides.
    const superAdmin = await signIn(ctx.app, 'super-admin');
    const act = await fromSite(ctx.app, 'POST', '/core-app-api/users/set-context', superAdmin, {
      companyId: lakeside.id,
      reason: 'Deciding pending access requests',
    });
    expect(act.statusCode, act.body).toBe(200);
    const tab = await fromSite(ctx.app, 'GET', `/platform/v1/identity/accounts/${lakeside.id}/access-requests`, superAdmin);
    expect(tab.json().content).toEqual([expect.objectContaining({ id: requestId, email: me.login_id })]);
    const decided = await fromSite(ctx.app, 'POST', `/platform/v1/identity/accounts/${lakeside.id}/bulk-access-requests`, superAdmin, {
      approvals: [{ requestId, approved: true }],
    });
    expect(decided.statusCode, decided.body).toBe(200);

    // The decision is e-mailed to the requester, in their language, with a link to their requests.
    const mail = (await mailbox(ctx.app, 'us', me.login_id))[0]!;
    expect(mail.subject).toBe('Your access to Lakeside Home Goods LLC was approved');
    expect(mail.text).toContain('http://us.localhost:');
    expect(mail.text).toMatch(/\/profile\/requestAccess/);

    // The user's list and the search show the grant.
    const mine = await fromSite(ctx.app, 'GET', `/platform/v1/identity/users/${me.id}/access-requests`, cookie);
    expect(mine.json().content).toEqual([expect.objectContaining({ id: requestId, status: 'APPROVED', decided_at: expect.any(String) })]);
    const search = await fromSite(ctx.app, 'GET', `/platform/v1/identity/users/${me.id}/access?search=Lakeside`, cookie);
    expect(search.json().content[0]).toMatchObject({ granted: ['CUSTOMER_PERCEPTION', 'SHOPPER_BEHAVIOR'], pendingRequest: null });
    // A granted product cannot be asked again.
    const again = await ask({ tenant_id: lakeside.id, products: ['SHOPPER_BEHAVIOR'], requestor_note: 'Again.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have access to Shopper Behavior for Lakeside Home Goods LLC.');

    // The user menu lists Lakeside as granted; switching shows it with the granted products.
    const companies = await fromSite(ctx.app, 'GET', `/core-app-api/users/companies?loginId=${me.login_id}`, cookie);
    expect(companies.json().companies).toEqual([
      expect.objectContaining({ companyId: lakeside.id, companyName: 'Lakeside Home Goods LLC', relation: 'GRANTED' }),
    ]);
    const before = (await userContext(ctx.app, cookie)).json();
    expect(before.tenant).toBeNull();
    const switched = await fromSite(ctx.app, 'POST', '/core-app-api/users/switch-context', cookie, { companyId: lakeside.id });
    expect(switched.statusCode, switched.body).toBe(200);
    const inside = (await userContext(ctx.app, cookie)).json();
    expect(inside.tenant).toMatchObject({ id: lakeside.id, name: 'Lakeside Home Goods LLC', type: 'SUPPLIER' });
    expect(inside.acting.company).toMatchObject({ id: lakeside.id });
    expect(inside.products).toEqual([
      { product_id: 'CUSTOMER_PERCEPTION', access_status: 'ACCESS_COMPLETE' },
      { product_id: 'SHOPPER_BEHAVIOR', access_status: 'ACCESS_COMPLETE' },
    ]);
    expect(await logOf(lakeside.id, 'COMPANY_VIEW_STARTED')).toHaveLength(1);
    // Still not an admin of it: its user list stays closed.
    expect((await fromSite(ctx.app, 'GET', `/core-app-api/companies/${lakeside.id}/users`, cookie)).statusCode).toBe(403);

    // Revoking the grant ends the view at the next request.
    await ctx.db.deleteFrom('company_access_grants').where('user_id', '=', me.id).execute();
    const after = (await userContext(ctx.app, cookie)).json();
    expect(after.tenant).toBeNull();
    expect(after.acting.company).toBeNull();
    // Back to the own view explicitly (nothing to leave now: no log entry).
    const back = await fromSite(ctx.app, 'POST', '/core-app-api/users/switch-context', cookie, { companyId: null });
    expect(back.json()).toMatchObject({ company: null });
  });

  test("the company's admins are e-mailed in their language; a denial is e-mailed back", async () => {
    const cookie = await signIn(ctx.app, 'associate', 'mx');
    const me = await userOf('associate.mx@demo.test');
    const agency = await companyNamed('Analítica Comercial Norte');
    const created = await fromSite(
      ctx.app,
      'POST',
      `/platform/v1/identity/users/${me.id}/access-requests`,
      cookie,
      { tenant_id: agency.id, products: ['SHOPPER_BEHAVIOR'], requestor_note: 'Apoyo a esta agencia con sus reportes.' },
      'mx',
    );
    expect(created.statusCode, created.body).toBe(201);
    const toAdmin = (await mailbox(ctx.app, 'mx', 'agency-admin.mx@demo.test'))[0]!;
    expect(toAdmin.subject).toContain('Analítica Comercial Norte');
    expect(toAdmin.text).toContain('Apoyo a esta agencia con sus reportes.');
    expect(toAdmin.text).toContain('/admin/userList?tab=access-requests');

    const admin = await signIn(ctx.app, 'agency-admin', 'mx');
    const denied = await fromSite(
      ctx.app,
      'POST',
      `/platform/v1/identity/accounts/${agency.id}/bulk-access-requests`,
      admin,
      { approvals: [{ requestId: created.json().id, approved: false }] },
      'mx',
    );
    expect(denied.statusCode, denied.body).toBe(200);
    const toRequester = (await mailbox(ctx.app, 'mx', me.login_id))[0]!;
    expect(toRequester.subject).toMatch(/Analítica Comercial Norte/);
    expect(toRequester.subject).toBe('Su solicitud de acceso a Analítica Comercial Norte fue rechazada');
    // No grant, so no switching to it.
    const sw = await fromSite(ctx.app, 'POST', '/core-app-api/users/switch-context', cookie, { companyId: agency.id }, 'mx');
    expect(sw.statusCode).toBe(404);
  });

  test('bad requests are refused with a reason and write nothing', async () => {
    const cookie = await signIn(ctx.app, 'merchant');
    const me = await userOf('merchant.us@demo.test');
    const prairie = await companyNamed('Prairie Candle Co.');
    const unknownCompany = await companyNamed('Pending Classification Corp.');
    const mx = await companyNamed('Alimentos del Bajío S.A. de C.V.');
    const ask = (body: unknown) => fromSite(ctx.app, 'POST', `/platform/v1/identity/users/${me.id}/access-requests`, cookie, body);
    const cases: Array<[unknown, number, RegExp]> = [
      [{ tenant_id: prairie.id, products: [], requestor_note: 'Need it.' }, 400, /products/],
      [{ tenant_id: prairie.id, products: ['NOT_A_PRODUCT'], requestor_note: 'Need it.' }, 400, /products/],
      [{ tenant_id: prairie.id, products: ['SHOPPER_BEHAVIOR'], requestor_note: '   ' }, 400, /Write a note/],
      [{ tenant_id: prairie.id, products: ['SHOPPER_BEHAVIOR'], requestor_note: 'x'.repeat(501) }, 400, /requestor_note/],
      [{ tenant_id: 'not-a-uuid', products: ['SHOPPER_BEHAVIOR'], requestor_note: 'Need it.' }, 400, /tenant_id/],
      [{ tenant_id: unknownCompany.id, products: ['SHOPPER_BEHAVIOR'], requestor_note: 'Need it.' }, 404, /No company/],
      [{ tenant_id: mx.id, products: ['SHOPPER_BEHAVIOR'], requestor_note: 'Need it.' }, 404, /No company/],
      [{ tenant_id: prairie.id, products: ['SHOPPER_BEHAVIOR'], requestor_note: 'Need it.', company_id: prairie.id }, 400, /./],
    ];
    for (const [body, status, message] of cases) {
      const res = await ask(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await requestsOf(me.id)).toHaveLength(0);
  });

  test('the requester withdraws a pending request: it leaves the admins’ tab, is logged, and cannot be withdrawn twice', async () => {
    const cookie = await signIn(ctx.app, 'asset-protection');
    const me = await userOf('asset-protection.us@demo.test');
    const prairie = await companyNamed('Prairie Candle Co.');
    const created = await fromSite(ctx.app, 'POST', `/platform/v1/identity/users/${me.id}/access-requests`, cookie, {
      tenant_id: prairie.id,
      products: ['CUSTOMER_PULSE'],
      requestor_note: 'Store loss review for the candle aisle.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const admin = await signIn(ctx.app, 'basic-vendor-admin');
    const tab = () => fromSite(ctx.app, 'GET', `/platform/v1/identity/accounts/${prairie.id}/access-requests`, admin);
    expect((await tab()).json().content.map((r: { id: string }) => r.id)).toContain(id);

    // Someone else cannot withdraw it.
    const other = await signIn(ctx.app, 'merchant');
    const otherId = (await userOf('merchant.us@demo.test')).id;
    const foreign = await fromSite(ctx.app, 'POST', `/platform/v1/identity/users/${otherId}/access-requests/${id}/withdraw`, other);
    expect(foreign.statusCode).toBe(404);

    const withdraw = () => fromSite(ctx.app, 'POST', `/platform/v1/identity/users/${me.id}/access-requests/${id}/withdraw`, cookie);
    const first = await withdraw();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Your request for Prairie Candle Co. was withdrawn.');
    const second = await withdraw();
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This request was already withdrawn.');
    expect((await tab()).json().content.map((r: { id: string }) => r.id)).not.toContain(id);
    expect(await logOf(prairie.id, 'ACCESS_REQUEST_WITHDRAWN')).toHaveLength(1);
    // The admin deciding it now is told it was withdrawn.
    const late = await fromSite(ctx.app, 'POST', `/platform/v1/identity/accounts/${prairie.id}/bulk-access-requests`, admin, {
      approvals: [{ requestId: id, approved: true }],
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/already withdrawn/);
    // A new request for the same company is possible again.
    const again = await fromSite(ctx.app, 'POST', `/platform/v1/identity/users/${me.id}/access-requests`, cookie, {
      tenant_id: prairie.id,
      products: ['CUSTOMER_PULSE'],
      requestor_note: 'Store loss review, second try.',
    });
    expect(again.statusCode).toBe(201);
  });

  test('switch-context: a persona needs SWITCH on PERSONA; super admins choose companies on the company list', async () => {
    const associate = await signIn(ctx.app, 'associate');
    const persona = await fromSite(ctx.app, 'POST', '/core-app-api/users/switch-context', associate, { persona: 'MERCHANT' });
    expect(persona.statusCode).toBe(403);
    const superAdmin = await signIn(ctx.app, 'super-admin');
    const prairie = await companyNamed('Prairie Candle Co.');
    const company = await fromSite(ctx.app, 'POST', '/core-app-api/users/switch-context', superAdmin, { companyId: prairie.id });
    expect(company.statusCode).toBe(403);
    const both = await fromSite(ctx.app, 'POST', '/core-app-api/users/switch-context', associate, { persona: 'MERCHANT', companyId: null });
    expect(both.statusCode).toBe(400);
  });
});
