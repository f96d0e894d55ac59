// The product catalogue (app launch tiles) and its run-time administration by super admins.
import { describe, expect, test } from 'vitest';
import { PRODUCT_FAMILIES } from '../../tenants/schema.ts';
import { hostOf, signIn, tenants, useTestApp } from '../helpers/app.ts';
import { fromSite, login, sessionCookie, userContext } from './support.ts';

const ctx = useTestApp();

interface Tile {
  code: string;
  family: string;
  available: boolean;
  comingSoon: boolean;
  restrictedLaunch: string | null;
  hideWhenNoAccess: boolean;
  redirectUrl: string;
  isNewTab: boolean;
  learnMore: boolean;
}

async function productList(tenantId = 'us', account = 'supplier-user'): Promise<Tile[]> {
  const cookie = await signIn(ctx.app, account, tenantId);
  const res = await ctx.app.inject({ url: '/platform/v1/products', headers: { host: hostOf(tenantId), cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().products;
}

const override = (cookie: string | undefined, code: string, payload: unknown, tenantId = 'us') =>
  fromSite(ctx.app, 'PUT', `/core-app-api/admin/products/${code}`, cookie, payload, tenantId);

const superAdmin = (tenantId = 'us') => signIn(ctx.app, 'super-admin', tenantId);

describe('GET /platform/v1/products', () => {
  test('signed out: 401', async () => {
    const res = await ctx.app.inject({ url: '/platform/v1/products', headers: { host: 'us.localhost' } });
    expect(res.statusCode).toBe(401);
  });

  test('US (local): every product of the tenant file, in its order, with the tile defaults', async () => {
    const products = await productList('us');
    const us = tenants.find((t) => t.id === 'us')!;
    expect(products.map((p) => p.code)).toEqual(us.products.map((p) => p.code));
    for (const p of products) {
      expect(p, p.code).toMatchObject({
        family: PRODUCT_FAMILIES[p.code as keyof typeof PRODUCT_FAMILIES],
        available: true,
        comingSoon: false,
        restrictedLaunch: null,
        isNewTab: true,
      });
    }
    expect(products.find((p) => p.code === 'SHOPPER_BEHAVIOR')).toEqual({
      code: 'SHOPPER_BEHAVIOR',
      family: 'KYC',
      available: true,
      comingSoon: false,
      restrictedLaunch: null,
      hideWhenNoAccess: false,
      redirectUrl: 'https://shopper-behavior.apps.supplier-insights.example/',
      isNewTab: true,
      learnMore: true,
    });
    // Spec §2: four learn-more pages; spec §4: two products hidden on the US domain without access.
    expect(products.filter((p) => p.learnMore).map((p) => p.code)).toEqual([
      'SHOPPER_BEHAVIOR',
      'CHANNEL_PERFORMANCE',
      'CUSTOMER_PERCEPTION',
      'DIGITAL_LANDSCAPES',
    ]);
    expect(products.filter((p) => p.hideWhenNoAccess).map((p) => p.code)).toEqual(['MODULAR_INTELLIGENCE', 'CUSTOMER_PULSE']);
    expect(products.find((p) => p.code === 'MODULAR_INTELLIGENCE')!.redirectUrl).toBe(
      'https://modular-intelligence.apps.supplier-insights.example/',
    );
  });

  test('Mexico: Shopper Behavior and Report Builder, the report builder "coming soon"', async () => {
    const products = await productList('mx');
    expect(products.map((p) => [p.code, p.family, p.comingSoon, p.hideWhenNoAccess])).toEqual([
      ['SHOPPER_BEHAVIOR', 'KYC', false, false],
      ['REPORT_BUILDER', 'KYS', true, false],
    ]);
  });

  test('Canada: the same two products, nothing coming soon', async () => {
    const products = await productList('ca');
    expect(products.map((p) => [p.code, p.comingSoon])).toEqual([
      ['SHOPPER_BEHAVIOR', false],
      ['REPORT_BUILDER', false],
    ]);
  });
});

describe('run-time overrides (super admins)', () => {
  test('GET /core-app-api/admin/products: every product with base, override and effective values', async () => {
    const res = await ctx.app.inject({
      url: '/core-app-api/admin/products',
      headers: { host: 'ca.localhost', cookie: await superAdmin('ca') },
    });
    expect(res.statusCode).toBe(200);
    const products = res.json().products as Array<{ code: string; base: Tile; override: unknown; effective: Tile }>;
    expect(products.map((p) => p.code)).toEqual([
      'SHOPPER_BEHAVIOR',
      'REPORT_BUILDER',
      ...Object.keys(PRODUCT_FAMILIES).filter((c) => c !== 'SHOPPER_BEHAVIOR' && c !== 'REPORT_BUILDER'),
    ]);
    const channel = products.find((p) => p.code === 'CHANNEL_PERFORMANCE')!;
    expect(channel).toMatchObject({ family: 'KYS', override: null, base: { available: false, learnMore: true } });
    expect(channel.effective).toEqual(channel.base);
  });

  test('turning a product off hides it at once, on this tenant only, and it leaves the user context', async () => {
    const cookie = await superAdmin();
    const before = await ctx.db.selectFrom('activity_log').select('id').where('event', '=', 'PRODUCT_AVAILABILITY_CHANGED').execute();
    const res = await override(cookie, 'DIGITAL_LANDSCAPES', { available: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'DIGITAL_LANDSCAPES',
      base: { available: true },
      override: { available: false, comingSoon: null, restrictedLaunch: null, redirectUrl: null, updatedAt: expect.any(String) },
      effective: { available: false },
    });
    expect((await productList('us')).map((p) => p.code)).not.toContain('DIGITAL_LANDSCAPES');
    const context = await userContext(ctx.app, await signIn(ctx.app, 'supplier-admin'));
    expect(context.json().products.map((p: { product_id: string }) => p.product_id)).not.toContain('DIGITAL_LANDSCAPES');

    const log = await ctx.db
      .selectFrom('activity_log')
      .selectAll()
      .where('event', '=', 'PRODUCT_AVAILABILITY_CHANGED')
      .orderBy('created_at', 'desc')
      .execute();
    expect(log).toHaveLength(before.length + 1);
    expect(log[0]).toMatchObject({ tenant_id: 'us', entity_id: 'DIGITAL_LANDSCAPES', source_app: 'PORTAL' });
    expect(log[0]!.event_description).toBe('Digital Landscapes: available → no');

    // null removes the override: back to the tenant file (null must not be read as false).
    const cleared = await override(cookie, 'DIGITAL_LANDSCAPES', { available: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ override: null, effective: { available: true } });
    expect((await productList('us')).map((p) => p.code)).toContain('DIGITAL_LANDSCAPES');
  });

  test('tile settings: coming soon, beta badge, same-tab path, not hidden; then one field cleared', async () => {
    const cookie = await superAdmin('mx');
    const res = await override(
      cookie,
      'REPORT_BUILDER',
      { comingSoon: false, restrictedLaunch: 'BETA', redirectUrl: '/reportbuilder', isNewTab: false, hideWhenNoAccess: true },
      'mx',
    );
    expect(res.statusCode).toBe(200);
    const tile = (await productList('mx')).find((p) => p.code === 'REPORT_BUILDER');
    expect(tile).toEqual({
      code: 'REPORT_BUILDER',
      family: 'KYS',
      available: true,
      comingSoon: false,
      restrictedLaunch: 'BETA',
      hideWhenNoAccess: true,
      redirectUrl: '/reportbuilder',
      isNewTab: false,
      learnMore: false,
    });
    const partly = await override(cookie, 'REPORT_BUILDER', { restrictedLaunch: null, comingSoon: null }, 'mx');
    expect(partly.json()).toMatchObject({
      override: { comingSoon: null, restrictedLaunch: null, redirectUrl: '/reportbuilder', isNewTab: false },
      effective: { comingSoon: true, restrictedLaunch: null, redirectUrl: '/reportbuilder' },
    });
    // The US report builder is untouched.
    expect((await productList('us')).find((p) => p.code === 'REPORT_BUILDER')).toMatchObject({ isNewTab: true, restrictedLaunch: null });
  });

  test('a product the tenant file does not offer can be switched on for it', async () => {
    const cookie = await superAdmin('ca');
    const res = await override(cookie, 'CHANNEL_PERFORMANCE', { available: true, restrictedLaunch: 'ALPHA' }, 'ca');
    expect(res.statusCode).toBe(200);
    const products = await productList('ca');
    expect(products.find((p) => p.code === 'CHANNEL_PERFORMANCE')).toMatchObject({
      family: 'KYS',
      available: true,
      restrictedLaunch: 'ALPHA',
      redirectUrl: 'https://channel-performance.apps.supplier-insights.example/',
    });
  });

  test('an unknown product is 404 with a message', async () => {
    const res = await override(await superAdmin(), 'CRYSTAL_BALL', { available: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: expect.stringContaining('CRYSTAL_BALL') });
  });

  test.each([
    ['an empty body', {}],
    ['a non-boolean', { available: 'perhaps' }],
    ['an unknown launch flag', { restrictedLaunch: 'GAMMA' }],
    ['a javascript: address', { redirectUrl: 'javascript:alert(1)' }],
    ['a protocol-relative address', { redirectUrl: '//evil.example/' }],
    ['a plain http address', { redirectUrl: 'http://shopper.example/' }],
    ['an unknown field', { available: true, tenantId: 'mx' }],
  ])('bad input (%s) is 400 with a message', async (_label, payload) => {
    const res = await override(await superAdmin(), 'SHOPPER_BEHAVIOR', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  test('anonymous 401; a company admin 403; a spectator reads the list but may not change it', async () => {
    expect((await override(undefined, 'SHOPPER_BEHAVIOR', { available: false })).statusCode).toBe(401);
    expect((await override(await signIn(ctx.app, 'supplier-admin'), 'SHOPPER_BEHAVIOR', { available: false })).statusCode).toBe(403);
    const spectator = await signIn(ctx.app, 'spectator');
    expect(
      (await ctx.app.inject({ url: '/core-app-api/admin/products', headers: { host: 'us.localhost', cookie: spectator } })).statusCode,
    ).toBe(200);
    const refused = await override(spectator, 'SHOPPER_BEHAVIOR', { available: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Spectators have view-only access.');
    expect((await productList('us')).map((p) => p.code)).toContain('SHOPPER_BEHAVIOR');
  });
});

describe('in production (APP_ENV=prod)', () => {
  const prod = useTestApp({ appEnv: 'prod' });

  test('US leaves out Customer Pulse until a super admin switches it on', async () => {
    const host = 'us.supplier-insights.example';
    const signInProd = async (account: string) => sessionCookie(await login(prod.app, account, { host, origin: `https://${host}` }));
    const list = async () => {
      const res = await prod.app.inject({ url: '/platform/v1/products', headers: { host, cookie: await signInProd('supplier-admin') } });
      return res.json().products.map((p: Tile) => p.code);
    };
    expect(await list()).toHaveLength(7);
    expect(await list()).not.toContain('CUSTOMER_PULSE');
    const res = await prod.app.inject({
      method: 'PUT',
      url: '/core-app-api/admin/products/CUSTOMER_PULSE',
      headers: { host, origin: `https://${host}`, cookie: await signInProd('super-admin') },
      payload: { available: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await list()).toContain('CUSTOMER_PULSE');
  });
});
