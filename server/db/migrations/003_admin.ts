// Company administration (issue 4): registration and blocking on users, invitations, pending user
// creation tasks, authorised e-mail domains, third-party partner associations, access requests,
// accepted legal documents and the write permissions of administrators.
import { type Kysely, sql } from 'kysely';
import { companyRow, createdAt, createdByAt, tenantRow, updatedAt, userId } from '../migration-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Null until an invited user has completed registration; accounts made before this migration count as registered.
  await sql`alter table users add column registration_completed_at timestamptz`.execute(db);
  await sql`update users set registration_completed_at = created_at`.execute(db);
  await sql`alter table users add column blocked_reason text`.execute(db);
  await sql`alter table users add column blocked_by uuid references users(id) on delete set null`.execute(db);
  await sql`alter table users add column blocked_at timestamptz`.execute(db);
  await sql`alter table users add column created_by uuid references users(id) on delete set null`.execute(db);
  await sql`create index users_company_status on users (company_id, status)`.execute(db);

  // Invitation links share the single-use, expiring token table of password reset.
  await sql`alter table password_reset_tokens add column purpose text not null default 'RESET'
    check (purpose in ('RESET', 'INVITATION'))`.execute(db);

  // Spec §4 "Pending user creation stages": one row per user an admin creates, until it completes.
  await sql`
    create table user_tasks (
      ${companyRow},
      ${userId},
      type text not null check (type in ('CREATE_USER')),
      stage text not null check (stage in
        ('INVITATION_SENT', 'GRANTING_ACCESS', 'COMPLETING', 'WAITING_FOR_ACCESS', 'COMPLETED')),
      ${createdByAt},
      ${updatedAt}
    )`.execute(db);
  await sql`create index user_tasks_company on user_tasks (company_id, stage)`.execute(db);
  await sql`create index user_tasks_user on user_tasks (user_id)`.execute(db);

  await sql`
    create table email_domains (
      ${companyRow},
      domain_name text not null check (domain_name = lower(domain_name)),
      allow_subdomains boolean not null default false,
      is_3p_domain boolean not null default false,
      ${createdByAt},
      ${updatedAt},
      unique (tenant_id, domain_name)
    )`.execute(db);
  await sql`create index email_domains_company on email_domains (company_id)`.execute(db);

  await sql`
    create table partner_associations (
      ${tenantRow},
      supplier_company_id uuid not null references companies(id),
      partner_company_id uuid not null references companies(id),
      ${createdByAt},
      unique (supplier_company_id, partner_company_id)
    )`.execute(db);
  await sql`create index partner_associations_partner on partner_associations (partner_company_id)`.execute(db);
  // The supplier's products its partner's users may use on the supplier's behalf.
  await sql`
    create table partner_association_products (
      association_id uuid not null references partner_associations(id) on delete cascade,
      product_code text not null,
      primary key (association_id, product_code)
    )`.execute(db);

  await sql`
    create table access_requests (
      ${companyRow},
      ${userId},
      products text[] not null,
      requestor_note text,
      status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'DENIED')),
      decided_by uuid references users(id) on delete set null,
      decided_at timestamptz,
      ${createdAt}
    )`.execute(db);
  await sql`create index access_requests_company on access_requests (company_id, status, created_at desc)`.execute(db);

  // Which version of which legal document a user accepted, and when (registration).
  await sql`
    create table document_acceptances (
      ${userId},
      document text not null check (document in ('TERMS', 'DATA_SHARING_ADDENDUM')),
      version text not null,
      accepted_at timestamptz not null default now(),
      primary key (user_id, document, version)
    )`.execute(db);

  // Writes of administrators: MANAGE on the resource they LIST (spectators only read).
  await sql`
    insert into role_permissions (role, action, resource) values
      ('Super Admin', 'MANAGE', 'USER'), ('Super Admin', 'MANAGE', 'EMAIL_DOMAIN'),
      ('Super Admin', 'MANAGE', 'COMPANY_PARTNER_ASSOCIATION'),
      ('Admin', 'MANAGE', 'USER'), ('Admin', 'MANAGE', 'EMAIL_DOMAIN'),
      ('Admin', 'MANAGE', 'COMPANY_PARTNER_ASSOCIATION')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_permissions where action = 'MANAGE'`.execute(db);
  for (const table of [
    'document_acceptances',
    'access_requests',
    'partner_association_products',
    'partner_associations',
    'email_domains',
    'user_tasks',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`alter table password_reset_tokens drop column if exists purpose`.execute(db);
  await sql`drop index if exists users_company_status`.execute(db);
  for (const column of ['created_by', 'blocked_at', 'blocked_by', 'blocked_reason', 'registration_completed_at']) {
    await sql`alter table users drop column if exists ${sql.ref(column)}`.execute(db);
  }
}
