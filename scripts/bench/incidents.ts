// `npm run bench incidents` (issue 12): the incident lists at scale — My incidents (a user's own and
// their company's), and the agent console's filters and search — with BENCH_INCIDENTS (200,000)
// incidents in the US tenant, on PostgreSQL (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test
// when it answers; a throw-away database is created and dropped). A tenth of them belong to the
// demo supplier (a hundredth to its user), the rest to other requesters; statuses, queues and dates
// are spread over a year. The calls go through the real app (inject). Prints p50/p95 per case.
// Target: every case ≤ 30 ms p95.
import { sql } from 'kysely';
import { loadTenants } from '../../tenants/index.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { migrate } from '../../server/db/database.ts';
import { demoLogin, seedDemoData } from '../../server/seed/demo-data.ts';
import { ensureTenants } from '../../server/seed/tenants.ts';
import { loadServerCatalogs } from '../../server/services/i18n.ts';
import { signedInCookie, withThrowawayPostgres } from './postgres.ts';
import { timed } from './timing.ts';

const INCIDENTS = Number(process.env.BENCH_INCIDENTS ?? 200_000);
const RUNS = Number(process.env.BENCH_INCIDENTS_RUNS ?? 20);
const PASSWORD = 'Bench-Incidents-Password-1';
export const INCIDENTS_TARGET_P95_MS = 30;

export async function printIncidentsBench(): Promise<void> {
  await withThrowawayPostgres('incidents', async (db) => {
    const tenants = loadTenants();
    await migrate(db);
    await ensureTenants(db, tenants);
    await seedDemoData(db, tenants, PASSWORD);
    const user = await db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('login_id', '=', demoLogin('supplier-user', 'us'))
      .executeTakeFirstOrThrow();
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('login_id', '=', demoLogin('supplier-admin', 'us'))
      .executeTakeFirstOrThrow();
    const agent = await db
      .selectFrom('users')
      .select('id')
      .where('login_id', '=', demoLogin('support-agent', 'us'))
      .executeTakeFirstOrThrow();
    const started = performance.now();
    await sql`
      insert into incidents (tenant_id, reference_number, requester_user_id, company_id, account_type, support_type_id, issue_id,
                             issue_type_id, subject, first_name, last_name, primary_contact_email, company_name,
                             situation_description, locale, queue_id, product_id, status, assignee_user_id, created_at, updated_at)
      select 'us', 'INC-250101-' || lpad((1000 + i)::text, 7, '0'),
             case when i % 100 = 0 then ${user.id}::uuid when i % 10 = 0 then ${admin.id}::uuid end,
             case when i % 10 = 0 then ${user.company_id}::uuid end,
             25, 1466, 5010, 5401,
             left(d.text, 50), 'Bench', 'Requester' || i, 'bench' || i || '@example.com', 'Company ' || (i % 997),
             d.text, 'en-US', (array[201, 198, 369])[1 + i % 3], (array[1843, 1461, 1461])[1 + i % 3],
             (array['new','in_progress','waiting_on_customer','resolved','closed','closed','closed'])[1 + i % 7],
             case when i % 4 = 0 then ${agent.id}::uuid end,
             now() - make_interval(mins => (i * 37) % 525600), now() - make_interval(mins => (i * 17) % 262800)
      from generate_series(1, ${INCIDENTS}) as i
      cross join lateral (select (array['The weekly sales dashboard shows no data for store ',
                                        'Report builder export times out for category ',
                                        'Cannot see the inventory feed of item ',
                                        'Shopper behavior panel is empty for region '])[1 + i % 4] || (i % 5000) || ' since Monday.' as text) d`.execute(
      db,
    );
    // As autovacuum leaves a table after a bulk load: statistics and the visibility map (index-only counts).
    await sql`vacuum analyze incidents`.execute(db);
    console.log(
      `incidents: ${INCIDENTS.toLocaleString('en-US')} incidents loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    await loadServerCatalogs();
    const config = { ...loadConfig({ NODE_ENV: 'test', LOCAL_SSO: 'false', DEMO_PASSWORD: PASSWORD }), logLevel: 'silent' };
    const app = await createApp({ config, tenants, db, closeDatabase: false });
    await app.ready();
    const host = 'us.localhost';
    const cookieOf = (account: string) => signedInCookie(app, account, PASSWORD);
    const cookies = {
      user: await cookieOf('supplier-user'),
      admin: await cookieOf('supplier-admin'),
      agent: await cookieOf('support-agent'),
    };
    const get = async (who: keyof typeof cookies, path: string) => {
      const res = await app.inject({ url: path, headers: { host, cookie: cookies[who] } });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    };
    const mine = '/core-app-api/osc/user/incidents?pageSize=25';
    const console_ = '/core-app-api/support/console/incidents?pageSize=25';
    const cases: Array<[string, keyof typeof cookies, string]> = [
      ['my incidents (2,000), page 0', 'user', mine],
      ['my incidents by status', 'user', `${mine}&sortBy=statusInfo`],
      ['company view (20,000), page 0', 'admin', `${mine}&view=company`],
      ['company view, search "store 4417"', 'admin', `${mine}&view=company&search=store%204417`],
      ['console, all, page 0', 'agent', console_],
      ['console, open, page 0', 'agent', `${console_}&status=open`],
      ['console, open in queue 369, oldest', 'agent', `${console_}&status=open&queue=369&sortOrder=ASC`],
      ['console, assigned to me, open', 'agent', `${console_}&assignee=me&status=open`],
      ['console, older than 7 days, by update', 'agent', `${console_}&age=older&sortBy=lastUpdatedOn`],
      ['console, search reference "0123456"', 'agent', `${console_}&search=0123456`],
      ['console, search "inventory feed of item 42"', 'agent', `${console_}&search=inventory%20feed%20of%20item%2042`],
      ['console, deep page 2,000', 'agent', `${console_}&page=2000`],
    ];
    console.log(`\nincident lists, ${RUNS} runs each after one warm-up (target p95 ≤ ${INCIDENTS_TARGET_P95_MS} ms)`);
    for (const [label, who, path] of cases) {
      const { p50, p95 } = await timed(RUNS, () => get(who, path), 1);
      console.log(`${label.padEnd(46)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`);
    }
    await app.close();
  });
}
