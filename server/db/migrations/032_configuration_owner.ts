// The configuration owners' console (issue 31 §1): an internal role, Configuration Owner, that
// changes the tenant's product availability and feature flags in the portal (/configuration), with
// a reason, back to the tenant file's value, or at a date and time chosen in advance.
// - Configuration Owner: LIST and MANAGE CONFIGURATION. Super admins have both; the spectator has
//   both too, as it mirrors the super admin's permissions, and is refused every change by the
//   read-only rule (plugins/policy.ts), with that rule's own words.
// - configuration_schedules: a change waiting for its time (change: the same JSON the console
//   sends for a change now), with the wall-clock time and zone the owner chose it in; the jobs
//   table's sweep (modules/configuration/schedule.ts) applies each due row once across instances
//   and marks it APPLIED (or FAILED with why), or an owner cancels it (CANCELLED).
import { type Kysely, sql } from 'kysely';
import { createdByAt, tenantRow } from '../migration-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into roles (name, is_super_admin, read_only) values ('Configuration Owner', false, false)`.execute(db);
  await sql`
    insert into role_permissions (role, action, resource) values
      ('Configuration Owner', 'LIST', 'CONFIGURATION'), ('Configuration Owner', 'MANAGE', 'CONFIGURATION'),
      ('Configuration Owner', 'UPDATE', 'USER_SETTINGS'),
      ('Super Admin', 'LIST', 'CONFIGURATION'), ('Super Admin', 'MANAGE', 'CONFIGURATION'),
      ('Super Admin Spectator', 'LIST', 'CONFIGURATION'), ('Super Admin Spectator', 'MANAGE', 'CONFIGURATION')`.execute(db);
  await sql`
    create table configuration_schedules (
      ${tenantRow},
      target_kind text not null check (target_kind in ('PRODUCT', 'FLAG')),
      target text not null,
      change jsonb not null,
      reason text not null,
      run_at timestamptz not null,
      time_zone text not null,
      status text not null default 'PENDING' check (status in ('PENDING', 'APPLIED', 'CANCELLED', 'FAILED')),
      ${createdByAt},
      done_at timestamptz,
      done_by uuid references users(id) on delete set null,
      error text
    )`.execute(db);
  // The sweep's due rows across tenants, the console's pending list of a tenant.
  await sql`create index configuration_schedules_due on configuration_schedules (run_at) where status = 'PENDING'`.execute(db);
  await sql`create index configuration_schedules_tenant on configuration_schedules (tenant_id, status, run_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists configuration_schedules`.execute(db);
  await sql`delete from role_permissions where resource = 'CONFIGURATION' or role = 'Configuration Owner'`.execute(db);
  await sql`update users set role = 'Associate' where role = 'Configuration Owner'`.execute(db);
  await sql`delete from roles where name = 'Configuration Owner'`.execute(db);
}
