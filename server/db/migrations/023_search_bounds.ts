// Searches that stay fast however broad the term (issue 27 §3, `npm run bench global-users`).
// - companies_global_name / companies_global_name_desc: the tenant's companies by name, in either
//   direction with empty names last (the sort's order): a global user list sorted by company and
//   searched for a broad term walks the companies in order and stops at the page, instead of
//   sorting every match (modules/global-users/repository.ts).
// - user_products_granted: whether a user has complete access to a product, from the index alone
//   (the global user list's product filter asks it of each user its search finds).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index companies_global_name on companies (tenant_id, lower(name))`.execute(db);
  await sql`create index companies_global_name_desc on companies (tenant_id, lower(name) desc nulls last)`.execute(db);
  await sql`create index user_products_granted on user_products (product_code, user_id) where access_status = 'ACCESS_COMPLETE'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists user_products_granted`.execute(db);
  await sql`drop index if exists companies_global_name_desc`.execute(db);
  await sql`drop index if exists companies_global_name`.execute(db);
}
