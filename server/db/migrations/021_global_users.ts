// Global user management (issue 16 §1): the tenant's users across companies, in name order and by
// role. users_global_name: the list's default order (and the tie-breakers of every other) within a
// tenant, so the export walks it batch after batch instead of sorting every match each time.
// users_global_role: the roles filter's options, each known role probed once. users_global_sbu: the
// SBU filter's options, from the few associates who have one (a distinct over every user took 25 ms).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_global_name on users (tenant_id, lower(first_name), lower(last_name), id)`.execute(db);
  await sql`create index users_global_role on users (tenant_id, role, user_type)`.execute(db);
  await sql`create index users_global_sbu on users (tenant_id, sbu) where sbu is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_global_sbu`.execute(db);
  await sql`drop index if exists users_global_role`.execute(db);
  await sql`drop index if exists users_global_name`.execute(db);
}
