// First-party usage analytics (issue 16 §3): the portal posts its data-layer entries in batches;
// the server keeps counters, never one row per event, so the tables grow with days × pages, not
// with traffic.
// - usage_event_counts: how many times an event (pageView or a spec §7 event type) happened on a
//   page id on a day (the tenant's calendar day, in its default time zone); a batch adds to its
//   rows with one upsert.
// - usage_daily_users: who was active on a day (one row per signed-in user and day, written once),
//   for the distinct users per day. Goes with the user.
// Both keys start with (tenant_id, day): the report's range read is a walk of the primary key.
import { type Kysely, sql } from 'kysely';
import { tenantId } from '../migration-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table usage_event_counts (
      ${tenantId},
      day date not null,
      page_id text not null,
      event text not null,
      count bigint not null check (count >= 0),
      primary key (tenant_id, day, page_id, event)
    )`.execute(db);
  await sql`
    create table usage_daily_users (
      ${tenantId},
      day date not null,
      user_id uuid not null references users(id) on delete cascade,
      primary key (tenant_id, day, user_id)
    )`.execute(db);
  // Deleting a user looks up their rows.
  await sql`create index usage_daily_users_user on usage_daily_users (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['usage_daily_users', 'usage_event_counts']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
