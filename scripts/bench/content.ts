// `npm run bench content` (issue 15): the knowledge base at scale, in the US tenant, on PGlite (a
// temporary directory) and on PostgreSQL (DATABASE_URL, or postgres://postgres@127.0.0.1:5432/test
// when it answers; a throw-away database is created and dropped). On top of the demo content,
// BENCH_ARTICLES (50,000) more published articles in the suppliers' workspace, half in English and
// half in Spanish, spread over its categories and audiences, their text made of the seed articles'
// sentences and a numbered word; 2,000 more release notes. The reads go through the real app
// (inject) as a charter supplier admin, BENCH_CONTENT_RUNS (200) calls each: p50/p95. Targets:
// p95 ≤ 30 ms on PostgreSQL, ≤ 100 ms on PGlite.
import { sql } from 'kysely';
import { loadTenants } from '../../tenants/index.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Db, migrate } from '../../server/db/database.ts';
import { seedDemoData } from '../../server/seed/demo-data.ts';
import { ensureTenants } from '../../server/seed/tenants.ts';
import { seedDemoContent } from '../../server/seed/content.ts';
import { loadServerCatalogs } from '../../server/services/i18n.ts';
import { onPgliteThenPostgres, signedInCookie } from './postgres.ts';
import { timed } from './timing.ts';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 50_000);
const RUNS = Number(process.env.BENCH_CONTENT_RUNS ?? 200);
/** A bench article a supplier admin reads: in English (even numbers) and for everyone (multiples of 3). */
const ARTICLE_KEY = `bench-article-${Math.max(6, 6 * Math.floor(ARTICLES / 12))}`;
const PASSWORD = 'Bench-Content-Password-1';
export const CONTENT_TARGETS = { postgresP95Ms: 30, pgliteP95Ms: 100 };

export async function loadContentBench(db: Db) {
  const tenants = loadTenants().filter((t) => t.id === 'us');
  await migrate(db);
  await ensureTenants(db, tenants);
  await seedDemoData(db, tenants, PASSWORD);
  await seedDemoContent(db, tenants);
  // Each bench article: a seed article's published text (same locale) with a numbered word, in a
  // category of the suppliers' workspace; audiences ALL / CHARTER / INTERNAL in turn.
  await sql`
    with seed as (
      select row_number() over (partition by locale order by key) as n, locale, title, summary, body_text, body_html
      from content_items where tenant_id = 'us' and kind = 'ARTICLE' and workspace_key = 'supplier'),
    sizes as (select locale, count(*) as total from seed group by locale),
    cats as (select row_number() over (order by key) as n, key, (select count(*) from content_categories
             where tenant_id = 'us' and workspace_key = 'supplier') as total from content_categories
             where tenant_id = 'us' and workspace_key = 'supplier')
    insert into content_items (tenant_id, kind, key, locale, workspace_key, category_key, audience, title, summary,
                               body_html, body_text, published_version, published_at, updated_at, ts_config)
    select 'us', 'ARTICLE', 'bench-article-' || g, l.locale, 'supplier', c.key,
           (array['ALL', 'CHARTER', 'INTERNAL'])[1 + g % 3],
           s.title || ' ' || g, s.summary, s.body_html, s.body_text || ' benchword' || g,
           1, now() - make_interval(mins => g), now() - make_interval(mins => g),
           case when l.locale = 'es-MX' then 'spanish' else 'english' end::regconfig
    from generate_series(1, ${ARTICLES}) as g
    cross join lateral (select case when g % 2 = 0 then 'en-US' else 'es-MX' end as locale) l
    join sizes z on z.locale = l.locale
    join seed s on s.locale = l.locale and s.n = 1 + g % z.total
    join cats c on c.n = 1 + g % c.total`.execute(db);
  await sql`
    insert into content_items (tenant_id, kind, key, locale, audience, title, summary, tags, body_html, body_text,
                               published_version, published_at, updated_at, ts_config)
    select 'us', 'RELEASE_NOTE', 'bench-note-' || g, 'en-US', 'ALL', 'Release ' || g, 'Summary of release ' || g,
           array[(array['fix', 'improvement', 'new-feature', 'data-update'])[1 + g % 4]], '<p>Release</p>', 'Release',
           1, now() - make_interval(days => g), now() - make_interval(days => g), 'english'
    from generate_series(1, 2000) as g`.execute(db);
  await sql`vacuum analyze content_items`.execute(db);
  return tenants;
}

async function run(label: string, db: Db): Promise<void> {
  const started = performance.now();
  const tenants = await loadContentBench(db);
  const { n } = await db
    .selectFrom('content_items')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `\n${label}: ${Number(n).toLocaleString('en-US')} content items loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await loadServerCatalogs();
  const config = { ...loadConfig({ NODE_ENV: 'test', LOCAL_SSO: 'false', DEMO_PASSWORD: PASSWORD }), logLevel: 'silent' };
  const app = await createApp({ config, tenants, db, closeDatabase: false });
  await app.ready();
  const cookie = await signedInCookie(app, 'supplier-admin', PASSWORD);
  const get = async (path: string, locale = 'en-US') => {
    const res = await app.inject({ url: path, headers: { host: 'us.localhost', cookie, 'x-user-locale': locale } });
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.json<{ totalElements?: number; content?: unknown }>();
  };
  const cases: Array<[string, string, string?]> = [
    ['workspaces (with counts)', '/core-app-api/kb/workspaces'],
    ['top articles', '/core-app-api/knowledgeBaseTopArticle?workspace=supplier'],
    ['hierarchy (100 per category)', '/core-app-api/kb/workspaces/supplier/hierarchy'],
    ['hierarchy, title filter', '/core-app-api/kb/workspaces/supplier/hierarchy?title=report'],
    ['article', `/core-app-api/kb/workspaces/supplier/articles/${ARTICLE_KEY}/content`],
    ['search, common word "report"', '/core-app-api/kb/search?q=report'],
    ['search, two words', '/core-app-api/kb/search?q=shopper%20segments'],
    ['search, rare word', '/core-app-api/kb/search?q=benchword4242'],
    ['search, phrase', '/core-app-api/kb/search?q=%22data%20dictionary%22'],
    ['search, no match', '/core-app-api/kb/search?q=zzzqqqxxx'],
    ['search, Spanish "reportes"', '/core-app-api/kb/search?q=reportes', 'es-MX'],
    ['search "report", page 50', '/core-app-api/kb/search?q=report&page=50'],
    ['release notes, page 0', '/platform/core-services/wem-secured/content-fragments?folder=release-notes'],
    ['release notes, tag fix', '/platform/core-services/wem-secured/content-fragments?folder=release-notes&tag=fix'],
    ['release notes, unseen count', '/core-app-api/release-notes/unseen'],
  ];
  const target = label === 'PostgreSQL' ? CONTENT_TARGETS.postgresP95Ms : CONTENT_TARGETS.pgliteP95Ms;
  console.log(`${RUNS} calls each after 5 warm-ups (target p95 ≤ ${target} ms)`);
  for (const [name, path, locale] of cases) {
    const answer = await get(path, locale);
    const { p50, p95 } = await timed(RUNS, () => get(path, locale));
    const total = typeof answer.totalElements === 'number' ? `${answer.totalElements.toLocaleString('en-US')} found` : '';
    console.log(
      `${name.padEnd(32)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms  ${p95 <= target ? 'ok  ' : 'MISS'}  ${total}`,
    );
  }
  await app.close();
}

export function printContentBench(): Promise<void> {
  return onPgliteThenPostgres('content', run);
}
