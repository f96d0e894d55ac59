// The content store (issue 15): the knowledge base, release notes, resources, fragments and public
// pages, per tenant and locale, written by content owners in the portal and read through the
// spec's knowledge-base and host-B content calls.
// - content_workspaces / content_categories: the knowledge base's workspaces (who may open each:
//   its audience) and a category tree per workspace; titles per locale (jsonb keyed by locale).
// - content_items: one item in one locale (kind, stable key shared by its translations, placement,
//   audience). The columns title … body_text are the PUBLISHED version (published_version); an item
//   never published has none and readers never see it. `search` is that text indexed with the
//   dictionary of the item's language (ts_config), so each language is stemmed as itself;
//   `heading_search` (title and summary) ranks the matches: small, stored with the row, where
//   reading every match's whole `search` for a common word cost 60 ms (npm run bench content).
// - content_versions: every saved version (drafts included) with its Markdown; publishing copies a
//   version into the item, restoring copies an earlier one into a new version.
// - content_files: images and attachments of items (and resource files), in the database.
// - release_note_views: when a user last looked at the release notes (the header's unseen badge).
// - Content Owner: an internal role that writes and publishes content (MANAGE CONTENT).
import { type Kysely, sql } from 'kysely';
import { createdAt, createdByAt, id, tenantId } from '../migration-sql.ts';

const AUDIENCE = sql`text not null check (audience in ('ALL', 'CHARTER', 'BASIC', 'INTERNAL'))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table content_workspaces (
      ${tenantId},
      key text not null,
      audience ${AUDIENCE},
      position integer not null,
      titles jsonb not null,
      primary key (tenant_id, key)
    )`.execute(db);
  await sql`
    create table content_categories (
      ${tenantId},
      workspace_key text not null,
      key text not null,
      parent_key text,
      product_code text,
      position integer not null,
      titles jsonb not null,
      primary key (tenant_id, workspace_key, key),
      foreign key (tenant_id, workspace_key) references content_workspaces (tenant_id, key),
      foreign key (tenant_id, workspace_key, parent_key) references content_categories (tenant_id, workspace_key, key)
    )`.execute(db);
  await sql`
    create table content_items (
      ${id},
      ${tenantId},
      kind text not null check (kind in ('ARTICLE', 'RELEASE_NOTE', 'RESOURCE', 'FRAGMENT', 'PAGE')),
      key text not null check (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      locale text not null,
      workspace_key text,
      category_key text,
      audience ${AUDIENCE},
      product_code text,
      top_position integer,
      resource_type text,
      resource_url text,
      draft_version integer not null default 1,
      published_version integer,
      title text not null default '',
      summary text not null default '',
      tags text[] not null default '{}',
      body_html text not null default '',
      body_text text not null default '',
      published_at timestamptz,
      updated_at timestamptz,
      ts_config regconfig not null,
      search tsvector generated always as (
        setweight(to_tsvector(ts_config, title), 'A') || setweight(to_tsvector(ts_config, summary), 'B')
          || setweight(to_tsvector(ts_config, body_text), 'C')) stored,
      heading_search tsvector generated always as (
        setweight(to_tsvector(ts_config, title), 'A') || setweight(to_tsvector(ts_config, summary), 'B')) stored,
      ${createdByAt},
      unique (tenant_id, kind, key, locale),
      check ((kind = 'ARTICLE') = (workspace_key is not null and category_key is not null)),
      foreign key (tenant_id, workspace_key, category_key) references content_categories (tenant_id, workspace_key, key)
    )`.execute(db);
  await sql`create index content_items_published on content_items (tenant_id, kind, locale, published_at desc)
    where published_version is not null`.execute(db);
  // A category's articles in the hierarchy's order (top ones first, then by title): its first page
  // is read from the index, however many articles the workspace holds (npm run bench content).
  await sql`create index content_items_category on content_items (tenant_id, workspace_key, category_key, locale, top_position, title, key)
    where published_version is not null`.execute(db);
  await sql`create index content_items_search on content_items using gin (search) where published_version is not null`.execute(db);
  // Counts of what a reader sees in a workspace (per workspace, per category) from the index
  // alone. The workspace leads, so a search across workspaces keeps the text index (with the
  // locale first, the planner read every article of the locale and tested each one's text).
  await sql`create index content_items_counts on content_items (tenant_id, workspace_key, kind, locale, category_key, audience)
    where published_version is not null`.execute(db);
  await sql`
    create table content_versions (
      item_id uuid not null references content_items (id) on delete cascade,
      version integer not null,
      title text not null,
      summary text not null,
      body_md text not null,
      tags text[] not null default '{}',
      saved_by uuid references users (id) on delete set null,
      saved_by_name text not null,
      saved_at timestamptz not null default now(),
      primary key (item_id, version)
    )`.execute(db);
  await sql`
    create table content_files (
      ${id},
      ${tenantId},
      item_id uuid references content_items (id) on delete cascade,
      file_name text not null,
      content_type text not null,
      size integer not null,
      data bytea not null,
      ${createdByAt}
    )`.execute(db);
  await sql`create index content_files_item on content_files (item_id)`.execute(db);
  await sql`
    create table release_note_views (
      user_id uuid primary key references users (id) on delete cascade,
      ${tenantId},
      seen_at timestamptz not null,
      ${createdAt}
    )`.execute(db);
  await sql`insert into roles (name, is_super_admin, read_only) values ('Content Owner', false, false)`.execute(db);
  await sql`
    insert into role_permissions (role, action, resource) values
      ('Content Owner', 'MANAGE', 'CONTENT'), ('Content Owner', 'UPDATE', 'USER_SETTINGS')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_permissions where role = 'Content Owner'`.execute(db);
  await sql`update users set role = 'Associate' where role = 'Content Owner'`.execute(db);
  await sql`delete from roles where name = 'Content Owner'`.execute(db);
  for (const table of [
    'release_note_views',
    'content_files',
    'content_versions',
    'content_items',
    'content_categories',
    'content_workspaces',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
