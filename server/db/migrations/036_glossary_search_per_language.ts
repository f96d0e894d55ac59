// The data dictionary's search finds its candidates in the reader's language only (issue 27 §3,
// `npm run bench data-dictionary`): one trigram index of the entries' words per language, where one
// index of every language gave the other languages' entries as candidates too (half of them with a
// dictionary in two languages), to be read in the table and thrown away. Every search names its
// language (modules/data-dictionary/repository.ts visible), so the planner takes the language's index.
import { type Kysely, sql } from 'kysely';

/** The dictionary's languages (GlossaryLanguage). */
const LANGUAGES = ['en', 'es', 'fr'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const language of LANGUAGES) {
    await sql`create index ${sql.id(`glossary_entries_search_${language}`)} on glossary_entries using gin (search_text gin_trgm_ops)
      where language = ${sql.lit(language)}`.execute(db);
  }
  await sql`drop index if exists glossary_entries_search`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists glossary_entries_search on glossary_entries using gin (search_text gin_trgm_ops)`.execute(db);
  for (const language of LANGUAGES) await sql`drop index if exists ${sql.id(`glossary_entries_search_${language}`)}`.execute(db);
}
