// The queries of content authoring (issue 15 §3) for the tenant of the request: the owners' list
// (each item with its latest version), one item with its versions, files and history, the
// workspaces and categories to place articles in, and the writes — create, save, publish,
// unpublish, restore, add a file — each with its activity-log entry in the same transaction.
// Below them, the writes of the store itself (createItem, saveVersion, publishVersion, unpublish),
// which the start-up content (server/seed/content.ts) also uses, each in the scope of the item's
// tenant.
import type { I18n } from '@lingui/core';
import { sql } from 'kysely';
import type { Locale } from '../../../tenants/schema.ts';
import type { TenantDb } from '../../db/scope.ts';
import type { Audience, ContentKind } from '../../db/schema.ts';
import { recordTenantActivity } from '../../services/activity-log.ts';
import { detailsOf, detailsText } from '../activity-logs/catalogue.ts';
import type { ContentAuthoringEvents } from './activity.ts';
import { containing, pageOf } from '../../services/paging.ts';
import { tsConfigOf } from '../content/store.ts';
import { renderMarkdown } from './markdown.ts';

const STATUS = sql<'DRAFT' | 'PUBLISHED' | 'CHANGED'>`case when i.published_version is null then 'DRAFT'
  when i.published_version = i.draft_version then 'PUBLISHED' else 'CHANGED' end`;

export interface ListFilter {
  kind?: ContentKind;
  locale?: Locale;
  status?: 'DRAFT' | 'PUBLISHED' | 'CHANGED';
  search?: string;
}

/** How the log names an item: “title” (locale, path). */
export const itemLabel = (item: { title: string; locale: string; kind: ContentKind; key: string }) =>
  `“${item.title}” (${item.locale}, ${item.kind.toLowerCase().replace('_', '-')}/${item.key})`;

function queries(scoped: TenantDb) {
  const items = () =>
    scoped
      .selectFromTenantAs('content_items', 'i')
      .innerJoin('content_versions as v', (j) => j.onRef('v.item_id', '=', 'i.id').onRef('v.version', '=', 'i.draft_version'));

  const log = (actorId: string, itemId: string, event: keyof ContentAuthoringEvents, details: ReturnType<typeof detailsOf>) =>
    recordTenantActivity(scoped, { company_id: null, actor_user_id: actorId, entity_id: itemId, event, details });

  return {
    async list(filter: ListFilter, page: number, pageSize: number) {
      const matching = items()
        .$if(filter.kind !== undefined, (qb) => qb.where('i.kind', '=', filter.kind!))
        .$if(filter.locale !== undefined, (qb) => qb.where('i.locale', '=', filter.locale!))
        .$if(filter.status !== undefined, (qb) => qb.where(STATUS, '=', filter.status!))
        .$if(filter.search !== undefined, (qb) =>
          qb.where((eb) => eb.or([eb('v.title', 'ilike', containing(filter.search!)), eb('i.key', 'ilike', containing(filter.search!))])),
        );
      const [{ total }, rows] = await Promise.all([
        matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        matching
          .select(['i.id', 'i.kind', 'i.key', 'i.locale', 'v.title', 'i.audience', 'i.workspace_key', 'i.category_key'])
          .select(['i.draft_version', 'i.published_version', 'v.saved_at', 'v.saved_by_name'])
          .select(STATUS.as('status'))
          .orderBy('v.saved_at', 'desc')
          .orderBy('i.id')
          .limit(pageSize)
          .offset(page * pageSize)
          .execute(),
      ]);
      const content = rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        key: r.key,
        locale: r.locale,
        title: r.title,
        status: r.status,
        audience: r.audience,
        workspace: r.workspace_key,
        category: r.category_key,
        draftVersion: r.draft_version,
        publishedVersion: r.published_version,
        savedAt: r.saved_at.toISOString(),
        savedBy: r.saved_by_name,
      }));
      return pageOf(content, page, pageSize, Number(total));
    },

    /** The item with its latest version, for an update (locked). */
    current(id: string, lock = false) {
      return items()
        .selectAll('i')
        .select(['v.title as draft_title', 'v.summary as draft_summary', 'v.body_md', 'v.tags as draft_tags'])
        .select(STATUS.as('status'))
        .where('i.id', '=', id)
        .$if(lock, (qb) => qb.forUpdate('i'))
        .executeTakeFirst();
    },

    async versions(id: string) {
      // Child rows of an item the route found in the scope.
      return scoped
        .childRows()
        .selectFrom('content_versions')
        .select(['version', 'title', 'saved_by_name', 'saved_at'])
        .where('item_id', '=', id)
        .orderBy('version', 'desc')
        .execute();
    },

    files(id: string) {
      return scoped
        .selectFromTenant('content_files')
        .select(['id', 'file_name', 'content_type', 'size'])
        .where('item_id', '=', id)
        .orderBy('created_at')
        .execute();
    },

    /** The item's activity-log entries, newest first, in the reader's language. */
    async history(id: string, i18n: I18n) {
      const rows = await scoped
        .selectFromTenant('activity_log')
        .select(['event', 'details', 'event_description', 'created_at'])
        .where('entity_id', '=', id)
        .orderBy('created_at', 'desc')
        .limit(50)
        .execute();
      return rows.map((r) => ({
        event: r.event,
        description: detailsText(i18n, r.details, r.event_description ?? ''),
        at: r.created_at.toISOString(),
      }));
    },

    async structure(locale: Locale, fallback: Locale) {
      const [workspaces, categories, tags] = await Promise.all([
        scoped.selectFromTenant('content_workspaces').select(['key', 'titles']).orderBy('position').execute(),
        scoped
          .selectFromTenant('content_categories')
          .select(['workspace_key', 'key', 'parent_key', 'titles'])
          .orderBy('position')
          .execute(),
        scoped
          .selectFromScoped(
            scoped
              .selectFromTenant('content_items')
              .select(sql<string>`unnest(tags)`.as('tag'))
              .as('t'),
          )
          .select('t.tag')
          .distinct()
          .orderBy('t.tag')
          .execute(),
      ]);
      const title = <T>(byLocale: Record<string, T>) => byLocale[locale] ?? byLocale[fallback] ?? Object.values(byLocale)[0]!;
      return {
        workspaces: workspaces.map((w) => ({
          key: w.key,
          title: title(w.titles).title,
          categories: categories
            .filter((c) => c.workspace_key === w.key)
            .map((c) => ({ key: c.key, title: title(c.titles), parent: c.parent_key })),
        })),
        tags: tags.map((t) => t.tag),
      };
    },

    categoryExists(workspace: string, category: string) {
      return scoped
        .selectFromTenant('content_categories')
        .select('key')
        .where('workspace_key', '=', workspace)
        .where('key', '=', category)
        .executeTakeFirst();
    },

    itemExists(kind: ContentKind, key: string, locale: string) {
      return scoped
        .selectFromTenant('content_items')
        .select('id')
        .where('kind', '=', kind)
        .where('key', '=', key)
        .where('locale', '=', locale)
        .executeTakeFirst();
    },

    /** The next top position in the workspace and locale, for an article marked top. */
    async nextTop(workspace: string, locale: string) {
      const row = await scoped
        .selectFromTenant('content_items')
        .select((eb) => eb.fn.max('top_position').as('top'))
        .where('workspace_key', '=', workspace)
        .where('locale', '=', locale)
        .executeTakeFirst();
      return Number(row?.top ?? 0) + 1;
    },

    async create(placement: ItemPlacement, text: VersionText, author: Author & { id: string }) {
      const id = await createItem(scoped, placement, text, author);
      await log(author.id, id, 'CONTENT_CREATED', detailsOf('CONTENT_CREATED', { item: itemLabel({ ...placement, title: text.title }) }));
      return id;
    },

    async save(id: string, placement: Partial<ItemPlacement>, text: VersionText, author: Author & { id: string }, label: string) {
      await scoped.updateTenant('content_items').set(placement).where('id', '=', id).execute();
      const version = await saveVersion(scoped, id, text, author);
      await log(author.id, id, 'CONTENT_SAVED', detailsOf('CONTENT_SAVED', { item: label, version }));
      return version;
    },

    async publish(id: string, version: number, actorId: string, label: string, at: Date) {
      await publishVersion(scoped, id, version, at);
      await log(actorId, id, 'CONTENT_PUBLISHED', detailsOf('CONTENT_PUBLISHED', { item: label, version }));
    },

    async unpublish(id: string, actorId: string, label: string, at: Date) {
      await unpublish(scoped, id, at);
      await log(actorId, id, 'CONTENT_UNPUBLISHED', detailsOf('CONTENT_UNPUBLISHED', { item: label }));
    },

    /** A new version with the text of an earlier one (a draft until published). */
    async restore(id: string, restored: number, author: Author & { id: string }, label: string) {
      // Child rows of an item the route found in the scope.
      const old = await scoped
        .childRows()
        .selectFrom('content_versions')
        .select(['title', 'summary', 'body_md', 'tags'])
        .where('item_id', '=', id)
        .where('version', '=', restored)
        .executeTakeFirst();
      if (!old) return undefined;
      const version = await saveVersion(scoped, id, old, author);
      await log(author.id, id, 'CONTENT_RESTORED', detailsOf('CONTENT_RESTORED', { item: label, version, restored }));
      return version;
    },

    async addFile(id: string, file: { fileName: string; contentType: string; content: Buffer }, actorId: string, label: string) {
      const row = await scoped
        .insertIntoTenant('content_files', {
          item_id: id,
          file_name: file.fileName,
          content_type: file.contentType,
          size: file.content.length,
          data: file.content,
          created_by: actorId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await log(actorId, id, 'CONTENT_FILE_ADDED', detailsOf('CONTENT_FILE_ADDED', { item: label, file: file.fileName }));
      return row.id;
    },
  };
}

export type ContentAuthoringQueries = ReturnType<typeof queries>;

export function contentAuthoringRepository(scoped: TenantDb) {
  return {
    ...queries(scoped),
    transaction: <R>(work: (repository: ContentAuthoringQueries) => Promise<R>) => scoped.transaction((trx) => work(queries(trx))),
  };
}

// ---------------------------------------------------------------------------------------------
// The store's writes (issue 15), shared by the queries above and the start-up content: an item is
// created with its first version, each save adds a version (a draft), and publishing renders one
// version's Markdown to sanitised HTML and copies it into the item, where readers and the search
// index read it. Call these inside the transaction of the change, with its activity-log entry. Each
// statement is of the scope's tenant: the item's row through its builders, its versions (which have
// no tenant column) as child rows of the item just written or read in the scope.

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
export async function createItem(scoped: TenantDb, placement: ItemPlacement, text: VersionText, author: Author): Promise<string> {
  const { id } = await scoped
    .insertIntoTenant('content_items', {
      ...placement,
      ts_config: tsConfigOf(placement.locale),
      created_by: author.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The first version of the item just made in the scope.
  await scoped
    .childRows()
    .insertInto('content_versions')
    .values({ item_id: id, version: 1, ...text, saved_by: author.id, saved_by_name: author.name })
    .execute();
  return id;
}

/** Saves a new version of the item (the draft); returns its number. */
export async function saveVersion(scoped: TenantDb, itemId: string, text: VersionText, author: Author): Promise<number> {
  const { draft_version } = await scoped
    .updateTenant('content_items')
    .set((eb) => ({ draft_version: eb('draft_version', '+', 1) }))
    .where('id', '=', itemId)
    .returning('draft_version')
    .executeTakeFirstOrThrow();
  // A version of the item just updated in the scope (the update above throws when it is not there).
  await scoped
    .childRows()
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
export async function publishVersion(scoped: TenantDb, itemId: string, version: number, at: Date, publishedAt?: Date): Promise<void> {
  // The version, through its item in the scope.
  const row = await scoped
    .selectFromTenantAs('content_items', 'i')
    .innerJoin('content_versions as v', 'v.item_id', 'i.id')
    .select(['v.title', 'v.summary', 'v.body_md', 'v.tags'])
    .where('i.id', '=', itemId)
    .where('v.version', '=', version)
    .executeTakeFirstOrThrow();
  const { html, text } = renderMarkdown(row.body_md);
  await scoped
    .updateTenant('content_items')
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
export async function unpublish(scoped: TenantDb, itemId: string, at: Date): Promise<void> {
  await scoped
    .updateTenant('content_items')
    .set({ published_version: null, title: '', summary: '', body_html: '', body_text: '', updated_at: at })
    .where('id', '=', itemId)
    .execute();
}
