// Single sign-on of the internal users (issue 32 §1): the provider identity a user is linked to.
// An internal user's first sign-in at the tenant's OpenID Connect provider finds the account by its
// e-mail and stores the provider's issuer and subject; later sign-ins find it by these alone, so an
// address that changes hands at the provider does not reach the old owner's account.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column sso_issuer text, add column sso_subject text`.execute(db);
  await sql`alter table users add constraint users_sso_both check ((sso_issuer is null) = (sso_subject is null))`.execute(db);
  await sql`create unique index users_sso_identity on users (tenant_id, sso_issuer, sso_subject) where sso_subject is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_sso_identity`.execute(db);
  await sql`alter table users drop constraint if exists users_sso_both, drop column if exists sso_issuer, drop column if exists sso_subject`.execute(
    db,
  );
}
