// `npm run bench users` (issue 10 §3): the admin user list and its .xlsx export with
// BENCH_USERS (100,000) users in one company, on PostgreSQL (DATABASE_URL, or
// postgres://postgres@127.0.0.1:5432/test when it answers; a throw-away database is created and
// dropped). The users are written in SQL (names from small lists, a tenth blocked, last logins
// spread over a year, two products each); the calls go through the real app (inject), signed in
// as the company's admin. Prints p50/p95 per case, and the export's time and the process's peak
// RSS. Targets: list cases ≤ 30 ms p95, export ≤ 10 s.
import { sql } from 'kysely';
import { loadTenants } from '../../tenants/index.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { migrate } from '../../server/db/database.ts';
import { seedDemoData } from '../../server/seed/demo-data.ts';
import { ensureTenants } from '../../server/seed/tenants.ts';
import { loadServerCatalogs } from '../../server/services/i18n.ts';
import { signedInCookie, withThrowawayPostgres } from './postgres.ts';
import { timed } from './timing.ts';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_USERS_RUNS ?? 20);
const PASSWORD = 'Bench-Users-Password-1';
const COMPANY = 'Blue Ridge Foods Inc.';
export const USERS_TARGETS = { listP95Ms: 30, exportSeconds: 10 };

export async function printUsersBench(): Promise<void> {
  await withThrowawayPostgres('users', async (db) => {
    const tenants = loadTenants();
    await migrate(db);
    await ensureTenants(db, tenants);
    await seedDemoData(db, tenants, PASSWORD);
    const company = await db.selectFrom('companies').select('id').where('name', '=', COMPANY).executeTakeFirstOrThrow();
    const started = performance.now();
    await sql`
      insert into users (tenant_id, company_id, login_id, first_name, last_name, user_type, role, status, language_code,
                         last_login_at, registration_completed_at, blocked_reason, blocked_at)
      select 'us', ${company.id}, 'bench.user.' || i || '@blue-ridge-foods-inc.test',
             (array['Ana','Ben','Chloe','Dev','Eli','Fatima','Gus','Hana','Ivan','Jo','Kai','Lena'])[1 + i % 12],
             (array['Smith','Garcia','Nguyen','Okafor','Reyes','Brown','Kowalski','Silva','Tanaka','Murphy'])[1 + (i / 12) % 10] || i,
             'EXTERNAL', case when i % 50 = 0 then 'Admin' else 'User' end,
             case when i % 10 = 0 then 'BLOCKED' else 'ACTIVE' end, 'en-US',
             case when i % 7 = 0 then null else now() - make_interval(mins => (i * 37) % 525600) end, now(),
             case when i % 10 = 0 then 'Left the company' end, case when i % 10 = 0 then now() end
      from generate_series(1, ${USERS}) as i`.execute(db);
    await sql`
      insert into user_products (user_id, product_code, access_status)
      select u.id, p.code, 'ACCESS_COMPLETE'
      from users u cross join (values ('SHOPPER_BEHAVIOR'), ('CHANNEL_PERFORMANCE')) as p(code)
      where u.login_id like 'bench.user.%'`.execute(db);
    await sql`analyze`.execute(db);
    console.log(`users: ${USERS.toLocaleString('en-US')} users loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    await loadServerCatalogs();
    const config = { ...loadConfig({ NODE_ENV: 'test', LOCAL_SSO: 'false', DEMO_PASSWORD: PASSWORD }), logLevel: 'silent' };
    const app = await createApp({ config, tenants, db, closeDatabase: false });
    await app.ready();
    const host = 'us.localhost';
    const cookie = await signedInCookie(app, 'supplier-admin', PASSWORD);
    const list = async (query: string) => {
      const res = await app.inject({ url: `/core-app-api/companies/${company.id}/users?${query}`, headers: { host, cookie } });
      if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
    };
    const pages = Math.floor((USERS * 0.9) / 25);
    const cases: Array<[string, string]> = [
      ['page 0 (first name)', 'pageSize=25'],
      ['page 0 by last name', 'pageSize=25&sortBy=lastName'],
      ['page 0 by last login, newest first', 'pageSize=25&sortBy=uiLastLoginTime&sortOrder=DESC'],
      ['search "smith"', 'pageSize=25&search=smith'],
      ['search "user.99" (e-mail part)', 'pageSize=25&search=user.99'],
      [`deep page ${pages - 1}`, `pageSize=25&page=${pages - 1}`],
      ['blocked tab, page 0', 'pageSize=25&status=BLOCKED'],
    ];
    console.log(`\nGET users, ${RUNS} runs each after one warm-up (target p95 ≤ ${USERS_TARGETS.listP95Ms} ms)`);
    for (const [label, query] of cases) {
      const { p50, p95 } = await timed(RUNS, () => list(query), 1);
      console.log(`${label.padEnd(40)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`);
    }
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const exportStart = performance.now();
    const exported = await app.inject({ url: `/core-app-api/companies/${company.id}/users/export/users`, headers: { host, cookie } });
    clearInterval(watch);
    const seconds = (performance.now() - exportStart) / 1000;
    console.log(
      `\nexport of the Users tab: ${exported.statusCode}, ${(exported.rawPayload.length / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s ` +
        `(target ≤ ${USERS_TARGETS.exportSeconds} s), RSS ${(rssBefore / 1024 / 1024).toFixed(0)} → peak ${(peak / 1024 / 1024).toFixed(0)} MB`,
    );
    await app.close();
  });
}
