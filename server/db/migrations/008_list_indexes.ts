// Lists at scale (issue 10 §3): the admin user list of a company with 100,000 users reads a page,
// its total and a search in a few milliseconds, and its export walks the list in index order
// instead of sorting the company once per 1,000 rows. `npm run bench users` measures it.
import { type Kysely, sql } from 'kysely';
import { createCountingTriggers, dropCountingTriggers } from '../migration-sql.ts';

/**
 * The user list's orders (modules/users/repository.ts USER_SORTS): each sort key, then the name
 * tie-breakers and the id, exactly as the list's ORDER BY says, so page 0 is the first entries of
 * an index and a deep page skips index entries, never sorting the company. A sort key that can be
 * empty (never logged in, not blocked) puts the empty ones last in both directions, which no
 * single index gives read backwards: those keys get one index per direction. The other keys are
 * read backwards for a descending sort, the planner sorting only the rows of one key value (the
 * users with one first name), except the role, which has too few values for that.
 */
const USER_ORDERS: Record<string, string> = {
  users_list_first_name: 'lower(first_name), lower(last_name), id',
  users_list_last_name: 'lower(last_name), lower(first_name), id',
  users_list_email: 'login_id, lower(first_name), lower(last_name), id',
  users_list_role: 'role, lower(first_name), lower(last_name), id',
  // Nearly every user has the role User: read backwards, that one group would be sorted whole.
  users_list_role_desc: 'role desc, lower(first_name), lower(last_name), id',
  users_list_last_login: 'last_login_at, lower(first_name), lower(last_name), id',
  users_list_last_login_desc: 'last_login_at desc nulls last, lower(first_name), lower(last_name), id',
  users_list_blocked_at: 'blocked_at, lower(first_name), lower(last_name), id',
  users_list_blocked_at_desc: 'blocked_at desc nulls last, lower(first_name), lower(last_name), id',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [name, order] of Object.entries(USER_ORDERS)) {
    await sql`create index ${sql.id(name)} on users (tenant_id, company_id, status, ${sql.raw(order)})`.execute(db);
  }
  // "Part of the first name, last name, full name or e-mail": a part of either name is a part of
  // the full name, so two trigram lookups answer the search instead of reading every user. Without
  // fastupdate, new users go straight into the index rather than into a pending list that every
  // search reads through until a vacuum (100,000 new users made a search 15 times slower).
  await sql`
    create index users_search on users
      using gin ((first_name || ' ' || last_name) gin_trgm_ops, login_id gin_trgm_ops) with (fastupdate = off)`.execute(db);

  // The activity log's free text (modules/activity-logs/repository.ts ACTIVITY_SEARCH_TEXT, the
  // same expression): description, event and entity id. concat_ws cannot be indexed (it is not
  // immutable), so both say it with ||. Inserts keep the default pending list (fastupdate): the log
  // is written far more often than searched, and autovacuum folds the list in.
  await sql`
    create index activity_log_search on activity_log
      using gin ((event_description || ' ' || event || coalesce(' ' || entity_id, '')) gin_trgm_ops)`.execute(db);
  // The entries of the actors whose name matches the free text, looked up rather than filtered
  // from the window; also what deleting a user checks (the foreign key), which read the whole log.
  await sql`create index activity_log_actor on activity_log (actor_user_id)`.execute(db);

  // The user list's total without counting 100,000 rows per page: kept per company and status by
  // statement triggers, in the transaction of the change (one upsert per changed key, in key
  // order). An update that leaves every user's company and status alone (a sign-in writing
  // last_login_at) writes nothing, so sign-ins never wait on the company's count row.
  await sql`
    create table user_counts (
      tenant_id text not null,
      company_id uuid not null,
      status text not null,
      users integer not null,
      primary key (tenant_id, company_id, status)
    )`.execute(db);
  await sql`
    insert into user_counts (tenant_id, company_id, status, users)
    select tenant_id, company_id, status, count(*) from users where company_id is not null group by 1, 2, 3`.execute(db);
  // A transition table exists only for the events that have it, so each event counts its own way;
  // an update nets the two sides and writes only the keys whose count changed.
  const upsert = (changes: string) => `
    insert into user_counts as c (tenant_id, company_id, status, users)
    select tenant_id, company_id, status, sum(n) from (${changes}) as change
    where company_id is not null
    group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3
    on conflict (tenant_id, company_id, status) do update set users = c.users + excluded.users;`;
  const added = 'select tenant_id, company_id, status, 1 as n from inserted';
  const removed = 'select tenant_id, company_id, status, -1 as n from removed';
  await sql`
    create function user_count() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'INSERT' then ${sql.raw(upsert(added))}
      elsif TG_OP = 'DELETE' then ${sql.raw(upsert(removed))}
      else ${sql.raw(upsert(`${removed} union all ${added}`))}
      end if;
      return null;
    end $$`.execute(db);
  await createCountingTriggers(db, 'users', 'user_counted', 'user_count');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropCountingTriggers(db, 'users', 'user_counted');
  await sql`drop function if exists user_count()`.execute(db);
  await sql`drop table if exists user_counts`.execute(db);
  await sql`drop index if exists activity_log_actor`.execute(db);
  await sql`drop index if exists activity_log_search`.execute(db);
  await sql`drop index if exists users_search`.execute(db);
  for (const name of Object.keys(USER_ORDERS)) await sql`drop index if exists ${sql.id(name)}`.execute(db);
}
