// The legal owners' console (issue 31 §3): the terms of use, the data sharing addendum and the
// privacy policy become versioned documents of the database, per tenant, company-type variant and
// language, written and published in the portal (/legalDocuments) by an internal role of their own.
// - Legal Owner: LIST and MANAGE LEGAL (and its own preferences). Super admins have both; the
//   spectator has both too, as it mirrors the super admin's permissions, and is refused every change
//   by the read-only rule (plugins/policy.ts).
// - legal_versions: one version of a document variant of a tenant, numbered from 1 (today's texts,
//   written at start by seed/legal-documents.ts). A DRAFT is edited; publishing gives it its code
//   (the version id that acceptances name, document_acceptances.version) and its effective date, a
//   day of the tenant, in force from its start (effective_at, in the tenant's zone). The version in
//   force is the highest published one whose effective_at has passed. A published version is never
//   changed again.
// - legal_version_texts: a version's title and Markdown text in each language of the tenant.
// - Publishing announces 'legal:<tenant>' on the change feed (migration 009), so that every instance
//   forgets its copy of the tenant's published versions, which the user context reads.
import { type Kysely, sql } from 'kysely';
import { createdByAt, tenantRow, updatedByAt } from '../migration-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into roles (name, is_super_admin, read_only) values ('Legal Owner', false, false)`.execute(db);
  await sql`
    insert into role_permissions (role, action, resource) values
      ('Legal Owner', 'LIST', 'LEGAL'), ('Legal Owner', 'MANAGE', 'LEGAL'), ('Legal Owner', 'UPDATE', 'USER_SETTINGS'),
      ('Super Admin', 'LIST', 'LEGAL'), ('Super Admin', 'MANAGE', 'LEGAL'),
      ('Super Admin Spectator', 'LIST', 'LEGAL'), ('Super Admin Spectator', 'MANAGE', 'LEGAL')`.execute(db);
  await sql`
    create table legal_versions (
      ${tenantRow},
      document text not null check (document in ('TERMS', 'DATA_SHARING_ADDENDUM', 'PRIVACY_POLICY')),
      variant text not null check (variant in ('STANDARD', 'BASIC', '3P')),
      number integer not null check (number > 0),
      status text not null check (status in ('DRAFT', 'PUBLISHED')),
      code text,
      effective_date text check (effective_date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
      effective_at timestamptz,
      published_at timestamptz,
      published_by uuid references users(id) on delete set null,
      ${createdByAt},
      ${updatedByAt},
      unique (tenant_id, document, variant, number),
      unique (tenant_id, code),
      check ((status = 'PUBLISHED') = (code is not null and effective_date is not null and effective_at is not null))
    )`.execute(db);
  // At most one draft of a document variant at a time.
  await sql`create unique index legal_versions_one_draft on legal_versions (tenant_id, document, variant) where status = 'DRAFT'`.execute(
    db,
  );
  await sql`
    create table legal_version_texts (
      version_id uuid not null references legal_versions(id) on delete cascade,
      language text not null check (language in ('en', 'es', 'fr')),
      title text not null,
      body_md text not null,
      primary key (version_id, language)
    )`.execute(db);
  await sql`create trigger legal_versions_notify_legal after insert or update or delete on legal_versions
    for each row execute function notify_change('legal', 'tenant_id')`.execute(db);
  await sql`create trigger legal_versions_notify_all after truncate on legal_versions
    for each statement execute function notify_change('all')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists legal_version_texts`.execute(db);
  await sql`drop table if exists legal_versions`.execute(db);
  await sql`delete from role_permissions where resource = 'LEGAL' or role = 'Legal Owner'`.execute(db);
  await sql`update users set role = 'Associate' where role = 'Legal Owner'`.execute(db);
  await sql`delete from roles where name = 'Legal Owner'`.execute(db);
}
