// Activity log (spec §2 "Admin tables", §3 "Activity log entry", §5 date range, §7 "Activity
// log"; issue 4 §6): one company's entries, at most 30 days at a time, filtered by event, source
// app and free text, sorted and paged on the server, and downloadable as .xlsx.
//
// The spec gives these paths no company prefix; they live under /core-app-api/companies/:companyId
// so the policy's company scope applies: an admin reads their own company's log, a super admin (or
// the spectator) the company they act for. Reads are POSTs (spec §7) because the filter is a body.
//
// The query functions are exported: `npm run bench activity-log` measures this very SQL on a
// million rows (indexes: migrations/004_activity_log.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { tenantZone } from '../../tenants/preferences.ts';
import { LOCALES, type Locale, type TenantConfig } from '../../tenants/schema.ts';
import type { Db } from '../db/database.ts';
import { type Policy, policies } from '../plugins/policy.ts';
import { errors, Nullable, problem } from '../schemas.ts';
import { i18nFor } from '../services/i18n.ts';
import { likeLiteral, PageNumber, PageSize, Paged, pageOf } from '../services/paging.ts';
import { inBatches, sendXlsx } from '../services/xlsx.ts';

/** Spec §5: a range spans at most 30 days; by default the last 30 (today minus 29 days .. today). */
export const MAX_RANGE_DAYS = 30;
export const RANGE_TOO_LONG = "Date range can't be more than 30 days";
const DAY_MS = 86_400_000;

export const SORT_KEYS = ['uiCreatedOnDate', 'actor', 'entityId', 'event', 'eventDescription', 'sourceApp'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'ASC' | 'DESC';

/** What one read of the log covers: a company, a window [from, to) and the optional filters. */
export interface ActivityFilter {
  tenantId: string;
  companyId: string;
  from: Date;
  /** Exclusive. */
  to: Date;
  events?: string[];
  applications?: string[];
  /** Free text over description, event, entity id and actor name (any letter case). */
  query?: string;
}

export interface ActivityOrder {
  sortBy: SortKey;
  sortOrder: SortOrder;
}

export interface ActivityRow {
  id: string;
  createdAt: Date;
  actorId: string | null;
  actorName: string | null;
  entityId: string | null;
  event: string;
  eventDescription: string;
  sourceApp: string;
}

// ---------------------------------------------------------------------------------------------
// Dates: the filter names calendar days in the reader's time zone.

/** The offset of `timeZone` from UTC at an instant, in ms (throws RangeError for an unknown zone). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The instant a calendar day (YYYY-MM-DD) starts in `timeZone`. */
export function startOfDayIn(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallClock = Date.UTC(year, month - 1, date);
  // Twice: the offset at the first guess may differ from the offset at the answer (DST change).
  const guess = wallClock - offsetAt(wallClock, timeZone);
  return new Date(wallClock - offsetAt(guess, timeZone));
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Date(now.getTime() + offsetAt(now.getTime(), timeZone)).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The window of a filter: fromDate..toDate, both days included, in `timeZone`. Without dates, the
 * last 30 days; with one of them, the 30 days starting (or ending) there. An error message when
 * the range is reversed, out of the picker's bounds (1900–2100) or longer than 30 days.
 */
export function resolveWindow(
  input: { fromDate?: string; toDate?: string },
  timeZone: string,
  now = new Date(),
): { fromDate: string; toDate: string; from: Date; to: Date } | { error: string } {
  const toDate = input.toDate ?? (input.fromDate ? addDays(input.fromDate, MAX_RANGE_DAYS - 1) : todayIn(timeZone, now));
  const fromDate = input.fromDate ?? addDays(toDate, 1 - MAX_RANGE_DAYS);
  for (const day of [fromDate, toDate]) {
    const year = Number(day.slice(0, 4));
    if (year < 1900 || year > 2100) return { error: 'Dates must be between 1900 and 2100.' };
  }
  const span = daysBetween(fromDate, toDate);
  if (span < 0) return { error: 'The start date must be on or before the end date.' };
  if (span + 1 > MAX_RANGE_DAYS) return { error: RANGE_TOO_LONG };
  return { fromDate, toDate, from: startOfDayIn(fromDate, timeZone), to: startOfDayIn(addDays(toDate, 1), timeZone) };
}

// ---------------------------------------------------------------------------------------------
// Queries.

function matching(db: Db, f: ActivityFilter) {
  const like = f.query ? `%${likeLiteral(f.query)}%` : null;
  return db
    .selectFrom('activity_log as a')
    .where('a.tenant_id', '=', f.tenantId)
    .where('a.company_id', '=', f.companyId)
    .where('a.created_at', '>=', f.from)
    .where('a.created_at', '<', f.to)
    .$if(Boolean(f.events?.length), (qb) => qb.where('a.event', 'in', f.events!))
    .$if(Boolean(f.applications?.length), (qb) => qb.where('a.source_app', 'in', f.applications!))
    .$if(like !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          // One ILIKE over the three texts: the window's rows are read once, not three times.
          eb(sql<string>`concat_ws(' ', a.event_description, a.event, a.entity_id)`, 'ilike', like!),
          eb(
            'a.actor_user_id',
            'in',
            eb
              .selectFrom('users')
              .select('users.id')
              .where(sql<string>`concat_ws(' ', users.first_name, users.last_name)`, 'ilike', like!),
          ),
        ]),
      ),
    );
}

/** How many entries match, counting them one by one (an index-only scan unless there is free text). */
export async function countMatching(db: Db, f: ActivityFilter): Promise<number> {
  const { n } = await matching(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

const utcDay = (time: number) => sql<Date>`cast(${new Date(time).toISOString().slice(0, 10)} as date)`;

/** A stretch of the window, [from, to) in ms, and how many matching entries it holds. */
interface Segment {
  from: number;
  to: number;
  entries: number;
}

/**
 * The window cut into the partial day at each edge and the whole UTC days between, with the
 * matching entries of each: the kept daily counts (activity_log_daily_counts) for the whole days,
 * an exact count for the two edges. A few thousand small rows and two short index ranges however
 * busy the company. Null where the kept counts cannot say (free text, a window within a day).
 */
async function windowSegments(db: Db, f: ActivityFilter): Promise<Segment[] | null> {
  const firstWholeDay = Math.ceil(f.from.getTime() / DAY_MS) * DAY_MS;
  const endOfWholeDays = Math.floor(f.to.getTime() / DAY_MS) * DAY_MS;
  if (f.query || endOfWholeDays <= firstWholeDay) return null;
  const edge = (name: string, from: number, to: number) =>
    matching(db, { ...f, from: new Date(from), to: new Date(to) }).select((eb) => [
      sql<string>`cast(${name} as text)`.as('day'),
      eb.fn.countAll<string>().as('n'),
    ]);
  const rows = await db
    .selectFrom('activity_log_daily_counts as d')
    .select([sql<string>`to_char(d.day, 'YYYY-MM-DD')`.as('day'), sql<string>`sum(d.entries)`.as('n')])
    .where('d.tenant_id', '=', f.tenantId)
    .where('d.company_id', '=', f.companyId)
    .where('d.day', '>=', utcDay(firstWholeDay))
    .where('d.day', '<', utcDay(endOfWholeDays))
    .$if(Boolean(f.events?.length), (qb) => qb.where('d.event', 'in', f.events!))
    .$if(Boolean(f.applications?.length), (qb) => qb.where('d.source_app', 'in', f.applications!))
    .groupBy('d.day')
    .unionAll(edge('head', f.from.getTime(), firstWholeDay))
    .unionAll(edge('tail', endOfWholeDays, f.to.getTime()))
    .execute();
  return rows
    .map(({ day, n }) => {
      const entries = Number(n);
      if (day === 'head') return { from: f.from.getTime(), to: firstWholeDay, entries };
      if (day === 'tail') return { from: endOfWholeDays, to: f.to.getTime(), entries };
      const start = Date.parse(`${day}T00:00:00Z`);
      return { from: start, to: start + DAY_MS, entries };
    })
    .filter((segment) => segment.entries > 0)
    .sort((x, y) => x.from - y.from);
}

const totalOf = (segments: Segment[]) => segments.reduce((sum, segment) => sum + segment.entries, 0);

/** How many entries match: from the kept daily counts where they can say, else entry by entry. */
export async function countActivity(db: Db, f: ActivityFilter): Promise<number> {
  const segments = await windowSegments(db, f);
  return segments ? totalOf(segments) : countMatching(db, f);
}

const SORT_EXPRESSIONS: Record<Exclude<SortKey, 'uiCreatedOnDate'>, ReturnType<typeof sql<string>>> = {
  actor: sql<string>`concat_ws(' ', su.first_name, su.last_name)`,
  entityId: sql<string>`a.entity_id`,
  event: sql<string>`a.event`,
  eventDescription: sql<string>`a.event_description`,
  sourceApp: sql<string>`a.source_app`,
};

/**
 * Rows [offset, offset + limit) in the chosen order (ties broken by date and id, so pages never
 * overlap). Deferred join: the page's ids come from the index alone, however deep the page, and
 * only those rows are then read. Given the total, a page past the middle is read from the other
 * end (the last page skips nothing).
 */
export async function activityPage(
  db: Db,
  f: ActivityFilter,
  { sortBy, sortOrder }: ActivityOrder,
  offset: number,
  limit: number,
  total?: number,
): Promise<ActivityRow[]> {
  let descending = sortOrder === 'DESC';
  let skip = offset;
  let take = limit;
  const reversed = total !== undefined && offset > total / 2;
  if (reversed) {
    if (offset >= total) return [];
    descending = !descending;
    skip = Math.max(0, total - offset - limit);
    take = Math.min(limit, total - offset);
  }
  if (take <= 0) return [];
  const direction = descending ? sql`desc` : sql`asc`;
  const key = sortBy === 'uiCreatedOnDate' ? null : SORT_EXPRESSIONS[sortBy];
  const ids = matching(db, f)
    .$if(sortBy === 'actor', (qb) => qb.leftJoin('users as su', 'su.id', 'a.actor_user_id'))
    .select(['a.id', 'a.created_at', sql<string | null>`${key ?? sql`null`}`.as('sort_key')])
    .$if(key !== null, (qb) => qb.orderBy(sql`${key} ${direction}`))
    .orderBy(sql`a.created_at ${direction}`)
    .orderBy(sql`a.id ${direction}`)
    .limit(take)
    .offset(skip);
  const rows = await db
    .selectFrom(ids.as('p'))
    .innerJoin('activity_log as r', 'r.id', 'p.id')
    .leftJoin('users as u', 'u.id', 'r.actor_user_id')
    .select([
      'r.id',
      'r.created_at',
      'r.actor_user_id',
      sql<string | null>`nullif(concat_ws(' ', u.first_name, u.last_name), '')`.as('actor_name'),
      'r.entity_id',
      'r.event',
      'r.event_description',
      'r.source_app',
    ])
    .$if(key !== null, (qb) => qb.orderBy(sql`p.sort_key ${direction}`))
    .orderBy(sql`p.created_at ${direction}`)
    .orderBy(sql`p.id ${direction}`)
    .execute();
  const page = rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at,
    actorId: r.actor_user_id,
    actorName: r.actor_name,
    entityId: r.entity_id,
    event: r.event,
    eventDescription: r.event_description,
    sourceApp: r.source_app,
  }));
  return reversed ? page.reverse() : page;
}

/**
 * One page and the total, as POST activity-logs answers. In date order, the kept daily counts also
 * say which day the page starts in, so the page is read from there, skipping at most that day's
 * entries however deep the page: a keyset-like jump for offset paging. In other orders a page past
 * the middle is read from the other end.
 */
export async function queryActivityLog(db: Db, f: ActivityFilter, order: ActivityOrder, pageNumber: number, pageSize: number) {
  const offset = pageNumber * pageSize;
  const segments = await windowSegments(db, f);
  const total = segments ? totalOf(segments) : await countMatching(db, f);
  if (offset >= total) return { rows: [], total };
  if (!segments || order.sortBy !== 'uiCreatedOnDate') {
    return { rows: await activityPage(db, f, order, offset, pageSize, total), total };
  }
  // The segments in reading order; skip whole ones while the offset lies beyond them.
  const ordered = order.sortOrder === 'DESC' ? [...segments].reverse() : segments;
  let before = 0;
  let start = ordered[0]!;
  for (const segment of ordered) {
    start = segment;
    if (offset < before + segment.entries) break;
    before += segment.entries;
  }
  const narrowed = order.sortOrder === 'DESC' ? { ...f, to: new Date(start.to) } : { ...f, from: new Date(start.from) };
  return { rows: await activityPage(db, narrowed, order, offset - before, pageSize), total };
}

/**
 * Distinct values of an indexed column for one company: a skip scan (one index probe per value,
 * a few dozen at most) instead of reading every entry of the company.
 */
async function distinctValues(db: Db, tenantId: string, companyId: string, column: 'event' | 'source_app'): Promise<string[]> {
  const col = sql.ref(column);
  const { rows } = await sql<{ value: string }>`
    with recursive found(value) as (
      (select ${col} from activity_log where tenant_id = ${tenantId} and company_id = ${companyId} order by ${col} limit 1)
      union all
      select (select ${col} from activity_log
              where tenant_id = ${tenantId} and company_id = ${companyId} and ${col} > found.value
              order by ${col} limit 1)
      from found where found.value is not null
    )
    select value from found where value is not null`.execute(db);
  return rows.map((r) => r.value);
}

export const eventList = (db: Db, tenantId: string, companyId: string) => distinctValues(db, tenantId, companyId, 'event');
export const applicationList = (db: Db, tenantId: string, companyId: string) => distinctValues(db, tenantId, companyId, 'source_app');

// ---------------------------------------------------------------------------------------------
// Routes.

const BASE = '/core-app-api/companies/:companyId/activity-logs';
const TAG = 'activity log';
const SCOPE_NOTE =
  'The spec names no company in this path; it sits under companies/{companyId} so that an admin reads only their own company’s log and a super admin the company they act for.';

/**
 * Reading the log is a POST only because the filter is a body (spec §7); it changes nothing, so
 * the spectator (view only) may call it too.
 */
const readOnlyPost = (policy: Policy): Policy => ({ ...policy, readOnlyAllowed: true });
const POLICY = readOnlyPost(policies.permission('LIST', 'ACTIVITY_LOG'));

const Params = Type.Object({ companyId: Type.String({ format: 'uuid' }) });
const Label = Type.String({ minLength: 1, maxLength: 100 });

const FilterBody = Type.Object(
  {
    fromDate: Type.Optional(
      Type.String({ format: 'date', description: 'First day (YYYY-MM-DD), included. Default: 29 days before toDate.' }),
    ),
    toDate: Type.Optional(
      Type.String({ format: 'date', description: 'Last day (YYYY-MM-DD), included; at most 30 days after fromDate. Default: today.' }),
    ),
    timeZone: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        description: 'IANA time zone the days are in. Default: the caller’s time zone preference.',
      }),
    ),
    events: Type.Optional(Type.Array(Label, { maxItems: 100, description: 'Only these events (from eventlist).' })),
    applications: Type.Optional(Type.Array(Label, { maxItems: 100, description: 'Only these source apps (from applicationlist).' })),
    query: Type.Optional(
      Type.String({ maxLength: 200, description: 'Text in the description, event, entity id or actor name, any letter case.' }),
    ),
  },
  { additionalProperties: false },
);

const SortQuery = {
  sortBy: Type.Optional(
    Type.Union(
      SORT_KEYS.map((k) => Type.Literal(k)),
      { default: 'uiCreatedOnDate' },
    ),
  ),
  sortOrder: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], { default: 'DESC' })),
};

const Entry = Type.Object({
  id: Type.String(),
  uiCreatedOnDate: Type.String({ format: 'date-time' }),
  actor: Nullable(Type.String({ description: 'User id of who did it.' })),
  actorName: Nullable(Type.String()),
  entityId: Nullable(Type.String()),
  event: Type.String(),
  eventDescription: Type.String(),
  sourceApp: Type.String(),
});

const entryOf = (r: ActivityRow) => ({
  id: r.id,
  uiCreatedOnDate: r.createdAt.toISOString(),
  actor: r.actorId,
  actorName: r.actorName,
  entityId: r.entityId,
  event: r.event,
  eventDescription: r.eventDescription,
  sourceApp: r.sourceApp,
});

/** Wall-clock 'YYYY-MM-DD HH:mm:ss' of an instant in a time zone, for the spreadsheet. */
function wallClock(date: Date, timeZone: string): string {
  return new Date(date.getTime() + offsetAt(date.getTime(), timeZone)).toISOString().slice(0, 19).replace('T', ' ');
}

const activityLogs: FastifyPluginAsyncTypebox = async (app) => {
  type Body = { fromDate?: string; toDate?: string; timeZone?: string; events?: string[]; applications?: string[]; query?: string };
  /** The filter of a request, or the message of a 400. */
  type Resolved = { filter: ActivityFilter; timeZone: string; fromDate: string; toDate: string } | { error: string };
  const filterOf = (
    request: { tenant: Pick<TenantConfig, 'id' | 'timeZones'>; auth?: { user: { timezone: string | null } } | null },
    companyId: string,
    body: Body | undefined,
  ): Resolved => {
    const timeZone = body?.timeZone ?? tenantZone(request.tenant, request.auth?.user.timezone);
    if (!isTimeZone(timeZone)) return { error: `Unknown time zone ${timeZone}.` };
    const window = resolveWindow(body ?? {}, timeZone);
    if ('error' in window) return window;
    const query = body?.query?.trim();
    const filter: ActivityFilter = {
      tenantId: request.tenant.id,
      companyId,
      from: window.from,
      to: window.to,
      events: body?.events ?? [],
      applications: body?.applications ?? [],
      query: query || undefined,
    };
    return { filter, timeZone, fromDate: window.fromDate, toDate: window.toDate };
  };

  app.post(
    BASE,
    {
      config: { policy: POLICY },
      schema: {
        tags: [TAG],
        summary: `One page of the company's activity log for a date range of at most 30 days (default: the last 30 days), newest first unless sorted otherwise. ${SCOPE_NOTE}`,
        params: Params,
        querystring: Type.Object(
          {
            pageNumber: Type.Optional(PageNumber()),
            pageSize: Type.Optional(PageSize(25)),
            ...SortQuery,
          },
          { additionalProperties: false },
        ),
        body: FilterBody,
        response: { 200: Paged(Entry), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { pageNumber = 0, pageSize = 25, sortBy = 'uiCreatedOnDate', sortOrder = 'DESC' } = request.query;
      const resolved = filterOf(request, request.params.companyId, request.body);
      if ('error' in resolved) return reply.code(400).send(problem(400, resolved.error));
      const { rows, total } = await queryActivityLog(app.db, resolved.filter, { sortBy, sortOrder }, pageNumber, pageSize);
      return pageOf(rows.map(entryOf), pageNumber, pageSize, total);
    },
  );

  app.post(
    `${BASE}/eventlist`,
    {
      config: { policy: POLICY },
      schema: {
        tags: [TAG],
        summary: `The events found in the company's activity log, for the events filter. ${SCOPE_NOTE}`,
        params: Params,
        body: Type.Object({}, { additionalProperties: false }),
        response: { 200: Type.Object({ events: Type.Array(Type.String()) }), ...errors(400, 401, 403) },
      },
    },
    async (request) => ({ events: await eventList(app.db, request.tenant.id, request.params.companyId) }),
  );

  app.post(
    `${BASE}/applicationlist`,
    {
      config: { policy: POLICY },
      schema: {
        tags: [TAG],
        summary: `The source apps found in the company's activity log, for the applications filter. ${SCOPE_NOTE}`,
        params: Params,
        body: Type.Object({}, { additionalProperties: false }),
        response: { 200: Type.Object({ applications: Type.Array(Type.String()) }), ...errors(400, 401, 403) },
      },
    },
    async (request) => ({ applications: await applicationList(app.db, request.tenant.id, request.params.companyId) }),
  );

  app.post(
    `${BASE}/download`,
    {
      config: { policy: POLICY },
      schema: {
        tags: [TAG],
        summary: `Every entry matching the filter (same body as the list; at most 30 days) as an .xlsx file, streamed. Dates are wall-clock times in the filter's time zone. ${SCOPE_NOTE}`,
        params: Params,
        querystring: Type.Object(SortQuery, { additionalProperties: false }),
        body: FilterBody,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: {
          200: Type.String({
            description: 'The .xlsx file.',
            contentMediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { sortBy = 'uiCreatedOnDate', sortOrder = 'DESC' } = request.query;
      const resolved = filterOf(request, request.params.companyId, request.body);
      if ('error' in resolved) return reply.code(400).send(problem(400, resolved.error));
      const { timeZone, fromDate, toDate } = resolved;
      // Entries written while the file streams would shift the offsets of later batches: stop the
      // window at the moment of the request.
      const now = new Date();
      const filter = { ...resolved.filter, to: resolved.filter.to > now ? now : resolved.filter.to };
      const i18n = i18nFor(localeOf(request.headers['x-user-locale'], request.auth?.user.language_code, request.tenant.locales.default));
      const header = {
        date: i18n._(/*i18n*/ { id: 'activityLog.export.date', message: 'Date ({timeZone})', values: { timeZone } }),
        user: i18n._(/*i18n*/ { id: 'activityLog.export.user', message: 'User' }),
        userId: i18n._(/*i18n*/ { id: 'activityLog.export.userId', message: 'User ID' }),
        entity: i18n._(/*i18n*/ { id: 'activityLog.export.entity', message: 'Entity' }),
        event: i18n._(/*i18n*/ { id: 'activityLog.export.event', message: 'Event' }),
        details: i18n._(/*i18n*/ { id: 'activityLog.export.details', message: 'Details' }),
        application: i18n._(/*i18n*/ { id: 'activityLog.export.application', message: 'Application' }),
        sheet: i18n._(/*i18n*/ { id: 'activityLog.export.sheet', message: 'Activity log' }),
      };
      const rows = inBatches((offset, limit) => activityPage(app.db, filter, { sortBy, sortOrder }, offset, limit), 1000);
      return sendXlsx<ActivityRow>(
        reply,
        `activity-log_${fromDate}_${toDate}.xlsx`,
        header.sheet,
        [
          { header: header.date, width: 20, value: (r) => wallClock(r.createdAt, timeZone) },
          { header: header.user, value: (r) => r.actorName },
          { header: header.userId, width: 38, value: (r) => r.actorId },
          { header: header.entity, width: 38, value: (r) => r.entityId },
          { header: header.event, width: 28, value: (r) => r.event },
          { header: header.details, width: 60, value: (r) => r.eventDescription },
          { header: header.application, width: 16, value: (r) => r.sourceApp },
        ],
        rows,
      );
    },
  );
};

/** The locale of the file's headers: the portal's (x-user-locale), else the user's language, else the tenant's. */
function localeOf(header: string | string[] | undefined, language: string | null | undefined, fallback: Locale): Locale {
  const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
  if (isLocale(header)) return header;
  if (isLocale(language)) return language;
  return fallback;
}

export default activityLogs;
