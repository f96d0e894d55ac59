// Invitations and registration (issue 4): what a user states about themselves when completing
// registration (job title and phone are optional), and fast look-up of a user's invitation tokens.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column job_title text`.execute(db);
  await sql`alter table users add column phone_number text`.execute(db);
  // Resending an invitation spends the user's older unused invitation tokens.
  await sql`create index if not exists password_reset_tokens_user on password_reset_tokens (user_id, purpose)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists password_reset_tokens_user`.execute(db);
  await sql`alter table users drop column if exists phone_number`.execute(db);
  await sql`alter table users drop column if exists job_title`.execute(db);
}
