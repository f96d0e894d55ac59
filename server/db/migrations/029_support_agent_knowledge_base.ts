// Support agents read the knowledge base (issue 30 §3): agents answer incidents with articles, so
// the Support Agent role reads every workspace of its tenant's knowledge base (READ
// KNOWLEDGE_BASE; services/content-reader.ts), without the product grant other readers need.
// Roles and permissions are cached per instance and forgotten through the change feed (009).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into role_permissions (role, action, resource) values ('Support Agent', 'READ', 'KNOWLEDGE_BASE')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_permissions where action = 'READ' and resource = 'KNOWLEDGE_BASE'`.execute(db);
}
