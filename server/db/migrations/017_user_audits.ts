// The periodic user-access audit of basic accounts (issue 14 §3; spec §4 "User audit banner"):
// a super admin opens a period with a due date for the tenant's basic companies; each company's
// admins confirm three statements before it; reminders go out 14, 7 and 1 days before; a company
// that has not confirmed when the date has passed loses every user's access.
// - user_audit_periods: one opening (its due date: the last day to confirm, UTC).
// - company_user_audits: one company's audit in a period. reminders: the days-before marks
//   already mailed (14, 7, 1), so a restart or a second instance never mails one twice.
//   confirmations: the three statements as confirmed; users_snapshot: the user list as it stood
//   at completion (the evidence download); removed_access: what expiry took away, per user;
//   company_name: the company's name when the period opened (the status page's order, any page
//   deep, without sorting every audit of the period).
// - scheduled_jobs: the periodic work every instance may run and exactly one does at a time (a
//   row per job, claimed with FOR UPDATE SKIP LOCKED and a lease), surviving restarts.
import { type Kysely, sql } from 'kysely';
import { companyRow, createdAt, tenantRow } from '../migration-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_audit_periods (
      ${tenantRow},
      due_date date not null,
      opened_by uuid references users(id) on delete set null,
      ${createdAt}
    )`.execute(db);
  await sql`create index user_audit_periods_tenant on user_audit_periods (tenant_id, created_at desc)`.execute(db);
  await sql`
    create table company_user_audits (
      ${companyRow},
      period_id uuid not null references user_audit_periods(id) on delete cascade,
      company_name text not null,
      due_date date not null,
      status text not null default 'PENDING' check (status in ('PENDING', 'COMPLETED', 'EXPIRED')),
      reminders integer[] not null default '{}',
      completed_by uuid references users(id) on delete set null,
      completed_by_name text,
      completed_at timestamptz,
      confirmations jsonb,
      users_snapshot jsonb,
      expired_at timestamptz,
      removed_access jsonb,
      unique (period_id, company_id)
    )`.execute(db);
  await sql`create index company_user_audits_company on company_user_audits (company_id, due_date desc)`.execute(db);
  // The status page by company name (all, or one status), any page deep; the sweep's walk in (due date, id) order.
  await sql`create index company_user_audits_by_name on company_user_audits (period_id, company_name, id)`.execute(db);
  await sql`create index company_user_audits_by_status on company_user_audits (period_id, status, company_name, id)`.execute(db);
  await sql`create index company_user_audits_pending on company_user_audits (due_date, id) where status = 'PENDING'`.execute(db);
  await sql`
    create table scheduled_jobs (
      name text primary key,
      run_at timestamptz not null,
      locked_until timestamptz,
      last_run_at timestamptz,
      last_error text,
      runs integer not null default 0
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['scheduled_jobs', 'company_user_audits', 'user_audit_periods']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
