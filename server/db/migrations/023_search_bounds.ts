// Searches that stay fast however broad the term (issue 27 §3, `npm run bench global-users`, `content`).
// - companies_global_name / companies_global_name_desc: the tenant's companies by name, in either
//   direction with empty names last (the sort's order): a global user list sorted by company and
//   searched for a broad term walks the companies in order and stops at the page, instead of
//   sorting every match (modules/global-users/repository.ts).
// - user_products_granted: a user's products with complete access, from the index alone: the
//   global user list's product filter asks it of each user its search finds, and each page or
//   export batch reads its users' products (services/user-products.ts; the export of 160,000
//   users read every grant from the table to check its status).
// - content_items_search_<config>: the published items' text per dictionary (modules/content/store.ts
//   tsConfigOf: english, spanish, french) in place of one index of all: a reader searches their own
//   language's articles, and a common word ("report") no longer brings up every other language's
//   matches to be read and thrown away.
// - content_items_category: also holds the kind, audience and id, so a category's page of the
//   hierarchy and the counts by category are read from it alone, a title filter on its titles
//   (`?title=report` read all 25,000 articles of the workspace in the table).
import { type Kysely, sql } from 'kysely';

/** The text-search dictionaries of the content store (modules/content/store.ts tsConfigOf). */
const CONFIGS = ['english', 'spanish', 'french'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index companies_global_name on companies (tenant_id, lower(name))`.execute(db);
  await sql`create index companies_global_name_desc on companies (tenant_id, lower(name) desc nulls last)`.execute(db);
  await sql`create index user_products_granted on user_products (user_id, product_code) where access_status = 'ACCESS_COMPLETE'`.execute(
    db,
  );
  for (const config of CONFIGS) {
    await sql`create index ${sql.id(`content_items_search_${config}`)} on content_items using gin (search)
      where published_version is not null and ts_config = ${sql.lit(config)}::regconfig`.execute(db);
  }
  await sql`drop index if exists content_items_search`.execute(db);
  await sql`drop index if exists content_items_category`.execute(db);
  await sql`create index content_items_category on content_items (tenant_id, workspace_key, category_key, locale, top_position, title, key)
    include (kind, audience, id) where published_version is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists content_items_category`.execute(db);
  await sql`create index content_items_category on content_items (tenant_id, workspace_key, category_key, locale, top_position, title, key)
    where published_version is not null`.execute(db);
  await sql`create index if not exists content_items_search on content_items using gin (search) where published_version is not null`.execute(
    db,
  );
  for (const config of CONFIGS) await sql`drop index if exists ${sql.id(`content_items_search_${config}`)}`.execute(db);
  await sql`drop index if exists user_products_granted`.execute(db);
  await sql`drop index if exists companies_global_name_desc`.execute(db);
  await sql`drop index if exists companies_global_name`.execute(db);
}
