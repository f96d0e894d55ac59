// Activity-log indexes and counts for filtering and deep paging (issue 4 §6). Every read of the
// log is one company's entries in a date window (at most 30 days), newest first by default,
// filtered by event and source app, with the total count; `npm run bench activity-log` measures
// them on a million entries.
import { type Kysely, sql } from 'kysely';
import { createCountingTriggers, dropCountingTriggers } from '../migration-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Replaces activity_log_scope (tenant_id, company_id, created_at desc). With id as the final
  // tie-breaker the index gives the page order exactly, and with event and source_app included a
  // page's ids come from an index-only scan, filters and all: skipping 10,000 entries to a deep
  // page never touches the table.
  await sql`drop index if exists activity_log_scope`.execute(db);
  await sql`
    create index activity_log_window on activity_log (tenant_id, company_id, created_at desc, id desc)
      include (event, source_app)`.execute(db);
  // Sorting by event or source app, in either direction (ties by date and id, the same way), and
  // a filter on one rare event; also the company's lists of events and source apps (skip scans).
  await sql`create index activity_log_event on activity_log (tenant_id, company_id, event, created_at, id)`.execute(db);
  await sql`create index activity_log_source_app on activity_log (tenant_id, company_id, source_app, created_at, id)`.execute(db);

  // The total of a busy company's month is the expensive part of a page: counting 50,000 index
  // entries costs more than reading the page. So the log keeps its own counts per company, UTC
  // day, event and source app, written by statement triggers in the transaction of the entries
  // (one upsert per statement, in key order): a 30-day total is the sum of at most a few thousand
  // of these plus an exact count of the two partial days at the window's edges.
  await sql`
    create table activity_log_daily_counts (
      tenant_id text not null,
      company_id uuid not null,
      day date not null,
      event text not null,
      source_app text not null,
      entries integer not null,
      primary key (tenant_id, company_id, day, event, source_app)
    )`.execute(db);
  await sql`
    insert into activity_log_daily_counts (tenant_id, company_id, day, event, source_app, entries)
    select tenant_id, company_id, (created_at at time zone 'UTC')::date, event, source_app, count(*)
    from activity_log where company_id is not null
    group by 1, 2, 3, 4, 5`.execute(db);
  await sql`
    create function activity_log_count() returns trigger language plpgsql as $$
    begin
      if TG_OP <> 'INSERT' then
        update activity_log_daily_counts d set entries = d.entries - r.n
        from (select tenant_id, company_id, (created_at at time zone 'UTC')::date as day, event, source_app, count(*) as n
              from removed where company_id is not null group by 1, 2, 3, 4, 5) r
        where d.tenant_id = r.tenant_id and d.company_id = r.company_id and d.day = r.day
          and d.event = r.event and d.source_app = r.source_app;
      end if;
      if TG_OP <> 'DELETE' then
        insert into activity_log_daily_counts as d (tenant_id, company_id, day, event, source_app, entries)
        select tenant_id, company_id, (created_at at time zone 'UTC')::date, event, source_app, count(*)
        from inserted where company_id is not null
        group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5
        on conflict (tenant_id, company_id, day, event, source_app) do update set entries = d.entries + excluded.entries;
      end if;
      return null;
    end $$`.execute(db);
  await createCountingTriggers(db, 'activity_log', 'activity_log_counted', 'activity_log_count');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropCountingTriggers(db, 'activity_log', 'activity_log_counted');
  await sql`drop function if exists activity_log_count()`.execute(db);
  await sql`drop table if exists activity_log_daily_counts`.execute(db);
  await sql`drop index if exists activity_log_source_app`.execute(db);
  await sql`drop index if exists activity_log_event`.execute(db);
  await sql`drop index if exists activity_log_window`.execute(db);
  await sql`create index activity_log_scope on activity_log (tenant_id, company_id, created_at desc)`.execute(db);
}
