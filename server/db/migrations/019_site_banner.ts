// The site banner (issue 16 §2; spec §7 "GET banner"): a tenant-wide message (a maintenance notice,
// a new feature) that super admins schedule with a severity, a start and an end, written per
// locale; every signed-in user of the tenant sees it under the header while it runs, until they
// dismiss it.
// - site_banners: one banner. messages: { [locale]: text }, the tenant's default locale always
//   present (readers in another locale without a text of their own read it). revision: 1 at
//   creation, one more at every change of its text, severity or times.
// - site_banner_dismissals: the revision of a banner a user dismissed. A banner shows again to
//   those who dismissed an earlier revision: a changed text is a new message.
// - Every instance keeps the tenant's running and coming banners in memory (modules/site-banner),
//   so the banner that every page reads costs no query while there is none; the trigger announces
//   each change as 'tenant:<id>' (migration 009), so every instance forgets its copy at once.
import { type Kysely, sql } from 'kysely';
import { createdByAt, tenantRow, tenantId } from '../migration-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table site_banners (
      ${tenantRow},
      severity text not null check (severity in ('info', 'warning', 'critical')),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      messages jsonb not null,
      revision integer not null default 1,
      ${createdByAt},
      updated_by uuid references users(id) on delete set null,
      updated_at timestamptz not null default now(),
      check (ends_at > starts_at)
    )`.execute(db);
  // The running and coming banners of a tenant (what the cache loads); the management list by start.
  await sql`create index site_banners_ends on site_banners (tenant_id, ends_at)`.execute(db);
  await sql`create index site_banners_starts on site_banners (tenant_id, starts_at desc, id)`.execute(db);
  await sql`
    create table site_banner_dismissals (
      user_id uuid not null references users(id) on delete cascade,
      banner_id uuid not null references site_banners(id) on delete cascade,
      ${tenantId},
      revision integer not null,
      dismissed_at timestamptz not null default now(),
      primary key (user_id, banner_id)
    )`.execute(db);
  await sql`create index site_banner_dismissals_banner on site_banner_dismissals (banner_id)`.execute(db);
  await sql`create trigger site_banners_notify_row after insert or update or delete on site_banners
    for each row execute function notify_change('tenant', 'tenant_id')`.execute(db);
  await sql`create trigger site_banners_notify_all after truncate on site_banners
    for each statement execute function notify_change('all')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists site_banner_dismissals`.execute(db);
  await sql`drop table if exists site_banners`.execute(db);
}
