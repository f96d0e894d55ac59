// Which products and plans each word of the data dictionary reaches (issue 13 §2 "Did you mean"):
// a suggested word is offered only when the reader would find it, of the product they filter by,
// among the entries they may see. Asking the entries (`limit 1`) invited a sequential scan that
// found nothing in 100,000 rows when no visible entry held the word (150 ms a suggestion, npm run
// bench data-dictionary); the vocabulary (a few thousand words) answers it from one row per word.
//
// - basic_entries: how many entries for all users (not charter-only) hold the word;
// - products: the products of the entries holding it; basic_products: those of its entries for all users.
// Written with the vocabulary (db/seed-glossary.ts); filled here for the words written before.
import { type Kysely, sql } from 'kysely';

/** Sets every word's coverage from the entries (the words the entries hold, between single spaces in search_text). */
export const FILL_WORD_COVERAGE = sql`
    update glossary_words g
    set basic_entries = c.basic_entries, products = c.products, basic_products = c.basic_products
    from (
      select w.tenant_id, w.language, w.word,
        count(distinct w.id) filter (where w.availability = 'ALL') as basic_entries,
        coalesce(array_agg(distinct p.product) filter (where p.product is not null), '{}') as products,
        coalesce(array_agg(distinct p.product) filter (where w.availability = 'ALL' and p.product is not null), '{}') as basic_products
      from (
        select distinct e.tenant_id, e.language, t.word, e.id, e.availability, e.available_products
        from glossary_entries e, regexp_split_to_table(btrim(e.search_text), ' ') as t(word)
      ) w
      left join lateral unnest(w.available_products) as p(product) on true
      group by w.tenant_id, w.language, w.word
    ) c
    where g.tenant_id = c.tenant_id and g.language = c.language and g.word = c.word`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table glossary_words
      add column basic_entries integer not null default 0,
      add column products text[] not null default '{}',
      add column basic_products text[] not null default '{}'`.execute(db);
  await FILL_WORD_COVERAGE.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table glossary_words drop column basic_entries, drop column products, drop column basic_products`.execute(db);
}
