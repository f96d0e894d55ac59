// What start-up seeds into an empty database, as text: the rows of the demo content, the data
// dictionary, the support categories, the demo incidents and the legal acceptances, and the legal
// texts as each tenant serves them. The seed-data test (tests/api/seed-data.test.ts) holds a
// fingerprint of each against the one taken before the seed moved from TypeScript into data files
// (issue 29 §2), so a changed demo text fails it.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { freshPostgres } from './postgres.ts';
import { loadTenants } from '../../tenants/index.ts';
import { bootstrap } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import {
  firstVersionCode,
  firstVersionText,
  legalTextOf,
  type LegalTextDocument,
  type LegalVariant,
  textLanguage,
} from '../../server/services/legal-documents.ts';

/**
 * The tables whose rows come from the seed data, each with the columns left out: those filled as
 * the rows are written (ids, references to them, times, the PDF's creation date), which differ from
 * one run to the next.
 */
export const SEEDED_TABLES: Record<string, string[]> = {
  content_workspaces: [],
  content_categories: [],
  // search: the text-search vector, derived from the texts by the database's stemmer (whose
  // dictionaries differ between PGlite and PostgreSQL).
  content_items: ['id', 'created_at', 'updated_at', 'published_at', 'search'],
  content_versions: ['item_id', 'saved_at'],
  content_files: ['id', 'item_id', 'created_at', 'data'],
  glossary_entries: ['id'],
  glossary_synonyms: [],
  glossary_words: [],
  support_categories: [],
  incidents: ['id', 'company_id', 'requester_user_id', 'assignee_user_id', 'created_at', 'updated_at'],
  incident_threads: ['id', 'incident_id', 'author_user_id', 'created_at'],
  document_acceptances: ['user_id', 'accepted_at'],
};

const LEGAL_VARIANTS: Record<LegalTextDocument, LegalVariant[]> = {
  TERMS: ['STANDARD', 'BASIC'],
  DATA_SHARING_ADDENDUM: ['STANDARD', '3P'],
  PRIVACY_POLICY: ['STANDARD'],
};

type Row = Record<string, unknown>;

/**
 * A demo incident's reference number holds the day it was filed, some days before the seed ran
 * (INC-261119-000001): the day is left out and the tenant's sequence kept, so that the fingerprint
 * is the same on any day.
 */
const withoutDay = (row: Row): Row =>
  typeof row.reference_number === 'string' ? { ...row, reference_number: row.reference_number.replace(/^INC-\d{6}-/, 'INC-yymmdd-') } : row;

const textOf = (value: unknown): unknown =>
  value instanceof Date
    ? value.toISOString()
    : value instanceof Uint8Array
      ? `sha256:${createHash('sha256').update(value).digest('hex')}`
      : typeof value === 'bigint'
        ? String(value)
        : value;

/** A row as one line of text: its columns in name order, values as JSON (dates as ISO text). */
export function rowText(row: Row, leftOut: string[] = []): string {
  const columns = Object.keys(row)
    .filter((column) => !leftOut.includes(column))
    .sort();
  return JSON.stringify(columns.map((column) => [column, textOf(row[column])]));
}

/** Every legal text of every tenant, document, variant and supported locale, one line each. */
export function legalTexts(): string[] {
  const lines: string[] = [];
  for (const tenant of loadTenants()) {
    for (const [document, variants] of Object.entries(LEGAL_VARIANTS) as Array<[LegalTextDocument, LegalVariant[]]>) {
      for (const variant of variants) {
        const version = { document, variant, code: firstVersionCode(tenant, document, variant), effectiveDate: tenant.legal.effectiveDate };
        for (const locale of tenant.locales.supported) {
          const text = firstVersionText(tenant, document, variant, textLanguage(tenant, locale));
          lines.push(JSON.stringify(legalTextOf(version, text, locale)));
        }
      }
    }
  }
  return lines.sort();
}

/**
 * Starts the server's bootstrap on an empty database (PGlite in memory, or a fresh PostgreSQL
 * database when `databaseUrl` is given) with demo data on, and returns every row of each seeded
 * table as text, sorted (in JavaScript, so the collation of the database does not matter), and the
 * legal texts under `legal_texts`.
 */
export async function seededRows(databaseUrl?: string): Promise<Record<string, string[]>> {
  const postgres = databaseUrl ? await freshPostgres(databaseUrl, 'portal_seed') : null;
  const config = {
    ...loadConfig({ APP_ENV: 'local', DEMO_PASSWORD: 'Seed-Rows-Password-1' }),
    databaseUrl: postgres?.url,
    dataDir: 'memory://',
    logLevel: 'silent',
  };
  const app = await bootstrap(config);
  try {
    const tables: Record<string, string[]> = {};
    for (const [table, leftOut] of Object.entries(SEEDED_TABLES)) {
      const { rows } = await sql<Row>`select * from ${sql.table(table)}`.execute(app.db);
      tables[table] = rows.map((row) => rowText(withoutDay(row), leftOut)).sort();
    }
    tables.legal_texts = legalTexts();
    return tables;
  } finally {
    await app.close();
    await postgres?.drop();
  }
}

/** One sha256 per table over its sorted lines, and the number of lines. */
export function fingerprint(tables: Record<string, string[]>): Record<string, { rows: number; sha256: string }> {
  return Object.fromEntries(
    Object.entries(tables).map(([table, lines]) => [
      table,
      { rows: lines.length, sha256: createHash('sha256').update(lines.join('\n')).digest('hex') },
    ]),
  );
}
