// The start-up calls of every page answer from memory (issue 27 §1), so what they read announces
// its changes on the change feed (migration 009):
// - a user's legal acceptances, release-notes view and banner dismissals are part of the signed-in
//   context (services/sessions.ts): a change of them is the user's change ('user:<id>');
// - the tenant's published release notes are kept per tenant for the header's unseen badge: any
//   change of a content item is the tenant's content change ('content:<tenant>');
// - the pages of a company's user list that admins open on every visit are kept per instance: a
//   change of any of its users (a new one too) or of the agencies it is the partner of is the
//   company's user-list change ('users-of:<company>'). A user's products and a company's own row
//   already announce theirs ('user:<id>', 'company:<id>').
import { type Kysely, sql } from 'kysely';

const ROW_TRIGGERS = [
  { table: 'document_acceptances', kind: 'user', column: 'user_id' },
  { table: 'release_note_views', kind: 'user', column: 'user_id' },
  { table: 'site_banner_dismissals', kind: 'user', column: 'user_id' },
  { table: 'content_items', kind: 'content', column: 'tenant_id' },
  { table: 'users', kind: 'users-of', column: 'company_id' },
  { table: 'partner_associations', kind: 'users-of', column: 'partner_company_id' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, kind, column } of ROW_TRIGGERS) {
    await sql`create trigger ${sql.raw(`${table}_notify_${kind.replace('-', '_')}`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function notify_change(${sql.lit(kind)}, ${sql.lit(column)})`.execute(db);
    // users already clears every copy on a truncate (migration 009).
    if (table === 'users') continue;
    await sql`create trigger ${sql.raw(`${table}_notify_all`)} after truncate on ${sql.table(table)}
      for each statement execute function notify_change('all')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table, kind } of ROW_TRIGGERS) {
    if (table !== 'users') await sql`drop trigger if exists ${sql.raw(`${table}_notify_all`)} on ${sql.table(table)}`.execute(db);
    await sql`drop trigger if exists ${sql.raw(`${table}_notify_${kind.replace('-', '_')}`)} on ${sql.table(table)}`.execute(db);
  }
}
