// The reads of host B's content calls (issue 15 §2) for one reader: release notes, resources and
// fragments by folder and tag, one item by path, the public pages, the files of items, and when
// the reader last looked at the release notes. Audiences are applied in SQL (`visibleItems`, which
// the knowledge base's reads go through too; services/content-reader.ts says who reads what).
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Locale } from '../../../tenants/schema.ts';
import type { Audience, ContentKind, Database } from '../../db/schema.ts';
import type { TenantDb } from '../../db/scope.ts';
import type { ContentReader } from '../../services/content-reader.ts';
import { pageOf } from '../../services/paging.ts';
import { tenantCache } from '../../services/tenant-cache.ts';
import { FOLDERS, type Folder } from './schemas.ts';

const SUMMARY = [
  'i.id',
  'i.key',
  'i.title',
  'i.summary',
  'i.tags',
  'i.product_code',
  'i.published_at',
  'i.updated_at',
  'i.resource_type',
  'i.resource_url',
] as const;

/**
 * The tenant's published release notes (language, audience, date), for the header's unseen badge,
 * which every page of every signed-in user asks: kept per instance and forgotten at any change of
 * the tenant's content (migration 022). A tenant publishes a few a month.
 */
const publishedReleaseNotes = tenantCache(
  (scoped) =>
    scoped
      .selectFromTenant('content_items')
      .select(['locale', 'audience', 'published_at'])
      .where('kind', '=', FOLDERS['release-notes'])
      .where('published_version', 'is not', null)
      .execute(),
  'content',
);

type ItemsDb = Database & { i: Database['content_items'] };
type Items = SelectQueryBuilder<ItemsDb, 'i', object>;

/**
 * The published items of one kind the reader may see, in a locale (theirs unless said), as `i`:
 * the item's audience and, for an article, its workspace's audience are among the reader's.
 * `openedWorkspace`: the articles of one workspace the reader was found to open (the caller read it
 * among the reader's workspaces): said as the workspace alone, the index gives a category's
 * articles in their order, where the list of the reader's workspaces made the planner read and
 * sort them all (a title filter's hierarchy: 19 → 7.5 ms on 50,000 articles).
 */
export function visibleItems(
  scoped: TenantDb,
  reader: ContentReader,
  kind: ContentKind,
  locale: Locale = reader.locale,
  openedWorkspace?: string,
): Items {
  return scoped
    .selectFromTenantAs('content_items', 'i')
    .where('i.kind', '=', kind)
    .where('i.locale', '=', locale)
    .where('i.published_version', 'is not', null)
    .where('i.audience', '=', sql<Audience>`any(${sql.val(reader.audiences)}::text[])`)
    .$if(kind === 'ARTICLE', (qb) =>
      openedWorkspace === undefined
        ? qb.where((eb) => workspaceVisible(eb, reader, scoped.scope.tenantId))
        : qb.where('i.workspace_key', '=', openedWorkspace),
    );
}

/**
 * The article's workspace is one the reader may open: the keys of those read once (an InitPlan)
 * rather than a join per article. Joined, the planner costed a search per workspace with a guess
 * of its articles far too small (41 of 16,000), so it filtered every article of the workspace by
 * its whole text instead of asking the text index (npm run bench content).
 */
function workspaceVisible(eb: ExpressionBuilder<ItemsDb, 'i'>, reader: ContentReader, tenantId: string) {
  return eb(
    'i.workspace_key',
    '=',
    sql<string>`any(array(select w.key from content_workspaces w where w.tenant_id = ${tenantId}
      and w.audience = any(${sql.val(reader.audiences)}::text[])))`,
  );
}

export function contentRepository(scoped: TenantDb, reader: ContentReader, defaultLocale: Locale) {
  const items = (folder: Folder, locale: Locale = reader.locale) => visibleItems(scoped, reader, FOLDERS[folder], locale);

  /** The first file of each item (a resource's document). */
  const filesOf = async (ids: string[]) => {
    if (!ids.length) return new Map<string, { id: string; name: string; size: number; contentType: string }>();
    const rows = await scoped
      .selectFromTenant('content_files')
      .select(['id', 'item_id', 'file_name', 'size', 'content_type'])
      .where('item_id', 'in', ids)
      .orderBy('created_at')
      .execute();
    const files = new Map<string, { id: string; name: string; size: number; contentType: string }>();
    for (const r of rows.reverse()) files.set(r.item_id!, { id: r.id, name: r.file_name, size: r.size, contentType: r.content_type });
    return files;
  };

  type Row = {
    id: string;
    key: string;
    title: string;
    summary: string;
    tags: string[];
    product_code: string | null;
    published_at: Date | null;
    updated_at: Date | null;
    resource_type: string | null;
    resource_url: string | null;
  };
  /** The rows as the reader sees them: a release note is marked unseen when published since the reader last looked. */
  const summaries = async (folder: Folder, rows: Row[]) => {
    const seenAt = reader.releaseNotesSeenAt;
    const files = folder === 'resources' ? await filesOf(rows.map((r) => r.id)) : new Map();
    return rows.map((r) => ({
      path: `${folder}/${r.key}`,
      key: r.key,
      title: r.title,
      summary: r.summary,
      tags: r.tags,
      productCode: r.product_code,
      publishedAt: r.published_at!.toISOString(),
      updatedAt: r.updated_at!.toISOString(),
      resourceType: r.resource_type,
      url: r.resource_url,
      file: files.get(r.id) ?? null,
      unseen: folder === 'release-notes' && (!seenAt || r.published_at! > seenAt),
    }));
  };

  return {
    /** One page of a folder's items, newest first (resources and fragments by title), optionally of one tag. */
    async list(folder: Folder, tag: string | undefined, page: number, pageSize: number) {
      const matching = items(folder).$if(tag !== undefined, (qb) => qb.where(sql<boolean>`${tag} = any(i.tags)`));
      const [{ total }, rows] = await Promise.all([
        matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
        matching
          .select([...SUMMARY])
          .$if(folder === 'release-notes', (qb) => qb.orderBy('i.published_at', 'desc'))
          .orderBy('i.title')
          .orderBy('i.key')
          .limit(pageSize)
          .offset(page * pageSize)
          .execute(),
      ]);
      return pageOf(await summaries(folder, rows), page, pageSize, Number(total));
    },

    /** One item by its path, in the reader's language (else the tenant's default one). */
    async item(folder: Folder, key: string) {
      const read = (locale: Locale) =>
        items(folder, locale)
          .select([...SUMMARY, 'i.locale', 'i.body_html'])
          .where('i.key', '=', key)
          .executeTakeFirst();
      const row = (await read(reader.locale)) ?? (reader.locale === defaultLocale ? undefined : await read(defaultLocale));
      if (!row) return undefined;
      const [summary] = await summaries(folder, [row]);
      return { ...summary!, locale: row.locale, html: row.body_html };
    },

    /** The tags of a folder's items the reader sees, with how many items carry each. */
    async tags(folder: Folder) {
      const rows = await scoped
        .selectFromScoped(
          items(folder)
            .select(sql<string>`unnest(i.tags)`.as('tag'))
            .as('t'),
        )
        .select(['t.tag', (eb) => eb.fn.countAll<string>().as('count')])
        .groupBy('t.tag')
        .orderBy('t.tag')
        .execute();
      return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
    },

    /** A public page (the insights article): audience ALL, readable signed out. */
    async publicPage(key: string) {
      const read = (locale: Locale) =>
        visibleItems(scoped, reader, 'PAGE', locale)
          .select(['i.key', 'i.locale', 'i.title', 'i.summary', 'i.body_html', 'i.updated_at'])
          .where('i.key', '=', key)
          .where('i.audience', '=', 'ALL')
          .executeTakeFirst();
      const row = (await read(reader.locale)) ?? (reader.locale === defaultLocale ? undefined : await read(defaultLocale));
      return (
        row && {
          key: row.key,
          locale: row.locale,
          title: row.title,
          summary: row.summary,
          html: row.body_html,
          updatedAt: row.updated_at!.toISOString(),
        }
      );
    },

    /**
     * How many release notes the reader may read were published since they last looked (`seenAt`,
     * the signed-in context's unless they have just looked), and when that was. From memory.
     */
    async unseen(seenAt = reader.releaseNotesSeenAt) {
      const notes = await publishedReleaseNotes.get(scoped);
      const count = notes.filter(
        (n) => n.locale === reader.locale && reader.audiences.includes(n.audience) && (seenAt === null || n.published_at! > seenAt),
      ).length;
      return { count, lastSeenAt: seenAt?.toISOString() ?? null };
    },

    /** The reader has looked at the release notes now. */
    async markSeen(userId: string, at: Date) {
      await scoped
        .insertIntoTenant('release_note_views', { user_id: userId, seen_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ seen_at: at }))
        .execute();
    },

    /**
     * A file, if the reader may see the item it belongs to: published and of their audiences (a
     * content owner: any item's, drafts included; signed out: a public page's).
     */
    async file(id: string) {
      const row = await scoped
        .selectFromTenantAs('content_files', 'f')
        .innerJoin('content_items as i', 'i.id', 'f.item_id')
        .select(['f.file_name', 'f.content_type', 'f.data', 'i.kind', 'i.locale', 'i.id as item_id'])
        .where('f.id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      if (reader.owner) return row;
      // Signed out: only the public pages' files; an article's files need the knowledge base (spec §8).
      if (!reader.signedIn && row.kind !== 'PAGE') return undefined;
      if (row.kind === 'ARTICLE' && !reader.kbAccess) return undefined;
      const visible = await visibleItems(scoped, reader, row.kind, row.locale as Locale)
        .select('i.id')
        .where('i.id', '=', row.item_id)
        .executeTakeFirst();
      return visible ? row : undefined;
    },
  };
}
