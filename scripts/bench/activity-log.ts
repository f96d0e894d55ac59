// The activity log at scale (issue 4 §6): a database with 1,000,000 entries over a year (three
// tenants, 18 companies, one of them busy with 60% of the entries, 30 event kinds of skewed
// frequency, 3 source apps, written in time order like the real log), then the repository's own query functions for a 30-day window of the busy
// company: page 1, a deep page, the last page, filtered by event, by free text, and the filter
// lists. p50/p95 per case, on PGlite and on PostgreSQL (DATABASE_URL, or the local default when
// it answers; a dedicated database is created and dropped). Target: p95 ≤ 30 ms on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadTenants } from '../../tenants/index.ts';
import { timed } from './timing.ts';
import { type Db, migrate, openDatabase } from '../../server/db/database.ts';
import { seedDemoData } from '../../server/seed/demo-data.ts';
import { ensureTenants } from '../../server/seed/tenants.ts';
import { resolveWindow } from '../../server/modules/activity-logs/dates.ts';
import { CompanyDb } from '../../server/db/scope.ts';
import {
  type ActivityFilter,
  activityLogRepository,
  activityPage,
  countActivity,
  countMatching,
  queryActivityLog,
} from '../../server/modules/activity-logs/repository.ts';

export const ACTIVITY_TARGET_P95_MS = 30;
/** BENCH_ACTIVITY_ROWS makes a smaller run, e.g. to try the bench itself. */
const ROWS = Number(process.env.BENCH_ACTIVITY_ROWS ?? 1_000_000);
const BATCH = 100_000;
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
const EVENTS = [
  'USER_CREATED',
  'USER_UPDATED',
  'USER_ACCESS_CHANGED',
  'USER_BLOCKED',
  'USER_UNBLOCKED',
  'USER_DELETED',
  'INVITATION_SENT',
  'INVITATION_RESENT',
  'INVITATION_ACCEPTED',
  'REGISTRATION_COMPLETED',
  'PASSWORD_RESET',
  'EMAIL_DOMAIN_ADDED',
  'EMAIL_DOMAIN_UPDATED',
  'EMAIL_DOMAIN_DELETED',
  'PARTNER_ASSOCIATED',
  'PARTNER_REMOVED',
  'ACCESS_REQUEST_APPROVED',
  'ACCESS_REQUEST_DENIED',
  'BULK_CREATE_COMPLETED',
  'BULK_EDIT_COMPLETED',
  'ACTING_ON_BEHALF_STARTED',
  'ACTING_ON_BEHALF_ENDED',
  'PERSONA_SWITCHED',
  'PRODUCT_AVAILABILITY_CHANGED',
  'FEATURE_FLAG_CHANGED',
  'USER_PROFILE_UPDATED',
  'TERMS_ACCEPTED',
  'DATA_SHARING_ACCEPTED',
  'AUDIT_COMPLETED',
  'EXPORT_DOWNLOADED',
];
const APPS = ['PORTAL', 'BULK_UPLOAD', 'IDENTITY'];

interface Target {
  name: string;
  db: Db;
  cleanup(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const db = openDatabase({ dataDir: dir });
  return {
    name: 'PGlite',
    db,
    async cleanup() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(): Promise<Target | string> {
  const baseUrl = process.env.DATABASE_URL ?? DEFAULT_POSTGRES;
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    if (process.env.DATABASE_URL) throw error;
    return `PostgreSQL skipped: nothing answers at ${DEFAULT_POSTGRES} (set DATABASE_URL)`;
  }
  const name = `portal_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ url: url.toString(), dataDir: '' });
  return {
    name: 'PostgreSQL',
    db,
    async cleanup() {
      await db.destroy();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The schema, the demo companies and users, then a million entries made by the database itself. */
export async function load(db: Db): Promise<{ busy: { tenantId: string; companyId: string } }> {
  await migrate(db);
  await ensureTenants(db, loadTenants());
  await seedDemoData(db, loadTenants(), 'Bench-Password-2026');
  const companies = await db.selectFrom('companies').select(['id', 'tenant_id', 'name']).orderBy('tenant_id').orderBy('name').execute();
  const busy = companies.find((c) => c.name === 'Blue Ridge Foods Inc.')!;
  const others = companies.filter((c) => c !== busy);
  const actors = (await db.selectFrom('users').select('id').orderBy('login_id').execute()).map((u) => u.id);
  // k = 0 is the busy company (60%); the other 17 share the rest.
  const tenantOf = [busy, ...others].map((c) => c.tenant_id);
  const companyOf = [busy, ...others].map((c) => c.id);
  await db.connection().execute(async (conn) => {
    await sql`select setseed(0.42)`.execute(conn);
    for (let first = 1; first <= ROWS; first += BATCH) {
      await sql`
        insert into activity_log (tenant_id, company_id, actor_user_id, entity_id, event, event_description, source_app, created_at)
        select (${tenantOf}::text[])[k + 1], (${companyOf}::uuid[])[k + 1],
               (${actors}::uuid[])[1 + floor(random() * ${actors.length})::int],
               md5(i::text),
               (${EVENTS}::text[])[1 + floor(${EVENTS.length} * power(random(), 2))::int],
               'Bench entry ' || i || ': changed ' || substr(md5((i * 7)::text), 1, 12) || ' for ' || substr(md5((i * 13)::text), 1, 8),
               (${APPS}::text[])[1 + floor(random() * ${APPS.length})::int],
               -- In order, as an append-only log is written (a company's month sits in nearby pages).
               now() - interval '365 days' * (1 - i::float8 / ${ROWS}) - random() * interval '10 minutes'
        from (select i, case when i % 10 < 6 then 0 else 1 + (i % ${others.length}) end as k
              from generate_series(${first}::int, ${Math.min(first + BATCH - 1, ROWS)}::int) as g(i)) s`.execute(conn);
      process.stdout.write(`\r  loading ${Math.min(first + BATCH - 1, ROWS).toLocaleString('en-US')} / ${ROWS.toLocaleString('en-US')}`);
    }
  });
  process.stdout.write('\n');
  // Autovacuum would do this on a live database (insert-only tables included): statistics for the
  // planner and the visibility map that makes the index-only scans index-only.
  await sql`vacuum analyze activity_log`.execute(db);
  return { busy: { tenantId: busy.tenant_id, companyId: busy.id } };
}

async function benchTarget(target: Target, runs: number): Promise<void> {
  const started = performance.now();
  const { busy } = await load(target.db);
  // The busy company's scope, as a request of that company reads it.
  const db = new CompanyDb(target.db, busy);
  const loadSeconds = (performance.now() - started) / 1000;
  // The last 30 days in the busy company's tenant's default zone (tenant file: timeZones.default).
  const window = resolveWindow({}, loadTenants().find((t) => t.id === busy.tenantId)!.timeZones.default);
  if ('error' in window) throw new Error(window.error);
  const base: ActivityFilter = { from: window.from, to: window.to };
  const order = { sortBy: 'uiCreatedOnDate', sortOrder: 'DESC' } as const;
  const total = await countActivity(db, base);
  const pageSize = 25;
  const lastPage = Math.ceil(total / pageSize) - 1;
  const deepPage = Math.min(500, lastPage);
  const rareEvent = EVENTS[12]!;
  const byEvent: ActivityFilter = { ...base, events: [rareEvent] };
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['page 1 (count + 25 rows)', () => queryActivityLog(db, base, order, 0, pageSize)],
    [
      `page ${deepPage + 1} (offset ${(deepPage * pageSize).toLocaleString('en-US')})`,
      () => queryActivityLog(db, base, order, deepPage, pageSize),
    ],
    [`last page ${lastPage + 1}`, () => queryActivityLog(db, base, order, lastPage, pageSize)],
    [`middle page ${Math.floor(lastPage / 2) + 1}`, () => queryActivityLog(db, base, order, Math.floor(lastPage / 2), pageSize)],
    ['  of which the count (kept counts)', () => countActivity(db, base)],
    ['  (the count, entry by entry)', () => countMatching(db, base)],
    ['  (page 501 by plain offset)', () => activityPage(db, base, order, deepPage * pageSize, pageSize, total)],
    [`event ${rareEvent}, page 1`, () => queryActivityLog(db, byEvent, order, 0, pageSize)],
    [`event ${EVENTS[0]}, page 1`, () => queryActivityLog(db, { ...base, events: [EVENTS[0]!] }, order, 0, pageSize)],
    [
      '3 events + 1 app, page 20',
      () => queryActivityLog(db, { ...base, events: EVENTS.slice(3, 6), applications: ['PORTAL'] }, order, 19, pageSize),
    ],
    ['sorted by event, page 1', () => queryActivityLog(db, base, { sortBy: 'event', sortOrder: 'ASC' }, 0, pageSize)],
    ['free text "changed 0a", page 1', () => queryActivityLog(db, { ...base, query: 'changed 0a' }, order, 0, pageSize)],
    ['event list', () => activityLogRepository(db).events()],
    ['application list', () => activityLogRepository(db).applications()],
  ];
  console.log(
    `${target.name}: ${ROWS.toLocaleString('en-US')} entries loaded in ${loadSeconds.toFixed(0)} s; busy company's last 30 days: ${total.toLocaleString('en-US')} entries; ${runs} runs per case`,
  );
  console.log('  case                                   p50 ms   p95 ms');
  for (const [name, fn] of cases) {
    const { p50, p95 } = await timed(runs, fn);
    const flag =
      target.name === 'PostgreSQL' && !name.startsWith(' ') && name !== 'free text "changed 0a", page 1' && p95 > ACTIVITY_TARGET_P95_MS
        ? '  OVER TARGET'
        : '';
    console.log(`  ${name.padEnd(36)} ${p50.toFixed(1).padStart(7)}  ${p95.toFixed(1).padStart(7)}${flag}`);
  }
}

export async function printActivityLogBench(): Promise<void> {
  console.log(`Activity log, 30-day window (target p95 ≤ ${ACTIVITY_TARGET_P95_MS} ms on PostgreSQL)`);
  const targets: Array<[() => Promise<Target | string>, number]> = [
    [pgliteTarget, 50],
    [postgresTarget, 100],
  ];
  for (const [open, runs] of targets) {
    const target = await open();
    if (typeof target === 'string') {
      console.log(target);
      continue;
    }
    try {
      await benchTarget(target, runs);
    } finally {
      await target.cleanup();
    }
  }
}
