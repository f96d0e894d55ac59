// Start-up configuration of the client: the configuration keyed by name (spec §7: experimentation
// key and default file, feature flags), the flags' run-time changes by super admins, and the site
// lookup that gives the locales.
import { describe, expect, test } from 'vitest';
import { defaultFlags } from '../../tenants/schema.ts';
import { hostOf, signIn, tenants, useTestApp } from '../helpers/app.ts';
import { fromSite } from './support.ts';

const ctx = useTestApp();

const tenant = (id: string) => tenants.find((t) => t.id === id)!;
/** The tenant file's defaults in the test app's environment (local). */
const defaults = (id: string) => defaultFlags(tenant(id), 'local');

function ccm(tenantId = 'us') {
  return ctx.app.inject({ url: '/core-app-api/api/ccm', headers: { host: hostOf(tenantId) } });
}

const setFlag = (cookie: string | undefined, flag: string, payload: unknown, tenantId = 'us') =>
  fromSite(ctx.app, 'PUT', `/core-app-api/admin/feature-flags/${flag}`, cookie, payload, tenantId);

const flagEvents = () =>
  ctx.db
    .selectFrom('activity_log')
    .select(['tenant_id', 'company_id', 'actor_user_id', 'entity_id', 'event_description'])
    .where('event', '=', 'FEATURE_FLAG_CHANGED')
    .orderBy('created_at')
    .execute();

/** Spec §7: the configuration keyed by name — the experimentation settings and each flag. */
const configurationOf = (tenantId: string, flags: Record<string, boolean>) => ({
  experimentation: tenant(tenantId).environments.local.experimentation,
  ...Object.fromEntries(Object.entries(flags).map(([flag, enabled]) => [flag, { enabled }])),
});

describe('GET /core-app-api/api/ccm', () => {
  test.each(['us', 'mx', 'ca'])('without signing in, %s gets its tenant file defaults, as flags and keyed by name', async (tenantId) => {
    const res = await ccm(tenantId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ flags: defaults(tenantId), configuration: configurationOf(tenantId, defaults(tenantId)) });
  });

  test('the experimentation key is the tenant’s for this environment, with the default file; the knowledge-base flags are there by name', async () => {
    const { configuration } = (await ccm('mx')).json();
    expect(configuration.experimentation).toEqual({ key: 'client-mx-local-supplier-insights', defaultFile: 'experiments-default.json' });
    expect(configuration['wem-kb-rollout']).toEqual({ enabled: true });
    // Spec: kb-search-rollout is off in Mexico.
    expect(configuration['kb-search-rollout']).toEqual({ enabled: false });
    expect((await ccm('us')).json().configuration.experimentation.key).toBe('client-us-local-supplier-insights');
  });

  test('every tenant and environment has an experimentation key of its own', () => {
    const keys = tenants.flatMap((t) => Object.values(t.environments).map((settings) => settings.experimentation.key));
    expect(keys).toHaveLength(18);
    expect(new Set(keys).size).toBe(18);
  });
});

describe('PUT /core-app-api/admin/feature-flags/:flag', () => {
  test('a super admin turns a flag off: the next ccm call shows it, other tenants keep theirs, the change is logged', async () => {
    const cookie = await signIn(ctx.app, 'super-admin');
    const before = (await flagEvents()).length;
    const res = await setFlag(cookie, 'kb-search-rollout', { enabled: false });
    expect(res.statusCode).toBe(200);
    const expected = { ...defaults('us'), 'kb-search-rollout': false };
    expect(res.json()).toEqual({ flags: expected });
    expect((await ccm('us')).json()).toEqual({ flags: expected, configuration: configurationOf('us', expected) });
    expect((await ccm('ca')).json()).toEqual({ flags: defaults('ca'), configuration: configurationOf('ca', defaults('ca')) });

    const events = await flagEvents();
    expect(events).toHaveLength(before + 1);
    const admin = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('login_id', '=', 'super-admin.us@demo.test')
      .executeTakeFirstOrThrow();
    expect(events.at(-1)).toMatchObject({ tenant_id: 'us', company_id: null, actor_user_id: admin.id, entity_id: 'kb-search-rollout' });
    expect(events.at(-1)!.event_description).toMatch(/Knowledge base search turned off/);

    // And back on: the override changes, no second row per flag.
    expect((await setFlag(cookie, 'kb-search-rollout', { enabled: true })).statusCode).toBe(200);
    expect((await ccm('us')).json().flags['kb-search-rollout']).toBe(true);
    expect((await ccm('us')).json().configuration['kb-search-rollout']).toEqual({ enabled: true });
    const rows = await ctx.db.selectFrom('feature_flag_overrides').selectAll().where('tenant_id', '=', 'us').execute();
    expect(rows).toHaveLength(1);
  });

  test('a super admin on the Mexican host changes the Mexican flags only', async () => {
    const cookie = await signIn(ctx.app, 'super-admin', 'mx');
    const res = await setFlag(cookie, 'insights-activation-rollout', { enabled: true }, 'mx');
    expect(res.statusCode).toBe(200);
    expect((await ccm('mx')).json().flags['insights-activation-rollout']).toBe(true);
    expect((await ccm('ca')).json().flags['insights-activation-rollout']).toBe(false);
  });

  test('an unknown flag is 404 with a message naming the known flags', async () => {
    const cookie = await signIn(ctx.app, 'super-admin');
    const res = await setFlag(cookie, 'new-dashboard', { enabled: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: expect.stringContaining('kb-search-rollout') });
  });

  test("enabled: null returns the flag to the tenant file's value (the override row goes) and says so in the log", async () => {
    const cookie = await signIn(ctx.app, 'super-admin');
    expect((await setFlag(cookie, 'wem-kb-rollout', { enabled: false })).statusCode).toBe(200);
    expect((await ccm('us')).json().flags['wem-kb-rollout']).toBe(false);
    const res = await setFlag(cookie, 'wem-kb-rollout', { enabled: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().flags['wem-kb-rollout']).toBe(defaults('us')['wem-kb-rollout']);
    expect((await ccm('us')).json().flags['wem-kb-rollout']).toBe(defaults('us')['wem-kb-rollout']);
    const rows = await ctx.db
      .selectFrom('feature_flag_overrides')
      .select('flag')
      .where('tenant_id', '=', 'us')
      .where('flag', '=', 'wem-kb-rollout')
      .execute();
    expect(rows).toEqual([]);
    expect((await flagEvents()).at(-1)!.event_description).toMatch(/Knowledge base back to the tenant file's value/);
  });

  test.each([
    ['no body field', {}],
    ['a non-boolean', { enabled: 'maybe' }],
    ['a boolean written as text', { enabled: 'false' }],
    ['a number', { enabled: 0 }],
    ['an empty text', { enabled: '' }],
    ['an extra field', { enabled: true, tenant: 'mx' }],
  ])('bad input (%s) is 400 with a message', async (_label, payload) => {
    const cookie = await signIn(ctx.app, 'super-admin');
    const res = await setFlag(cookie, 'wem-kb-rollout', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  test('anonymous is 401; a company admin 403; a spectator 403 (view only); nothing changes', async () => {
    expect((await setFlag(undefined, 'wem-kb-rollout', { enabled: false })).statusCode).toBe(401);
    expect((await setFlag(await signIn(ctx.app, 'supplier-admin'), 'wem-kb-rollout', { enabled: false })).statusCode).toBe(403);
    const spectator = await setFlag(await signIn(ctx.app, 'spectator'), 'wem-kb-rollout', { enabled: false });
    expect(spectator.statusCode).toBe(403);
    expect(spectator.json().message).toBe('Spectators have view-only access.');
    expect((await ccm('us')).json().flags['wem-kb-rollout']).toBe(true);
  });
});

describe('GET /platform/v1/identity/sites/:site', () => {
  const site = (code: string, tenantId: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `/platform/v1/identity/sites/${code}`, headers: { host: hostOf(tenantId), ...headers } });

  test.each(['us', 'mx', 'ca'])('%s: default locale, supported locales and picker labels from the tenant file', async (tenantId) => {
    const t = tenant(tenantId);
    const res = await site(t.code, tenantId, { 'wm-site-id': t.code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      siteId: t.code,
      defaultLocale: t.locales.default,
      locales: t.locales.supported,
      languages: t.locales.picker,
    });
  });

  test('Mexico: Spanish first', async () => {
    expect((await site('WMT-MX', 'mx')).json()).toEqual({
      siteId: 'WMT-MX',
      defaultLocale: 'es-MX',
      locales: ['es-MX', 'en-US'],
      languages: [
        { locale: 'es-MX', label: 'Español' },
        { locale: 'en-US', label: 'English' },
      ],
    });
  });

  test('the wm-site-id header is optional and the code is not case-sensitive', async () => {
    const res = await site('wmt-us', 'us');
    expect(res.statusCode).toBe(200);
    expect(res.json().siteId).toBe('WMT-US');
  });

  test.each([
    ['another tenant’s site', 'WMT-MX'],
    ['an unknown site', 'WMT-XX'],
  ])('%s on this host is 404 with a message', async (_label, code) => {
    const res = await site(code, 'us');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: expect.stringContaining('WMT-US') });
  });
});
