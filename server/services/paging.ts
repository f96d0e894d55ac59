// Server-side paging, sorting and searching shared by the admin tables.
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
