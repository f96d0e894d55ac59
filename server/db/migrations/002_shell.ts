// The portal shell: run-time feature flags and product availability, the acting context of a
// super admin (persona), the shared secret behind the bot challenge and its spent solutions.
import { type Kysely, sql } from 'kysely';
import { createdAt, tenantId, updatedByAt } from '../migration-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table feature_flag_overrides (
      ${tenantId},
      flag text not null,
      enabled boolean not null,
      ${updatedByAt},
      primary key (tenant_id, flag)
    )`.execute(db);
  // Every value column null means "no override": the tenant file and the product defaults apply.
  await sql`
    create table product_overrides (
      ${tenantId},
      product_code text not null,
      available boolean,
      coming_soon boolean,
      restricted_launch text check (restricted_launch in ('ALPHA', 'BETA')),
      hide_when_no_access boolean,
      redirect_url text,
      is_new_tab boolean,
      ${updatedByAt},
      primary key (tenant_id, product_code)
    )`.execute(db);
  await sql`alter table sessions add column persona text check (persona in ('SUPPLIER', 'MERCHANT'))`.execute(db);
  // Random secrets created by the first instance that needs one, so every instance shares them.
  await sql`
    create table app_secrets (
      name text primary key,
      value text not null,
      ${createdAt}
    )`.execute(db);
  // Bot-challenge solutions already used, kept until their challenge expires (no replay).
  await sql`
    create table bot_challenge_redemptions (
      challenge_signature text primary key,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index bot_challenge_redemptions_expiry on bot_challenge_redemptions (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bot_challenge_redemptions', 'app_secrets', 'product_overrides', 'feature_flag_overrides']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`alter table sessions drop column if exists persona`.execute(db);
}
