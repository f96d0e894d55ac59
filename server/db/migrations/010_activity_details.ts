// Activity-log details in the reader's language (issue 11 §4): an entry keeps the parameters of
// its event (names, reasons, products) as JSON, and the list and the .xlsx download write the
// sentence from the event's translated message (services/activity-messages.ts). Entries
// written before keep only their English event_description, which is shown as it is.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table activity_log add column details jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table activity_log drop column details`.execute(db);
}
