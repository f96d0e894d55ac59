// Builds the real app for API tests: an in-memory PGlite database (loaded from the run's seeded
// template, pglite-template.ts), or, when DATABASE_URL is set, a fresh PostgreSQL database of its
// own, copied from the run's seeded one and dropped afterwards (postgres.ts).
import { afterAll, beforeAll, inject } from 'vitest';
import type { KyselyPlugin, QueryId } from 'kysely';
import type { DestinationStream } from 'pino';
import { loadTenants } from '../../tenants/index.ts';
import { createApp, type App } from '../../server/app.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { type ChangeFeed, changeFeedOf } from '../../server/db/change-feed.ts';
import { type Db, openDatabase } from '../../server/db/database.ts';
import { demoLogin } from '../../server/seed/demo-data.ts';
import { loadServerCatalogs } from '../../server/services/i18n.ts';
import { checkAnswers } from './conformance.ts';
import { DEMO_PASSWORD, prepareTestDatabase, readTemplate } from './pglite-template.ts';
import { freshPostgres } from './postgres.ts';

export const tenants = loadTenants();
export { DEMO_PASSWORD, demoLogin };

export interface TestContext {
  app: App;
  db: Db;
  config: Config;
  /** The PostgreSQL database of this context (null on PGlite, which one process owns). */
  databaseUrl: string | null;
  close(): Promise<void>;
}

/**
 * A test's own writes (ctx.db) reach the app's in-memory copies before the test goes on, as a
 * request's writes do (plugins/db.ts): on PostgreSQL the change notifications arrive on another
 * connection, so each statement other than a select waits for the change feed's sync.
 */
function syncedWrites(feed: ChangeFeed | undefined): KyselyPlugin {
  const writes = new Set<QueryId>();
  return {
    transformQuery({ node, queryId }) {
      if (node.kind !== 'SelectQueryNode') writes.add(queryId);
      return node;
    },
    async transformResult({ queryId, result }) {
      if (writes.delete(queryId)) await feed?.sync();
      return result;
    },
  };
}

/**
 * A database for a test that builds its own app: on PGlite a copy of the run's seeded template when
 * there is one (an empty PGlite spends seconds on initdb), otherwise an empty in-memory one.
 */
export function openTestDatabase(): Db {
  const template = process.env.DATABASE_URL ? null : inject('pgliteTemplate');
  return openDatabase({ dataDir: 'memory://', loadDataDir: template ? readTemplate(template) : undefined });
}

export interface BuildOptions {
  /** Runs after the app's own plugins and routes, before ready(): a test may add a route here. */
  beforeReady?: (app: App) => void | Promise<void>;
  /** Receives the app's log lines (set config.logLevel too: tests default to 'silent'). */
  logStream?: DestinationStream;
  /** Called with every statement the app's database handle runs (the cost tests count them). */
  onStatement?: (sql: string) => void;
}

export async function buildTestApp(
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = {},
  options: BuildOptions = {},
): Promise<TestContext> {
  await loadServerCatalogs();
  // The internal demo accounts sign in with their password here (LOCAL_SSO=false), but in the tests
  // of single sign-on, which turn the development provider on (tests/api/sso.test.ts).
  const config: Config = { ...loadConfig({ NODE_ENV: 'test', DEMO_PASSWORD, LOCAL_SSO: 'false', ...env }), ...overrides };
  // The run's seeded template (npm test and npm run test:unit make one): a dump on PGlite, a
  // database to copy on PostgreSQL.
  const pgDatabase = process.env.DATABASE_URL
    ? await freshPostgres(process.env.DATABASE_URL, 'portal_test', inject('postgresTemplate'))
    : null;
  const template = pgDatabase ? null : inject('pgliteTemplate');
  const db = openDatabase({
    url: pgDatabase?.url,
    dataDir: 'memory://',
    loadDataDir: template ? readTemplate(template) : undefined,
    onStatement: options.onStatement,
  });
  if (!template && !(pgDatabase && inject('postgresTemplate'))) await prepareTestDatabase(db);
  const app = await createApp({ config, tenants, db, closeDatabase: true, logStream: options.logStream });
  await options.beforeReady?.(app);
  await app.ready();
  checkAnswers(app);
  return {
    app,
    db: db.withPlugin(syncedWrites(changeFeedOf(db))),
    config,
    databaseUrl: pgDatabase?.url ?? null,
    async close() {
      await app.close();
      await pgDatabase?.drop();
    },
  };
}

/**
 * Another server instance on the same PostgreSQL database as `ctx`, with the same configuration:
 * its own connection pool and its own in-memory state, as a second process behind a load balancer.
 */
export async function secondInstance(ctx: TestContext): Promise<{ app: App; close(): Promise<void> }> {
  if (!ctx.databaseUrl) throw new Error('A second instance needs PostgreSQL (DATABASE_URL)');
  const app = await createApp({
    config: ctx.config,
    tenants,
    db: openDatabase({ url: ctx.databaseUrl, dataDir: 'memory://' }),
    closeDatabase: true,
  });
  await app.ready();
  checkAnswers(app);
  return { app, close: () => app.close() };
}

export const hostOf = (tenantId: string) => (tenantId === 'us' ? 'us.localhost' : `${tenantId}.localhost`);

/** Signs in through the real endpoint; returns the cookie header for later requests. */
export async function signIn(app: App, account: string, tenantId = 'us', password = DEMO_PASSWORD): Promise<string> {
  const host = hostOf(tenantId);
  const res = await app.inject({
    method: 'POST',
    url: '/platform/login',
    headers: { host, origin: `http://${host}` },
    payload: { email: demoLogin(account, tenantId), password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${account}.${tenantId} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'sip_session');
  if (!cookie) throw new Error('no session cookie');
  return `sip_session=${cookie.value}`;
}

/**
 * A test app for the enclosing file or describe block: built in beforeAll, closed in afterAll. The
 * returned context reads through to it, so it may be used in tests and hooks, not at collection time.
 */
export function useTestApp(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = {}, options: BuildOptions = {}): TestContext {
  let built: TestContext | undefined;
  const current = () => {
    if (!built) throw new Error('the test app is built in beforeAll: use it inside a test or hook');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(overrides, env, options);
  });
  afterAll(() => built?.close());
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    close: () => current().close(),
  };
}
