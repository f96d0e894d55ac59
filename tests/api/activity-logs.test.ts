// Activity log (issue 4 §6, spec §7 "Activity log"): the company's entries by date range, event,
// source app and free text; sorting and paging; the event and application lists; the .xlsx
// download; who may read it; and that an entry is written in the same transaction as its change.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { NewActivity } from '../../server/db/schema.ts';
import { CompanyDb } from '../../server/db/scope.ts';
import { addDays, startOfDayIn, todayIn } from '../../server/modules/activity-logs/dates.ts';
import {
  ACTIVITY_SEARCH_TEXT,
  type ActivityFilter,
  activityPage,
  countActivity,
  countMatching,
  queryActivityLog,
} from '../../server/modules/activity-logs/repository.ts';
import { recordActivity } from '../../server/services/activity-log.ts';
import { detailsOf } from '../../server/modules/activity-logs/catalogue.ts';
import { buildTestApp, demoLogin, hostOf, signIn, type TestContext } from '../helpers/app.ts';
import { companyIdOf } from '../helpers/db.ts';

let ctx: TestContext;
let supplierId: string;
let supplier2Id: string;
let mxSupplierId: string;
let adminId: string;
let adminCookie: string;
const TZ = 'America/Chicago';
const today = todayIn(TZ);

const companyId = (name: string) => companyIdOf(ctx.db, name);
const userId = async (account: string, tenantId = 'us') =>
  (await ctx.db.selectFrom('users').select('id').where('login_id', '=', demoLogin(account, tenantId)).executeTakeFirstOrThrow()).id;

/** Entries written straight into the table, e.g. in the past. */
const insert = (rows: Array<Partial<NewActivity> & { created_at?: Date }>) =>
  ctx.db
    .insertInto('activity_log')
    .values(
      rows.map((r) => ({
        tenant_id: 'us',
        company_id: supplierId,
        actor_user_id: adminId,
        entity_id: 'entity-x',
        event: 'TEST_EVENT',
        event_description: 'A test entry',
        source_app: 'PORTAL',
        ...r,
      })),
    )
    .execute();

function post(cookie: string | undefined, url: string, payload: unknown = {}, tenantId = 'us', headers: Record<string, string> = {}) {
  const host = hostOf(tenantId);
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { host, origin: `http://${host}`, ...(cookie ? { cookie } : {}), ...headers },
    payload: payload as Record<string, unknown>,
  });
}

const logUrl = (company: string, query = '') => `/core-app-api/companies/${company}/activity-logs${query}`;
const list = (cookie: string, body: Record<string, unknown> = {}, query = '', company = supplierId) =>
  post(cookie, logUrl(company, query), body);

const rowsOf = async (body: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v == null ? '' : String(v)))));
  return { name: sheet.name, rows };
};

interface Entry {
  id: string;
  uiCreatedOnDate: string;
  actor: string | null;
  actorName: string | null;
  entityId: string | null;
  entityName: string | null;
  event: string;
  eventLabel: string;
  eventDescription: string;
  sourceApp: string;
  sourceAppLabel: string;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  supplierId = await companyId('Blue Ridge Foods Inc.');
  supplier2Id = await companyId('Lakeside Home Goods LLC');
  mxSupplierId = await companyId('Alimentos del Bajío S.A. de C.V.');
  adminId = await userId('supplier-admin');
  adminCookie = await signIn(ctx.app, 'supplier-admin');
});
afterAll(() => ctx.close());

describe('POST /core-app-api/companies/:companyId/activity-logs', () => {
  test('the seeded entries of the last 30 days, newest first, with the actor’s name', async () => {
    const res = await list(adminCookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 0, pageSize: 25 });
    const created = (body.content as Entry[]).filter((e) => e.event === 'USER_CREATED');
    expect(created.map((e) => e.eventDescription).sort()).toEqual([
      'User Devon Laurent created',
      'User Elliot Nguyen created',
      'User Harper Reyes created',
      'User Sasha Okafor created',
    ]);
    const admin = await ctx.db.selectFrom('users').selectAll().where('id', '=', adminId).executeTakeFirstOrThrow();
    expect(created[0]).toMatchObject({ actor: adminId, actorName: `${admin.first_name} ${admin.last_name}`, sourceApp: 'PORTAL' });
    expect(Date.parse(created[0]!.uiCreatedOnDate)).toBeGreaterThan(Date.now() - 3_600_000);
    const dates = (body.content as Entry[]).map((e) => e.uiCreatedOnDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The entity by its name, not its id; the event and details in the reader's language.
    expect(created.map((e) => e.entityName).sort()).toEqual(['Devon Laurent', 'Elliot Nguyen', 'Harper Reyes', 'Sasha Okafor']);
    const spanish = await post(adminCookie, logUrl(supplierId), { events: ['USER_CREATED'] }, 'us', { 'x-user-locale': 'es-MX' });
    expect((spanish.json().content as Entry[]).map((e) => [e.eventLabel, e.eventDescription]).sort()[0]).toEqual([
      'Usuario creado',
      'Se creó el usuario Devon Laurent',
    ]);
  });

  test('an entry written by another API call (a super admin acting for the company) shows to the company’s admin and to the super admin', async () => {
    const superAdmin = await signIn(ctx.app, 'super-admin');
    const set = await post(superAdmin, '/core-app-api/users/set-context', { companyId: supplierId, reason: 'Checking the audit log' });
    expect(set.statusCode).toBe(200);
    for (const cookie of [adminCookie, superAdmin]) {
      const res = await list(cookie, { events: ['ACTING_ON_BEHALF_STARTED'] });
      expect(res.statusCode).toBe(200);
      const [entry] = res.json().content as Entry[];
      expect(entry).toMatchObject({
        event: 'ACTING_ON_BEHALF_STARTED',
        entityId: supplierId,
        actor: await userId('super-admin'),
        entityName: 'Blue Ridge Foods Inc.',
        eventLabel: 'Acting on behalf started',
        // No double full stop after a name that ends with one.
        eventDescription: 'Acting on behalf of Blue Ridge Foods Inc. (reason: Checking the audit log)',
        sourceAppLabel: 'Supplier portal',
      });
    }
    // The same entry in the reader's language: labels and details, the names as they are.
    for (const [locale, label, details] of [
      [
        'es-MX',
        'Inicio de actuación en nombre de otra empresa',
        'Actuando en nombre de Blue Ridge Foods Inc. (motivo: Checking the audit log)',
      ],
      ['fr-CA', 'Début de l’action au nom d’une entreprise', 'Agit au nom de Blue Ridge Foods Inc. (motif : Checking the audit log)'],
    ]) {
      const res = await post(adminCookie, logUrl(supplierId), { events: ['ACTING_ON_BEHALF_STARTED'] }, 'us', { 'x-user-locale': locale! });
      expect((res.json().content as Entry[])[0], locale).toMatchObject({ eventLabel: label, eventDescription: details });
    }
    // The super admin reads only the company they act for.
    expect((await list(superAdmin, {}, '', supplier2Id)).statusCode).toBe(403);
  });

  describe('date range', () => {
    beforeAll(async () => {
      await insert([
        // Around midnight of Oct 1 in Chicago (UTC−5 in October): 04:59Z is still Sep 30 there.
        { event: 'RANGE_EDGE', event_description: 'Sep 30, 23:59 Chicago', created_at: new Date('2025-10-01T04:59:00Z') },
        { event: 'RANGE_EDGE', event_description: 'Oct 1, 00:00 Chicago', created_at: new Date('2025-10-01T05:00:00Z') },
        { event: 'RANGE_EDGE', event_description: 'Oct 30, 23:59 Chicago', created_at: new Date('2025-10-31T04:59:00Z') },
        { event: 'RANGE_EDGE', event_description: 'Oct 31, 00:00 Chicago', created_at: new Date('2025-10-31T05:00:00Z') },
      ]);
    });
    const descriptions = async (body: Record<string, unknown>) => {
      const res = await list(adminCookie, { events: ['RANGE_EDGE'], ...body });
      expect(res.statusCode).toBe(200);
      return (res.json().content as Entry[]).map((e) => e.eventDescription);
    };

    test('fromDate and toDate are whole days in the time zone, both included', async () => {
      expect(await descriptions({ fromDate: '2025-10-01', toDate: '2025-10-30', timeZone: TZ })).toEqual([
        'Oct 30, 23:59 Chicago',
        'Oct 1, 00:00 Chicago',
      ]);
      // The same instants in UTC days.
      expect(await descriptions({ fromDate: '2025-10-01', toDate: '2025-10-30', timeZone: 'UTC' })).toEqual([
        'Oct 1, 00:00 Chicago',
        'Sep 30, 23:59 Chicago',
      ]);
    });

    test('without a time zone, the caller’s preference (Chicago for the demo admin)', async () => {
      expect(await descriptions({ fromDate: '2025-10-01', toDate: '2025-10-30' })).toEqual([
        'Oct 30, 23:59 Chicago',
        'Oct 1, 00:00 Chicago',
      ]);
    });

    test('an unknown time zone falls back to the caller’s (spec §5: Chicago for the demo admin), for the list and the download', async () => {
      const range = { fromDate: '2025-10-01', toDate: '2025-10-30' };
      expect(await descriptions({ ...range, timeZone: 'Mars/Olympus_Mons' })).toEqual(['Oct 30, 23:59 Chicago', 'Oct 1, 00:00 Chicago']);
      const download = await post(adminCookie, logUrl(supplierId, '/download'), { ...range, timeZone: 'Mars/Olympus_Mons' });
      expect(download.statusCode).toBe(200);
      expect((await rowsOf(download.rawPayload)).rows[0]![0]).toBe('Date (America/Chicago)');
    });

    test('one date alone means the 30 days starting or ending there; none, the last 30 days', async () => {
      expect(await descriptions({ fromDate: '2025-10-01' })).toHaveLength(2);
      expect(await descriptions({ toDate: '2025-10-30' })).toEqual(['Oct 30, 23:59 Chicago', 'Oct 1, 00:00 Chicago']);
      await insert([{ event: 'RANGE_EDGE', event_description: 'recent', created_at: new Date(Date.now() - 20 * 86_400_000) }]);
      await insert([{ event: 'RANGE_EDGE', event_description: 'too old', created_at: new Date(Date.now() - 31 * 86_400_000) }]);
      expect(await descriptions({})).toEqual(['recent']);
      expect(await descriptions({ fromDate: addDays(today, -29), toDate: today })).toEqual(['recent']);
    });

    test.each([
      [{ fromDate: '2026-10-01', toDate: '2026-10-31' }, "Date range can't be more than 30 days"],
      [{ fromDate: '2026-01-01', toDate: '2026-12-31' }, "Date range can't be more than 30 days"],
      [{ fromDate: '2026-10-10', toDate: '2026-10-01' }, 'The start date must be on or before the end date.'],
      [{ fromDate: '1899-12-31' }, 'Dates must be between 1900 and 2100.'],
    ])('%j → 400 %s', async (body, message) => {
      const res = await list(adminCookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    test('30 days exactly is allowed; malformed input is a 400', async () => {
      expect((await list(adminCookie, { fromDate: '2025-10-01', toDate: '2025-10-30' })).statusCode).toBe(200);
      for (const body of [{ fromDate: '2026-13-01' }, { fromDate: '10/01/2026' }, { events: 'USER_CREATED,X'.repeat(20) }, { other: 1 }]) {
        const res = await list(adminCookie, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe('filters', () => {
    beforeAll(async () => {
      const hours = (h: number) => new Date(Date.now() - h * 3_600_000);
      await insert([
        { event: 'FILTER_A', source_app: 'BULK_UPLOAD', event_description: 'Uploaded 100% of the sheet', created_at: hours(5) },
        { event: 'FILTER_A', source_app: 'PORTAL', event_description: 'Uploaded half', created_at: hours(4) },
        {
          event: 'FILTER_B',
          source_app: 'BULK_UPLOAD',
          event_description: 'Changed a domain',
          entity_id: 'needle-entity',
          created_at: hours(3),
        },
        { event: 'FILTER_B', source_app: 'IDENTITY', event_description: 'Nothing special', actor_user_id: null, created_at: hours(2) },
      ]);
      // The same events in another company and another tenant never show.
      await insert([{ company_id: supplier2Id, event: 'FILTER_A', event_description: 'Other company' }]);
      await insert([
        { tenant_id: 'mx', company_id: mxSupplierId, actor_user_id: null, event: 'FILTER_A', event_description: 'Other tenant' },
      ]);
    });
    const descriptions = async (body: Record<string, unknown>) => {
      const res = await list(adminCookie, body);
      expect(res.statusCode).toBe(200);
      return (res.json().content as Entry[]).map((e) => e.eventDescription);
    };

    test('by events', async () => {
      expect(await descriptions({ events: ['FILTER_A'] })).toEqual(['Uploaded half', 'Uploaded 100% of the sheet']);
      expect(await descriptions({ events: ['FILTER_A', 'FILTER_B'] })).toHaveLength(4);
      expect(await descriptions({ events: ['NO_SUCH_EVENT'] })).toEqual([]);
    });

    test('by applications, with events', async () => {
      expect(await descriptions({ applications: ['BULK_UPLOAD'] })).toEqual(['Changed a domain', 'Uploaded 100% of the sheet']);
      expect(await descriptions({ applications: ['BULK_UPLOAD', 'IDENTITY'], events: ['FILTER_B'] })).toEqual([
        'Nothing special',
        'Changed a domain',
      ]);
    });

    test('by free text: description, event, entity id and actor name, any case; % and _ are literal', async () => {
      expect(await descriptions({ query: 'uPLOADED', events: ['FILTER_A', 'FILTER_B'] })).toEqual([
        'Uploaded half',
        'Uploaded 100% of the sheet',
      ]);
      expect(await descriptions({ query: '100%' })).toEqual(['Uploaded 100% of the sheet']);
      expect(await descriptions({ query: '%' })).toEqual(['Uploaded 100% of the sheet']);
      expect(await descriptions({ query: 'filter_b' })).toEqual(['Nothing special', 'Changed a domain']);
      expect(await descriptions({ query: 'NEEDLE-ent' })).toEqual(['Changed a domain']);
      const admin = await ctx.db.selectFrom('users').selectAll().where('id', '=', adminId).executeTakeFirstOrThrow();
      const byActor = await descriptions({
        query: `${admin.first_name} ${admin.last_name}`.toUpperCase(),
        events: ['FILTER_A', 'FILTER_B'],
      });
      expect(byActor).toEqual(['Changed a domain', 'Uploaded half', 'Uploaded 100% of the sheet']);
      expect(await descriptions({ query: '   ', events: ['FILTER_B'] })).toHaveLength(2);
    });

    test('free text runs across the fields as one text: description, event and entity id, space-separated', async () => {
      expect(await descriptions({ query: 'SHEET filter_a' })).toEqual(['Uploaded 100% of the sheet']);
      expect(await descriptions({ query: 'filter_b needle' })).toEqual(['Changed a domain']);
      expect(await descriptions({ query: 'half FILTER_A entity-X' })).toEqual(['Uploaded half']);
      // Without an entity id, the text ends with the event.
      await insert([{ event: 'FILTER_C', event_description: 'No entity', entity_id: null, created_at: new Date(Date.now() - 3_600_000) }]);
      try {
        expect(await descriptions({ query: 'entity filter_c' })).toEqual(['No entity']);
        expect(await descriptions({ query: 'filter_c entity' })).toEqual([]);
      } finally {
        await ctx.db.deleteFrom('activity_log').where('event', '=', 'FILTER_C').execute();
      }
    });

    test('the free text is the expression of the trigram index activity_log_search', async () => {
      const plan = await ctx.db.transaction().execute(async (trx) => {
        // Only a bitmap scan is left to the planner: the index is usable only if the expressions match.
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_indexscan = off`.execute(trx);
        const { rows } = await sql<Record<string, string>>`
          explain select a.id from activity_log a where ${ACTIVITY_SEARCH_TEXT} ilike '%needle%'`.execute(trx);
        return rows.map((r) => Object.values(r).join('')).join('\n');
      });
      expect(plan).toContain('activity_log_search');
    });
  });

  describe('sorting and paging', () => {
    const start = new Date('2026-09-01T12:00:00Z');
    beforeAll(async () => {
      // 60 entries one minute apart, events cycling through three names; two share an instant.
      await insert(
        Array.from({ length: 60 }, (_, i) => ({
          event: `PAGING_${'CAB'[i % 3]}`,
          event_description: `Paging entry ${String(i).padStart(2, '0')}`,
          source_app: 'PAGING',
          entity_id: `e-${String(59 - i).padStart(2, '0')}`,
          created_at: new Date(start.getTime() + (i === 59 ? 58 : i) * 60_000),
        })),
      );
    });
    const window = { fromDate: '2026-09-01', toDate: '2026-09-01', applications: ['PAGING'], timeZone: 'UTC' };
    const page = async (query: string) => {
      const res = await list(adminCookie, window, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { content: Entry[]; page: number; pageSize: number; totalElements: number; totalPages: number };
    };
    const all = async (query: string, pageSize: number) => {
      const first = await page(`?pageNumber=0&pageSize=${pageSize}${query}`);
      const rows = [...first.content];
      for (let p = 1; p < first.totalPages; p += 1) rows.push(...(await page(`?pageNumber=${p}&pageSize=${pageSize}${query}`)).content);
      return rows.map((e) => e.eventDescription);
    };

    test('totals and pages; every page, deep ones too, continues the previous one', async () => {
      const first = await page('?pageNumber=0&pageSize=25');
      expect(first).toMatchObject({ page: 0, pageSize: 25, totalElements: 60, totalPages: 3 });
      expect(
        first.content
          .slice(0, 2)
          .map((e) => e.eventDescription)
          .sort(),
      ).toEqual(['Paging entry 58', 'Paging entry 59']);
      const last = await page('?pageNumber=2&pageSize=25');
      expect(last.content.map((e) => e.eventDescription)).toEqual(
        Array.from({ length: 10 }, (_, i) => `Paging entry ${String(9 - i).padStart(2, '0')}`),
      );
      expect((await page('?pageNumber=3&pageSize=25')).content).toEqual([]);
      // 59 and 58 share an instant: the id breaks the tie, the same way on every page.
      for (const size of [10, 25, 50, 75, 100]) {
        const rows = await all('', size);
        expect(rows).toHaveLength(60);
        expect(new Set(rows).size).toBe(60);
        expect(rows.slice(0, 2).sort()).toEqual(['Paging entry 58', 'Paging entry 59']);
        expect(rows.slice(2)).toEqual(Array.from({ length: 58 }, (_, i) => `Paging entry ${String(57 - i).padStart(2, '0')}`));
      }
    });

    test('sorted by date ascending, by event, by entity', async () => {
      const ascending = await all('&sortBy=uiCreatedOnDate&sortOrder=ASC', 25);
      expect(ascending.slice(0, 3)).toEqual(['Paging entry 00', 'Paging entry 01', 'Paging entry 02']);
      expect(ascending).toHaveLength(60);
      const byEvent = await all('&sortBy=event&sortOrder=ASC', 10);
      expect(byEvent.slice(0, 20)).toEqual(
        Array.from({ length: 20 }, (_, i) => `Paging entry ${String(1 + 3 * i).padStart(2, '0')}`), // PAGING_A, oldest first
      );
      expect(new Set(byEvent).size).toBe(60);
      const byEntity = await all('&sortBy=entityId&sortOrder=DESC', 25);
      expect(byEntity.slice(0, 2)).toEqual(['Paging entry 00', 'Paging entry 01']);
      const byActor = await page('?sortBy=actor&sortOrder=ASC&pageSize=10');
      expect(byActor.totalElements).toBe(60);
    });

    test('bad paging or sorting is a 400', async () => {
      for (const query of ['?pageSize=7', '?pageNumber=-1', '?sortBy=password', '?sortOrder=UP', '?pageNumber=x']) {
        const res = await list(adminCookie, window, query);
        expect(res.statusCode, query).toBe(400);
      }
    });
  });
});

describe('event and application lists', () => {
  test('the distinct events and source apps of the company only', async () => {
    await insert([{ company_id: supplier2Id, event: 'ONLY_SUPPLIER2', source_app: 'ONLY_SUPPLIER2_APP' }, { event: 'NO_LABEL_EVENT' }]);
    const events = await post(adminCookie, logUrl(supplierId, '/eventlist'));
    expect(events.statusCode).toBe(200);
    const expected = await ctx.db
      .selectFrom('activity_log')
      .select('event')
      .distinct()
      .where('company_id', '=', supplierId)
      .orderBy('event')
      .execute();
    const values = (options: Array<{ value: string; label: string }>) => options.map((o) => o.value);
    expect(values(events.json().events)).toEqual(expected.map((e) => e.event));
    expect(events.json().events).toContainEqual({ value: 'USER_CREATED', label: 'User created' });
    expect(values(events.json().events)).not.toContain('ONLY_SUPPLIER2');
    const apps = await post(adminCookie, logUrl(supplierId, '/applicationlist'));
    expect(apps.statusCode).toBe(200);
    expect(apps.json().applications).toContainEqual({ value: 'PORTAL', label: 'Supplier portal' });
    expect(values(apps.json().applications)).not.toContain('ONLY_SUPPLIER2_APP');
    expect(values(apps.json().applications).sort()).toEqual(values(apps.json().applications));
    // Labels in the reader's language; a code without a label shows as it is.
    const spanish = await post(adminCookie, logUrl(supplierId, '/eventlist'), {}, 'us', { 'x-user-locale': 'es-MX' });
    expect(spanish.json().events).toContainEqual({ value: 'USER_CREATED', label: 'Usuario creado' });
    expect(spanish.json().events).toContainEqual({ value: 'NO_LABEL_EVENT', label: 'NO_LABEL_EVENT' });
  });

  test('a company without entries has empty lists', async () => {
    // A charter agency: a basic company's own admin may not open the log at all (spec §2).
    const agencyAdmin = await signIn(ctx.app, 'agency-admin');
    const agency = await companyId('Northstar Retail Analytics');
    expect((await post(agencyAdmin, logUrl(agency, '/eventlist'))).json()).toEqual({ events: [] });
    expect((await post(agencyAdmin, logUrl(agency, '/applicationlist'))).json()).toEqual({ applications: [] });
  });
});

describe('POST …/activity-logs/download', () => {
  test('a real .xlsx with the filtered rows, wall-clock times in the time zone', async () => {
    await insert([
      { event: 'DOWNLOAD_ME', event_description: 'First to download', created_at: new Date('2026-08-10T15:04:05Z') },
      { event: 'DOWNLOAD_ME', event_description: 'Second to download', actor_user_id: null, created_at: new Date('2026-08-11T15:04:05Z') },
      { event: 'DOWNLOAD_NOT', event_description: 'Filtered out', created_at: new Date('2026-08-11T16:00:00Z') },
    ]);
    const res = await post(adminCookie, logUrl(supplierId, '/download'), {
      fromDate: '2026-08-01',
      toDate: '2026-08-30',
      timeZone: TZ,
      events: ['DOWNLOAD_ME'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="activity-log_2026-08-01_2026-08-30.xlsx"');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const admin = await ctx.db.selectFrom('users').selectAll().where('id', '=', adminId).executeTakeFirstOrThrow();
    const { name, rows } = await rowsOf(res.rawPayload);
    expect(name).toBe('Activity log');
    expect(rows).toEqual([
      ['Date (America/Chicago)', 'User', 'Entity', 'Event', 'Details', 'Application'],
      ['2026-08-11 10:04:05', '', 'entity-x', 'DOWNLOAD_ME', 'Second to download', 'Supplier portal'],
      ['2026-08-10 10:04:05', `${admin.first_name} ${admin.last_name}`, 'entity-x', 'DOWNLOAD_ME', 'First to download', 'Supplier portal'],
    ]);
  });

  test('the same words as the screen in the reader’s language: names, event labels, details', async () => {
    const res = await post(adminCookie, logUrl(supplierId, '/download'), { events: ['USER_CREATED'] }, 'us', { 'x-user-locale': 'fr-CA' });
    expect(res.statusCode).toBe(200);
    const { rows } = await rowsOf(res.rawPayload);
    const admin = await ctx.db.selectFrom('users').selectAll().where('id', '=', adminId).executeTakeFirstOrThrow();
    expect(
      rows
        .slice(1)
        .map((r) => r.slice(1))
        .sort()[0],
    ).toEqual([
      `${admin.first_name} ${admin.last_name}`,
      'Devon Laurent',
      'Utilisateur créé',
      'Utilisateur Devon Laurent créé',
      'Portail des fournisseurs',
    ]);
  });

  test('every matching row of a busy window, in several batches', async () => {
    const start = Date.parse('2026-07-01T12:00:00Z');
    await insert(
      Array.from({ length: 2500 }, (_, i) => ({
        event: 'BULK_DOWNLOAD',
        event_description: `Bulk ${i}`,
        created_at: new Date(start + i * 1000),
      })),
    );
    const res = await post(adminCookie, logUrl(supplierId, '/download'), {
      fromDate: '2026-07-01',
      toDate: '2026-07-01',
      events: ['BULK_DOWNLOAD'],
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await rowsOf(res.rawPayload);
    expect(rows).toHaveLength(2501);
    expect(new Set(rows.slice(1).map((r) => r[4])).size).toBe(2500);
    expect(rows[1]![4]).toBe('Bulk 2499');
  });

  test('headers in the portal’s language; the same validation as the list', async () => {
    const res = await post(
      adminCookie,
      logUrl(supplierId, '/download'),
      { fromDate: '2026-08-01', toDate: '2026-08-30', events: ['X'] },
      'us',
      {
        'x-user-locale': 'es-MX',
      },
    );
    expect(res.statusCode).toBe(200);
    const { rows } = await rowsOf(res.rawPayload);
    expect(rows[0]).toHaveLength(6);
    expect(rows[0]![1]).not.toBe('User');
    const tooLong = await post(adminCookie, logUrl(supplierId, '/download'), { fromDate: '2026-08-01', toDate: '2026-09-15' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe("Date range can't be more than 30 days");
  });
});

// Issue 9: a reader without a time zone of their own used to get America/Chicago on every tenant;
// it is their tenant's default zone (tenant file: timeZones.default), for the range and the download.
describe("without a time zone of one's own, the tenant's default zone", () => {
  test.each([
    ['us', 'America/Chicago'],
    ['mx', 'America/Mexico_City'],
    ['ca', 'America/Toronto'],
  ])('%s: days and wall-clock times in %s', async (tenantId, zone) => {
    const admin = await ctx.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('login_id', '=', demoLogin('supplier-admin', tenantId))
      .executeTakeFirstOrThrow();
    await ctx.db.updateTable('users').set({ timezone: null }).where('id', '=', admin.id).execute();
    const cookie = await signIn(ctx.app, 'supplier-admin', tenantId);
    const company = admin.company_id!;
    // The last minute of Sep 30 and the first of Oct 1 in the tenant's zone (an hour apart from Chicago's in MX and CA).
    const start = startOfDayIn('2025-10-01', zone);
    const entry = (event_description: string, created_at: Date) => ({
      tenant_id: tenantId,
      company_id: company,
      actor_user_id: admin.id,
      event: 'ZONE_EDGE',
      event_description,
      created_at,
    });
    await insert([entry('Sep 30, 23:59', new Date(start.getTime() - 60_000)), entry('Oct 1, 00:00', start)]);
    const range = { fromDate: '2025-10-01', toDate: '2025-10-30', events: ['ZONE_EDGE'] };
    const res = await post(cookie, logUrl(company), range, tenantId);
    expect(res.statusCode).toBe(200);
    expect((res.json().content as Entry[]).map((e) => e.eventDescription)).toEqual(['Oct 1, 00:00']);

    const download = await post(cookie, logUrl(company, '/download'), range, tenantId, { 'x-user-locale': 'en-US' });
    expect(download.statusCode).toBe(200);
    const { rows } = await rowsOf(download.rawPayload);
    expect(rows[0]![0]).toBe(`Date (${zone})`);
    expect(rows.slice(1).map((r) => [r[0], r[4]])).toEqual([['2025-10-01 00:00:00', 'Oct 1, 00:00']]);
  });
});

describe('who may read the log', () => {
  const endpoints = ['', '/eventlist', '/applicationlist', '/download'];

  test('signed out → 401; a regular user → 403; another company’s admin → 403', async () => {
    const user = await signIn(ctx.app, 'supplier-user');
    const agencyUser = await signIn(ctx.app, 'agency-user');
    const associate = await signIn(ctx.app, 'associate');
    const otherAdmin = await signIn(ctx.app, 'agency-admin');
    for (const path of endpoints) {
      expect((await post(undefined, logUrl(supplierId, path))).statusCode, path).toBe(401);
      expect((await post(user, logUrl(supplierId, path))).statusCode, path).toBe(403);
      // Issue 11: the page says 'You are not an administrator.' to them; the server agrees.
      expect((await post(agencyUser, logUrl(await companyId('Northstar Retail Analytics'), path))).statusCode, path).toBe(403);
      expect((await post(associate, logUrl(supplierId, path))).statusCode, path).toBe(403);
      expect((await post(otherAdmin, logUrl(supplierId, path))).statusCode, path).toBe(403);
      expect((await post(adminCookie, logUrl(supplier2Id, path))).statusCode, path).toBe(403);
      expect((await post(adminCookie, logUrl('not-a-uuid', path))).statusCode, path).toBe(403);
    }
  });

  test('another tenant: the US admin’s session is not valid on the Mexican host, and the Mexican admin sees only Mexican entries', async () => {
    expect((await post(adminCookie, logUrl(supplierId), {}, 'mx')).statusCode).toBe(401);
    const mxAdmin = await signIn(ctx.app, 'supplier-admin', 'mx');
    expect((await post(mxAdmin, logUrl(supplierId), {}, 'mx')).statusCode).toBe(403);
    const res = await post(mxAdmin, logUrl(mxSupplierId), {}, 'mx');
    expect(res.statusCode).toBe(200);
    const descriptions = (res.json().content as Entry[]).map((e) => e.eventDescription);
    // In the Mexican admin's language (es-MX).
    expect(descriptions).toContain('Se creó el usuario Harper Reyes');
    expect(descriptions).toContain('Other tenant');
    expect(descriptions).not.toContain('Uploaded half');
  });

  test('the spectator reads (these POSTs change nothing) the company they view, and only it', async () => {
    const spectator = await signIn(ctx.app, 'spectator');
    expect((await post(spectator, logUrl(supplierId))).statusCode).toBe(403); // no company chosen yet
    expect(
      (await post(spectator, '/core-app-api/users/set-context', { companyId: supplierId, reason: 'Reviewing the log' })).statusCode,
    ).toBe(200);
    for (const path of endpoints) expect((await post(spectator, logUrl(supplierId, path))).statusCode, path).toBe(200);
    expect((await post(spectator, logUrl(supplier2Id))).statusCode).toBe(403);
    const viewing = await list(spectator, { events: ['ACTING_ON_BEHALF_STARTED'] });
    expect((viewing.json().content as Entry[])[0]!.eventDescription).toBe(
      'Viewing Blue Ridge Foods Inc., read only (reason: Reviewing the log)',
    );
  });
});

describe('the kept daily counts (migration 004)', () => {
  test('give the same totals as counting entry by entry, through inserts, updates and deletes', async () => {
    const start = Date.parse('2026-03-01T00:00:00Z');
    // 400 entries, one every 3 h 7 min, over ~52 days, in several events and apps.
    await insert(
      Array.from({ length: 400 }, (_, i) => ({
        event: `COUNT_${i % 4}`,
        source_app: i % 3 ? 'PORTAL' : 'COUNT_APP',
        created_at: new Date(start + i * 187 * 60_000),
      })),
    );
    // The supplier's log, as a request of that company reads it.
    const supplierScope = () => new CompanyDb(ctx.db, { tenantId: 'us', companyId: supplierId });
    const check = async () => {
      for (const zone of ['America/Chicago', 'UTC', 'Asia/Kolkata', 'Pacific/Chatham']) {
        for (const [fromDate, toDate] of [
          ['2026-03-01', '2026-03-30'],
          ['2026-03-10', '2026-03-10'],
          ['2026-03-15', '2026-04-13'],
          ['2026-04-01', '2026-04-02'],
        ]) {
          const base: ActivityFilter = {
            from: startOfDayIn(fromDate!, zone),
            to: startOfDayIn(addDays(toDate!, 1), zone),
          };
          for (const filter of [
            base,
            { ...base, events: ['COUNT_1', 'COUNT_2'] },
            { ...base, applications: ['COUNT_APP'] },
            { ...base, events: ['COUNT_3'], applications: ['PORTAL'] },
          ]) {
            expect(await countActivity(supplierScope(), filter), `${zone} ${fromDate}..${toDate} ${JSON.stringify(filter.events)}`).toBe(
              await countMatching(supplierScope(), filter),
            );
          }
        }
      }
    };
    await check();
    // Pages read from the day the counts point at are the pages of a plain offset scan, both ways.
    for (const zone of ['America/Chicago', 'Asia/Kolkata']) {
      const filter: ActivityFilter = {
        from: startOfDayIn('2026-03-05', zone),
        to: startOfDayIn('2026-04-04', zone),
        events: ['COUNT_0', 'COUNT_1', 'COUNT_3'],
      };
      for (const sortOrder of ['DESC', 'ASC'] as const) {
        const order = { sortBy: 'uiCreatedOnDate', sortOrder } as const;
        const all = (await activityPage(supplierScope(), filter, order, 0, 10_000)).map((r) => r.id);
        expect(all.length).toBeGreaterThan(100);
        const paged: string[] = [];
        for (let pageNumber = 0; pageNumber * 7 < all.length + 7; pageNumber += 1) {
          const { rows, total } = await queryActivityLog(supplierScope(), filter, order, pageNumber, 7);
          expect(total).toBe(all.length);
          paged.push(...rows.map((r) => r.id));
        }
        expect(paged, `${zone} ${sortOrder}`).toEqual(all);
      }
    }
    await ctx.db
      .updateTable('activity_log')
      .set({ event: 'COUNT_1' })
      .where('event', '=', 'COUNT_0')
      .where('source_app', '=', 'COUNT_APP')
      .execute();
    await ctx.db
      .deleteFrom('activity_log')
      .where('event', '=', 'COUNT_2')
      .where('created_at', '<', new Date('2026-03-20T00:00:00Z'))
      .execute();
    await check();
    const res = await list(adminCookie, { fromDate: '2026-03-01', toDate: '2026-03-30', events: ['COUNT_1'] }, '?pageSize=10');
    expect(res.json().totalElements).toBe(
      await countMatching(supplierScope(), {
        from: startOfDayIn('2026-03-01', TZ),
        to: startOfDayIn('2026-03-31', TZ),
        events: ['COUNT_1'],
      }),
    );
  });
});

describe('recordActivity', () => {
  test('is part of the transaction of its change: a transaction that fails afterwards leaves neither', async () => {
    const before = await ctx.db
      .selectFrom('activity_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('companies').set({ admin_email: 'rolled-back@example.test' }).where('id', '=', supplier2Id).execute();
        await recordActivity(trx, {
          tenant_id: 'us',
          company_id: supplier2Id,
          actor_user_id: adminId,
          entity_id: supplier2Id,
          event: 'ROLLED_BACK',
          details: detailsOf('USER_CREATED', { name: 'Never Committed' }),
        });
        throw new Error('the change fails after its log entry');
      }),
    ).rejects.toThrow('the change fails after its log entry');
    const company = await ctx.db.selectFrom('companies').select('admin_email').where('id', '=', supplier2Id).executeTakeFirstOrThrow();
    expect(company.admin_email).not.toBe('rolled-back@example.test');
    expect(await ctx.db.selectFrom('activity_log').selectAll().where('event', '=', 'ROLLED_BACK').execute()).toEqual([]);
    const after = await ctx.db
      .selectFrom('activity_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    // And committed, it is there, with the default source app.
    await ctx.db.transaction().execute((trx) =>
      recordActivity(trx, {
        tenant_id: 'us',
        company_id: supplier2Id,
        actor_user_id: adminId,
        entity_id: null,
        event: 'COMMITTED',
        details: detailsOf('USER_CREATED', { name: 'Kept Entry' }),
      }),
    );
    expect(await ctx.db.selectFrom('activity_log').select('source_app').where('event', '=', 'COMMITTED').execute()).toEqual([
      { source_app: 'PORTAL' },
    ]);
  });
});

describe('details of the converted events in the reader’s language', () => {
  test('a domain added, a partner associated, a user invited, access changed, a persona switched: names as they are, codes as words, no ids', async () => {
    const call = (method: 'POST' | 'PUT', cookie: string, url: string, payload: unknown) => {
      const host = hostOf('us');
      return ctx.app.inject({
        method,
        url,
        headers: { host, origin: `http://${host}`, cookie },
        payload: payload as Record<string, unknown>,
      });
    };
    const company = `/core-app-api/companies/${supplierId}`;
    const domain = await call('POST', adminCookie, `${company}/email-domains`, {
      domainName: 'blue-ridge-audit.test',
      allowSubDomains: false,
      is3pDomain: true,
    });
    expect(domain.statusCode, domain.body).toBe(201);
    const partner = await call('POST', adminCookie, `${company}/partner-associations`, {
      businessCode: 'WMT-US-BASICAGENCY',
      products: ['SHOPPER_BEHAVIOR', 'REPORT_BUILDER'],
    });
    expect(partner.statusCode, partner.body).toBe(201);
    const email = 'quinn.audit@blue-ridge-foods-inc.test';
    const invited = await call('POST', adminCookie, `${company}/users`, {
      firstName: 'Quinn',
      lastName: 'Audit',
      email,
      role: 'Admin',
      products: ['CUSTOMER_PERCEPTION'],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const member = demoLogin('supplier-user', 'us');
    const access = await call('PUT', adminCookie, `${company}/users/access`, {
      userId: await userId('supplier-user'),
      products: ['SHOPPER_BEHAVIOR'],
      role: 'Admin',
    });
    expect(access.statusCode, access.body).toBe(200);
    const superAdmin = await signIn(ctx.app, 'super-admin');
    expect((await call('POST', superAdmin, '/core-app-api/users/set-context', { companyId: supplierId, reason: 'Audit' })).statusCode).toBe(
      200,
    );
    for (const persona of ['MERCHANT', 'SUPPLIER']) {
      const switched = await call('POST', superAdmin, '/core-app-api/users/switch-context', { persona });
      expect(switched.statusCode, switched.body).toBe(200);
    }

    const events = ['EMAIL_DOMAIN_ADDED', 'PARTNER_ASSOCIATED', 'USER_INVITED', 'USER_ACCESS_UPDATED', 'PERSONA_SWITCHED'];
    const partnerName = 'Summit Brokerage Partners (WMT-US-BASICAGENCY)';
    const accessOf = await ctx.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('login_id', '=', member)
      .executeTakeFirstOrThrow();
    const memberName = `${accessOf.first_name} ${accessOf.last_name} (${member})`;
    const expected: Record<string, Record<string, string>> = {
      'en-US': {
        EMAIL_DOMAIN_ADDED: 'Authorised domain blue-ridge-audit.test added (3P domain, subdomains not allowed)',
        PARTNER_ASSOCIATED: `Third-party partner ${partnerName} associated with access to Shopper Behavior | Report Builder`,
        USER_INVITED: `Invited Quinn Audit (${email}) as Admin with access to Customer Perception`,
        USER_ACCESS_UPDATED: `Access of ${memberName}: role User → Admin; removed Report Builder`,
        PERSONA_SWITCHED: 'Persona switched to Supplier (was Merchant)',
      },
      'es-MX': {
        EMAIL_DOMAIN_ADDED: 'Se agregó el dominio autorizado blue-ridge-audit.test (dominio externo 3P, subdominios no permitidos)',
        PARTNER_ASSOCIATED: `Se asoció al socio externo ${partnerName} con acceso a Shopper Behavior | Report Builder`,
        USER_INVITED: `Se invitó a Quinn Audit (${email}) con el rol Administrador y acceso a Customer Perception`,
        USER_ACCESS_UPDATED: `Acceso de ${memberName}: rol Usuario → Administrador; se quitó Report Builder`,
        PERSONA_SWITCHED: 'Se cambió el perfil a Proveedor (antes: Comerciante)',
      },
      'fr-CA': {
        EMAIL_DOMAIN_ADDED: 'Domaine autorisé blue-ridge-audit.test ajouté (domaine tiers 3P, sous-domaines non autorisés)',
        PARTNER_ASSOCIATED: `Partenaire tiers ${partnerName} associé avec accès à Shopper Behavior | Report Builder`,
        USER_INVITED: `Quinn Audit (${email}) invité avec le rôle Administrateur et l’accès à Customer Perception`,
        USER_ACCESS_UPDATED: `Accès modifié pour ${memberName} — rôle : Utilisateur → Administrateur; retrait : Report Builder`,
        PERSONA_SWITCHED: 'Profil changé pour Fournisseur (auparavant : Marchand)',
      },
    };
    for (const [locale, sentences] of Object.entries(expected)) {
      const res = await post(adminCookie, logUrl(supplierId), { events }, 'us', { 'x-user-locale': locale });
      expect(res.statusCode).toBe(200);
      const entries = res.json().content as Entry[];
      // Newest first: the latest entry of each event.
      const latest = Object.fromEntries(events.map((event) => [event, entries.find((e) => e.event === event)?.eventDescription]));
      expect(latest, locale).toEqual(sentences);
      for (const details of Object.values(latest)) {
        expect(details, locale).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
        // No product, persona or setting code (SHOPPER_BEHAVIOR, MERCHANT, NOT_ALLOWED…).
        expect(details, locale).not.toMatch(/\b[A-Z]+_[A-Z_]+\b|\b(MERCHANT|SUPPLIER|ALLOWED)\b/);
        if (locale !== 'en-US') expect(details, locale).not.toMatch(/\b(Admin|User|Supplier|Merchant)\b/);
      }
    }
  });
});
