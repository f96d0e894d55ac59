// The data dictionary (issue 13; spec §2 "Data Dictionary", §3 "Glossary entry", §5 "Data dictionary
// search", §7 v1/customer-support): each tenant's glossary of data fields in its languages, the
// vocabulary its search suggests from, and the synonyms it expands.
//
// - glossary_entries: one field in one language. `search_text` and `name_text` are the entry's
//   words folded (lower case, accents removed, `_` as a space: services/glossary-text.ts), written
//   with the row, so that a search folds its term the same way and needs no unaccent extension.
//   Charter-only entries (availability CHARTER) are filtered in SQL for basic users.
// - glossary_words: every word of a tenant's entries per language with how many entries hold it:
//   the "Did you mean" suggestions are looked up here by trigram similarity (a few thousand words)
//   instead of across every entry.
// - glossary_synonyms: groups of equivalent terms per language (qty ↔ quantity, oos ↔ out of
//   stock), kept as data.
// All three are written at start-up from services/glossary-seed.ts (db/seed.ts), like the support
// categories.
import { type Kysely, sql } from 'kysely';
import { id, tenantId } from '../migration-sql.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table glossary_entries (
      ${id},
      ${tenantId},
      language text not null check (language in ('en', 'es', 'fr')),
      entry_key text not null,
      business_name text not null,
      business_definition text not null,
      dss_business_name text not null,
      technical_name text not null,
      data_type text not null,
      field_type text not null,
      glossary_tags jsonb not null default '[]',
      available_products text[] not null,
      availability text not null check (availability in ('ALL', 'CHARTER')),
      name_text text not null,
      search_text text not null,
      unique (tenant_id, language, entry_key)
    )`.execute(db);
  await sql`create index glossary_entries_name on glossary_entries (tenant_id, language, name_text, id)`.execute(db);
  await sql`create index glossary_entries_search on glossary_entries using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index glossary_entries_name_trgm on glossary_entries using gin (name_text gin_trgm_ops)`.execute(db);
  await sql`create index glossary_entries_products on glossary_entries using gin (available_products)`.execute(db);

  await sql`
    create table glossary_words (
      ${tenantId},
      language text not null,
      word text not null,
      entries integer not null,
      primary key (tenant_id, language, word)
    )`.execute(db);
  await sql`create index glossary_words_trgm on glossary_words using gin (word gin_trgm_ops)`.execute(db);

  await sql`
    create table glossary_synonyms (
      language text not null,
      term text not null,
      group_no integer not null,
      primary key (language, term, group_no)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['glossary_synonyms', 'glossary_words', 'glossary_entries']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
