// `npm run bench data-dictionary` (issue 13 §4): the data dictionary with BENCH_GLOSSARY (50,000)
// entries in the US tenant, on PGlite (a temporary directory) and on PostgreSQL (DATABASE_URL, or
// postgres://postgres@127.0.0.1:5432/test when it answers; a throw-away database is created and
// dropped). 1,000 mixed queries (exact names, prefixes, misspellings, synonyms and acronyms, with
// and without a product filter) go through the HTTP API (inject) as a signed-in supplier user; it
// prints p50/p95/p99 (and, apart, searches for names in the tenant's other language, which find
// nothing), then the export of every entry: its time and the process's peak RSS growth.
// Targets: p95 ≤ 25 ms on PostgreSQL and ≤ 80 ms on PGlite; the export ≤ 5 s and ≤ 150 MB.
import { type SqlBool, sql } from 'kysely';
import { loadTenants } from '../../tenants/index.ts';
import { PRODUCT_TAGS } from '../../tenants/glossary-products.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { type Db, migrate } from '../../server/db/database.ts';
import { seedDemoData } from '../../server/seed/demo-data.ts';
import { ensureTenants } from '../../server/seed/tenants.ts';
import { ensureGlossary } from '../../server/seed/glossary.ts';
import { loadServerCatalogs } from '../../server/services/i18n.ts';
import { onPgliteThenPostgres, signedInCookie } from './postgres.ts';

const ENTRIES = Number(process.env.BENCH_GLOSSARY ?? 50_000);
const QUERIES = Number(process.env.BENCH_GLOSSARY_QUERIES ?? 1000);
const PASSWORD = 'Bench-Glossary-Password-1';
const FOREIGN_QUERIES = 100;
export const GLOSSARY_TARGETS = { postgresP95Ms: 25, pgliteP95Ms: 80, exportSeconds: 5, exportRssMb: 150 };

/** Swaps two letters in the middle of a word: a typo. */
const misspell = (word: string) => (word.length < 5 ? `${word}x` : word.slice(0, 2) + word[3] + word[2] + word.slice(4));

export async function run(label: string, db: Db): Promise<void> {
  const tenants = loadTenants().filter((t) => t.id === 'us');
  const started = performance.now();
  await migrate(db);
  await ensureTenants(db, tenants);
  await seedDemoData(db, tenants, PASSWORD);
  await ensureGlossary(db, tenants, ENTRIES);
  await sql`analyze`.execute(db);
  console.log(`\n${label}: ${ENTRIES.toLocaleString('en-US')} entries loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const names = (
    await db
      .selectFrom('glossary_entries')
      .select(['business_name', 'technical_name'])
      .where('tenant_id', '=', 'us')
      .where('language', '=', 'en')
      .execute()
  ).map((r) => r);
  const pick = (i: number) => names[(i * 7919) % names.length]!;
  const KINDS = ['exact name', 'two-word prefix', 'misspelled word', 'synonym or acronym', 'technical name'] as const;
  const terms: Array<{ term: string; product?: string; kind: (typeof KINDS)[number] }> = [];
  const synonyms = ['qty', 'quantity', 'out of stock', 'oos', 'upc', 'gmv', 'pos', 'yoy', 'avg selling price', 'nps'];
  for (let i = 0; i < QUERIES; i++) {
    const entry = pick(i);
    const words = entry.business_name.split(' ');
    const kind = i % 5;
    const term =
      kind === 0
        ? entry.business_name
        : kind === 1
          ? words.slice(0, 2).join(' ')
          : kind === 2
            ? misspell(words.find((w) => w.length >= 5) ?? words[0]!)
            : kind === 3
              ? synonyms[i % synonyms.length]!
              : entry.technical_name;
    terms.push({
      term: term.length >= 3 ? term : `${term}   sales`,
      product: i % 2 ? PRODUCT_TAGS[i % PRODUCT_TAGS.length] : undefined,
      kind: KINDS[kind]!,
    });
  }

  await loadServerCatalogs();
  const config = { ...loadConfig({ NODE_ENV: 'test', LOCAL_SSO: 'false', DEMO_PASSWORD: PASSWORD }), logLevel: 'silent' };
  const app = await createApp({ config, tenants, db, closeDatabase: false });
  await app.ready();
  const host = 'us.localhost';
  const cookie = await signedInCookie(app, 'supplier-user', PASSWORD);
  const headers = { host, origin: `http://${host}`, cookie };
  const searchOnce = async ({ term, product }: { term: string; product?: string }) => {
    const res = await app.inject({
      method: 'POST',
      url: '/core-app-api/v1/customer-support/search-glossaries',
      headers,
      payload: { search_field: term, page_number: 0, page_size: 20, ...(product ? { product_tag_value: product } : {}) },
    });
    if (res.statusCode !== 200) throw new Error(`${term}: ${res.statusCode} ${res.body}`);
  };
  for (const t of terms.slice(0, 20)) await searchOnce(t); // warm-up
  const times: number[] = [];
  const byKind = new Map<string, number[]>();
  const slowest: Array<{ ms: number; term: string; product?: string }> = [];
  for (const t of terms) {
    const start = performance.now();
    await searchOnce(t);
    const ms = performance.now() - start;
    times.push(ms);
    byKind.set(t.kind, [...(byKind.get(t.kind) ?? []), ms]);
    slowest.push({ ms, term: t.term, product: t.product });
  }
  if (process.env.BENCH_VERBOSE)
    for (const s of slowest.sort((a, b) => b.ms - a.ms).slice(0, 15)) console.log(`  ${s.ms.toFixed(1)} ms  ${s.term}  ${s.product ?? ''}`);
  const quantile = (list: number[], q: number) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!.toFixed(1);
  };
  const target = label === 'PostgreSQL' ? GLOSSARY_TARGETS.postgresP95Ms : GLOSSARY_TARGETS.pgliteP95Ms;
  console.log(
    `${QUERIES} mixed searches: p50 ${quantile(times, 0.5)} ms   p95 ${quantile(times, 0.95)} ms   p99 ${quantile(times, 0.99)} ms   (target p95 ≤ ${target} ms)`,
  );
  for (const [kind, list] of byKind)
    console.log(`  ${kind.padEnd(20)} p50 ${quantile(list, 0.5).padStart(6)} ms   p95 ${quantile(list, 0.95).padStart(6)} ms`);

  // Outside the mix: names from the tenant's other language, which the reader's dictionary does
  // not hold (nothing found, "Did you mean" looked for): the cost of a search that fails.
  const foreign = await db
    .selectFrom('glossary_entries')
    .select('business_name')
    .where('tenant_id', '=', 'us')
    .where('language', '=', 'es')
    .where(sql<SqlBool>`length(business_name) >= 8`)
    .limit(FOREIGN_QUERIES)
    .execute();
  const foreignTimes: number[] = [];
  for (const [i, { business_name }] of foreign.entries()) {
    const start = performance.now();
    await searchOnce({ term: business_name, product: i % 2 ? PRODUCT_TAGS[i % PRODUCT_TAGS.length] : undefined });
    foreignTimes.push(performance.now() - start);
  }
  console.log(
    `${foreign.length} names in another language (not the mix): p50 ${quantile(foreignTimes, 0.5)} ms   p95 ${quantile(foreignTimes, 0.95)} ms`,
  );

  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  const exportStart = performance.now();
  const exported = await app.inject({ method: 'POST', url: '/core-app-api/v1/customer-support/export-glossaries', headers, payload: {} });
  clearInterval(watch);
  console.log(
    `export of all ${ENTRIES.toLocaleString('en-US')}: ${exported.statusCode}, ${(exported.rawPayload.length / 1024 / 1024).toFixed(1)} MB in ` +
      `${((performance.now() - exportStart) / 1000).toFixed(1)} s (target ≤ ${GLOSSARY_TARGETS.exportSeconds} s), RSS growth ` +
      `${((peak - rssBefore) / 1024 / 1024).toFixed(0)} MB (target ≤ ${GLOSSARY_TARGETS.exportRssMb} MB)`,
  );
  await app.close();
}

export function printDataDictionaryBench(): Promise<void> {
  return onPgliteThenPostgres('data-dictionary', run);
}
