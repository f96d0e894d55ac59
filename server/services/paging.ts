// Server-side paging, sorting and searching shared by the admin tables: the one list helper.
// A list route declares its query with `pageQuery` and its answer with `Paged`, reads its
// parameters with `listParams`, and its repository answers with `listPage` (the page's rows and
// the total) given its order as data (`Order`); its export reads every row with `listRows` (a
// keyset, batch after batch). Issue 10 §3 measured why each works as it does (`npm run bench
// users`, 100,000 users in one company). The activity log reads its pages its own way (kept daily
// counts, deferred joins; see modules/activity-logs/repository.ts) but answers with the same
// `pageOf` and parameters. A search that can match a great part of a big list answers with
// `searchPage` instead: exact up to a bound, its total estimated beyond (`totalIsEstimate`, issue 27
// §3, `npm run bench global-users`).
import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type TSchema, Type } from 'typebox';
import { LIST_DEFAULTS, MAX_PAGE, PAGE_SIZES, type SortOrder as SortDirection } from '../../tenants/lists.ts';
import { literals } from '../../tenants/schema.ts';
import type { TenantDb } from '../db/scope.ts';

export { LIST_DEFAULTS, MAX_PAGE, PAGE_SIZES, type SortDirection };

/** Matches the text literally inside ILIKE: %, _ and the escape character itself lose their meaning. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

// The page sizes, the highest page (page=1e300 was a database error, answered 500) and each list's
// defaults are shared with the portal's list pages: tenants/lists.ts.

/** The zero-based page number of every paged list: the one schema for it. */
export const PageNumber = (defaultPage = 0) =>
  Type.Integer({ minimum: 0, maximum: MAX_PAGE, default: defaultPage, description: 'Zero-based page number.' });

/** A page of rows: `content` plus the zero-based page, its size and the totals. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    content: Type.Array(item),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalElements: Type.Integer(),
    totalPages: Type.Integer(),
  });

export function pageOf<T>(content: T[], page: number, pageSize: number, totalElements: number) {
  return { content, page, pageSize, totalElements, totalPages: Math.ceil(totalElements / pageSize) };
}

export const SortOrder = literals(['ASC', 'DESC'] as const);

/** Rows per page: one of the spec §9 page sizes. */
export const PageSize = (defaultSize: (typeof PAGE_SIZES)[number] = 10) =>
  Type.Unsafe<(typeof PAGE_SIZES)[number]>({
    type: 'integer',
    enum: [...PAGE_SIZES],
    default: defaultSize,
    description: 'Rows per page: one of the spec §9 page sizes.',
  });

/** A search text parameter: what it matches, in words. */
export const searchText = (description: string, maxLength = 100) => Type.String({ minLength: 1, maxLength, description });

/**
 * The query string of a paged admin table (spread it into a Type.Object): optional search text,
 * a sort key of `sorts` (the route's map of sort columns) and order, the zero-based page and a
 * spec §9 page size.
 */
export function pageQuery<const S extends object>(sorts: S, search: ReturnType<typeof searchText>) {
  return {
    search: Type.Optional(search),
    sortBy: Type.Optional(literals(Object.keys(sorts) as Array<keyof S & string>)),
    sortOrder: Type.Optional(SortOrder),
    page: Type.Optional(PageNumber()),
    pageSize: Type.Optional(PageSize()),
  };
}

/** The parameters of one list read: the page, its size, the sort and the trimmed search text. */
export interface ListParams<S extends string> {
  page: number;
  pageSize: number;
  sortBy: S;
  sortOrder: SortDirection;
  /** Trimmed; undefined when blank. */
  search?: string;
}

/** The list parameters of a `pageQuery` query string, with the route's defaults filled in. */
export function listParams<S extends string>(
  query: { page?: number; pageSize?: number; sortBy?: S; sortOrder?: SortDirection; search?: string },
  defaults: { sortBy: S; sortOrder?: SortDirection; pageSize?: number },
): ListParams<S> {
  return {
    page: query.page ?? 0,
    pageSize: query.pageSize ?? defaults.pageSize ?? 10,
    sortBy: query.sortBy ?? defaults.sortBy,
    sortOrder: query.sortOrder ?? defaults.sortOrder ?? 'ASC',
    search: query.search?.trim() || undefined,
  };
}

/** The LIKE / ILIKE pattern that finds `text` anywhere, literally. */
export const containing = (text: string) => `%${likeLiteral(text)}%`;

/** One key of a list's order. */
export interface OrderKey {
  by: Expression<unknown>;
  desc?: boolean;
  /**
   * Empty (NULL) values last in both directions. Only for keys that can be NULL: on a key that
   * cannot, it would change nothing but stop a descending sort from reading an ascending index
   * backwards.
   */
  nullsLast?: boolean;
}

/** A list's order: its keys, the last of them unique (the id), so that rows never tie. */
export type Order = readonly OrderKey[];

/** The key a list is sorted by, in the chosen direction. */
export const sortKey = (by: Expression<unknown>, order: SortDirection, nullsLast = false): OrderKey => ({
  by,
  desc: order === 'DESC',
  nullsLast,
});

/** The ORDER BY of `order`, or of its exact reverse (the same rows from the other end). */
function orderBy(order: Order, reversed = false) {
  return sql.join(
    order.map(({ by, desc = false, nullsLast = false }) => {
      const descending = desc !== reversed;
      // Without nullsLast, NULLs follow PostgreSQL's default (last ascending, first descending),
      // which reverses along with the direction.
      const nulls = nullsLast ? (reversed ? sql` nulls first` : sql` nulls last`) : sql``;
      return sql`${by} ${descending ? sql`desc` : sql`asc`}${nulls}`;
    }),
  );
}

/** Whether NULLs of this key come after its values. */
const nullsAfterValues = ({ desc = false, nullsLast = false }: OrderKey) => nullsLast || !desc;

/**
 * The rows after the one whose keys (as text) are `values`, in `order`: a keyset. The values go
 * back as untyped parameters that PostgreSQL reads as the key's own type, so a timestamp keeps its
 * microseconds. When every key runs one way and none is NULL, a row comparison, which an index on
 * the keys reads as a range; otherwise the expanded form.
 */
function after(order: Order, values: ReadonlyArray<string | null>) {
  const descending = order[0]?.desc ?? false;
  if (order.every((k) => !k.nullsLast && (k.desc ?? false) === descending) && values.every((v) => v !== null)) {
    return sql<SqlBool>`(${sql.join(order.map((k) => k.by))}) ${descending ? sql`<` : sql`>`} (${sql.join(values)})`;
  }
  const beyond = (i: number): RawBuilder<SqlBool> => {
    const key = order[i];
    if (!key) return sql<SqlBool>`false`;
    const value = values[i] ?? null;
    const rest = beyond(i + 1);
    if (value === null) {
      return nullsAfterValues(key)
        ? sql<SqlBool>`(${key.by} is null and ${rest})`
        : sql<SqlBool>`(${key.by} is not null or (${key.by} is null and ${rest}))`;
    }
    const past = key.desc ? sql`${key.by} < ${value}` : sql`${key.by} > ${value}`;
    const orEmpty = nullsAfterValues(key) ? sql` or ${key.by} is null` : sql``;
    return sql<SqlBool>`(${past}${orEmpty} or (${key.by} = ${value} and ${rest}))`;
  };
  return beyond(0);
}

/**
 * How a list reads its rows: `rows` selects (and joins) what the page shows, `order` sorts it.
 * `rows` may join further tables (RDB, RTB): they are read for the page's rows only.
 */
export interface ListShape<DB, TB extends keyof DB, Row, RDB = DB, RTB extends keyof RDB = keyof RDB> {
  /** The list's unique key (its id column): a page is found by id, then its rows are read. */
  id: Expression<unknown>;
  order: Order;
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<RDB, RTB, Row>;
  /** The number of rows `matching` holds when it can be told without counting them (kept counts). */
  total?: () => Promise<number>;

  /**
   * The list's rows without its search and filters, where a page's rows, found by id, are read:
   * a costly search (a trigram match over thousands of rows) then runs once per page, not twice.
   */
  byId?: SelectQueryBuilder<DB, TB, object>;
}

/** How many rows a query holds, counted. */
export async function countOf<DB, TB extends keyof DB>(matching: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const { n } = (await matching.select(sql<string>`count(*)`.as('n') as never).executeTakeFirstOrThrow()) as { n: string };
  return Number(n);
}

/**
 * One page of a list and the total count. `matching` is the list's query with its scope and
 * search applied and nothing selected yet; `toItems` turns the page's rows into what the route
 * answers.
 *
 * The page's ids are found first, from `matching` alone (no join runs for the rows skipped), and
 * only those rows are then read with the list's joins. With a kept total, the ids come from an
 * index on the order (nothing sorted), a page past the middle read from the other end so the last
 * page skips nothing. Without one, the rows must be counted anyway: one statement counts them and
 * sorts them for the page, so a search reads its matches once (through a trigram index) instead of
 * also walking the whole list in order to find the page's few.
 */
export async function listPage<DB, TB extends keyof DB, Row, Item, RDB = DB, RTB extends keyof RDB = keyof RDB>(
  matching: SelectQueryBuilder<DB, TB, object>,
  list: ListShape<DB, TB, Row, RDB, RTB>,
  { page, pageSize }: { page: number; pageSize: number },
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
) {
  const offset = page * pageSize;
  const read = async (ids: Expression<unknown>) =>
    (await list
      .rows((list.byId ?? matching).where(sql<SqlBool>`${list.id} in ${ids}`))
      .orderBy(orderBy(list.order))
      .execute()) as Row[];
  if (list.total) {
    const total = await list.total();
    if (offset >= total) return pageOf([], page, pageSize, total);
    const reversed = offset > total / 2;
    const ids = matching
      .select(list.id as never)
      .orderBy(orderBy(list.order, reversed))
      .limit(reversed ? Math.min(pageSize, total - offset) : pageSize)
      .offset(reversed ? Math.max(0, total - offset - pageSize) : offset);
    return pageOf(await toItems(await read(ids)), page, pageSize, total);
  }
  // Sorting by the total first (the same on every row) keeps the planner from walking an index on
  // the order to find the page's few rows: the count needs every match anyway, and a search finds
  // them all faster through its trigram index than by filtering the whole list in order.
  const found = (await matching
    .select([sql<string>`${list.id}`.as('id'), sql<string>`count(*) over ()`.as('total')] as never)
    .orderBy(sql`total`)
    .orderBy(orderBy(list.order))
    .limit(pageSize)
    .offset(offset)
    .execute()) as Array<{ id: string; total: string }>;
  // A page past the end finds no row to carry the total: count (rare).
  const total = found.length ? Number(found[0]!.total) : offset === 0 ? 0 : await countOf(matching);
  if (!found.length) return pageOf([], page, pageSize, total);
  const rows = await read(sql`(${sql.join(found.map((r) => r.id))})`);
  return pageOf(await toItems(rows), page, pageSize, total);
}

/** How many rows a list holds: counted, or estimated. */
export interface Total {
  count: number;
  estimated: boolean;
}

/**
 * One page of a search that may match a great many rows, and how many: exact up to `exactUpTo`,
 * estimated beyond (`totalIsEstimate`). A broad term no longer counts and sorts every match to
 * show one page (issue 27 §3: "son" in 200,000 users, 6,000 matches of 40,000 candidates).
 *
 * One statement reads at most `exactUpTo` + 1 matches, in no order (the planner stops there), and
 * sorts those it found for the page: when they are all, the page and its total are exact. When
 * there are more, the page is read again in the list's order with no count, so the planner may walk
 * an index on the order and stop at the page (the companies by name, then their users), and the
 * total is `estimate()` (which may count them after all). A term the planner expects to match many
 * times the bound skips the bounded read and goes to that second way at once. Either way the
 * page's rows are then read by id from `byId` (or `matching`): the search runs once.
 *
 * `scoped` is the scope `matching` was made in: the statements built here from it run as its raw
 * SQL (executeTenantSql, which checks that each names the tenant, as `matching` does).
 */
export async function searchPage<DB, TB extends keyof DB, Row, Item, RDB = DB, RTB extends keyof RDB = keyof RDB>(
  scoped: Pick<TenantDb, 'executeTenantSql'>,
  matching: SelectQueryBuilder<DB, TB, object>,
  list: Omit<ListShape<DB, TB, Row, RDB, RTB>, 'total'>,
  { page, pageSize }: { page: number; pageSize: number },
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
  {
    exactUpTo,
    estimate,
    indexed = false,
  }: {
    exactUpTo: number;
    estimate: () => Promise<Total>;
    /**
     * The search always has indexes to answer from (trigram indexes): the bounded read never
     * reads the table whole. With its LIMIT the planner preferred reading the table until enough
     * matches turned up, testing every row's text on the way: a third of 200,000 users for "son",
     * three times slower than the indexes (npm run bench global-users).
     */
    indexed?: boolean;
  },
) {
  const offset = page * pageSize;
  const inOrder = () =>
    matching
      .select(sql<string>`${list.id}`.as('id') as never)
      .orderBy(orderBy(list.order))
      .limit(pageSize)
      .offset(offset)
      .execute() as Promise<Array<{ id: string }>>;
  // A term the planner expects to match many times the bound (from the table's statistics: a
  // three-letter term such as "son" in 200,000 users) skips the bounded count, whose cost grows with
  // the candidates it reads to find the bound's matches (25 ms of the 45 ms of "son" + types +
  // product): the page in order and the estimate are read at once. Should the estimate say fewer
  // than the bound after all (the planner guessed high), the count below decides, so an exact total
  // is never shown as an estimate.
  if (indexed && (await plannedRows(scoped, matching)) > BROAD_BEYOND * exactUpTo) {
    const [found, estimation] = await Promise.all([inOrder(), estimate()]);
    if (estimation.count > exactUpTo)
      return pageOfIds(
        found.map((r) => r.id),
        estimation.count,
        estimation.estimated,
      );
  }
  const keys = list.order.map((key, i) => sql`${key.by}`.as(`order_key_${i}`));
  const bounded = matching.select([sql`${list.id}`.as('id'), ...keys] as never).limit(exactUpTo + 1);
  const inFound: Order = list.order.map((key, i) => ({ ...key, by: sql.ref(`m.order_key_${i}`) }));
  const first = sql<{ id: string; total: string }>`select m.id, count(*) over () as total from (${bounded}) as m
      order by ${orderBy(inFound)} limit ${pageSize} offset ${offset}`;
  // Indexed: both settings for this statement only (a transaction of its own).
  const found = (
    await scoped.executeTenantSql(first, indexed ? { planner: { enable_seqscan: 'off', max_parallel_workers_per_gather: '0' } } : {})
  ).rows;
  // A page past the end finds no row to carry the count: count them (up to the bound).
  const counted = found.length
    ? Number(found[0]!.total)
    : Number((await scoped.executeTenantSql(sql<{ n: string }>`select count(*) as n from (${bounded}) as m`)).rows[0]!.n);
  if (counted <= exactUpTo)
    return pageOfIds(
      found.map((r) => r.id),
      counted,
      false,
    );
  const [inPage, estimation] = await Promise.all([inOrder(), estimate()]);
  const total = estimation.estimated ? Math.max(exactUpTo + 1, estimation.count) : estimation.count;
  return pageOfIds(
    inPage.map((r) => r.id),
    total,
    estimation.estimated,
  );

  /** The page of these ids (read by id, in the list's order) and its total. */
  async function pageOfIds(ids: string[], total: number, estimated: boolean) {
    const rows = ids.length
      ? ((await list
          .rows((list.byId ?? matching).where(sql<SqlBool>`${list.id} in (${sql.join(ids)})`))
          .orderBy(orderBy(list.order))
          .execute()) as Row[])
      : [];
    return { ...pageOf(await toItems(rows), page, pageSize, total), ...(estimated ? { totalIsEstimate: true } : {}) };
  }
}

/** A search the planner expects to match more than this many times its exact bound is read as a broad one (searchPage). */
const BROAD_BEYOND = 2;

/** How many rows the planner expects a query to give, from the tables' statistics (EXPLAIN: no row is read). */
async function plannedRows<DB>(
  scoped: Pick<TenantDb, 'executeTenantSql'>,
  query: SelectQueryBuilder<DB, keyof DB, object>,
): Promise<number> {
  const { rows } = await scoped.executeTenantSql(
    sql<{ 'QUERY PLAN': unknown }>`explain (format json) ${query.select(sql`1`.as('one') as never)}`,
  );
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  return parsed?.[0]?.Plan?.['Plan Rows'] ?? 0;
}

/**
 * Every row of a list in its order, read `batchSize` rows at a time (for exports): each batch
 * starts after the last row of the one before (a keyset), so each is one index range, not a sort
 * of the whole list and a skip past the rows already read.
 */
export async function* listRows<DB, TB extends keyof DB, Row, Item, RDB = DB, RTB extends keyof RDB = keyof RDB>(
  matching: SelectQueryBuilder<DB, TB, object>,
  list: Omit<ListShape<DB, TB, Row, RDB, RTB>, 'total'>,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
  batchSize = 1000,
): AsyncGenerator<Item> {
  const keys = list.order.map((key, i) => sql<string | null>`cast(${key.by} as text)`.as(`order_key_${i}`));
  let last: Array<string | null> | null = null;
  for (;;) {
    const batch = (await list
      .rows(last ? matching.where(after(list.order, last)) : matching)
      .select(keys as never)
      .orderBy(orderBy(list.order))
      .limit(batchSize)
      .execute()) as Array<Row & Record<string, string | null>>;
    yield* await toItems(batch);
    if (batch.length < batchSize) return;
    const final = batch[batch.length - 1]!;
    last = list.order.map((_, i) => final[`order_key_${i}`] ?? null);
  }
}
