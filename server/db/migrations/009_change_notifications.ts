// Change notifications (issue 10 §1): every instance keeps the signed-in contexts, roles, product
// overrides and feature flags in memory (services/shared-cache.ts) and must forget a copy as soon
// as its rows change, whoever changed them (any instance, a background job, a console). Triggers on
// the tables those copies are read from announce each change on the channel `portal_changes` as
// '<kind>:<id>' (or a bare kind for whole-table changes); PostgreSQL delivers the notifications of
// a transaction at its commit, in commit order, to every listening connection (db/change-feed.ts).
// Identical payloads of one transaction are delivered once.
import { type Kysely, sql } from 'kysely';

/** Table → the kind of its notifications and the column that names the changed thing. */
const ROW_TRIGGERS = [
  // A session's row changes when it ends, switches context, or is touched (once a minute while in use).
  { table: 'sessions', kind: 'session', column: 'id_hash', events: 'update or delete' },
  { table: 'users', kind: 'user', column: 'id', events: 'update or delete' },
  { table: 'user_products', kind: 'user', column: 'user_id', events: 'insert or update or delete' },
  { table: 'companies', kind: 'company', column: 'id', events: 'update or delete' },
  { table: 'product_overrides', kind: 'tenant', column: 'tenant_id', events: 'insert or update or delete' },
  { table: 'feature_flag_overrides', kind: 'tenant', column: 'tenant_id', events: 'insert or update or delete' },
];

/** Whole-table changes: roles and their permissions are read as a whole; a truncate clears every copy. */
const STATEMENT_TRIGGERS = [
  ...['roles', 'role_permissions'].map((table) => ({ table, kind: 'roles', events: 'insert or update or delete or truncate' })),
  ...ROW_TRIGGERS.map(({ table }) => ({ table, kind: 'all', events: 'truncate' })),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_change() returns trigger language plpgsql as $$
    begin
      if tg_level = 'STATEMENT' then
        perform pg_notify('portal_changes', tg_argv[0]);
      else
        if tg_op <> 'INSERT' then perform pg_notify('portal_changes', tg_argv[0] || ':' || (to_jsonb(old) ->> tg_argv[1])); end if;
        if tg_op <> 'DELETE' then perform pg_notify('portal_changes', tg_argv[0] || ':' || (to_jsonb(new) ->> tg_argv[1])); end if;
      end if;
      return null;
    end $$`.execute(db);
  for (const { table, kind, column, events } of ROW_TRIGGERS) {
    await sql`create trigger ${sql.raw(`${table}_notify_row`)} after ${sql.raw(events)} on ${sql.table(table)}
      for each row execute function notify_change(${sql.lit(kind)}, ${sql.lit(column)})`.execute(db);
  }
  for (const { table, kind, events } of STATEMENT_TRIGGERS) {
    await sql`create trigger ${sql.raw(`${table}_notify_${kind}`)} after ${sql.raw(events)} on ${sql.table(table)}
      for each statement execute function notify_change(${sql.lit(kind)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function notify_change() cascade`.execute(db);
}
