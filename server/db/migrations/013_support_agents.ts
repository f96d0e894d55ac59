// Who answers and who follows incidents (issue 12 §3 and §4).
// - Support Agent: an internal role (no company) that works the tenant's incident queues in the
//   agent console: MANAGE INCIDENT (read every incident of the tenant, internal notes included,
//   reply, add internal notes, change the status, assign).
// - LIST INCIDENT: a company admin reads every incident filed by the users of their company, not
//   only their own (spec §2 "Support incident list and detail"; issue 12 §3).
// - incident_threads.from_support: the entry was written by the support team (a reply or an
//   internal note), kept with the entry so that it does not change with the author's role.
// - incidents_status, incidents_updated: the console's status filter (counted and read in date
//   order) and its "last updated" order (`npm run bench incidents`).
// - incidents_search: the trigram index of the lists' free-text search (reference number, subject
//   and description as one text: modules/support/incident-repository.ts INCIDENT_SEARCH_TEXT is this expression).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into roles (name, is_super_admin, read_only) values ('Support Agent', false, false)`.execute(db);
  await sql`
    insert into role_permissions (role, action, resource) values
      ('Support Agent', 'MANAGE', 'INCIDENT'), ('Support Agent', 'UPDATE', 'USER_SETTINGS'),
      ('Admin', 'LIST', 'INCIDENT')`.execute(db);
  await sql`alter table incident_threads add column from_support boolean not null default false`.execute(db);
  await sql`alter table incident_threads add constraint incident_threads_internal_by_support check (from_support or not internal)`.execute(
    db,
  );
  await sql`create index incidents_status on incidents (tenant_id, status, created_at desc)`.execute(db);
  await sql`create index incidents_updated on incidents (tenant_id, updated_at desc)`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index incidents_search on incidents
    using gin ((reference_number || ' ' || subject || ' ' || situation_description) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['incidents_search', 'incidents_status', 'incidents_updated']) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`alter table incident_threads drop constraint incident_threads_internal_by_support`.execute(db);
  await sql`alter table incident_threads drop column from_support`.execute(db);
  await sql`delete from role_permissions where resource = 'INCIDENT'`.execute(db);
  await sql`delete from role_permissions where role = 'Support Agent'`.execute(db);
  await sql`delete from roles where name = 'Support Agent'`.execute(db);
}
