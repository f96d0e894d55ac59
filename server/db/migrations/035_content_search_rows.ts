// A common word's search reads fewer pages (issue 27 §3, `npm run bench content`):
// - An article's row held its whole text inline (about 4 KB: two to a page), so ranking the 6,264
//   matches of "report" read 4,442 pages of the table. Text longer than a short row now goes to the
//   table's TOAST store (toast_tuple_target 256): the row keeps what a search ranks and lists (the
//   title and the ranked heading, kept in the row: storage main), some 500 bytes, and the same search
//   reads 1,864 pages. The whole text is read for the page's ten snippets and for an article alone.
//   Rows already written take the new layout when the migration rewrites them (update below).
// - The hierarchy's index gives the locale before the category: a workspace's count and each
//   category's first articles read the reader's locale's entries only, not every locale's.
// - The titles' trigram index finds the articles a hierarchy's title filter keeps ("report": 1,046
//   of 16,714 in a workspace), where ilike tested every title.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table content_items set (toast_tuple_target = 256)`.execute(db);
  await sql`alter table content_items alter column title set storage main, alter column heading_search set storage main`.execute(db);
  await sql`update content_items set title = title`.execute(db);
  await sql`drop index if exists content_items_category`.execute(db);
  await sql`create index content_items_category on content_items (tenant_id, workspace_key, locale, category_key, top_position, title, key)
    include (kind, audience, id) where published_version is not null`.execute(db);
  await sql`create index content_items_title_trgm on content_items using gin (title gin_trgm_ops) where published_version is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists content_items_title_trgm`.execute(db);
  await sql`drop index if exists content_items_category`.execute(db);
  await sql`create index content_items_category on content_items (tenant_id, workspace_key, category_key, locale, top_position, title, key)
    include (kind, audience, id) where published_version is not null`.execute(db);
  await sql`alter table content_items alter column title set storage extended, alter column heading_search set storage extended`.execute(
    db,
  );
  await sql`alter table content_items reset (toast_tuple_target)`.execute(db);
}
