// Incident reference numbers (issue 12 §2): the last number given in each tenant. An incident takes
// the next one by upserting its tenant's row in its own transaction (modules/support/repository.ts), which
// holds the row until it commits: two incidents filed at once, on any instance, never get the same
// number, and a rolled-back incident gives its number back.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table incident_reference_counters (
      tenant_id text primary key references tenants(id),
      last_number integer not null check (last_number > 0)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists incident_reference_counters`.execute(db);
}
