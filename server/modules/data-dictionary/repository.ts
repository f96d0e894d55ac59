// The data dictionary's reads (issue 13 §2–3; spec §3 "Glossary entry", §5 "Data dictionary
// search", §7 v1/customer-support): all of its SQL, in three parts; the third, searching, is
// search-repository.ts.
//
// Entries as readers see them: who reads (the dictionary language and whether they are a basic
// account), the entry as the API answers it, and the one filter every read starts from — the
// reader's tenant and language, charter-only entries left out for basic accounts (in SQL), and
// optionally one product.
//
// Browsing: every entry the reader may see by name, of one product and one topic; the topics with
// how many entries each holds (the facets of /dataDictionaryV2); one entry; the product tags.
// Topics are the entries' `topic` tags, named in the dictionary's language.
//
// Searching: among the entries the reader may see, a search ranked exact → prefix → word →
// elsewhere that expands synonyms and acronyms, "Did you mean" suggestions from the vocabulary,
// auto-suggestions while typing, and every matching entry for the export.
//
// - Text is compared folded (text.ts): the entry's folded words are stored with it, with a
//   space before and after, so that `LIKE '% qty%'` finds a word starting with "qty" through the
//   trigram index (server/db/migrations/014_glossary.ts).
// - A term's words are expanded with the synonym groups (glossary_synonyms): a word, or a phrase of
//   up to four words, that is a member of a group matches any member ("out of stock" ↔ "oos").
//   Every word (or phrase) of the term, or one of its equivalents, must start a word of the entry.
// - When a search finds fewer than 3 entries, each word of the term that is not a word of the
//   dictionary is looked up in glossary_words by trigram similarity; the corrected terms that find
//   entries the reader may see (each word's products and plans in glossary_words; several words
//   also asked of the entries together) are the suggestions (match_lists).
import { type Selectable, type SqlBool, sql } from 'kysely';
import type { GlossaryEntryTable } from '../../db/schema.ts';
import type { TenantDb } from '../../db/scope.ts';

// ---------------------------------------------------------------------------------------------
// Entries as readers see them

export type GlossaryLanguage = 'en' | 'es' | 'fr';

/** Who reads: the dictionary language, and whether charter-only entries are hidden (basic accounts). */
export interface GlossaryReader {
  language: GlossaryLanguage;
  basic: boolean;
}

/** A glossary entry as the API answers it (spec §3: business_name … available_products). */
export interface GlossaryEntry {
  id: string;
  business_name: string;
  business_definition: string;
  dss_business_name: string;
  technical_name: string;
  type: string;
  field_type: string;
  availability: 'ALL' | 'CHARTER';
  glossary_tags: Array<{ tag_name: string; tag_value: string }>;
  available_products: string[];
}

export const ENTRY_COLUMNS = [
  'e.id',
  'e.business_name',
  'e.business_definition',
  'e.dss_business_name',
  'e.technical_name',
  'e.data_type',
  'e.field_type',
  'e.availability',
  'e.glossary_tags',
  'e.available_products',
] as const;

/** The columns of ENTRY_COLUMNS, as read. */
type EntryRow = Pick<Selectable<GlossaryEntryTable>, (typeof ENTRY_COLUMNS)[number] extends `e.${infer C}` ? C : never> & {
  id: string;
};

export function toEntry(r: EntryRow): GlossaryEntry {
  return {
    id: r.id,
    business_name: r.business_name,
    business_definition: r.business_definition,
    dss_business_name: r.dss_business_name,
    technical_name: r.technical_name,
    type: r.data_type,
    field_type: r.field_type,
    availability: r.availability === 'CHARTER' ? 'CHARTER' : 'ALL',
    glossary_tags: r.glossary_tags.map((t) => ({ tag_name: t.tagName, tag_value: t.tagValue })),
    available_products: r.available_products,
  };
}

/**
 * The entries the reader may see, optionally of one product. The product is a filter on the rows
 * the search terms find (`= any`, which no index serves): with the containment operator the
 * planner read half the dictionary through the products index and then compared every row's text.
 */
export function visible(scoped: TenantDb, reader: GlossaryReader, productTag?: string) {
  return scoped
    .selectFromTenantAs('glossary_entries', 'e')
    .where('e.language', '=', reader.language)
    .$if(reader.basic, (qb) => qb.where('e.availability', '=', 'ALL'))
    .$if(Boolean(productTag), (qb) => qb.where(sql<SqlBool>`${productTag} = any(e.available_products)`));
}

// ---------------------------------------------------------------------------------------------
// Browsing

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
 * by name. Kept per instance: the dictionary is written at start-up only (server/seed/glossary.ts),
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
