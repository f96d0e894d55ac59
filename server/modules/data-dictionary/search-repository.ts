// The data dictionary's searching (repository.ts explains the three parts of its SQL and how a
// term is matched): the ranked search, its "Did you mean" suggestions, the auto-suggestions while
// typing, and every matching entry for the export.
import { type Expression, type SqlBool, sql } from 'kysely';
import type { TenantDb } from '../../db/scope.ts';
import { likeLiteral, listRows, type Order } from '../../services/paging.ts';
import { ENTRY_COLUMNS, type GlossaryLanguage, type GlossaryReader, type Page, toEntry, visible } from './repository.ts';
import { fold, wordsOf } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Searching

/** Fewer results than this, and the search looks for "Did you mean" suggestions. */
const FEW_RESULTS = 3;
const MAX_SUGGESTIONS = 3;
/** A term with more words that are not in the dictionary gets no "Did you mean" suggestions. */
const MAX_CORRECTED_WORDS = 4;
/** Phrases of up to this many words are looked up in the synonym groups. */
const MAX_PHRASE = 4;

// ---------------------------------------------------------------------------------------------
// Synonyms

/** Each language's synonym groups as folded phrases, read once (they are written at start-up only). */
const synonymCache = new Map<string, Promise<Map<string, string[]>>>();

/** term → every member of its groups (itself included), for one language and English. */
function synonymsOf(scoped: TenantDb, language: GlossaryLanguage): Promise<Map<string, string[]>> {
  let cached = synonymCache.get(language);
  if (!cached) {
    cached = (async () => {
      const rows = await scoped
        .shared()
        .selectFrom('glossary_synonyms')
        .select(['language', 'term', 'group_no'])
        .where('language', 'in', [...new Set(['en', language])])
        .execute();
      const groups = new Map<string, string[]>();
      for (const r of rows) {
        const key = `${r.language}:${r.group_no}`;
        groups.set(key, [...(groups.get(key) ?? []), r.term]);
      }
      const byTerm = new Map<string, string[]>();
      for (const members of groups.values()) {
        for (const term of members) byTerm.set(term, [...new Set([...(byTerm.get(term) ?? [term]), ...members])]);
      }
      return byTerm;
    })();
    cached.catch(() => synonymCache.delete(language));
    synonymCache.set(language, cached);
  }
  return cached;
}

/** Forgets the synonyms read (after they were written again). */
export const forgetSynonyms = () => synonymCache.clear();

/** The term's parts, each with its equivalent phrases (itself first). */
function expand(words: string[], synonyms: Map<string, string[]>): string[][] {
  const parts: string[][] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    let alternatives = synonyms.get(words[i]!) ?? [words[i]!];
    for (let length = Math.min(MAX_PHRASE, words.length - i); length > 1; length--) {
      const phrase = words.slice(i, i + length).join(' ');
      const found = synonyms.get(phrase);
      if (found) {
        taken = length;
        alternatives = found;
        break;
      }
    }
    const own = words.slice(i, i + taken).join(' ');
    parts.push([own, ...alternatives.filter((a) => a !== own)]);
    i += taken;
  }
  return parts;
}

const likeWordStart = (phrase: string) => `% ${likeLiteral(phrase)}%`;

/** Every part of the term, or one of its equivalents, starts a word of the entry. */
function matchingAll(parts: string[][]): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    parts.map(
      (alternatives) =>
        sql`(${sql.join(
          alternatives.map((a) => sql`e.search_text like ${likeWordStart(a)}`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  )})`;
}

/**
 * The order of matches: the exact name (or technical name), then names starting with the term, then
 * names with a word starting with it, then names holding every part of it, then the rest. At each
 * of the first three levels the term as typed comes before its equivalents ("inventory" names
 * before "inv" names), which come before the next level.
 */
function rankOf(folded: string, parts: string[][]) {
  const equivalents = parts.length === 1 ? parts[0]!.filter((a) => a !== folded) : [];
  const level = (make: (phrase: string) => ReturnType<typeof sql<SqlBool>>) => [
    make(folded),
    equivalents.length ? sql.join(equivalents.map(make), sql` or `) : sql<SqlBool>`false`,
  ];
  const inName = sql.join(
    parts.map(
      (alternatives) =>
        sql`(${sql.join(
          alternatives.map((a) => sql`e.name_text like ${likeWordStart(a)}`),
          sql` or `,
        )})`,
    ),
    sql` and `,
  );
  const conditions = [
    ...level((w) => sql<SqlBool>`e.name_text = ${` ${w} `} or e.technical_name = ${w.replace(/ /g, '_')}`),
    ...level((w) => sql<SqlBool>`e.name_text like ${` ${likeLiteral(w)}%`}`),
    ...level((w) => sql<SqlBool>`e.name_text like ${likeWordStart(w)}`),
    inName,
  ];
  return sql<number>`case ${sql.join(
    conditions.map((condition, rank) => sql`when ${condition} then ${sql.lit(rank)}`),
    sql` `,
  )} else ${sql.lit(conditions.length)} end`;
}

// ---------------------------------------------------------------------------------------------
// Reads

interface Search {
  folded: string;
  parts: string[][];
}

async function prepare(scoped: TenantDb, reader: GlossaryReader, term: string): Promise<Search> {
  const folded = fold(term);
  return { folded, parts: expand(wordsOf(folded), await synonymsOf(scoped, reader.language)) };
}

const countMatches = async (scoped: TenantDb, reader: GlossaryReader, search: Search, productTag?: string) =>
  Number(
    (
      await visible(scoped, reader, productTag)
        .where(matchingAll(search.parts))
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** POST search-glossaries: the entries matching `term`, best first, and "Did you mean" suggestions when few match. */
export async function searchGlossary(scoped: TenantDb, reader: GlossaryReader, term: string, page: Page, productTag?: string) {
  const search = await prepare(scoped, reader, term);
  // The matches are ranked on narrow rows (id, rank, name) and only the page's entries are then
  // read whole: a broad term (11,000 matches of 50,000) no longer sorts wide rows through a temp
  // file (npm run bench data-dictionary). They are found in the trigram index of the reader's
  // language (glossary_entries_search_<language>, migration 036).
  const ranked = await visible(scoped, reader, productTag)
    .where(matchingAll(search.parts))
    .select(['e.id', rankOf(search.folded, search.parts).as('rank'), sql<string>`count(*) over ()`.as('total')])
    .orderBy('rank')
    .orderBy('e.name_text')
    .orderBy('e.id')
    .limit(page.pageSize)
    .offset(page.page * page.pageSize)
    .execute();
  const byId = new Map(
    ranked.length
      ? (
          await visible(scoped, reader)
            .where(
              'e.id',
              'in',
              ranked.map((r) => r.id),
            )
            .select(ENTRY_COLUMNS)
            .execute()
        ).map((r) => [r.id, r])
      : [],
  );
  const rows = ranked.flatMap((r) => (byId.has(r.id) ? [byId.get(r.id)!] : []));
  const total = ranked.length ? Number(ranked[0]!.total) : page.page === 0 ? 0 : await countMatches(scoped, reader, search, productTag);
  const suggestions = total < FEW_RESULTS ? await didYouMean(scoped, reader, search, productTag) : [];
  return {
    results: rows.map(toEntry),
    fuzzy_search: suggestions.length > 0,
    match_lists: suggestions,
    total_elements: total,
    total_pages: Math.ceil(total / page.pageSize),
  };
}

/** Corrected terms that find entries: each unknown word replaced by its nearest words of the dictionary. */
async function didYouMean(scoped: TenantDb, reader: GlossaryReader, search: Search, productTag?: string): Promise<string[]> {
  const words = wordsOf(search.folded);
  const known = new Set(
    (
      await scoped
        .selectFromTenant('glossary_words')
        .select('word')
        .where('language', '=', reader.language)
        .where('word', 'in', words.length ? words : [''])
        .execute()
    ).map((r) => r.word),
  );
  const unknown = (word: string) => !known.has(word) && word.length >= 3;
  // A typo is a word or two: a term with more unknown words than this is not corrected (and a
  // hostile 200-character term costs no more than four lookups).
  if (words.filter(unknown).length > MAX_CORRECTED_WORDS) return [];
  const nearest: string[][] = [];
  for (const word of words) {
    if (!unknown(word)) {
      nearest.push([word]);
      continue;
    }
    const similar = await scoped
      .selectFromTenant('glossary_words')
      .select('word')
      .where('language', '=', reader.language)
      .where(sql<SqlBool>`word % ${word}`)
      .orderBy(sql`similarity(word, ${word})`, 'desc')
      .orderBy('entries', 'desc')
      .orderBy('word')
      .limit(MAX_SUGGESTIONS)
      .execute();
    nearest.push(similar.length ? similar.map((r) => r.word) : [word]);
  }
  if (nearest.every((options, i) => options.length === 1 && options[0] === words[i])) return [];
  const candidates = [
    ...new Set(Array.from({ length: MAX_SUGGESTIONS }, (_, k) => nearest.map((o) => o[Math.min(k, o.length - 1)]).join(' '))),
  ].filter((candidate) => candidate !== search.folded);
  if (!candidates.length) return [];
  // Whether a word reaches the reader: held by an entry they may see, of the product they filter by
  // (the vocabulary's coverage, migration 015), without asking the entries.
  const coverage = new Map(
    (
      await scoped
        .selectFromTenant('glossary_words')
        .select(['word', 'entries', 'basic_entries', 'products', 'basic_products'])
        .where('language', '=', reader.language)
        .where('word', 'in', [...new Set(candidates.flatMap(wordsOf))])
        .execute()
    ).map((row) => [row.word, row]),
  );
  const reaches = (word: string) => {
    const row = coverage.get(word);
    const [entries, products] = reader.basic ? [row?.basic_entries, row?.basic_products] : [row?.entries, row?.products];
    return Boolean(entries && products && (!productTag || products.includes(productTag)));
  };
  const found: string[] = [];
  for (const candidate of candidates) {
    const words = wordsOf(candidate);
    if (!words.every(reaches)) continue;
    // One word that reaches the reader finds its entries; several must also be found together.
    if (words.length > 1) {
      const together = await visible(scoped, reader, productTag)
        .where(matchingAll((await prepare(scoped, reader, candidate)).parts))
        .select(sql<number>`1`.as('found'))
        .limit(1)
        .executeTakeFirst();
      if (!together) continue;
    }
    found.push(candidate);
  }
  return found;
}

/** Auto-suggestions while typing: names of entries whose name has a word starting with the term, best first. */
export async function suggestGlossary(scoped: TenantDb, reader: GlossaryReader, term: string, limit: number) {
  const folded = fold(term);
  const rows = await visible(scoped, reader)
    .where('e.name_text', 'like', likeWordStart(folded))
    .select(['e.id', 'e.business_name'])
    .orderBy(sql`case when e.name_text like ${` ${likeLiteral(folded)}%`} then 0 else 1 end`)
    .orderBy('e.name_text')
    .orderBy('e.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, business_name: r.business_name }));
}

/** Every entry of a search (or of the whole dictionary), in the order the pages show them, in batches (the export). */
export async function* glossaryRows(scoped: TenantDb, reader: GlossaryReader, term: string | undefined, productTag?: string) {
  const base = visible(scoped, reader, productTag);
  let matching = base;
  let order: Order = [{ by: sql`e.name_text` }, { by: sql`e.id` }];
  if (term) {
    const search = await prepare(scoped, reader, term);
    matching = base.where(matchingAll(search.parts));
    order = [{ by: rankOf(search.folded, search.parts) }, ...order];
  }
  yield* listRows(matching, { id: sql`e.id`, order, rows: (qb) => qb.select(ENTRY_COLUMNS) }, (rows) => rows.map(toEntry));
}
