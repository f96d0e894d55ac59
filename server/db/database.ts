// Opens the database: PGlite under DATA_DIR when DATABASE_URL is unset, PostgreSQL otherwise.
// Both run the same migrations and the same SQL.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, type LogEvent, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import * as identity from './migrations/001_identity.ts';
import * as shell from './migrations/002_shell.ts';
import * as admin from './migrations/003_admin.ts';
import * as activityLog from './migrations/004_activity_log.ts';
import * as users from './migrations/005_users.ts';
import * as invitations from './migrations/006_invitations.ts';
import * as bulkAndOutbox from './migrations/007_bulk_and_outbox.ts';
import * as listIndexes from './migrations/008_list_indexes.ts';
import * as changeNotifications from './migrations/009_change_notifications.ts';
import * as activityDetails from './migrations/010_activity_details.ts';
import * as support from './migrations/011_support.ts';
import * as incidentReferences from './migrations/012_incident_references.ts';
import * as supportAgents from './migrations/013_support_agents.ts';
import * as glossary from './migrations/014_glossary.ts';
import * as glossaryWordCoverage from './migrations/015_glossary_word_coverage.ts';
import * as companyAccess from './migrations/016_company_access.ts';
import * as userAudits from './migrations/017_user_audits.ts';
import * as content from './migrations/018_content.ts';
import * as siteBanner from './migrations/019_site_banner.ts';
import * as usageEvents from './migrations/020_usage_events.ts';
import * as globalUsers from './migrations/021_global_users.ts';
import * as startupNotifications from './migrations/022_startup_notifications.ts';
import * as searchBounds from './migrations/023_search_bounds.ts';
import * as incidentSubjectWords from './migrations/024_incident_subject_words.ts';
import * as userSearchColumns from './migrations/025_user_search_columns.ts';
import * as userSearchProducts from './migrations/026_user_search_products.ts';
import { registerChangeFeed } from './change-feed.ts';
import { pglitePool } from './pglite-pool.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string;
  /** Directory of the PGlite database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Called with the text of every statement run through the handle (tests count a request's statements). */
  onStatement?: (sql: string) => void;
  /**
   * A PGlite data directory to start from (a `PGlite.dumpDataDir()` tarball) instead of an empty
   * one, whose first start (initdb) takes seconds: the API tests start each file from one migrated
   * and seeded copy (tests/helpers/pglite-template.ts).
   */
  loadDataDir?: Blob;
}

export function openDatabase(options: DatabaseOptions): Db {
  const { onStatement } = options;
  const log = onStatement ? (event: LogEvent) => onStatement(event.query.sql) : undefined;
  if (options.url) {
    // No JIT: the portal's statements are short OLTP reads whose plans can be costed high (a trigram
    // search's candidates); compiling them took 15 ms of a 60 ms list read (npm run bench global-users).
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off' });
    // An idle connection that the server ends (restart, failover) is dropped and replaced by the
    // pool; without this listener its error event would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection closed: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    registerChangeFeed(db, { kind: 'postgres', url: options.url });
    return db;
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite(options.dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }), log });
  registerChangeFeed(db, { kind: 'pglite', pglite });
  return db;
}

export const MIGRATIONS = {
  '001_identity': identity,
  '002_shell': shell,
  '003_admin': admin,
  '004_activity_log': activityLog,
  '005_users': users,
  '006_invitations': invitations,
  '007_bulk_and_outbox': bulkAndOutbox,
  '008_list_indexes': listIndexes,
  '009_change_notifications': changeNotifications,
  '010_activity_details': activityDetails,
  '011_support': support,
  '012_incident_references': incidentReferences,
  '013_support_agents': supportAgents,
  '014_glossary': glossary,
  '015_glossary_word_coverage': glossaryWordCoverage,
  '016_company_access': companyAccess,
  '017_user_audits': userAudits,
  '018_content': content,
  '019_site_banner': siteBanner,
  '020_usage_events': usageEvents,
  '021_global_users': globalUsers,
  '022_startup_notifications': startupNotifications,
  '023_search_bounds': searchBounds,
  '024_incident_subject_words': incidentSubjectWords,
  '025_user_search_columns': userSearchColumns,
  '026_user_search_products': userSearchProducts,
};

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

export async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
