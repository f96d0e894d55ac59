// The site banner (issue 16 §2; spec §7 "GET banner"), with the portal's controllable clock
// (app.clock): super admins schedule a banner per locale; every signed-in user of the tenant reads
// the running one in their language (else the tenant's default), not before its start nor after
// its end, until they dismiss it; a changed banner shows again; another tenant never sees it; only
// super admins change banners, with clear refusals and activity-log entries.
import { afterEach, describe, expect, test } from 'vitest';
import { hostOf, secondInstance, useTestApp } from '../helpers/app.ts';
import { accountHelpers } from './support.ts';

const ctx = useTestApp();
const { as, call } = accountHelpers(ctx);
afterEach(() => {
  ctx.app.clock.offsetMs = 0;
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** An instant `ms` from the real now, as the API takes it. */
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** GET /core-app-api/banner as a demo account, optionally in a locale (x-user-locale). */
async function bannerOf(account: string, tenantId = 'us', locale?: string) {
  const host = hostOf(tenantId);
  const headers: Record<string, string> = { host, cookie: await as(account, tenantId) };
  if (locale) headers['x-user-locale'] = locale;
  const res = await ctx.app.inject({ url: '/core-app-api/banner', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().banner as null | { id: string; revision: number; severity: string; message: string; locale: string };
}

const create = async (body: Record<string, unknown>, tenantId = 'us', account = 'super-admin') =>
  call('POST', '/core-app-api/banners', await as(account, tenantId), body, tenantId);

const dismiss = async (account: string, id: string, revision: number, tenantId = 'us') =>
  call('POST', `/core-app-api/banner/${id}/dismissals`, await as(account, tenantId), { revision }, tenantId);

const banners = () => ctx.db.selectFrom('site_banners').selectAll().execute();
const logOf = (event: string) =>
  ctx.db.selectFrom('activity_log').selectAll().where('event', '=', event).orderBy('created_at').orderBy('id').execute();

const maintenance = {
  severity: 'warning',
  startsAt: fromNow(-HOUR),
  endsAt: fromNow(DAY),
  messages: { 'en-US': 'Maintenance tonight from 10 pm.', 'es-MX': 'Mantenimiento esta noche desde las 10 pm.' },
};

let running: { id: string; revision: number };

describe('who changes banners, and what is refused', () => {
  test('only super admins create one: admins, users, associates and the spectator get 403', async () => {
    for (const account of ['supplier-admin', 'supplier-user', 'associate', 'basic-vendor-admin', 'spectator']) {
      const res = await create(maintenance, 'us', account);
      expect(res.statusCode, account).toBe(403);
    }
    const spectator = await call('GET', '/core-app-api/banners', await as('spectator'));
    expect(spectator.statusCode).toBe(200);
    expect(spectator.json().content).toEqual([]);
    expect((await call('GET', '/core-app-api/banners', await as('supplier-admin'))).statusCode).toBe(403);
    expect(await banners()).toEqual([]);
  });

  test.each([
    ['an end before the start', { endsAt: fromNow(-2 * HOUR) }, /^endsAt: the end must be after the start/],
    ['an end already passed', { startsAt: fromNow(-3 * HOUR), endsAt: fromNow(-2 * HOUR) }, /^endsAt: the end has already passed/],
    ['no text in the default locale', { messages: { 'es-MX': 'Solo español' } }, /^messages\.en-US: .*default locale, is required/],
    ['a blank default text', { messages: { 'en-US': '   ' } }, /^messages\.en-US: .*required/],
    ['a locale the country does not offer', { messages: { 'en-US': 'Hi', 'fr-CA': 'Salut' } }, /^messages\.fr-CA: .*en-US, es-MX/],
    ['an unknown locale', { messages: { 'en-US': 'Hi', 'de-DE': 'Hallo' } }, /additional properties/],
    ['a text over 500 characters', { messages: { 'en-US': 'x'.repeat(501) } }, /messages\/en-US.*500 characters/],
    ['an unknown severity', { severity: 'urgent' }, /severity/],
    ['a start that is not a date', { startsAt: 'tomorrow' }, /startsAt/],
    ['a start in year 0', { startsAt: '0000-01-01T00:00:00Z' }, /^startsAt: a date and time between the years 2000 and 2100/],
  ])('%s: 400 with the field named, nothing written', async (_case, change, message) => {
    const res = await create({ ...maintenance, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await banners()).toEqual([]);
    expect(await logOf('SITE_BANNER_CREATED')).toEqual([]);
  });
});

describe('reading the running banner', () => {
  test('a super admin schedules one: it is listed as running and in the activity log', async () => {
    const res = await create(maintenance);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      severity: 'warning',
      status: 'ACTIVE',
      revision: 1,
      messages: maintenance.messages,
      createdBy: expect.stringMatching(/\S/),
    });
    running = res.json();
    const [entry, ...more] = await logOf('SITE_BANNER_CREATED');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ tenant_id: 'us', company_id: null, entity_id: running.id });
    expect(entry!.event_description).toMatch(
      /^Site banner \(warning\) scheduled from \d{4}-\d\d-\d\d \d\d:\d\d UTC to .*: Maintenance tonight/,
    );
  });

  test('every signed-in user of the tenant reads it, in their language, else the default', async () => {
    for (const account of ['supplier-user', 'agency-user', 'basic-vendor-user', 'associate', 'spectator', 'super-admin']) {
      expect(await bannerOf(account), account).toMatchObject({
        id: running.id,
        revision: 1,
        severity: 'warning',
        message: 'Maintenance tonight from 10 pm.',
        locale: 'en-US',
      });
    }
    expect(await bannerOf('supplier-user', 'us', 'es-MX')).toMatchObject({ message: 'Mantenimiento esta noche desde las 10 pm.' });
    // A locale the country does not offer reads the default.
    expect(await bannerOf('supplier-user', 'us', 'fr-CA')).toMatchObject({ locale: 'en-US' });
    // Signed out: nothing.
    expect((await ctx.app.inject({ url: '/core-app-api/banner', headers: { host: hostOf('us') } })).statusCode).toBe(401);
  });

  test('another tenant never sees it, nor reaches it', async () => {
    expect(await bannerOf('supplier-user', 'mx')).toBeNull();
    const mxAdmin = await as('super-admin', 'mx');
    expect((await call('GET', '/core-app-api/banners', mxAdmin, undefined, 'mx')).json().content).toEqual([]);
    expect(
      (await call('PUT', `/core-app-api/banners/${running.id}`, mxAdmin, { ...maintenance, messages: { 'es-MX': 'x' } }, 'mx')).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/core-app-api/banners/${running.id}`, mxAdmin, undefined, 'mx')).statusCode).toBe(404);
    expect((await dismiss('supplier-user', running.id, 1, 'mx')).statusCode).toBe(404);
  });

  test("a Mexican banner written only in Spanish reads in Spanish to an English reader (the country's default)", async () => {
    const res = await create({ ...maintenance, messages: { 'es-MX': 'Nueva función: exportar a Excel.' } }, 'mx');
    expect(res.statusCode, res.body).toBe(201);
    expect(await bannerOf('supplier-user', 'mx', 'en-US')).toMatchObject({ message: 'Nueva función: exportar a Excel.', locale: 'es-MX' });
    expect(await bannerOf('supplier-user')).toMatchObject({ id: running.id });
  });
});

describe('dismissing', () => {
  test('a user who dismisses it no longer sees it; other users still do; the spectator may dismiss too', async () => {
    expect((await dismiss('supplier-user', running.id, 1)).statusCode).toBe(204);
    expect(await bannerOf('supplier-user')).toBeNull();
    expect(await bannerOf('supplier-user', 'us', 'es-MX')).toBeNull();
    expect(await bannerOf('supplier-admin')).toMatchObject({ id: running.id });
    expect((await dismiss('spectator', running.id, 1)).statusCode).toBe(204);
    expect(await bannerOf('spectator')).toBeNull();
    // Dismissing again changes nothing; a revision the banner never had is refused; an unknown banner is not found.
    expect((await dismiss('supplier-user', running.id, 1)).statusCode).toBe(204);
    expect((await dismiss('supplier-user', running.id, 2)).json().message).toMatch(/^revision: this banner is at revision 1/);
    expect((await dismiss('supplier-user', '00000000-0000-4000-8000-000000000000', 1)).statusCode).toBe(404);
    // No activity-log entry: it changes only the user's own view.
    expect(await ctx.db.selectFrom('activity_log').select('id').where('entity_id', '=', running.id).execute()).toHaveLength(1);
  });

  test('a changed banner shows again to those who dismissed it; saving it unchanged does not', async () => {
    const admin = await as('super-admin');
    const body = { ...maintenance, messages: { ...maintenance.messages, 'en-US': 'Maintenance moved to 11 pm.' } };
    const res = await call('PUT', `/core-app-api/banners/${running.id}`, admin, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ revision: 2, messages: body.messages, updatedBy: expect.stringMatching(/\S/) });
    expect(await bannerOf('supplier-user')).toMatchObject({ revision: 2, message: 'Maintenance moved to 11 pm.' });
    expect(await bannerOf('spectator')).toMatchObject({ revision: 2 });
    // A dismissal of the earlier revision (a page opened before the change) does not hide the new one.
    expect((await dismiss('supplier-admin', running.id, 1)).statusCode).toBe(204);
    expect(await bannerOf('supplier-admin')).toMatchObject({ revision: 2 });

    const again = await call('PUT', `/core-app-api/banners/${running.id}`, admin, body);
    expect(again.json().revision).toBe(2);
    const updates = await logOf('SITE_BANNER_UPDATED');
    expect(updates).toHaveLength(1);
    expect(updates[0]!.event_description).toMatch(/^Site banner changed \(warning, from .* UTC to .* UTC\): Maintenance moved to 11 pm\.$/);
    running = res.json();
  });

  test('a change refused is not written', async () => {
    const admin = await as('super-admin');
    const res = await call('PUT', `/core-app-api/banners/${running.id}`, admin, { ...maintenance, endsAt: fromNow(-2 * HOUR) });
    expect(res.statusCode).toBe(400);
    expect((await banners()).find((b) => b.id === running.id)).toMatchObject({ revision: 2 });
  });
});

describe('the time window', () => {
  test('a scheduled banner shows from its start to its end; of two, the more severe first', async () => {
    const res = await create({
      severity: 'critical',
      startsAt: fromNow(2 * DAY),
      endsAt: fromNow(3 * DAY),
      messages: { 'en-US': 'The portal is down for an upgrade.' },
    });
    expect(res.json().status).toBe('SCHEDULED');
    const scheduled = res.json();
    expect(await bannerOf('supplier-admin')).toMatchObject({ id: running.id });

    ctx.app.clock.offsetMs = DAY + HOUR; // the first has ended
    expect(await bannerOf('supplier-admin')).toBeNull();
    ctx.app.clock.offsetMs = 2 * DAY + HOUR;
    expect(await bannerOf('supplier-admin')).toMatchObject({ id: scheduled.id, severity: 'critical' });
    // Running alongside an info banner, the critical one comes first; dismissed, the info one shows.
    const info = await create({
      severity: 'info',
      startsAt: fromNow(2 * DAY),
      endsAt: fromNow(4 * DAY),
      messages: { 'en-US': 'New: export to Excel.' },
    });
    expect(info.statusCode, info.body).toBe(201);
    expect(await bannerOf('supplier-admin')).toMatchObject({ id: scheduled.id });
    expect((await dismiss('supplier-admin', scheduled.id, 1)).statusCode).toBe(204);
    expect(await bannerOf('supplier-admin')).toMatchObject({ id: info.json().id });
    ctx.app.clock.offsetMs = 5 * DAY;
    expect(await bannerOf('supplier-admin')).toBeNull();
    // Back to now: the first runs again for whoever did not dismiss it.
    ctx.app.clock.offsetMs = 0;
    expect(await bannerOf('supplier-user')).toMatchObject({ id: running.id });
  });
});

describe('ending', () => {
  test('ending a running banner hides it at once and keeps it as ended; a scheduled one is removed; both logged', async () => {
    const admin = await as('super-admin');
    expect((await call('DELETE', `/core-app-api/banners/${running.id}`, await as('spectator'))).statusCode).toBe(403);
    expect((await call('DELETE', `/core-app-api/banners/${running.id}`, admin)).statusCode).toBe(204);
    expect(await bannerOf('supplier-user')).toBeNull();
    const list = (await call('GET', '/core-app-api/banners', admin)).json();
    expect(list.content.find((b: { id: string }) => b.id === running.id)).toMatchObject({ status: 'ENDED' });
    expect((await call('DELETE', `/core-app-api/banners/${running.id}`, admin)).statusCode).toBe(409);

    const scheduled = list.content.find((b: { status: string; severity: string }) => b.status === 'SCHEDULED' && b.severity === 'critical');
    expect((await call('DELETE', `/core-app-api/banners/${scheduled.id}`, admin)).statusCode).toBe(204);
    expect((await banners()).map((b) => b.id)).not.toContain(scheduled.id);
    expect((await logOf('SITE_BANNER_DELETED')).map((e) => e.event_description)).toEqual([
      'Site banner ended now: Maintenance moved to 11 pm.',
      'Scheduled site banner removed: The portal is down for an upgrade.',
    ]);
  });
});

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL database', () => {
  test('a banner created through one instance shows on the other at the next request, and goes when ended', async () => {
    const other = await secondInstance(ctx);
    try {
      const read = async () =>
        (
          await other.app.inject({ url: '/core-app-api/banner', headers: { host: hostOf('ca'), cookie: await as('supplier-user', 'ca') } })
        ).json().banner;
      expect(await read()).toBeNull(); // kept in the other instance's memory now
      const res = await create({ ...maintenance, messages: { 'en-CA': 'Maintenance tonight.' } }, 'ca');
      expect(res.statusCode, res.body).toBe(201);
      expect(await read()).toMatchObject({ id: res.json().id, message: 'Maintenance tonight.' });
      await call('DELETE', `/core-app-api/banners/${res.json().id}`, await as('super-admin', 'ca'), undefined, 'ca');
      expect(await read()).toBeNull();
    } finally {
      await other.close();
    }
  });
});
