// The global user list's search and product filter from one index (issue 27 §3, `npm run bench
// global-users`, "anderson" + types + product, page 10: p50 38.9 / p95 44.7 ms on PostgreSQL
// before, 25.1 / 30.9 after). users_search_text now holds users.granted_products beside the
// trigrams of users.search_text: GIN answers the two conditions together, so the heap is read for
// the 1,675 users who match both rather than for the 6,745 whose text matches (three quarters of
// them without the product). A search without the filter reads the same index as before.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_search_text`.execute(db);
  // Without fastupdate, as before: new users go straight into the index (migration 008).
  await sql`create index users_search_text on users
    using gin (search_text gin_trgm_ops, granted_products) with (fastupdate = off)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_search_text`.execute(db);
  await sql`create index users_search_text on users using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(db);
}
