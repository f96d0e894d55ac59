// The user searches read each candidate's own row and nothing else (issue 27 §3, `npm run bench
// global-users`: "son" + types + product p95 84 ms, "anderson" 42 ms on PostgreSQL before).
// - users.search_text: the full name and the e-mail, lower-cased once when the row is written, with
//   a unit separator between them so that no search term spans the two. A search is one LIKE on it
//   (the term lower-cased by the server), from the trigram index users_search_text: the two ILIKEs
//   it replaces lower-cased both texts of every candidate on every search, two thirds of the time of
//   a broad one. It replaces users_search (the same two texts in two expressions).
// - users.granted_products: the codes of the products the user has complete access to, kept by
//   statement triggers on user_products in the transaction of the change. The product filter of
//   the global user list tests the row it has already read instead of probing user_products once
//   per candidate (9,000 index probes for "son").
import { type Kysely, sql } from 'kysely';

/** The granted codes of each user a statement of user_products touched (`changed`: their ids). */
const REFRESH = (changed: string) => `
  update users u set granted_products = g.codes
  from (
    select c.user_id, coalesce(array_agg(p.product_code order by p.product_code) filter (where p.product_code is not null), '{}') as codes
    from (${changed}) as c
    left join user_products p on p.user_id = c.user_id and p.access_status = 'ACCESS_COMPLETE'
    group by c.user_id
  ) as g
  where u.id = g.user_id and u.granted_products is distinct from g.codes;`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column search_text text
    generated always as (lower(first_name || ' ' || last_name || E'\\x1f' || login_id)) stored`.execute(db);
  // Without fastupdate, as users_search: new users go straight into the index (migration 008).
  await sql`create index users_search_text on users using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(db);
  await sql`drop index if exists users_search`.execute(db);

  await sql`alter table users add column granted_products text[] not null default '{}'`.execute(db);
  await sql`
    create function user_granted_products() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'INSERT' then ${sql.raw(REFRESH('select distinct user_id from inserted'))}
      elsif TG_OP = 'DELETE' then ${sql.raw(REFRESH('select distinct user_id from removed'))}
      elsif TG_OP = 'TRUNCATE' then update users set granted_products = '{}' where granted_products <> '{}';
      else ${sql.raw(REFRESH('select user_id from removed union select user_id from inserted'))}
      end if;
      return null;
    end $$`.execute(db);
  const run = sql`for each statement execute function user_granted_products()`;
  await sql`create trigger user_products_granted_insert after insert on user_products referencing new table as inserted ${run}`.execute(db);
  await sql`create trigger user_products_granted_update after update on user_products
    referencing old table as removed new table as inserted ${run}`.execute(db);
  await sql`create trigger user_products_granted_delete after delete on user_products referencing old table as removed ${run}`.execute(db);
  await sql`create trigger user_products_granted_truncate after truncate on user_products ${run}`.execute(db);
  await sql`${sql.raw(REFRESH("select distinct user_id from user_products where access_status = 'ACCESS_COMPLETE'"))}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'update', 'delete', 'truncate'])
    await sql`drop trigger if exists ${sql.id(`user_products_granted_${event}`)} on user_products`.execute(db);
  await sql`drop function if exists user_granted_products()`.execute(db);
  await sql`alter table users drop column if exists granted_products`.execute(db);
  await sql`create index if not exists users_search on users
    using gin ((first_name || ' ' || last_name) gin_trgm_ops, login_id gin_trgm_ops) with (fastupdate = off)`.execute(db);
  await sql`drop index if exists users_search_text`.execute(db);
  await sql`alter table users drop column if exists search_text`.execute(db);
}
