// The configuration owners' console (issue 31 §1): who may read and change the tenant's products
// and feature flags; a change needs a reason, shows beside the tenant file's value with who made
// it, reaches the products every user reads, and a revert returns to the file's value; a scheduled
// change runs at its time by the scheduler's clock (the jobs table), once; a cancelled one never;
// the activity log says each in the reader's language, written in the change's transaction; the
// preview computes the app launch list with a change applied, saving nothing.
import { sql } from 'kysely';
import { afterEach, describe, expect, test } from 'vitest';
import { runDueChanges } from '../../server/modules/configuration/schedule.ts';
import { hostOf, useTestApp } from '../helpers/app.ts';
import { accountHelpers } from './support.ts';

const ctx = useTestApp();
const { as, call } = accountHelpers(ctx);

afterEach(() => {
  ctx.app.clock.offsetMs = 0;
});

interface ProductRow {
  code: string;
  file: Record<string, unknown>;
  live: Record<string, unknown>;
  changed: boolean;
  fileEnvironments: string[];
  lastChange: { by: string | null; at: string; text: string } | null;
}
interface FlagRow {
  flag: string;
  file: boolean;
  live: boolean;
  changed: boolean;
  fileEnvironments: string[];
  lastChange: { by: string | null; at: string; text: string } | null;
}
interface View {
  environment: string;
  products: ProductRow[];
  flags: FlagRow[];
  scheduled: Array<{ id: string; change: Record<string, unknown>; reason: string; runAt: string; timeZone: string; createdBy: string }>;
  history: Array<{ by: string | null; event: string; text: string }>;
}

async function view(tenantId = 'mx', account = 'config-owner', locale?: string): Promise<View> {
  const cookie = await as(account, tenantId);
  const res = await ctx.app.inject({
    url: '/core-app-api/configuration',
    headers: { host: hostOf(tenantId), cookie, ...(locale ? { 'x-user-locale': locale } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const product = async (code: string, tenantId = 'mx') => (await view(tenantId)).products.find((p) => p.code === code)!;
const flag = async (name: string, tenantId = 'mx') => (await view(tenantId)).flags.find((f) => f.flag === name)!;

const change = async (body: Record<string, unknown>, tenantId = 'mx', account = 'config-owner') =>
  call('POST', '/core-app-api/configuration/changes', await as(account, tenantId), body, tenantId);

/** The product codes a supplier of the tenant is offered now. */
async function offered(tenantId = 'mx'): Promise<string[]> {
  const res = await call('GET', '/platform/v1/products', await as('supplier-admin', tenantId), undefined, tenantId);
  return (res.json() as { products: Array<{ code: string }> }).products.map((p) => p.code);
}

const offShopper = {
  change: { kind: 'PRODUCT', key: 'SHOPPER_BEHAVIOR', settings: { available: false } },
  reason: 'Data refresh incident',
};
const revertShopper = { change: { kind: 'PRODUCT', key: 'SHOPPER_BEHAVIOR', revert: true }, reason: 'Incident over' };

describe('who may use the console', () => {
  test.each([
    ['config-owner', 200, 204],
    ['super-admin', 200, 204],
    ['spectator', 200, 403],
    ['content-owner', 403, 403],
    ['supplier-admin', 403, 403],
    ['associate', 403, 403],
  ])('%s: reads %i, changes %i', async (account, reads, changes) => {
    const cookie = await as(account, 'ca');
    expect((await call('GET', '/core-app-api/configuration', cookie, undefined, 'ca')).statusCode).toBe(reads);
    const body = { change: { kind: 'FLAG', key: 'kb-search-rollout', enabled: true }, reason: 'Policy check' };
    const res = await call('POST', '/core-app-api/configuration/changes', cookie, body, 'ca');
    expect(res.statusCode, res.body).toBe(changes);
    if (account === 'spectator') expect(res.json().message).toBe('Spectators have view-only access.');
    const preview = await call(
      'POST',
      '/core-app-api/configuration/preview',
      cookie,
      { companyType: 'SUPPLIER', persona: 'WITH_ACCESS' },
      'ca',
    );
    expect(preview.statusCode).toBe(reads);
    const schedule = await call(
      'POST',
      '/core-app-api/configuration/scheduled-changes',
      cookie,
      { ...body, at: '2099-01-01T09:00', timeZone: 'America/Toronto' },
      'ca',
    );
    expect(schedule.statusCode).toBe(changes === 204 ? 201 : changes);
    await call(
      'POST',
      '/core-app-api/configuration/changes',
      await as('config-owner', 'ca'),
      { ...body, change: { ...body.change, enabled: undefined, revert: true } },
      'ca',
    );
  });

  test('signed out: 401', async () => {
    const res = await ctx.app.inject({ url: '/core-app-api/configuration', headers: { host: hostOf('mx') } });
    expect(res.statusCode).toBe(401);
  });
});

describe('a change now', () => {
  test('the tenant file beside the live value, per environment', async () => {
    const mx = await view();
    expect(mx.environment).toBe('local');
    const reportBuilder = mx.products.find((p) => p.code === 'REPORT_BUILDER')!;
    expect(reportBuilder.file).toEqual({
      available: true,
      comingSoon: true,
      restrictedLaunch: null,
      hideWhenNoAccess: false,
      isNewTab: true,
    });
    expect(reportBuilder.live).toEqual(reportBuilder.file);
    expect(reportBuilder.fileEnvironments).toEqual(['local', 'dev', 'qa', 'stg', 'preprod', 'prod']);
    // Not offered by the MX file anywhere.
    expect(mx.products.find((p) => p.code === 'CUSTOMER_PULSE')).toMatchObject({ file: { available: false }, fileEnvironments: [] });
    expect(mx.flags.find((f) => f.flag === 'data-dictionary-v2')).toMatchObject({
      file: true,
      live: true,
      changed: false,
      fileEnvironments: ['local', 'dev', 'qa'],
    });
  });

  test('a reason is required: 400 with a message, and nothing changes', async () => {
    for (const reason of [undefined, '', '   ']) {
      const res = await change({ change: offShopper.change, ...(reason === undefined ? {} : { reason }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('A reason is required: say in a few words why the configuration changes.');
    }
    expect(await offered()).toContain('SHOPPER_BEHAVIOR');
    expect((await product('SHOPPER_BEHAVIOR')).changed).toBe(false);
  });

  test.each([
    [{ kind: 'PRODUCT', key: 'NOT_A_PRODUCT', settings: { available: false } }, /^Unknown product "NOT_A_PRODUCT"/],
    [{ kind: 'PRODUCT', key: 'SHOPPER_BEHAVIOR', settings: {} }, /at least one setting/],
    [{ kind: 'PRODUCT', key: 'SHOPPER_BEHAVIOR', settings: { available: false }, revert: true }, /not both/],
    [{ kind: 'FLAG', key: 'kb-search-rollout' }, /enabled true or false, or revert/],
    [{ kind: 'FLAG', key: 'no-such-flag', enabled: true }, /^Unknown feature flag/],
    [{ kind: 'FLAG', key: 'kb-search-rollout', settings: { available: true } }, /not settings/],
  ])('a change that says nothing whole is refused: %j', async (body, message) => {
    const res = await change({ change: body, reason: 'Testing' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  test('a product turned off with a reason: suppliers lose it, the console shows who and why, a revert restores the file', async () => {
    expect(await offered()).toContain('SHOPPER_BEHAVIOR');
    expect((await change(offShopper)).statusCode).toBe(204);
    expect(await offered()).not.toContain('SHOPPER_BEHAVIOR');
    const changed = await product('SHOPPER_BEHAVIOR');
    expect(changed).toMatchObject({ file: { available: true }, live: { available: false }, changed: true });
    expect(changed.lastChange).toMatchObject({
      by: 'Andrea Navarro',
      text: 'Shopper Behavior: disponible → no (motivo: Data refresh incident)',
    });

    expect((await change(revertShopper)).statusCode).toBe(204);
    expect(await offered()).toContain('SHOPPER_BEHAVIOR');
    const reverted = await product('SHOPPER_BEHAVIOR');
    expect(reverted.live).toEqual(reverted.file);
    expect(reverted.changed).toBe(false);
    expect(reverted.lastChange?.text).toBe('Shopper Behavior: de vuelta a la configuración del archivo del país (motivo: Incident over)');
  });

  test('a badge and a flag, then back to the file; the history in each reader’s language', async () => {
    expect(
      (
        await change({
          change: { kind: 'PRODUCT', key: 'REPORT_BUILDER', settings: { restrictedLaunch: 'BETA', comingSoon: false } },
          reason: 'Beta launch',
        })
      ).statusCode,
    ).toBe(204);
    expect(await product('REPORT_BUILDER')).toMatchObject({
      live: { restrictedLaunch: 'BETA', comingSoon: false },
      file: { comingSoon: true },
    });
    expect((await change({ change: { kind: 'FLAG', key: 'kb-search-rollout', enabled: true }, reason: 'Search ready' })).statusCode).toBe(
      204,
    );
    expect(await flag('kb-search-rollout')).toMatchObject({ file: false, live: true, changed: true });
    const configuration = await ctx.app.inject({ url: '/core-app-api/api/ccm', headers: { host: hostOf('mx') } });
    expect(configuration.json().flags['kb-search-rollout']).toBe(true);
    expect((await change({ change: { kind: 'FLAG', key: 'kb-search-rollout', revert: true }, reason: 'Back' })).statusCode).toBe(204);
    expect(await flag('kb-search-rollout')).toMatchObject({ file: false, live: false, changed: false });
    expect((await change({ change: { kind: 'PRODUCT', key: 'REPORT_BUILDER', revert: true }, reason: 'Back' })).statusCode).toBe(204);

    // Newest first; the two entries of one change (one per setting) share their time, in either order.
    const texts = async (locale: string) => {
      const history = (await view('mx', 'config-owner', locale)).history.map((h) => h.text);
      return [...history.slice(0, 3), ...history.slice(3, 5).sort()];
    };
    expect(await texts('en-US')).toEqual([
      "Report Builder: back to the tenant file's settings (reason: Back)",
      "Feature flag Knowledge base search back to the tenant file's value, off (reason: Back)",
      'Feature flag Knowledge base search → on, tenant file: off (reason: Search ready)',
      'Report Builder: alpha or beta badge → beta (reason: Beta launch)',
      'Report Builder: coming soon → no (reason: Beta launch)',
    ]);
    expect(await texts('es-MX')).toEqual([
      'Report Builder: de vuelta a la configuración del archivo del país (motivo: Back)',
      'Indicador Búsqueda en la base de conocimientos de vuelta al valor del archivo del país, desactivado (motivo: Back)',
      'Indicador Búsqueda en la base de conocimientos → activado, archivo del país: desactivado (motivo: Search ready)',
      'Report Builder: insignia alfa o beta → beta (motivo: Beta launch)',
      'Report Builder: próximamente → no (motivo: Beta launch)',
    ]);
    expect((await view('mx', 'config-owner', 'en-US')).history[3]).toMatchObject({
      by: 'Andrea Navarro',
      event: 'App availability changed',
    });
  });

  test('the change and its activity-log entry are one transaction', async () => {
    await sql`alter table activity_log add constraint test_no_product_change check (event <> 'PRODUCT_AVAILABILITY_CHANGED') not valid`.execute(
      ctx.db,
    );
    try {
      expect((await change(offShopper)).statusCode).toBe(500);
    } finally {
      await sql`alter table activity_log drop constraint test_no_product_change`.execute(ctx.db);
    }
    expect(await offered()).toContain('SHOPPER_BEHAVIOR');
    expect((await product('SHOPPER_BEHAVIOR')).changed).toBe(false);
  });

  test('one tenant’s change is not another’s; Canada reads it in fr-CA and en-CA', async () => {
    expect((await change(offShopper, 'ca')).statusCode).toBe(204);
    expect(await offered('ca')).not.toContain('SHOPPER_BEHAVIOR');
    expect(await offered('mx')).toContain('SHOPPER_BEHAVIOR');
    expect((await change(revertShopper, 'ca')).statusCode).toBe(204);
    const fr = (await view('ca', 'config-owner', 'fr-CA')).history;
    expect(fr[1]).toMatchObject({ by: 'Mathis Girard', event: 'Disponibilité de l’application modifiée' });
    expect(fr.slice(0, 2).map((h) => h.text)).toEqual([
      'Shopper Behavior : retour aux réglages du fichier du pays (motif : Incident over)',
      'Shopper Behavior : disponible → non (motif : Data refresh incident)',
    ]);
    expect((await view('ca', 'config-owner', 'en-CA')).history[0]!.text).toBe(
      "Shopper Behavior: back to the tenant file's settings (reason: Incident over)",
    );
  });
});

describe('a scheduled change', () => {
  const schedule = async (body: Record<string, unknown>, tenantId = 'mx') =>
    call('POST', '/core-app-api/configuration/scheduled-changes', await as('config-owner', tenantId), body, tenantId);
  /** The clock moved to just after `instant`. */
  const moveClockPast = (instant: string) => {
    ctx.app.clock.offsetMs = Date.parse(instant) + 60_000 - Date.now();
  };

  test('runs at its time in the owner’s zone (Monday 09:00 in Mexico City), once, by the jobs table', async () => {
    const entries = () =>
      ctx.db
        .selectFrom('activity_log')
        .select('event')
        .where('tenant_id', '=', 'mx')
        .where('entity_id', '=', 'SHOPPER_BEHAVIOR')
        .where('event_description', 'like', '%Data refresh incident%')
        .execute();
    const before = (await entries()).length;
    const res = await schedule({ ...offShopper, at: '2030-01-07T09:00', timeZone: 'America/Mexico_City' });
    expect(res.statusCode, res.body).toBe(201);
    const scheduled = res.json();
    // 09:00 in Mexico City (UTC−6) is 15:00 UTC.
    expect(scheduled).toMatchObject({ runAt: '2030-01-07T15:00:00.000Z', timeZone: 'America/Mexico_City', createdBy: 'Andrea Navarro' });
    expect((await view()).scheduled.map((s) => s.id)).toEqual([scheduled.id]);

    // A minute before: nothing happens.
    ctx.app.clock.offsetMs = Date.parse('2030-01-07T14:59:00Z') - Date.now();
    await ctx.app.scheduler.runDue();
    expect(await offered()).toContain('SHOPPER_BEHAVIOR');

    moveClockPast('2030-01-07T15:00:00Z');
    expect(await ctx.app.scheduler.runDue()).toContain('configuration-schedule');
    expect(await offered()).not.toContain('SHOPPER_BEHAVIOR');
    const applied = await view();
    expect(applied.scheduled).toEqual([]);
    expect(applied.products.find((p) => p.code === 'SHOPPER_BEHAVIOR')!.lastChange).toMatchObject({
      by: 'Andrea Navarro',
      text: 'Shopper Behavior: disponible → no (motivo: Data refresh incident)',
    });
    // Run again (another instance's sweep, a retry): nothing more is applied.
    expect(await runDueChanges({ db: ctx.db, tenants: ctx.app.tenants, env: ctx.app.appEnv }, ctx.app.clock.now())).toBe(0);
    // The schedule's entry and the change's: one each.
    const after = await entries();
    expect(after).toHaveLength(before + 2);
    expect(after.filter((e) => e.event === 'CONFIGURATION_CHANGE_SCHEDULED')).toHaveLength(1);
    expect((await change(revertShopper)).statusCode).toBe(204);
  });

  test('two sweeps at once apply a change once', async () => {
    const res = await schedule({
      change: { kind: 'FLAG', key: 'kb-search-rollout', enabled: true },
      reason: 'Launch',
      at: '2031-03-02T08:30',
      timeZone: 'America/Mexico_City',
    });
    expect(res.statusCode).toBe(201);
    moveClockPast(res.json().runAt);
    const context = { db: ctx.db, tenants: ctx.app.tenants, env: ctx.app.appEnv };
    const runs = await Promise.all([runDueChanges(context, ctx.app.clock.now()), runDueChanges(context, ctx.app.clock.now())]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await flag('kb-search-rollout')).toMatchObject({ live: true });
    const switched = await ctx.db
      .selectFrom('activity_log')
      .select('id')
      .where('tenant_id', '=', 'mx')
      .where('event', '=', 'FEATURE_FLAG_CHANGED')
      .where('event_description', 'like', '%(reason: Launch)')
      .execute();
    expect(switched).toHaveLength(1);
    expect((await change({ change: { kind: 'FLAG', key: 'kb-search-rollout', revert: true }, reason: 'Done' })).statusCode).toBe(204);
  });

  test('a cancelled change never runs; the log says it was cancelled', async () => {
    const res = await schedule({ ...offShopper, at: '2032-05-03T09:00', timeZone: 'America/Mexico_City' });
    const { id } = res.json();
    const cancelled = await call(
      'DELETE',
      `/core-app-api/configuration/scheduled-changes/${id}`,
      await as('config-owner', 'mx'),
      undefined,
      'mx',
    );
    expect(cancelled.statusCode).toBe(204);
    expect((await view()).scheduled).toEqual([]);
    const again = await call(
      'DELETE',
      `/core-app-api/configuration/scheduled-changes/${id}`,
      await as('config-owner', 'mx'),
      undefined,
      'mx',
    );
    expect(again.statusCode).toBe(404);
    moveClockPast('2032-05-03T15:00:00Z');
    await ctx.app.scheduler.runDue();
    expect(await offered()).toContain('SHOPPER_BEHAVIOR');
    expect((await view('mx', 'config-owner', 'en-US')).history[0]!.text).toBe(
      'Scheduled change of Shopper Behavior for May 3, 2032, 9:00 AM (America/Mexico_City) cancelled',
    );
    // The time in the reader's language.
    expect((await view('mx', 'config-owner', 'es-MX')).history[0]!.text).toMatch(
      /^Se canceló el cambio programado de Shopper Behavior para 3 may 2032, 9:00\sa\.\s?m\. \(America\/Mexico_City\)$/,
    );
  });

  test('the sweep still runs after the clock was moved far ahead and back (the local development clock)', async () => {
    ctx.app.clock.offsetMs = 400 * 86_400_000;
    expect(await ctx.app.scheduler.runDue()).toContain('configuration-schedule');
    ctx.app.clock.offsetMs = 0;
    // A month from now: before the job's next run as the clock far ahead had set it.
    const at = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 16);
    const res = await schedule({ ...offShopper, at, timeZone: 'UTC' });
    expect(res.statusCode).toBe(201);
    moveClockPast(res.json().runAt);
    // The job's next run was set 400 days ahead; a clock moved back makes it due, not late by a year.
    expect(await ctx.app.scheduler.runDue()).toContain('configuration-schedule');
    expect(await offered()).not.toContain('SHOPPER_BEHAVIOR');
    expect((await change(revertShopper)).statusCode).toBe(204);
  });

  test('refused: in the past, an unknown zone, no reason; another tenant cannot cancel', async () => {
    const past = await schedule({ ...offShopper, at: '2020-01-01T09:00', timeZone: 'America/Mexico_City' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/must be in the future/);
    const zone = await schedule({ ...offShopper, at: '2040-01-01T09:00', timeZone: 'Mars/Olympus' });
    expect(zone.json()).toMatchObject({ statusCode: 400, message: 'Unknown time zone "Mars/Olympus".' });
    const noReason = await schedule({ change: offShopper.change, at: '2040-01-01T09:00', timeZone: 'America/Mexico_City' });
    expect(noReason.json()).toMatchObject({
      statusCode: 400,
      message: 'A reason is required: say in a few words why the configuration changes.',
    });
    const kept = await schedule({ ...offShopper, at: '2040-01-01T09:00', timeZone: 'America/Mexico_City' });
    const other = await call(
      'DELETE',
      `/core-app-api/configuration/scheduled-changes/${kept.json().id}`,
      await as('config-owner', 'ca'),
      undefined,
      'ca',
    );
    expect(other.statusCode).toBe(404);
    expect((await view()).scheduled).toHaveLength(1);
    await call(
      'DELETE',
      `/core-app-api/configuration/scheduled-changes/${kept.json().id}`,
      await as('config-owner', 'mx'),
      undefined,
      'mx',
    );
  });
});

describe('preview of the app launch page', () => {
  const preview = async (body: Record<string, unknown>, tenantId = 'us') => {
    const res = await call('POST', '/core-app-api/configuration/preview', await as('config-owner', tenantId), body, tenantId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      before: { products: Array<{ code: string; restrictedLaunch: string | null }>; access: unknown[]; charterOnly: string[] };
      after: { products: Array<{ code: string; restrictedLaunch: string | null }>; access: unknown[]; charterOnly: string[] };
    };
  };
  const codes = (list: { products: Array<{ code: string }> }) => list.products.map((p) => p.code);

  test('a product turned off leaves the supplier’s list; nothing is saved', async () => {
    const result = await preview({
      companyType: 'SUPPLIER',
      persona: 'WITH_ACCESS',
      change: { kind: 'PRODUCT', key: 'DIGITAL_LANDSCAPES', settings: { available: false } },
    });
    expect(codes(result.before)).toContain('DIGITAL_LANDSCAPES');
    expect(codes(result.after)).not.toContain('DIGITAL_LANDSCAPES');
    expect(result.after.access).toContainEqual({ product_id: 'SHOPPER_BEHAVIOR', access_status: 'ACCESS_COMPLETE' });
    expect(await offered('us')).toContain('DIGITAL_LANDSCAPES');
  });

  test('by company type and persona: hidden without access, what a basic plan leaves out, a badge, a flag', async () => {
    const us = await preview({ companyType: 'SUPPLIER', persona: 'NO_ACCESS' });
    // Spec §4: Modular Intelligence and Customer Pulse hide from users without access on the US domain.
    expect(codes(us.before)).not.toContain('MODULAR_INTELLIGENCE');
    expect(us.before.access).toEqual([]);
    const withAccess = await preview({ companyType: 'SUPPLIER', persona: 'WITH_ACCESS' });
    expect(codes(withAccess.before)).toContain('MODULAR_INTELLIGENCE');

    const basic = await preview({ companyType: 'BASIC_VENDOR', persona: 'WITH_ACCESS' });
    expect(codes(basic.before)).toEqual(['REPORT_BUILDER']);
    expect(basic.before.charterOnly).toContain('SHOPPER_BEHAVIOR');

    const badge = await preview({
      companyType: 'SUPPLIER',
      persona: 'WITH_ACCESS',
      change: { kind: 'PRODUCT', key: 'SHOPPER_BEHAVIOR', settings: { restrictedLaunch: 'ALPHA' } },
    });
    expect(badge.after.products.find((p) => p.code === 'SHOPPER_BEHAVIOR')!.restrictedLaunch).toBe('ALPHA');

    const activation = await preview({
      companyType: 'SUPPLIER',
      persona: 'WITH_ACCESS',
      change: { kind: 'FLAG', key: 'insights-activation-rollout', enabled: false },
    });
    expect(codes(activation.before).includes('INSIGHTS_ACTIVATION')).toBe(true);
    expect(codes(activation.after)).not.toContain('INSIGHTS_ACTIVATION');
  });

  test('a bad change is refused', async () => {
    const res = await call('POST', '/core-app-api/configuration/preview', await as('config-owner'), {
      companyType: 'SUPPLIER',
      persona: 'WITH_ACCESS',
      change: { kind: 'PRODUCT', key: 'NOPE', revert: true },
    });
    expect(res.statusCode).toBe(400);
  });
});
