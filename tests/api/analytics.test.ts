// First-party usage analytics (issue 16 §3): the portal's batches of page views and events are
// counted per tenant, day, page id and event (counters, not rows per event), and super admins read
// them per page and per day, labelled in the x-user-locale header's language.
import { describe, expect, test } from 'vitest';
import { ANONYMOUS_BATCHES } from '../../server/modules/analytics/routes.ts';
import { addDays, todayIn } from '../../server/modules/activity-logs/dates.ts';
import { hostOf, tenants, useTestApp } from '../helpers/app.ts';
import { countRows } from '../helpers/db.ts';
import { accountHelpers } from './support.ts';

const ctx = useTestApp();
const { as } = accountHelpers(ctx);

const today = (tenantId = 'us') => todayIn(tenants.find((t) => t.id === tenantId)!.timeZones.default);

type Entry = { event: string; pageId: string };
const entries = (n: number, entry: Entry): Entry[] => Array.from({ length: n }, () => entry);

/** POST analytics/events as a signed-in account (cookie) or signed out (null), from the tenant's site. */
function send(cookie: string | null, payload: unknown, options: { tenantId?: string; ip?: string } = {}) {
  const host = hostOf(options.tenantId ?? 'us');
  return ctx.app.inject({
    method: 'POST',
    url: '/core-app-api/analytics/events',
    headers: { host, origin: `http://${host}`, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? '127.0.0.1',
  });
}

function report(cookie: string | null, query = '', options: { tenantId?: string; locale?: string } = {}) {
  const headers: Record<string, string> = { host: hostOf(options.tenantId ?? 'us') };
  if (cookie) headers.cookie = cookie;
  if (options.locale) headers['x-user-locale'] = options.locale;
  return ctx.app.inject({ method: 'GET', url: `/core-app-api/analyticsReports${query}`, headers });
}

/** The stored counter of one tenant, day, page and event (0 when there is none). */
async function counter(tenantId: string, pageId: string, event: string, day = today(tenantId)): Promise<number> {
  const row = await ctx.db
    .selectFrom('usage_event_counts')
    .select('count')
    .where('tenant_id', '=', tenantId)
    .where('day', '=', day as never)
    .where('page_id', '=', pageId)
    .where('event', '=', event)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

const storedRows = () => countRows(ctx.db.selectFrom('usage_event_counts'));

/** The report's line of one page id. */
const pageOf = (body: { pages: Array<{ pageId: string }> }, pageId: string) => body.pages.find((p) => p.pageId === pageId);

describe('POST /core-app-api/analytics/events', () => {
  test('a batch is counted per page id and event for today; the next one adds to the same counters', async () => {
    const user = await as('supplier-user');
    const first = await send(user, {
      events: [
        ...entries(3, { event: 'pageView', pageId: 'app launch' }),
        ...entries(2, { event: 'click', pageId: 'app launch' }),
        { event: 'pageView', pageId: 'profile' },
        { event: 'search', pageId: 'data dictionary' },
      ],
    });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ accepted: 7, ignored: 0 });
    expect(await counter('us', 'app launch', 'pageView')).toBe(3);
    expect(await counter('us', 'app launch', 'click')).toBe(2);
    expect(await counter('us', 'profile', 'pageView')).toBe(1);
    expect(await counter('us', 'data dictionary', 'search')).toBe(1);
    const rows = await storedRows();

    const second = await send(user, { events: [{ event: 'pageView', pageId: 'app launch' }] });
    expect(second.statusCode).toBe(202);
    expect(await counter('us', 'app launch', 'pageView')).toBe(4);
    // Counters, not one row per event.
    expect(await storedRows()).toBe(rows);
  });

  test('entries of a page id the server does not know are left out, the rest is counted', async () => {
    const before = await counter('us', 'resources', 'pageView');
    const res = await send(await as('supplier-user'), {
      events: [
        { event: 'pageView', pageId: 'resources' },
        { event: 'pageView', pageId: 'made up page' },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 1, ignored: 1 });
    expect(await counter('us', 'resources', 'pageView')).toBe(before + 1);
    expect(await counter('us', 'made up page', 'pageView')).toBe(0);
  });

  const tooMany = entries(101, { event: 'pageView', pageId: 'support' });
  test.each([
    ['no events', { events: [] }],
    ['events not a list', { events: 'pageView' }],
    [
      'an event type spec §7 does not have',
      {
        events: [
          { event: 'pageView', pageId: 'support' },
          { event: 'doubleClick', pageId: 'support' },
        ],
      },
    ],
    ['an entry without a page id', { events: [{ event: 'pageView', pageId: 'support' }, { event: 'click' }] }],
    ['an empty page id', { events: [{ event: 'pageView', pageId: '' }] }],
    ['a page id of 61 characters', { events: [{ event: 'pageView', pageId: 'a'.repeat(61) }] }],
    ['a page id with markup', { events: [{ event: 'pageView', pageId: '<script>' }] }],
    ['a detail the server does not take (a search term)', { events: [{ event: 'search', pageId: 'KB search', term: 'secret' }] }],
    ['a tenant in the body', { events: [{ event: 'pageView', pageId: 'support' }], tenant: 'mx' }],
    ['101 entries, over the batch size of 100', { events: tooMany }],
  ])('a bad batch (%s) is 400 with a message, and nothing of it is counted', async (_label, payload) => {
    const before = await counter('us', 'support', 'pageView');
    const rows = await storedRows();
    const res = await send(await as('supplier-user'), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(await counter('us', 'support', 'pageView')).toBe(before);
    expect(await storedRows()).toBe(rows);
  });

  test('a batch of exactly 100 entries is taken', async () => {
    const before = await counter('us', 'support', 'pageView');
    const res = await send(await as('supplier-user'), { events: entries(100, { event: 'pageView', pageId: 'support' }) });
    expect(res.statusCode).toBe(202);
    expect(await counter('us', 'support', 'pageView')).toBe(before + 100);
  });

  test('a batch from another site is refused (the CSRF rule): 403, nothing counted', async () => {
    const before = await counter('us', 'support', 'pageView');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/core-app-api/analytics/events',
      headers: { host: hostOf('us'), origin: 'https://evil.example', cookie: await as('supplier-user') },
      payload: { events: [{ event: 'pageView', pageId: 'support' }] },
    });
    expect(res.statusCode).toBe(403);
    expect(await counter('us', 'support', 'pageView')).toBe(before);
  });

  test('the spectator’s page views count too (it writes no business data)', async () => {
    const before = await counter('us', 'customer accounts list', 'pageView');
    const res = await send(await as('spectator'), { events: [{ event: 'pageView', pageId: 'customer accounts list' }] });
    expect(res.statusCode).toBe(202);
    expect(await counter('us', 'customer accounts list', 'pageView')).toBe(before + 1);
  });

  test(`signed out: public pages count, at most ${ANONYMOUS_BATCHES} batches per address per window (429), other addresses go on`, async () => {
    const batch = { events: [{ event: 'pageView', pageId: 'marketing' }] };
    const before = await counter('us', 'marketing', 'pageView');
    for (let i = 0; i < ANONYMOUS_BATCHES; i += 1) expect((await send(null, batch, { ip: '10.16.0.1' })).statusCode).toBe(202);
    expect(await counter('us', 'marketing', 'pageView')).toBe(before + ANONYMOUS_BATCHES);

    const refused = await send(null, batch, { ip: '10.16.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await counter('us', 'marketing', 'pageView')).toBe(before + ANONYMOUS_BATCHES);

    expect((await send(null, batch, { ip: '10.16.0.2' })).statusCode).toBe(202);
    // A signed-in user from the same address is not held back by the visitors' limit.
    expect((await send(await as('supplier-admin'), batch, { ip: '10.16.0.1' })).statusCode).toBe(202);
  });

  test('the tenant is the host’s: a batch on the Mexican host counts for Mexico only', async () => {
    const usBefore = await counter('us', 'sign in', 'pageView');
    const res = await send(null, { events: entries(4, { event: 'pageView', pageId: 'sign in' }) }, { tenantId: 'mx', ip: '10.16.1.1' });
    expect(res.statusCode).toBe(202);
    expect(await counter('mx', 'sign in', 'pageView')).toBe(4);
    expect(await counter('us', 'sign in', 'pageView')).toBe(usBefore);
  });
});

describe('GET /core-app-api/analyticsReports', () => {
  test('totals per page id, per event type and per day for the last 30 days; distinct users', async () => {
    const before = (await report(await as('super-admin'))).json();
    await send(await as('basic-vendor-admin'), { events: [...entries(2, { event: 'pageView', pageId: 'report builder' })] });
    await send(await as('basic-vendor-admin'), { events: [{ event: 'click', pageId: 'report builder' }] });

    const res = await report(await as('super-admin'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.to).toBe(today());
    expect(body.from).toBe(addDays(today(), -29));
    expect(body.timeZone).toBe('America/Chicago');
    expect(body.days).toHaveLength(30);
    expect(body.days[0].day).toBe(body.from);

    expect(pageOf(body, 'report builder')).toEqual({ pageId: 'report builder', label: 'Report Builder', views: 2, events: 1 });
    expect(pageOf(body, 'app launch')).toMatchObject({ label: 'App launch', views: 4, events: 2 });
    // Most viewed first.
    const views = body.pages.map((p: { views: number }) => p.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(body.events).toContainEqual({ event: 'click', label: 'Clicks', count: 3 });

    const day = body.days.at(-1);
    expect(day.views).toBe(body.totals.views);
    expect(day.events).toBe(body.totals.events);
    expect(body.totals.views).toBe(before.totals.views + 2);
    expect(body.totals.events).toBe(before.totals.events + 1);
    // supplier-user, supplier-admin, spectator and now basic-vendor-admin were active today (not the signed-out visitors).
    expect(body.totals.users).toBe(before.totals.users + 1);
    expect(day.users).toBe(body.totals.users);
    expect(body.totals.users).toBe(4);
  });

  test('another tenant’s counts never appear: Mexico’s report has its own, the US report none of them', async () => {
    const mx = (await report(await as('super-admin', 'mx'), '', { tenantId: 'mx' })).json();
    expect(mx.pages).toEqual([{ pageId: 'sign in', label: expect.any(String), views: 4, events: 0 }]);
    expect(mx.totals).toEqual({ views: 4, events: 0, users: 0 });
    const us = (await report(await as('super-admin'))).json();
    expect(pageOf(us, 'sign in')).toBeUndefined();
  });

  test('page ids and events are named in the x-user-locale header’s language (one of the tenant’s)', async () => {
    const cookie = await as('super-admin');
    const spanish = (await report(cookie, '', { locale: 'es-MX' })).json();
    expect(pageOf(spanish, 'app launch')!).toMatchObject({ label: 'Inicio de aplicaciones' });
    expect(spanish.events).toContainEqual(expect.objectContaining({ event: 'pageView', label: 'Vistas de página' }));
    const english = (await report(cookie, '', { locale: 'en-US' })).json();
    expect(pageOf(english, 'app launch')!).toMatchObject({ label: 'App launch' });
    // French is not a language of the US tenant: its default, English.
    const french = (await report(cookie, '', { locale: 'fr-CA' })).json();
    expect(pageOf(french, 'app launch')!).toMatchObject({ label: 'App launch' });
    // On the Canadian host, French.
    await send(null, { events: [{ event: 'pageView', pageId: 'support' }] }, { tenantId: 'ca', ip: '10.16.2.1' });
    const canada = (await report(await as('super-admin', 'ca'), '', { tenantId: 'ca', locale: 'fr-CA' })).json();
    expect(canada.pages).toEqual([{ pageId: 'support', label: 'Soutien', views: 1, events: 0 }]);
    expect(canada.events).toEqual([{ event: 'pageView', label: 'Pages vues', count: 1 }]);
  });

  test('a chosen range: only its days, up to 90 days; longer, reversed or malformed ranges are 400', async () => {
    const cookie = await as('super-admin');
    const yesterday = addDays(today(), -1);
    const past = (await report(cookie, `?from=${addDays(today(), -10)}&to=${yesterday}`)).json();
    expect(past.days).toHaveLength(10);
    expect(past.pages).toEqual([]);
    expect(past.totals).toEqual({ views: 0, events: 0, users: 0 });

    const ninety = await report(cookie, `?from=${addDays(today(), -89)}&to=${today()}`);
    expect(ninety.statusCode).toBe(200);
    expect(ninety.json().days).toHaveLength(90);
    expect(pageOf(ninety.json(), 'app launch')).toBeDefined();

    const onlyFrom = (await report(cookie, `?from=${today()}`)).json();
    expect([onlyFrom.from, onlyFrom.to]).toEqual([today(), addDays(today(), 29)]);

    for (const query of [
      `?from=${addDays(today(), -90)}&to=${today()}`,
      `?from=${today()}&to=${yesterday}`,
      '?from=2026-02-30',
      '?from=yesterday',
      '?to=2026-1-1',
      '?from=2026-01-01&tenant=mx',
    ]) {
      const res = await report(cookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
    expect((await report(cookie, `?from=${addDays(today(), -90)}&to=${today()}`)).json().message).toMatch(/more than 90 days/);
  });

  test('only super admins and the spectator read it: 401 signed out, 403 for admins and users', async () => {
    expect((await report(null)).statusCode).toBe(401);
    for (const account of ['supplier-admin', 'supplier-user', 'basic-vendor-admin', 'support-agent', 'associate']) {
      const res = await report(await as(account));
      expect(res.statusCode, account).toBe(403);
      expect(res.json(), account).not.toHaveProperty('pages');
    }
    expect((await report(await as('spectator'))).statusCode).toBe(200);
    expect((await report(await as('super-admin'))).statusCode).toBe(200);
  });
});
