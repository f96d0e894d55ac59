// Server-side paging, sorting and searching shared by the admin tables: the one list helper.
// A list route declares its query with `pageQuery` and its answer with `Paged`, reads its
// parameters with `listParams`, and its repository answers with `listPage` (rows of the page and
// the total count, read together). The activity log reads its pages its own way (kept daily
// counts, deferred joins; see modules/activity-logs/repository.ts) but answers with the same
// `pageOf` and parameters.
import { type Expression, type SelectQueryBuilder, sql } from 'kysely';
import { type TSchema, Type } from 'typebox';
import { literals } from '../../tenants/schema.ts';

/** Matches the text literally inside ILIKE: %, _ and the escape character itself lose their meaning. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Spec §9 "Page-size options". */
export const PAGE_SIZES = [10, 25, 50, 75, 100] as const;

/**
 * The highest zero-based page number a list accepts: 10 million rows at the largest page size.
 * Bounded so that `page * pageSize` stays an ordinary number the database takes as an OFFSET
 * (page=1e300 was a database error, answered 500).
 */
export const MAX_PAGE = 100_000;

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
export type SortDirection = 'ASC' | 'DESC';

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

/** An ORDER BY item: a sort expression in the chosen direction. */
export const sortedBy = (expression: Expression<unknown>, order: SortDirection) =>
  sql`${expression} ${order === 'DESC' ? sql`desc` : sql`asc`}`;

/**
 * One page of a list and the total count, read together. `matching` is the list's query with its
 * scope and search applied and nothing selected yet; `rows` selects from it and orders (ties
 * broken, so pages never overlap); `toItems` turns the page's rows into what the route answers.
 */
export async function listPage<DB, TB extends keyof DB, Row, Item>(
  matching: SelectQueryBuilder<DB, TB, object>,
  rows: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  { page, pageSize }: { page: number; pageSize: number },
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
) {
  const [pageRows, count] = await Promise.all([
    rows(matching)
      .limit(pageSize)
      .offset(page * pageSize)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(await toItems(pageRows as Row[]), page, pageSize, Number((count as { n: string }).n));
}
