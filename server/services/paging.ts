// Server-side paging, sorting and searching shared by the admin tables.
import { type TSchema, Type } from 'typebox';

/** Matches the text literally inside ILIKE: %, _ and the escape character itself lose their meaning. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Spec §9 "Page-size options". */
export const PAGE_SIZES = [10, 25, 50, 75, 100] as const;

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
