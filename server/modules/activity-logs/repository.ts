// Every query of the activity log (issue 4 §6). The queries are exported as functions of
// (company scope, filter): `npm run bench activity-log` measures this very SQL on a million rows
// (indexes: migrations/004_activity_log.ts). Each reads only the scope's company: the builders of
// db/scope.ts carry its tenant and company, and the two hand-tuned SQL statements take them from
// the scope. Routes reach them through `activityLogRepository(request.companyDb)`.
import { type SqlBool, sql } from 'kysely';
import type { ActivityDetails } from '../../db/schema.ts';
import type { CompanyDb } from '../../db/scope.ts';
import { containing, pageOf } from '../../services/paging.ts';
import { DAY_MS } from './dates.ts';
import type { SortKey } from './schemas.ts';

export type SortOrder = 'ASC' | 'DESC';

/** An entity id that names a row (a user, a company, a domain), as text. */
const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** What one read of the scope's log covers: a window [from, to) and the optional filters. */
export interface ActivityFilter {
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
  /** The entity's name: a user's, a company's, a domain; null when it is gone. */
  entityName: string | null;
  event: string;
  /** The English description written with the entry (what the search reads). */
  eventDescription: string;
  details: ActivityDetails | null;
  sourceApp: string;
}

/**
 * The text the free-text search reads: description, event and entity id, space-separated (what
 * concat_ws(' ', …) gave, the entity id being the only one that can be empty), written with `||`
 * so that it is the very expression of the trigram index activity_log_search
 * (migrations/008_list_indexes.ts).
 */
export const ACTIVITY_SEARCH_TEXT = sql<string>`(a.event_description || ' ' || a.event || coalesce(' ' || a.entity_id, ''))`;
/** A user's full name (both names are required). */
const ACTOR_NAME = sql<string>`(users.first_name || ' ' || users.last_name)`;
/**
 * The users whose full name contains the text: found by the trigram index on users.search_text
 * (full name and e-mail, lower-cased: migration 025), then told by the name alone.
 */
const actorsNamed = (like: string) => sql<SqlBool>`users.search_text like lower(${like}) and ${ACTOR_NAME} ilike ${like}`;

function matching(scoped: CompanyDb, f: ActivityFilter) {
  const like = f.query ? containing(f.query) : null;
  return scoped
    .selectFromAs('activity_log', 'a')
    .where('a.created_at', '>=', f.from)
    .where('a.created_at', '<', f.to)
    .$if(Boolean(f.events?.length), (qb) => qb.where('a.event', 'in', f.events!))
    .$if(Boolean(f.applications?.length), (qb) => qb.where('a.source_app', 'in', f.applications!))
    .$if(like !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          // Both sides are index lookups (the text's trigrams, the actors by activity_log_actor),
          // so the planner reads only the entries they find, not every entry of the window.
          eb(ACTIVITY_SEARCH_TEXT, 'ilike', like!),
          eb('a.actor_user_id', '=', sql<string>`any(array(${eb.selectFrom('users').select('users.id').where(actorsNamed(like!))}))`),
        ]),
      ),
    );
}

/** How many entries match, counting them one by one (an index-only scan unless there is free text). */
export async function countMatching(scoped: CompanyDb, f: ActivityFilter): Promise<number> {
  const { n } = await matching(scoped, f)
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
async function windowSegments(scoped: CompanyDb, f: ActivityFilter): Promise<Segment[] | null> {
  const firstWholeDay = Math.ceil(f.from.getTime() / DAY_MS) * DAY_MS;
  const endOfWholeDays = Math.floor(f.to.getTime() / DAY_MS) * DAY_MS;
  if (f.query || endOfWholeDays <= firstWholeDay) return null;
  const edge = (name: string, from: number, to: number) =>
    matching(scoped, { ...f, from: new Date(from), to: new Date(to) }).select((eb) => [
      sql<string>`cast(${name} as text)`.as('day'),
      eb.fn.countAll<string>().as('n'),
    ]);
  const rows = await scoped
    .selectFromAs('activity_log_daily_counts', 'd')
    .select([sql<string>`to_char(d.day, 'YYYY-MM-DD')`.as('day'), sql<string>`sum(d.entries)`.as('n')])
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
export async function countActivity(scoped: CompanyDb, f: ActivityFilter): Promise<number> {
  const segments = await windowSegments(scoped, f);
  return segments ? totalOf(segments) : countMatching(scoped, f);
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
  scoped: CompanyDb,
  f: ActivityFilter,
  order: ActivityOrder,
  offset: number,
  limit: number,
  total?: number,
): Promise<ActivityRow[]> {
  let descending = order.sortOrder === 'DESC';
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
  const { rows } = await readPage(scoped, f, order.sortBy, descending, skip, take, false);
  return reversed ? rows.reverse() : rows;
}

/**
 * A page and the number of entries matching, counted in the same statement: where no kept count
 * can say (free text), the matches are found once, through the trigram index, for both.
 */
async function countedPage(scoped: CompanyDb, f: ActivityFilter, order: ActivityOrder, offset: number, limit: number) {
  const { rows, total } = await readPage(scoped, f, order.sortBy, order.sortOrder === 'DESC', offset, limit, true);
  // A page past the end has no row to carry the total: count.
  return { rows, total: total ?? (await countMatching(scoped, f)) };
}

/** The rows [skip, skip + take) in this order and, when `counted`, every match's count on each. */
async function readPage(
  scoped: CompanyDb,
  f: ActivityFilter,
  sortBy: SortKey,
  descending: boolean,
  skip: number,
  take: number,
  counted: boolean,
): Promise<{ rows: ActivityRow[]; total?: number }> {
  const direction = descending ? sql`desc` : sql`asc`;
  const key = sortBy === 'uiCreatedOnDate' ? null : SORT_EXPRESSIONS[sortBy];
  const ids = matching(scoped, f)
    .$if(sortBy === 'actor', (qb) => qb.leftJoin('users as su', 'su.id', 'a.actor_user_id'))
    .select([
      'a.id',
      'a.created_at',
      sql<string | null>`${key ?? sql`null`}`.as('sort_key'),
      sql<string | null>`${counted ? sql`count(*) over ()` : sql`null`}`.as('total'),
    ])
    // Sorting by the total first (the same on every row), as paging.ts listPage does: the count
    // reads every match anyway, so the planner finds them through the trigram index instead of
    // walking the window in order, reading each entry of it.
    .$if(counted, (qb) => qb.orderBy(sql`total`))
    .$if(key !== null, (qb) => qb.orderBy(sql`${key} ${direction}`))
    .orderBy(sql`a.created_at ${direction}`)
    .orderBy(sql`a.id ${direction}`)
    .limit(take)
    .offset(skip);
  // The page's ids were found in the scope; only its rows are joined: users for the actor's name,
  // and the entity's name by its id (a user, a company or an e-mail domain; primary-key lookups).
  const entityUuid = sql<string | null>`case when r.entity_id ~* ${UUID_PATTERN} then cast(r.entity_id as uuid) end`;
  const rows = await scoped
    .selectFromScoped(ids.as('p'))
    .innerJoin('activity_log as r', 'r.id', 'p.id')
    .leftJoin('users as u', 'u.id', 'r.actor_user_id')
    .leftJoin('users as eu', (join) => join.on(sql<boolean>`eu.id = ${entityUuid}`))
    .leftJoin('companies as ec', (join) => join.on(sql<boolean>`ec.id = ${entityUuid}`))
    .leftJoin('email_domains as ed', (join) => join.on(sql<boolean>`ed.id = ${entityUuid}`))
    .select([
      'r.id',
      'r.created_at',
      'r.actor_user_id',
      sql<string | null>`nullif(concat_ws(' ', u.first_name, u.last_name), '')`.as('actor_name'),
      'r.entity_id',
      sql<string | null>`coalesce(nullif(concat_ws(' ', eu.first_name, eu.last_name), ''), ec.name, ed.domain_name)`.as('entity_name'),
      'r.event',
      'r.event_description',
      'r.details',
      'r.source_app',
      'p.total',
    ])
    .$if(key !== null, (qb) => qb.orderBy(sql`p.sort_key ${direction}`))
    .orderBy(sql`p.created_at ${direction}`)
    .orderBy(sql`p.id ${direction}`)
    .execute();
  const total = rows[0]?.total;
  return {
    rows: rows.map((r) => ({
      id: r.id,
      createdAt: r.created_at,
      actorId: r.actor_user_id,
      actorName: r.actor_name,
      entityId: r.entity_id,
      // An entity that is not a row (a feature flag, a product code) is named by its id.
      entityName: r.entity_name ?? (r.entity_id && !new RegExp(UUID_PATTERN, 'i').test(r.entity_id) ? r.entity_id : null),
      event: r.event,
      eventDescription: r.event_description,
      details: r.details,
      sourceApp: r.source_app,
    })),
    ...(total == null ? {} : { total: Number(total) }),
  };
}

/**
 * One page and the total, as POST activity-logs answers. In date order, the kept daily counts also
 * say which day the page starts in, so the page is read from there, skipping at most that day's
 * entries however deep the page: a keyset-like jump for offset paging. In other orders a page past
 * the middle is read from the other end.
 */
export async function queryActivityLog(scoped: CompanyDb, f: ActivityFilter, order: ActivityOrder, pageNumber: number, pageSize: number) {
  const offset = pageNumber * pageSize;
  const segments = await windowSegments(scoped, f);
  if (!segments) return countedPage(scoped, f, order, offset, pageSize);
  const total = totalOf(segments);
  if (offset >= total) return { rows: [], total };
  if (order.sortBy !== 'uiCreatedOnDate') {
    return { rows: await activityPage(scoped, f, order, offset, pageSize, total), total };
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
  return { rows: await activityPage(scoped, narrowed, order, offset - before, pageSize), total };
}

/**
 * Distinct values of an indexed column for one company: a skip scan (one index probe per value,
 * a few dozen at most) instead of reading every entry of the company.
 */
async function distinctValues(scoped: CompanyDb, column: 'event' | 'source_app'): Promise<string[]> {
  const { tenantId, companyId } = scoped.scope;
  const col = sql.ref(column);
  const { rows } = await scoped.executeTenantSql(sql<{ value: string }>`
    with recursive found(value) as (
      (select ${col} from activity_log where tenant_id = ${tenantId} and company_id = ${companyId} order by ${col} limit 1)
      union all
      select (select ${col} from activity_log
              where tenant_id = ${tenantId} and company_id = ${companyId} and ${col} > found.value
              order by ${col} limit 1)
      from found where found.value is not null
    )
    select value from found where value is not null`);
  return rows.map((r) => r.value);
}

/** The activity log of the request's company. */
export function activityLogRepository(scoped: CompanyDb) {
  return {
    /** One page (`pageOf`, the shape of every list) of the entries matching the filter. */
    async page(f: ActivityFilter, order: ActivityOrder, pageNumber: number, pageSize: number) {
      const { rows, total } = await queryActivityLog(scoped, f, order, pageNumber, pageSize);
      return pageOf(rows, pageNumber, pageSize, total);
    },
    /** Rows [offset, offset + limit) in the chosen order (the download reads them in batches). */
    rows: (f: ActivityFilter, order: ActivityOrder, offset: number, limit: number) => activityPage(scoped, f, order, offset, limit),
    events: () => distinctValues(scoped, 'event'),
    applications: () => distinctValues(scoped, 'source_app'),
  };
}
