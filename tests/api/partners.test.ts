// Third-party partners (spec §7 "Partners", "Third-party apps"): validate a business code,
// associate, list, change products, remove, and the apps an agency's users get from the supplier.
import { describe, expect, test } from 'vitest';
import { demoLogin, useTestApp } from '../helpers/app.ts';
import { accountHelpers } from './support.ts';

const ctx = useTestApp();

const { as, call, companyId, activity } = accountHelpers(ctx);
const SUPPLIER = 'Blue Ridge Foods Inc.';
const AGENCY = 'Northstar Retail Analytics';
const BASIC_AGENCY = 'Summit Brokerage Partners';

const base = (id: string) => `/core-app-api/companies/${id}/partner-associations`;

describe('GET partner-associations/validate', () => {
  const validate = async (code: string, account = 'supplier-admin', company = SUPPLIER, tenantId = 'us') =>
    call(
      'GET',
      `${base(await companyId(company))}/validate?businessCode=${encodeURIComponent(code)}`,
      await as(account, tenantId),
      undefined,
      tenantId,
    );

  test('a basic agency of the tenant, found by its code in any letter case', async () => {
    const res = await validate(' wmt-us-basicagency ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      companyId: await companyId(BASIC_AGENCY),
      companyName: BASIC_AGENCY,
      companyType: 'BASIC_THIRD_PARTY_AGENCY',
      businessCode: 'WMT-US-BASICAGENCY',
      adminEmail: demoLogin('basic-agency', 'us'),
    });
  });

  test.each([
    ['WMT-US-NOPE', 404, 'No company with business code WMT-US-NOPE in this country.'],
    ['WMT-MX-AGENCY', 404, 'No company with business code WMT-MX-AGENCY in this country.'],
    ['WMT-US-SUPPLIER2', 400, 'Lakeside Home Goods LLC is not a third-party agency.'],
    ['WMT-US-SUPPLIER', 400, 'This is the business code of your own company.'],
    ['WMT-US-AGENCY', 409, `${AGENCY} is already your partner.`],
  ])('%s: %i', async (code, status, message) => {
    const res = await validate(code);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  test('basic vendors (through a super admin acting for one) pair with basic agencies only; agencies have no partners', async () => {
    // A basic vendor's own admin may not open third party (spec §2; tests/api/basic-allow-list.test.ts).
    const superAdmin = await as('super-admin');
    const basicVendor = await companyId('Prairie Candle Co.');
    await call('POST', '/core-app-api/users/set-context', superAdmin, { companyId: basicVendor, reason: 'Partner pairing rules' });
    const agency = await validate('WMT-US-AGENCY', 'super-admin', 'Prairie Candle Co.');
    expect(agency.statusCode).toBe(400);
    expect(agency.json().message).toMatch(/basic vendors can only associate basic third-party agencies/);
    expect((await validate('WMT-US-BASICAGENCY', 'super-admin', 'Prairie Candle Co.')).statusCode).toBe(409);
    await call('POST', '/core-app-api/users/reset-context', superAdmin);
    const fromAgency = await validate('WMT-US-BASICAGENCY', 'agency-admin', AGENCY);
    expect(fromAgency.statusCode).toBe(400);
    expect(fromAgency.json().message).toBe('Only suppliers and basic vendors can associate third-party partners.');
  });

  test('permission: supplier user 403, another company 403, missing code 400', async () => {
    expect((await validate('WMT-US-BASICAGENCY', 'supplier-user')).statusCode).toBe(403);
    expect((await validate('WMT-US-BASICAGENCY', 'supplier-admin', 'Lakeside Home Goods LLC')).statusCode).toBe(403);
    expect((await call('GET', `${base(await companyId(SUPPLIER))}/validate`, await as('supplier-admin'))).statusCode).toBe(400);
  });
});

describe('partner associations', () => {
  test('list: partner, partner code, primary contact and products (with and without the trailing slash)', async () => {
    const id = await companyId(SUPPLIER);
    for (const url of [`${base(id)}/`, base(id)]) {
      const res = await call('GET', url, await as('supplier-admin'));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ totalElements: 1, page: 0, pageSize: 10 });
      expect(res.json().content).toEqual([
        {
          associationId: expect.any(String),
          partnerCompany: {
            companyId: await companyId(AGENCY),
            companyName: AGENCY,
            companyType: 'THIRD_PARTY_AGENCY',
            businessCode: 'WMT-US-AGENCY',
            adminEmail: demoLogin('agency-admin', 'us'),
          },
          products: ['SHOPPER_BEHAVIOR'],
          uiCreatedOnDate: expect.any(String),
        },
      ]);
    }
    expect((await call('GET', `${base(id)}/?search=zzz`, await as('supplier-admin'))).json().totalElements).toBe(0);
    expect((await call('GET', `${base(id)}/?search=northstar`, await as('supplier-admin'))).json().totalElements).toBe(1);
    expect((await call('GET', `${base(id)}/`, await as('supplier-user'))).statusCode).toBe(403);
    expect((await call('GET', `${base(await companyId('Prairie Candle Co.'))}/`, await as('supplier-admin'))).statusCode).toBe(403);
  });

  test('associate, change products and remove, each in the activity log', async () => {
    const id = await companyId(SUPPLIER);
    const cookie = await as('supplier-admin');
    const created = await call('POST', base(id), cookie, {
      businessCode: 'WMT-US-BASICAGENCY',
      products: ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'],
    });
    expect(created.statusCode).toBe(201);
    const association = created.json();
    expect(association).toMatchObject({
      partnerCompany: { companyName: BASIC_AGENCY, businessCode: 'WMT-US-BASICAGENCY' },
      products: ['REPORT_BUILDER', 'SHOPPER_BEHAVIOR'],
    });
    expect(await activity(association.associationId)).toEqual([
      expect.objectContaining({
        tenant_id: 'us',
        company_id: id,
        event: 'PARTNER_ASSOCIATED',
        event_description: `Third-party partner ${BASIC_AGENCY} (WMT-US-BASICAGENCY) associated with access to Shopper Behavior | Report Builder`,
      }),
    ]);
    const twice = await call('POST', base(id), cookie, { businessCode: 'WMT-US-BASICAGENCY', products: ['SHOPPER_BEHAVIOR'] });
    expect(twice.statusCode).toBe(409);

    const changed = await call('PUT', `${base(id)}/${association.associationId}`, cookie, { products: ['CUSTOMER_PERCEPTION'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().products).toEqual(['CUSTOMER_PERCEPTION']);
    expect((await activity(association.associationId)).map((a) => a.event_description)).toContain(
      `Products of third-party partner ${BASIC_AGENCY} (WMT-US-BASICAGENCY) changed from Report Builder | Shopper Behavior to Customer Perception`,
    );

    const removed = await call('DELETE', `${base(id)}/${association.associationId}`, cookie);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: `${BASIC_AGENCY} is no longer a partner.` });
    expect(
      await ctx.db
        .selectFrom('partner_association_products')
        .select('product_code')
        .where('association_id', '=', association.associationId)
        .execute(),
    ).toEqual([]);
    expect((await activity(association.associationId)).at(-1)).toMatchObject({
      event: 'PARTNER_REMOVED',
      event_description: `Third-party partner ${BASIC_AGENCY} (WMT-US-BASICAGENCY) removed`,
    });
    expect((await call('DELETE', `${base(id)}/${association.associationId}`, cookie)).statusCode).toBe(404);
  });

  test('products must be chosen and offered by the tenant', async () => {
    const mx = await as('supplier-admin', 'mx');
    const id = await companyId('Alimentos del Bajío S.A. de C.V.');
    const none = await call('POST', base(id), mx, { businessCode: 'WMT-MX-BASICAGENCY', products: [] }, 'mx');
    expect(none.statusCode).toBe(400);
    const notOffered = await call('POST', base(id), mx, { businessCode: 'WMT-MX-BASICAGENCY', products: ['DIGITAL_LANDSCAPES'] }, 'mx');
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json().message).toBe('Not offered in this country: DIGITAL_LANDSCAPES.');
    expect(
      await ctx.db
        .selectFrom('partner_associations')
        .select('id')
        .where('partner_company_id', '=', await companyId('Representaciones Cumbre'))
        .where('supplier_company_id', '=', id)
        .execute(),
    ).toEqual([]);
  });

  test("another company's association: 404, never a change; spectator and supplier user refused", async () => {
    const id = await companyId(SUPPLIER);
    const other = await ctx.db
      .selectFrom('partner_associations')
      .select('id')
      .where('supplier_company_id', '=', await companyId('Prairie Candle Co.'))
      .executeTakeFirstOrThrow();
    expect((await call('DELETE', `${base(id)}/${other.id}`, await as('supplier-admin'))).statusCode).toBe(404);
    expect((await call('PUT', `${base(id)}/${other.id}`, await as('supplier-admin'), { products: ['REPORT_BUILDER'] })).statusCode).toBe(
      404,
    );
    expect(await ctx.db.selectFrom('partner_associations').select('id').where('id', '=', other.id).execute()).toHaveLength(1);
    const body = { businessCode: 'WMT-US-BASICAGENCY', products: ['SHOPPER_BEHAVIOR'] };
    expect((await call('POST', base(id), await as('supplier-user'), body)).statusCode).toBe(403);
    const spectator = await as('spectator');
    await call('POST', '/core-app-api/users/set-context', spectator, { companyId: id, reason: 'Quarterly review' });
    expect((await call('GET', `${base(id)}/`, spectator)).statusCode).toBe(200);
    expect((await call('POST', base(id), spectator, body)).statusCode).toBe(403);
    expect((await call('POST', base(id), await as('supplier-admin'), body, 'mx')).statusCode).toBe(401);
  });
});

describe('third-party apps', () => {
  const appsOf = async (account: string, company: string, body: Record<string, unknown> = {}, tenantId = 'us') =>
    call(
      'POST',
      `/platform/v2/identity/tenants/${await companyId(company)}/fetch-active-partner-access-apps`,
      await as(account, tenantId),
      body,
      tenantId,
    );

  test('an agency user gets the apps the supplier granted their agency, and loses them when it changes', async () => {
    const supplier = await companyId(SUPPLIER);
    const res = await appsOf('agency-user', AGENCY);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      apps: [{ product_id: 'SHOPPER_BEHAVIOR', access_status: 'ACCESS_COMPLETE', supplier: { id: supplier, name: SUPPLIER } }],
    });
    expect(
      (await appsOf('agency-user', AGENCY, { tenantId: await companyId(AGENCY), thirdPartyCompanyId: supplier })).json().apps,
    ).toHaveLength(1);
    expect((await appsOf('agency-user', AGENCY, { thirdPartyCompanyId: await companyId('Lakeside Home Goods LLC') })).json().apps).toEqual(
      [],
    );
    expect((await appsOf('agency-user', AGENCY, { tenantId: supplier })).statusCode).toBe(400);

    // The supplier grants more: the agency user sees them at once.
    const admin = await as('supplier-admin');
    const [association] = (await call('GET', `${base(supplier)}/`, admin)).json().content;
    await call('PUT', `${base(supplier)}/${association.associationId}`, admin, { products: ['SHOPPER_BEHAVIOR', 'CUSTOMER_PERCEPTION'] });
    expect((await appsOf('agency-user', AGENCY)).json().apps.map((a: { product_id: string }) => a.product_id)).toEqual([
      'CUSTOMER_PERCEPTION',
      'SHOPPER_BEHAVIOR',
    ]);
    // A product the tenant stops offering drops out.
    await call('PUT', '/core-app-api/admin/products/CUSTOMER_PERCEPTION', await as('super-admin'), { available: false });
    expect((await appsOf('agency-user', AGENCY)).json().apps.map((a: { product_id: string }) => a.product_id)).toEqual([
      'SHOPPER_BEHAVIOR',
    ]);
    await call('PUT', '/core-app-api/admin/products/CUSTOMER_PERCEPTION', await as('super-admin'), { available: null });
    await call('PUT', `${base(supplier)}/${association.associationId}`, admin, { products: ['SHOPPER_BEHAVIOR'] });
  });

  test('others get none; another company by path 403', async () => {
    expect((await appsOf('agency-admin', AGENCY)).json()).toEqual({ apps: [] });
    expect((await appsOf('supplier-admin', SUPPLIER)).json()).toEqual({ apps: [] });
    expect((await appsOf('agency-user', SUPPLIER)).statusCode).toBe(403);
    expect((await appsOf('agency-user', 'Analítica Comercial Norte', {}, 'mx')).json().apps).toHaveLength(1);
  });

  test('GET v2 products?associated_tenant_id: both sides of an association see its grants', async () => {
    const supplier = await companyId(SUPPLIER);
    const agency = await companyId(AGENCY);
    const fromSupplier = await call(
      'GET',
      `/platform/v2/identity/tenants/${supplier}/products?associated_tenant_id=${agency}`,
      await as('supplier-admin'),
    );
    expect(fromSupplier.statusCode).toBe(200);
    expect(fromSupplier.json()).toEqual({
      supplierCompanyId: supplier,
      partnerCompanyId: agency,
      products: [{ product_id: 'SHOPPER_BEHAVIOR', access_status: 'ACCESS_COMPLETE' }],
    });
    const fromAgency = await call(
      'GET',
      `/platform/v2/identity/tenants/${agency}/products?associated_tenant_id=${supplier}`,
      await as('agency-admin'),
    );
    expect(fromAgency.json().products).toHaveLength(1);
    const unrelated = await call(
      'GET',
      `/platform/v2/identity/tenants/${supplier}/products?associated_tenant_id=${await companyId(BASIC_AGENCY)}`,
      await as('supplier-admin'),
    );
    expect(unrelated.statusCode).toBe(404);
    expect(
      (await call('GET', `/platform/v2/identity/tenants/${supplier}/products?associated_tenant_id=${agency}`, await as('supplier-user')))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', `/platform/v2/identity/tenants/${supplier}/products`, await as('supplier-admin'))).statusCode).toBe(400);
  });
});
