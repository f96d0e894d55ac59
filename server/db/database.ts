// Opens the database: PGlite under DATA_DIR when DATABASE_URL is unset, PostgreSQL otherwise.
// Both run the same migrations and the same SQL.
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
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
import * as supportAgentKnowledgeBase from './migrations/029_support_agent_knowledge_base.ts';
import * as contentImagePaths from './migrations/030_content_image_paths.ts';
import * as attachmentNames from './migrations/031_attachment_names.ts';
import * as configurationOwner from './migrations/032_configuration_owner.ts';
import * as legalOwner from './migrations/033_legal_owner.ts';
import * as singleSignOn from './migrations/034_single_sign_on.ts';
import * as contentSearchRows from './migrations/035_content_search_rows.ts';
import * as glossarySearchPerLanguage from './migrations/036_glossary_search_per_language.ts';
import { registerChangeFeed } from './change-feed.ts';
import { pglitePool } from './pglite-pool.ts';
import { type DbStats, newDbStats, registerDbStats } from './stats.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

const gzipAsync = promisify(gzip);

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

/** Connections of the PostgreSQL pool of one instance. */
export const POSTGRES_POOL_SIZE = 10;

export function openDatabase(options: DatabaseOptions): Db {
  const { onStatement } = options;
  const log = onStatement ? (event: LogEvent) => onStatement(event.query.sql) : undefined;
  if (options.url) {
    // No JIT: the portal's statements are short OLTP reads whose plans can be costed high (a trigram
    // search's candidates); compiling them took 15 ms of a 60 ms list read (npm run bench global-users).
    const pool = new pg.Pool({ connectionString: options.url, max: POSTGRES_POOL_SIZE, options: '-c jit=off' });
    // An idle connection that the server ends (restart, failover) is dropped and replaced by the
    // pool; without this listener its error event would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection closed: ${error.message}`));
    const stats = newDbStats();
    stats.pool = () => ({
      max: POSTGRES_POOL_SIZE,
      busy: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    });
    pool.on('connect', (client) => timeStatements(client, stats));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    registerChangeFeed(db, { kind: 'postgres', url: options.url });
    registerDbStats(db, stats);
    return db;
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const pglite = new PGlite(options.dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const stats = newDbStats();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite, stats) }), log });
  registerChangeFeed(db, { kind: 'pglite', pglite });
  registerDbStats(db, stats);
  embedded.set(db, { pglite, dataDir: options.dataDir.startsWith('memory://') ? null : options.dataDir });
  return db;
}

/** The embedded databases this process opened, with their directory (null in memory). */
const embedded = new WeakMap<Db, { pglite: PGlite; dataDir: string | null }>();

/** Whether the handle is an embedded (PGlite) database, and its data directory (null in memory); undefined on PostgreSQL. */
export function embeddedDataDir(db: Db): string | null | undefined {
  const entry = embedded.get(db);
  return entry ? entry.dataDir : undefined;
}

/**
 * A consistent copy of an embedded database: its data directory as a gzipped tarball
 * (`PGlite.dumpDataDir`), the input of `openDatabase({ loadDataDir })`. The files are read while
 * holding the one connection (pglite-pool.ts), after a checkpoint: no request's transaction is open
 * and no statement runs meanwhile, so the copy is the database between two transactions. Requests
 * wait only for that reading; the compression runs after it, off the event loop.
 */
export async function dumpEmbeddedDatabase(db: Db): Promise<Blob> {
  const entry = embedded.get(db);
  if (!entry) throw new Error('Only an embedded (PGlite) database is dumped this way; on PostgreSQL use pg_dump');
  const tarball = await db.connection().execute(async (connection) => {
    await sql`checkpoint`.execute(connection);
    return entry.pglite.dumpDataDir('none');
  });
  const compressed = await gzipAsync(new Uint8Array(await tarball.arrayBuffer()));
  return new Blob([new Uint8Array(compressed)], { type: 'application/gzip' });
}

/**
 * Times the statements Kysely runs on a pooled connection (query(text, values): the only form it
 * uses without a cursor); anything else passes through untimed.
 */
function timeStatements(client: pg.PoolClient, stats: DbStats): void {
  type Query = (text: unknown, values?: unknown, callback?: unknown) => Promise<unknown>;
  const query = client.query.bind(client) as Query;
  (client as { query: Query }).query = (text, values, callback) => {
    if (typeof text !== 'string' || callback !== undefined || !stats.observeQuery) return query(text, values, callback);
    const started = performance.now();
    const done = () => stats.observeQuery?.((performance.now() - started) / 1000);
    const result = query(text, values);
    result.then(done, done);
    return result;
  };
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
  '029_support_agent_knowledge_base': supportAgentKnowledgeBase,
  '030_content_image_paths': contentImagePaths,
  '031_attachment_names': attachmentNames,
  '032_configuration_owner': configurationOwner,
  '033_legal_owner': legalOwner,
  '034_single_sign_on': singleSignOn,
  '035_content_search_rows': contentSearchRows,
  '036_glossary_search_per_language': glossarySearchPerLanguage,
};

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/** The migrations of this code that the database has not run (readiness: none may be missing). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

/** The number of rows of every table of the public schema, by table name (backups: what a restore found). */
export async function tableRowCounts(db: Db): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ count: string }>`select count(*) as count from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]!.count);
  }
  return counts;
}

export async function isReachable(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
