// Column definitions that many tables of the migrations share, as SQL fragments for `create table`.
// Migrations that have run must create the same database forever: never change a piece that a
// migration uses; write a new one instead.
import { type Kysely, sql } from 'kysely';

/** The key of most tables: a uuid the database generates. */
export const id = sql`id uuid primary key default gen_random_uuid()`;

/** The tenant a row belongs to. */
export const tenantId = sql`tenant_id text not null references tenants(id)`;

/** A tenant's row: its own id, then its tenant. */
export const tenantRow = sql`${id}, ${tenantId}`;

/** A company's row: its own id, then its tenant and company. */
export const companyRow = sql`${tenantRow}, company_id uuid not null references companies(id)`;

/** A row that belongs to a user and goes when the user is deleted. */
export const userId = sql`user_id uuid not null references users(id) on delete cascade`;

export const createdAt = sql`created_at timestamptz not null default now()`;
export const updatedAt = sql`updated_at timestamptz not null default now()`;

/** Who created a row and when; the row outlives its creator. */
export const createdByAt = sql`created_by uuid references users(id) on delete set null, ${createdAt}`;

/** Who changed a row last, and when. */
export const updatedByAt = sql`updated_by uuid references users(id), ${updatedAt}`;

/**
 * The three statement triggers that keep a table's counts (activity_log_daily_counts, user_counts):
 * `<prefix>_insert`, `_update` and `_delete` on `table`, each running `fn()` with its transition
 * tables (`inserted`, `removed`).
 */
export async function createCountingTriggers(db: Kysely<unknown>, table: string, prefix: string, fn: string): Promise<void> {
  const on = sql`${sql.table(table)} referencing`;
  const run = sql`for each statement execute function ${sql.raw(fn)}()`;
  await sql`create trigger ${sql.id(`${prefix}_insert`)} after insert on ${on} new table as inserted ${run}`.execute(db);
  await sql`create trigger ${sql.id(`${prefix}_update`)} after update on ${on} old table as removed new table as inserted ${run}`.execute(
    db,
  );
  await sql`create trigger ${sql.id(`${prefix}_delete`)} after delete on ${on} old table as removed ${run}`.execute(db);
}

/** Undoes createCountingTriggers (the function stays). */
export async function dropCountingTriggers(db: Kysely<unknown>, table: string, prefix: string): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    await sql`drop trigger if exists ${sql.id(`${prefix}_${event}`)} on ${sql.table(table)}`.execute(db);
  }
}
