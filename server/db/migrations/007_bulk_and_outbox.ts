// Bulk imports in short transactions, and e-mail through a transactional outbox (issue 8 §3, §9).
//
// bulk_imports: one row per running bulk upload. It is the company's import claim (one at a time
// per company, across instances: the unique company_id) and owns the staging rows; heartbeat_at
// moves while the import works, so the row of an import whose process died is recognised as
// stale and removed with its staging rows (modules/bulk-users/repository.ts purgeStaleImports).
// bulk_import_rows: the prepared rows of an import (new users with their token and mail, and
// updates of existing users), written in short batches outside any long transaction and read by
// nothing but the import's final set-based transaction.
//
// mail_outbox: every e-mail is written here in the caller's transaction; with SMTP_URL set a
// dispatcher delivers unsent rows after commit (plugins/mailer.ts). Rows written before this
// migration were shown in the development mailbox only: they are marked sent so that configuring
// SMTP later never mails them.
import { type Kysely, sql } from 'kysely';
import { tenantId } from '../migration-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_outbox add column sent_at timestamptz`.execute(db);
  await sql`alter table mail_outbox add column attempts integer not null default 0`.execute(db);
  await sql`alter table mail_outbox add column next_attempt_at timestamptz not null default now()`.execute(db);
  await sql`alter table mail_outbox add column last_error text`.execute(db);
  await sql`update mail_outbox set sent_at = created_at`.execute(db);
  await sql`create index mail_outbox_unsent on mail_outbox (next_attempt_at) where sent_at is null`.execute(db);

  await sql`
    create table bulk_imports (
      id uuid primary key,
      ${tenantId},
      company_id uuid not null unique references companies(id) on delete cascade,
      started_at timestamptz not null default now(),
      heartbeat_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table bulk_import_rows (
      import_id uuid not null references bulk_imports(id) on delete cascade,
      user_id uuid not null,
      kind text not null check (kind in ('CREATE', 'UPDATE')),
      login_id text not null,
      first_name text not null,
      last_name text not null,
      role text not null,
      grant_products text not null default '',
      remove_products text not null default '',
      token_hash text,
      mail_subject text,
      mail_text text,
      mail_html text,
      activity text not null,
      primary key (import_id, user_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists bulk_import_rows`.execute(db);
  await sql`drop table if exists bulk_imports`.execute(db);
  await sql`drop index if exists mail_outbox_unsent`.execute(db);
  for (const column of ['last_error', 'next_attempt_at', 'attempts', 'sent_at']) {
    await sql`alter table mail_outbox drop column if exists ${sql.ref(column)}`.execute(db);
  }
}
