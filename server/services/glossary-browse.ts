// Browsing the data dictionary (issue 13 §2–3; spec §7 v1/customer-support GET glossaries, "result
// by id", GET tags): every entry the reader may see by name, of one product and one topic; the
// topics with how many entries each holds (the facets of /dataDictionaryV2); one entry; the product
// tags. Topics are the entries' `topic` tags, named in the dictionary's language.
import { type SqlBool, sql } from 'kysely';
import type { TenantDb } from '../db/scope.ts';
import { ENTRY_COLUMNS, type GlossaryEntry, type GlossaryReader, toEntry, visible } from './glossary-entries.ts';

export interface Page {
  page: number;
  pageSize: number;
}

/** What the list shows: one product, one topic (a `topic` tag value), or everything. */
export interface BrowseFilter {
  productTag?: string;
  topic?: string;
}

const inTopic = (topic: string) => sql<SqlBool>`e.glossary_tags @> ${JSON.stringify([{ tagName: 'topic', tagValue: topic }])}::jsonb`;

/** GET glossaries: every entry the reader may see, by name. */
export async function listGlossary(scoped: TenantDb, reader: GlossaryReader, page: Page, filter: BrowseFilter = {}) {
  const base = visible(scoped, reader, filter.productTag).$if(Boolean(filter.topic), (qb) => qb.where(inTopic(filter.topic!)));
  const [{ n }, rows] = await Promise.all([
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    base
      .select(ENTRY_COLUMNS)
      .orderBy('e.name_text')
      .orderBy('e.id')
      .limit(page.pageSize)
      .offset(page.page * page.pageSize)
      .execute(),
  ]);
  const total = Number(n);
  return {
    results: rows.map((r) => toEntry(r)),
    total_elements: total,
    total_pages: Math.ceil(total / page.pageSize),
  };
}

/**
 * The topics of the entries the reader may see (of one product), with how many entries each holds,
 * by name. Kept per instance: the dictionary is written at start-up only (db/seed-glossary.ts),
 * and the counts take a pass over every entry (50 ms at 50,000 entries).
 */
const topicCache = new Map<string, Promise<Array<{ topic: string; count: number }>>>();

export function topicsOf(scoped: TenantDb, reader: GlossaryReader, productTag?: string) {
  const key = JSON.stringify([scoped.scope.tenantId, reader.language, reader.basic, productTag ?? null]);
  let cached = topicCache.get(key);
  if (!cached) {
    cached = visible(scoped, reader, productTag)
      .innerJoin(sql<{ tag: unknown }>`jsonb_array_elements(e.glossary_tags)`.as('t'), (join) => join.onTrue())
      .where(sql<SqlBool>`t.value->>'tagName' = 'topic'`)
      .select([sql<string>`t.value->>'tagValue'`.as('topic'), sql<string>`count(*)`.as('count')])
      .groupBy(sql`t.value->>'tagValue'`)
      .orderBy('topic')
      .execute()
      .then((rows) => rows.map((r) => ({ topic: r.topic, count: Number(r.count) })));
    cached.catch(() => topicCache.delete(key));
    topicCache.set(key, cached);
  }
  return cached;
}

/** Forgets the topic counts (after the dictionary was written). */
export const forgetTopics = () => topicCache.clear();

/** One entry by id, if the reader may see it. */
export async function glossaryEntry(scoped: TenantDb, reader: GlossaryReader, id: string): Promise<GlossaryEntry | undefined> {
  const row = await visible(scoped, reader).where('e.id', '=', id).select(ENTRY_COLUMNS).executeTakeFirst();
  return row ? toEntry(row) : undefined;
}

/** The product tags of the reader's entries (GET tags?tag_name=product). */
export async function productTagsOf(scoped: TenantDb, reader: GlossaryReader): Promise<string[]> {
  const rows = await visible(scoped, reader)
    .select(sql<string>`unnest(e.available_products)`.as('tag'))
    .distinct()
    .orderBy('tag')
    .execute();
  return rows.map((r) => r.tag);
}
