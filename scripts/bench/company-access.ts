// `npm run bench company-access` (issue 14 §2, §3): access to other companies and the user-access
// audit at scale, in the US tenant, on PGlite (a temporary directory) and on PostgreSQL
// (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test when it answers; a throw-away database
// is created and dropped). BENCH_COMPANIES (50,000) more companies named 'Company <n> <Word> <k>'
// (50 words, k < 97), a quarter of each type, one in ten inactive; the associate holds 300 grants
// in 150 of them and has made 200 requests (a quarter pending, one per company) over a year; an
// audit period covers every basic company, 60% pending, 30% completed, 10% expired. The lists go
// through the real app (inject), BENCH_COMPANY_ACCESS_RUNS (200) calls each: p50/p95/p99. Then
// the sweep: once when every pending audit is due a reminder, again at once (all reminded already)
// and once when none is due yet. Targets: list p95 ≤ 30 ms on PostgreSQL, ≤ 80 ms on PGlite.
import { sql } from 'kysely';
import { loadTenants } from '../../tenants/index.ts';
import type { TenantConfig } from '../../tenants/schema.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Db, migrate } from '../../server/db/database.ts';
import { demoLogin, seedDemoData } from '../../server/seed/demo-data.ts';
import { ensureTenants } from '../../server/seed/tenants.ts';
import { sweepUserAudits } from '../../server/modules/user-audits/sweep.ts';
import { loadServerCatalogs } from '../../server/services/i18n.ts';
import { onPgliteThenPostgres, signedInCookie } from './postgres.ts';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 50_000);
const RUNS = Number(process.env.BENCH_COMPANY_ACCESS_RUNS ?? 200);
const PASSWORD = 'Bench-Company-Access-Password-1';
const DAY_MS = 86_400_000;
/** The audit period's due date is this many days ahead: no reminder is due yet. */
const DUE_IN_DAYS = 30;
export const COMPANY_ACCESS_TARGETS = { postgresP95Ms: 30, pgliteP95Ms: 80 };
const WORDS = (
  'Foods Home Candle Maple Analytics Harvest Bakery Outdoor Logistics Dairy Apparel Garden Pet Beverage Toys Pharma Electronics Paper Snacks Seafood Textiles Hardware Beauty Sports Media ' +
  'Produce Frozen Coffee Brewing Optical Marine Auto Crafts Furniture Lighting Wellness Jewelry Footwear Tools Pantry Organic Spice Cereal Cleaning Baby Office Kitchen Linen Vineyard Marketing'
).split(' ');

/** Loads the bench's rows (after the demo data); the associate's id and the audit period's. */
export async function loadCompanyAccessData(db: Db, tenants: TenantConfig[]) {
  await migrate(db);
  await ensureTenants(db, tenants);
  await seedDemoData(db, tenants, PASSWORD);
  const idOf = async (account: string) =>
    (await db.selectFrom('users').select('id').where('login_id', '=', demoLogin(account, 'us')).executeTakeFirstOrThrow()).id;
  const associateId = await idOf('associate');
  const superAdminId = await idOf('super-admin');
  await sql`
    insert into companies (tenant_id, name, company_type, status, business_code)
    select 'us', 'Company ' || i || ' ' || (${WORDS}::text[])[1 + i % ${WORDS.length}] || ' ' || (i % 97),
           (array['SUPPLIER', 'THIRD_PARTY_AGENCY', 'BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY'])[1 + i % 4],
           case when (i / 7) % 10 = 0 then 'INACTIVE' else 'ACTIVE' end, 'BENCH-' || i
    from generate_series(1, ${COMPANIES}) as i`.execute(db);
  // The bench company numbered i·step, for i in 1..n (distinct companies while n·step ≤ COMPANIES).
  const spread = (n: number) => Math.max(1, Math.floor(COMPANIES / n) - 1);
  await sql`
    insert into company_access_grants (tenant_id, company_id, user_id, product_code, granted_by)
    select 'us', c.id, ${associateId}::uuid, p.code, null
    from generate_series(1, 150) as i
    join companies c on c.tenant_id = 'us' and c.business_code = 'BENCH-' || (i * ${spread(150)})
    cross join (values ('REPORT_BUILDER'), ('CHANNEL_PERFORMANCE')) as p(code)`.execute(db);
  await sql`
    insert into access_requests (tenant_id, company_id, user_id, products, requestor_note, status, decided_at, created_at)
    select 'us', c.id, ${associateId}::uuid, case when i % 2 = 0 then array['SHOPPER_BEHAVIOR'] else array['REPORT_BUILDER', 'CUSTOMER_PULSE'] end,
           'Bench request ' || i, s.status, case when s.status <> 'PENDING' then now() - make_interval(mins => i * 2600) end,
           now() - make_interval(mins => i * 2628)
    from generate_series(1, 200) as i
    join companies c on c.tenant_id = 'us' and c.business_code = 'BENCH-' || (i * ${spread(200)} + 1)
    cross join lateral (select (array['PENDING', 'APPROVED', 'DENIED', 'WITHDRAWN'])[1 + i % 4] as status) s`.execute(db);
  const dueDate = new Date(Date.now() + DUE_IN_DAYS * DAY_MS).toISOString().slice(0, 10);
  const { id: periodId } = await db
    .insertInto('user_audit_periods')
    .values({ tenant_id: 'us', due_date: dueDate, opened_by: superAdminId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    insert into company_user_audits (tenant_id, company_id, company_name, period_id, due_date, status, completed_by_name, completed_at,
                                     confirmations, users_snapshot, expired_at, removed_access)
    select 'us', c.id, c.name, ${periodId}::uuid, ${dueDate}::date, s.status,
           case when s.status = 'COMPLETED' then 'Bench Admin' end, case when s.status = 'COMPLETED' then now() - interval '3 days' end,
           case when s.status = 'COMPLETED' then '{"reviewedUserList":true,"madeNeededChanges":true,"acknowledgeAllUsersVerified":true}'::jsonb end,
           case when s.status = 'COMPLETED' then '[]'::jsonb end,
           case when s.status = 'EXPIRED' then now() - interval '1 day' end, case when s.status = 'EXPIRED' then '{}'::jsonb end
    from (select c.*, row_number() over (order by c.created_at, c.id) as n from companies c
          where c.tenant_id = 'us' and c.company_type in ('BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY')) c
    cross join lateral (select case when n % 10 < 6 then 'PENDING' when n % 10 < 9 then 'COMPLETED' else 'EXPIRED' end as status) s`.execute(
    db,
  );
  // As autovacuum leaves tables after a bulk load: statistics and the visibility map.
  await sql`vacuum analyze companies, company_access_grants, access_requests, user_audit_periods, company_user_audits`.execute(db);
  return { associateId, periodId, dueDate };
}

const quantiles = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
};

async function run(label: string, db: Db): Promise<void> {
  const tenants = loadTenants().filter((t) => t.id === 'us');
  const started = performance.now();
  const { associateId, periodId, dueDate } = await loadCompanyAccessData(db, tenants);
  const count = async (table: 'companies' | 'company_access_grants' | 'access_requests' | 'company_user_audits') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  console.log(
    `\n${label}: ${(await count('companies')).toLocaleString('en-US')} companies, ${await count('company_access_grants')} grants, ` +
      `${await count('access_requests')} requests, ${(await count('company_user_audits')).toLocaleString('en-US')} company audits ` +
      `loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  await loadServerCatalogs();
  // No scheduler poll during the bench: the sweep runs only when timed below.
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOCAL_SSO: 'false', DEMO_PASSWORD: PASSWORD, JOBS_POLL_MS: '2000000000' }),
    logLevel: 'silent',
  };
  const app = await createApp({ config, tenants, db, closeDatabase: false });
  await app.ready();
  const host = 'us.localhost';
  const cookies = {
    associate: await signedInCookie(app, 'associate', PASSWORD),
    superAdmin: await signedInCookie(app, 'super-admin', PASSWORD),
  };
  const get = async (who: keyof typeof cookies, path: string) => {
    const res = await app.inject({ url: path, headers: { host, cookie: cookies[who] } });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    return res.json<{ totalElements?: number; content?: unknown[] }>();
  };
  const access = `/platform/v1/identity/users/${associateId}/access`;
  const requests = `/platform/v1/identity/users/${associateId}/access-requests`;
  const audits = `/core-app-api/user-audits/${periodId}/companies`;
  const cases: Array<[string, keyof typeof cookies, string]> = [
    ['access, page 0', 'associate', access],
    ['access, search "foods"', 'associate', `${access}?search=foods`],
    ['access, search "candle 12"', 'associate', `${access}?search=candle%2012`],
    ['access, page 2,000 (size 10)', 'associate', `${access}?page=2000&page_size=10`],
    ['access requests, page 0', 'associate', requests],
    ['access requests, page 15', 'associate', `${requests}?page=15`],
    ['audit periods', 'superAdmin', '/core-app-api/user-audits'],
    ['period companies, page 0', 'superAdmin', audits],
    ['period companies, PENDING', 'superAdmin', `${audits}?status=PENDING`],
    ['period companies, page 900 (size 25)', 'superAdmin', `${audits}?page=900`],
  ];
  const target = label === 'PostgreSQL' ? COMPANY_ACCESS_TARGETS.postgresP95Ms : COMPANY_ACCESS_TARGETS.pgliteP95Ms;
  console.log(`${RUNS} calls each after 5 warm-ups (target p95 ≤ ${target} ms)`);
  for (const [name, who, path] of cases) {
    let answer: { totalElements?: number; content?: unknown[] } = {};
    for (let i = 0; i < 5; i++) answer = await get(who, path);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await get(who, path);
      times.push(performance.now() - start);
    }
    const { p50, p95, p99 } = quantiles(times);
    const rows = answer.content ? `${answer.content.length}/${answer.totalElements ?? '?'} rows` : '';
    console.log(
      `${name.padEnd(38)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   p99 ` +
        `${p99.toFixed(1).padStart(7)} ms  ${p95 <= target ? 'ok  ' : 'MISS'}  ${rows}`,
    );
  }

  const context = { db, tenants, appEnv: 'local' as const, port: 3000, mailer: app.mailer };
  const sweep = async (what: string, now: Date) => {
    const start = performance.now();
    const result = await sweepUserAudits(context, now);
    const ms = performance.now() - start;
    return { what, ms, result };
  };
  const remindAt = new Date(Date.parse(dueDate) - 10 * DAY_MS + 12 * 3_600_000); // 10 days before: the 14-day mark
  const first = await sweep('every pending audit reminded', remindAt);
  console.log(
    `sweep, ${first.what}: ${first.result.reminded.toLocaleString('en-US')} reminded in ${(first.ms / 1000).toFixed(1)} s ` +
      `(${Math.round(first.result.reminded / (first.ms / 1000))} audits/s)`,
  );
  for (const again of [await sweep('again, all reminded already', remindAt), await sweep('none due yet', new Date())]) {
    console.log(`sweep, ${again.what}: ${again.result.reminded} reminded, ${again.result.expired} expired in ${again.ms.toFixed(0)} ms`);
  }
  await app.close();
}

export function printCompanyAccessBench(): Promise<void> {
  return onPgliteThenPostgres('company-access', run);
}
