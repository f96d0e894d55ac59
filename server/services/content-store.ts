// The writes of the content store (issue 15), shared by the authoring routes and the start-up
// content: an item is created with its first version, each save adds a version (a draft), and
// publishing renders one version's Markdown to sanitised HTML and copies it into the item, where
// readers and the search index read it. Call these inside the transaction of the change, with its
// activity-log entry.
import { sql } from 'kysely';
import { legalLanguage, type Locale } from '../../tenants/schema.ts';
import type { Db } from '../db/database.ts';
import type { Audience, ContentKind } from '../db/schema.ts';
import { renderMarkdown } from './content-markdown.ts';

/** The text-search dictionary of a locale's language: each language is stemmed as itself. */
export function tsConfigOf(locale: Locale): 'english' | 'spanish' | 'french' {
  const language = legalLanguage(locale);
  return language === 'es' ? 'spanish' : language === 'fr' ? 'french' : 'english';
}

export interface ItemPlacement {
  kind: ContentKind;
  key: string;
  locale: Locale;
  audience: Audience;
  workspace_key?: string | null;
  category_key?: string | null;
  product_code?: string | null;
  top_position?: number | null;
  resource_type?: string | null;
  resource_url?: string | null;
}

export interface VersionText {
  title: string;
  summary: string;
  body_md: string;
  tags: string[];
}

export interface Author {
  id: string | null;
  name: string;
}

/** A new item with its first version (a draft); returns its id. */
export async function createItem(db: Db, tenantId: string, placement: ItemPlacement, text: VersionText, author: Author): Promise<string> {
  const { id } = await db
    .insertInto('content_items')
    .values({
      tenant_id: tenantId,
      ...placement,
      ts_config: tsConfigOf(placement.locale),
      created_by: author.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('content_versions')
    .values({ item_id: id, version: 1, ...text, saved_by: author.id, saved_by_name: author.name })
    .execute();
  return id;
}

/** Saves a new version of the item (the draft); returns its number. */
export async function saveVersion(db: Db, itemId: string, text: VersionText, author: Author): Promise<number> {
  const { draft_version } = await db
    .updateTable('content_items')
    .set((eb) => ({ draft_version: eb('draft_version', '+', 1) }))
    .where('id', '=', itemId)
    .returning('draft_version')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('content_versions')
    .values({ item_id: itemId, version: draft_version, ...text, saved_by: author.id, saved_by_name: author.name })
    .execute();
  return draft_version;
}

/**
 * Makes one version what readers see: its Markdown rendered and sanitised, its text indexed.
 * `publishedAt` is the date readers see (a release note's date); it defaults to the first
 * publication's, or now.
 */
export async function publishVersion(db: Db, itemId: string, version: number, at: Date, publishedAt?: Date): Promise<void> {
  const row = await db
    .selectFrom('content_versions')
    .select(['title', 'summary', 'body_md', 'tags'])
    .where('item_id', '=', itemId)
    .where('version', '=', version)
    .executeTakeFirstOrThrow();
  const { html, text } = renderMarkdown(row.body_md);
  await db
    .updateTable('content_items')
    .set({
      published_version: version,
      title: row.title,
      summary: row.summary,
      tags: row.tags,
      body_html: html,
      body_text: text,
      published_at: publishedAt ? publishedAt : sql<Date>`coalesce(published_at, ${at})`,
      updated_at: at,
    })
    .where('id', '=', itemId)
    .execute();
}

/** Readers no longer see the item; its versions stay. */
export async function unpublish(db: Db, itemId: string, at: Date): Promise<void> {
  await db
    .updateTable('content_items')
    .set({ published_version: null, title: '', summary: '', body_html: '', body_text: '', updated_at: at })
    .where('id', '=', itemId)
    .execute();
}
