// Authorised domains and third-party partners (issue 4): schema changes beyond migration 003, if any.
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
