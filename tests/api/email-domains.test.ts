// Authorised e-mail domains (spec §7 "Email domains"): list, validate, add, change, delete with the
// in-use confirmation, and who may do what.
import { describe, expect, test } from 'vitest';
import { normaliseDomain } from '../../server/modules/email-domains/service.ts';
import { isPublicWebmail } from '../../server/modules/email-domains/public-webmail.ts';
import { demoLogin, signIn, useTestApp } from '../helpers/app.ts';
import { accountHelpers } from './support.ts';

const ctx = useTestApp();

const { as, call, companyId, activity } = accountHelpers(ctx);
const SUPPLIER = 'Blue Ridge Foods Inc.';
const SUPPLIER_DOMAIN = 'blue-ridge-foods-inc.test';

const base = (id: string) => `/core-app-api/companies/${id}/email-domains`;

describe('domain names', () => {
  test.each([
    ['Example.COM', 'example.com'],
    ['  sub.example.co.uk. ', 'sub.example.co.uk'],
    ['bücher.example', 'xn--bcher-kva.example'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('%s is a host name: %s', (input, domain) => {
    expect(normaliseDomain(input)).toEqual({ domain });
  });
  test.each([
    ['', /Enter a domain name/],
    ['localhost', /at least two parts/],
    ['name@example.com', /without the part before @/],
    ['https://example.com', /without spaces, http/],
    ['exa mple.com', /without spaces/],
    ['example..com', /empty parts/],
    ['-example.com', /letters, digits and hyphens/],
    ['exa_mple.com', /letters, digits and hyphens/],
    ['example.c0m', /must be letters only/],
    [`${'a'.repeat(64)}.com`, /at most 63 characters/],
    [`${'abcdefghi.'.repeat(26)}com`, /at most 253 characters/],
  ])('%j is refused', (input, message) => {
    const result = normaliseDomain(input);
    expect(result).toMatchObject({ problem: 'INVALID_SYNTAX', message: expect.stringMatching(message) });
  });
  test('public webmail, with country variants and subdomains', () => {
    for (const d of [
      'gmail.com',
      'outlook.com',
      'hotmail.com',
      'hotmail.ca',
      'yahoo.com.mx',
      'icloud.com',
      'aol.com',
      'proton.me',
      'gmx.net',
      'live.com.mx',
      'mail.yahoo.com',
    ]) {
      expect(isPublicWebmail(d), d).toBe(true);
    }
    expect(isPublicWebmail('blue-ridge-foods-inc.test')).toBe(false);
    expect(isPublicWebmail('com.mx')).toBe(false);
  });
});

describe('GET email-domains', () => {
  test('supplier admin: the company domains with type, date and how many users each covers', async () => {
    const id = await companyId(SUPPLIER);
    const res = await call('GET', base(id), await as('supplier-admin'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 0, pageSize: 10, totalElements: 1, totalPages: 1 });
    expect(body.content).toEqual([
      {
        id: expect.any(String),
        companyId: id,
        domainName: SUPPLIER_DOMAIN,
        allowSubDomains: true,
        is3pDomain: false,
        uiCreatedOnDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        // Harper, Elliot, Sasha (blocked) and Devon (pending): the demo accounts are on demo.test.
        usersCount: 4,
      },
    ]);
  });

  test('search, sort and paging', async () => {
    const id = await companyId('Lakeside Home Goods LLC');
    const cookie = await as('super-admin');
    // A super admin acts for the company first.
    expect((await call('POST', '/core-app-api/users/set-context', cookie, { companyId: id, reason: 'Domain tests' })).statusCode).toBe(200);
    // Ten more, so that with the smallest page size (10) the eleven matches fill two pages.
    const added = Array.from({ length: 10 }, (_, i) => `d${i}-lakeside.test`);
    for (const d of added) {
      expect((await call('POST', base(id), cookie, { domainName: d, allowSubDomains: false, is3pDomain: true })).statusCode).toBe(201);
    }
    const page = await call('GET', `${base(id)}?search=LAKESIDE&sortBy=domainName&sortOrder=DESC&pageSize=10&page=1`, cookie);
    expect(page.json()).toMatchObject({ totalElements: 11, totalPages: 2, page: 1 });
    expect(page.json().content.map((d: { domainName: string }) => d.domainName)).toEqual(['d0-lakeside.test']);
    expect((await call('GET', `${base(id)}?pageSize=2`, cookie)).statusCode).toBe(400);
    const none = await call('GET', `${base(id)}?search=${encodeURIComponent('%')}`, cookie);
    expect(none.json().totalElements).toBe(0);
    expect((await call('GET', `${base(id)}?sortBy=nope`, cookie)).statusCode).toBe(400);
    await call('POST', '/core-app-api/users/reset-context', cookie);
  });

  test('who may list: spectator acting reads; supplier user 403; another company 403; another tenant 401', async () => {
    const id = await companyId(SUPPLIER);
    expect((await call('GET', base(id), await as('supplier-user'))).statusCode).toBe(403);
    expect((await call('GET', base(await companyId('Lakeside Home Goods LLC')), await as('supplier-admin'))).statusCode).toBe(403);
    expect((await call('GET', base(id), await as('supplier-admin'), undefined, 'mx')).statusCode).toBe(401);
    const spectator = await signIn(ctx.app, 'spectator');
    expect(
      (await call('POST', '/core-app-api/users/set-context', spectator, { companyId: id, reason: 'Quarterly review' })).statusCode,
    ).toBe(200);
    expect((await call('GET', base(id), spectator)).statusCode).toBe(200);
    expect((await call('POST', `${base(id)}/validate`, spectator, { domainName: 'x.test' })).statusCode).toBe(403);
    expect((await call('POST', base(id), spectator, { domainName: 'x.test', allowSubDomains: false, is3pDomain: false })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `${base(id)}/${SUPPLIER_DOMAIN}`, spectator)).statusCode).toBe(403);
  });
});

describe('POST email-domains/validate', () => {
  const validate = async (domainName: string, allowSubDomains?: boolean) =>
    call('POST', `${base(await companyId(SUPPLIER))}/validate`, await as('supplier-admin'), {
      domainName,
      ...(allowSubDomains === undefined ? {} : { allowSubDomains }),
    });

  test('a new domain is valid, in canonical form', async () => {
    const res = await validate('  New-Domain.Example ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      valid: true,
      reason: null,
      domainName: 'new-domain.example',
      message: 'new-domain.example can be added.',
    });
  });

  test.each([
    ['not a domain', 'INVALID_SYNTAX', /without spaces/],
    ['gmail.com', 'PUBLIC_WEBMAIL', /gmail\.com is a public webmail domain/],
    ['Yahoo.com.mx', 'PUBLIC_WEBMAIL', /public webmail/],
    ['hotmail.ca', 'PUBLIC_WEBMAIL', /public webmail/],
    [SUPPLIER_DOMAIN, 'ALREADY_ADDED', /already an authorised domain of your company/],
    ['lakeside-home-goods-llc.test', 'OWNED_BY_OTHER_COMPANY', /authorised domain of another company/],
    ['northstar-retail-analytics.test', 'OWNED_BY_OTHER_COMPANY', /another company/],
  ])('%s: %s', async (domainName, reason, message) => {
    const res = await validate(domainName);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: false, reason, message: expect.stringMatching(message) });
  });

  test("a subdomain of another company's domain that allows subdomains; a parent of another company's domain with subdomains", async () => {
    const mx = await as('supplier-admin', 'mx');
    const mxSupplier = await companyId('Alimentos del Bajío S.A. de C.V.');
    // US: the supplier's domain allows subdomains, so supplier2 cannot take one of them.
    await call('POST', '/core-app-api/users/set-context', await as('super-admin'), {
      companyId: await companyId('Lakeside Home Goods LLC'),
      reason: 'Domain tests',
    });
    const sub = await call('POST', `${base(await companyId('Lakeside Home Goods LLC'))}/validate`, await as('super-admin'), {
      domainName: `eu.${SUPPLIER_DOMAIN}`,
    });
    expect(sub.json()).toMatchObject({
      valid: false,
      reason: 'OWNED_BY_OTHER_COMPANY',
      message: expect.stringContaining(`subdomain of ${SUPPLIER_DOMAIN}`),
    });
    await call('POST', '/core-app-api/users/reset-context', await as('super-admin'));
    // The supplier's own subdomain is fine (redundant but harmless).
    expect((await validate(`eu.${SUPPLIER_DOMAIN}`)).json().valid).toBe(true);
    // MX: a parent of another company's domain, allowing subdomains, would take that domain over.
    await ctx.db
      .insertInto('email_domains')
      .values({ tenant_id: 'mx', company_id: await companyId('Hogar y Jardín de Occidente S.A.'), domain_name: 'ventas.grupo-mx.test' })
      .execute();
    const parent = (allow: boolean) =>
      call('POST', `${base(mxSupplier)}/validate`, mx, { domainName: 'grupo-mx.test', allowSubDomains: allow }, 'mx');
    expect((await parent(true)).json()).toMatchObject({ valid: false, reason: 'OWNED_BY_OTHER_COMPANY' });
    expect((await parent(false)).json()).toMatchObject({ valid: true });
  });

  test('the same name in another tenant is no conflict', async () => {
    const res = await call(
      'POST',
      `${base(await companyId('Alimentos del Bajío S.A. de C.V.'))}/validate`,
      await as('supplier-admin', 'mx'),
      { domainName: SUPPLIER_DOMAIN },
      'mx',
    );
    expect(res.json().valid).toBe(true);
  });

  test('missing body field 400; supplier user 403; other company 403', async () => {
    const id = await companyId(SUPPLIER);
    expect((await call('POST', `${base(id)}/validate`, await as('supplier-admin'), {})).statusCode).toBe(400);
    expect((await call('POST', `${base(id)}/validate`, await as('supplier-user'), { domainName: 'a.test' })).statusCode).toBe(403);
    expect(
      (await call('POST', `${base(await companyId('Prairie Candle Co.'))}/validate`, await as('supplier-admin'), { domainName: 'a.test' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST, PUT and DELETE email-domains', () => {
  test('add, change and delete a domain, each in the activity log', async () => {
    const id = await companyId(SUPPLIER);
    const cookie = await as('supplier-admin');
    const created = await call('POST', base(id), cookie, {
      domainName: 'Blue-Ridge-Partners.TEST',
      allowSubDomains: false,
      is3pDomain: true,
    });
    expect(created.statusCode).toBe(201);
    const domain = created.json();
    expect(domain).toMatchObject({
      companyId: id,
      domainName: 'blue-ridge-partners.test',
      allowSubDomains: false,
      is3pDomain: true,
      usersCount: 0,
    });
    const admin = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('login_id', '=', demoLogin('supplier-admin', 'us'))
      .executeTakeFirstOrThrow();
    expect(await activity(domain.id)).toEqual([
      expect.objectContaining({
        tenant_id: 'us',
        company_id: id,
        actor_user_id: admin.id,
        event: 'EMAIL_DOMAIN_ADDED',
        event_description: 'Authorised domain blue-ridge-partners.test added (3P domain, subdomains not allowed)',
        source_app: 'PORTAL',
      }),
    ]);

    const again = await call('POST', base(id), cookie, {
      domainName: 'blue-ridge-partners.test',
      allowSubDomains: false,
      is3pDomain: false,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('blue-ridge-partners.test is already an authorised domain of your company.');

    const changed = await call('PUT', `${base(id)}/${domain.id}`, cookie, { allowSubDomains: true, is3pDomain: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ domainName: 'blue-ridge-partners.test', allowSubDomains: true, is3pDomain: false });
    expect((await activity(domain.id)).map((a) => a.event_description)).toContain(
      'Authorised domain blue-ridge-partners.test changed: company domain, subdomains allowed',
    );
    // The name is immutable.
    expect(
      (await call('PUT', `${base(id)}/${domain.id}`, cookie, { domainName: 'x.test', allowSubDomains: true, is3pDomain: false }))
        .statusCode,
    ).toBe(400);

    const deleted = await call('DELETE', `${base(id)}/blue-ridge-partners.test`, cookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'blue-ridge-partners.test is no longer an authorised domain.', usersCount: 0 });
    expect(await ctx.db.selectFrom('email_domains').select('id').where('id', '=', domain.id).execute()).toEqual([]);
    expect((await activity(domain.id)).map((a) => a.event)).toContain('EMAIL_DOMAIN_DELETED');
    expect((await call('DELETE', `${base(id)}/blue-ridge-partners.test`, cookie)).statusCode).toBe(404);
  });

  test.each([
    ['gmail.com', 400, /public webmail/],
    ['not_a_domain', 400, /at least two parts|letters, digits/],
    ['lakeside-home-goods-llc.test', 409, /another company/],
  ])('adding %s: %i', async (domainName, status, message) => {
    const res = await call('POST', base(await companyId(SUPPLIER)), await as('supplier-admin'), {
      domainName,
      allowSubDomains: false,
      is3pDomain: false,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
  });

  test('allowing subdomains later is checked against the other companies', async () => {
    const mxSupplier = await companyId('Alimentos del Bajío S.A. de C.V.');
    const mx = await as('supplier-admin', 'mx');
    await ctx.db
      .insertInto('email_domains')
      .values({ tenant_id: 'mx', company_id: await companyId('Velas Artesanales de Oaxaca'), domain_name: 'norte.corporativo-mx.test' })
      .execute();
    const created = await call(
      'POST',
      base(mxSupplier),
      mx,
      { domainName: 'corporativo-mx.test', allowSubDomains: false, is3pDomain: false },
      'mx',
    );
    expect(created.statusCode).toBe(201);
    const res = await call('PUT', `${base(mxSupplier)}/${created.json().id}`, mx, { allowSubDomains: true, is3pDomain: false }, 'mx');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/norte\.corporativo-mx\.test/);
  });

  test('deleting a domain users still use asks first (409 with the count), then deletes with confirm=true', async () => {
    const caSupplier = await companyId('Érablière Laurentienne Inc.');
    const ca = await as('supplier-admin', 'ca');
    const [domain] = await ctx.db.selectFrom('email_domains').select(['id', 'domain_name']).where('company_id', '=', caSupplier).execute();
    const first = await call('DELETE', `${base(caSupplier)}/${domain!.domain_name}`, ca, undefined, 'ca');
    expect(first.statusCode).toBe(409);
    expect(first.json()).toMatchObject({ usersCount: 4, message: expect.stringMatching(/^4 users of your company still use/) });
    expect(await ctx.db.selectFrom('email_domains').select('id').where('id', '=', domain!.id).execute()).toHaveLength(1);
    // Another domain covering the same users leaves none stranded.
    const cover = await call(
      'POST',
      base(caSupplier),
      ca,
      { domainName: `staff.${domain!.domain_name}`, allowSubDomains: false, is3pDomain: false },
      'ca',
    );
    expect(cover.statusCode).toBe(201);
    expect(cover.json().usersCount).toBe(0);

    const confirmed = await call('DELETE', `${base(caSupplier)}/${domain!.domain_name}?confirm=true`, ca, undefined, 'ca');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().usersCount).toBe(4);
    expect((await activity(domain!.id)).at(-1)).toMatchObject({
      event: 'EMAIL_DOMAIN_DELETED',
      event_description: `Authorised domain ${domain!.domain_name} deleted while 4 users still used it`,
    });
    // The users are kept.
    expect(
      await ctx.db
        .selectFrom('users')
        .select('id')
        .where('company_id', '=', caSupplier)
        .where('login_id', 'like', `%@${domain!.domain_name}`)
        .execute(),
    ).toHaveLength(4);
  });

  test("another company's domain or id: 404, never a change", async () => {
    const id = await companyId(SUPPLIER);
    const cookie = await as('supplier-admin');
    const other = await ctx.db
      .selectFrom('email_domains')
      .select(['id', 'domain_name'])
      .where('company_id', '=', await companyId('Lakeside Home Goods LLC'))
      .executeTakeFirstOrThrow();
    expect((await call('PUT', `${base(id)}/${other.id}`, cookie, { allowSubDomains: true, is3pDomain: true })).statusCode).toBe(404);
    expect((await call('DELETE', `${base(id)}/${other.domain_name}?confirm=true`, cookie)).statusCode).toBe(404);
    expect(
      await ctx.db.selectFrom('email_domains').select('allow_subdomains').where('id', '=', other.id).executeTakeFirstOrThrow(),
    ).toEqual({
      allow_subdomains: false,
    });
    expect((await call('PUT', `${base(id)}/not-a-uuid`, cookie, { allowSubDomains: true, is3pDomain: true })).statusCode).toBe(400);
  });

  test('permission denial: supplier user 403, another company 403, no session 401', async () => {
    const id = await companyId(SUPPLIER);
    const body = { domainName: 'denied.test', allowSubDomains: false, is3pDomain: false };
    expect((await call('POST', base(id), await as('supplier-user'), body)).statusCode).toBe(403);
    expect((await call('POST', base(await companyId('Northstar Retail Analytics')), await as('supplier-admin'), body)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `${base(id)}/${SUPPLIER_DOMAIN}?confirm=true`, await as('supplier-user'))).statusCode).toBe(403);
    const res = await ctx.app.inject({
      method: 'POST',
      url: base(id),
      headers: { host: 'us.localhost', origin: 'http://us.localhost' },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    expect(await ctx.db.selectFrom('email_domains').select('id').where('domain_name', '=', 'denied.test').execute()).toEqual([]);
  });
});
