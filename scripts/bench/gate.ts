// `npm run bench gate` (issue 27 §2): the performance gate that CI (.ci/run) runs after the tests,
// so that a goal met stays met. It starts the built server on PGlite and a bare Fastify server (the
// ceiling of this machine), measures the start-up calls of every page and the admin's user list
// alternated with the ceiling, a few seconds each, and fails when a call falls below its floor —
// set well under its target (npm run bench api) but far above the regression that once went
// unnoticed for 40 commits (user-context at 3.5 % of the ceiling) — or when a bundle's initial JS
// is over budget. Ratios to a ceiling measured beside each call, not absolute times, so a slower
// machine does not fail it; a call below its floor is measured up to twice more before the gate fails.
// The figures are printed every run.
import { startServer } from '../../tests/e2e/server.ts';
import { type Case, CEILING_PORT, type Measure, measure, startCeiling, supplierAdminOf } from './api.ts';
import { bundleSizes, INITIAL_JS_TARGET_KB } from './bundle-size.ts';

const PORT = 3392;
const SECONDS = Number(process.env.GATE_SECONDS ?? 3);
/** Measurements of a call before it fails the gate: below its floor every time. */
const ATTEMPTS = 3;

/** Each call's floor, as a share of the ceiling (targets: user-context 35 %, products 30 %, users page 0 10 %). */
const FLOORS: Record<string, number> = {
  'GET user-context': 0.2,
  'GET products': 0.15,
  'GET site': 0.15,
  'GET feature flags': 0.15,
  'GET users page 0': 0.05,
};

const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

async function shareOf(c: Case): Promise<{ share: number; run: Measure; ceiling: Measure }> {
  const ceiling = await measure({ name: 'ceiling', port: CEILING_PORT, path: '/', headers: {} }, SECONDS);
  const run = await measure(c, SECONDS);
  return { share: run.reqPerSec / ceiling.reqPerSec, run, ceiling };
}

function checkBundles(): string[] {
  const failures: string[] = [];
  const sizes = bundleSizes();
  const largest = sizes.reduce((a, b) => (b.gzip > a.gzip ? b : a));
  console.log(
    `Initial JS: ${sizes.length} bundles, the largest ${largest.name} ${(largest.gzip / 1024).toFixed(1)} KB gzip (budget ${INITIAL_JS_TARGET_KB})`,
  );
  for (const b of sizes) {
    if (b.gzip / 1024 > INITIAL_JS_TARGET_KB) {
      failures.push(`${b.name}: initial JS ${(b.gzip / 1024).toFixed(1)} KB gzip is over the budget of ${INITIAL_JS_TARGET_KB} KB`);
    }
  }
  return failures;
}

export async function runGate(): Promise<void> {
  const failures = checkBundles();
  delete process.env.DATABASE_URL; // PGlite: what a fresh clone runs
  const stopPortal = await startServer(PORT, { LOG_LEVEL: 'info' });
  const stopCeiling = await startCeiling();
  try {
    const { headers, companyId } = await supplierAdminOf(PORT);
    const call = (name: string, path: string): Case => ({ name, port: PORT, path, headers });
    const cases = [
      call('GET user-context', '/platform/v1/identity/user-context?permissions=true'),
      call('GET products', '/platform/v1/products'),
      call('GET site', '/platform/v1/identity/sites/WMT-US'),
      call('GET feature flags', '/core-app-api/api/ccm'),
      call('GET users page 0', `/core-app-api/companies/${companyId}/users?page=0&pageSize=25`),
    ];
    // A second of each call first, unmeasured: the first call measured on a server just started
    // ran before its code was compiled hot (user-context 15.7 % in one CI run, 43.3 % measured again).
    for (const c of [...cases, { name: 'ceiling', port: CEILING_PORT, path: '/', headers: {} }]) await measure(c, 1);
    console.log(`\nStart-up calls on PGlite, ${SECONDS} s each beside a ceiling measured just before it (50 connections)`);
    console.log(
      `${'call'.padEnd(20)} ${'req/s'.padStart(8)} ${'ceiling'.padStart(8)} ${'share'.padStart(8)} ${'floor'.padStart(7)} ${'p99 ms'.padStart(7)}`,
    );
    for (const c of cases) {
      const floor = FLOORS[c.name]!;
      let result = await shareOf(c);
      const line = (r: typeof result, note = '') =>
        console.log(
          `${c.name.padEnd(20)} ${r.run.reqPerSec.toFixed(0).padStart(8)} ${r.ceiling.reqPerSec.toFixed(0).padStart(8)} ${pct(r.share).padStart(8)} ${pct(floor).padStart(7)} ${String(r.run.p99).padStart(7)}${note}`,
        );
      // On a shared 2-core host one 3-second sample of user-context ranged 16.8–29.4 % of the
      // ceiling within a minute (floor 20 %); a real regression (3.5 % once) stays under it every time.
      for (let retry = 1; retry < ATTEMPTS && (result.share < floor || result.run.failures > 0); retry++) {
        line(result, '  below the floor or failed: measured once more');
        result = await shareOf(c);
      }
      line(result);
      if (result.run.failures > 0) failures.push(`${c.name}: ${result.run.failures} requests failed or answered other than 2xx`);
      else if (result.share < floor) {
        failures.push(`${c.name}: ${pct(result.share)} of the ceiling, under its floor of ${pct(floor)} (${ATTEMPTS} times in a row)`);
      }
    }
  } finally {
    stopCeiling();
    await stopPortal();
  }
  if (failures.length) {
    console.error(`\nPerformance gate FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    console.error('A call got slower than it may: see npm run bench api, and tests/api/startup-cost.test.ts for its statements.');
    process.exit(1);
  }
  console.log('\nPerformance gate passed.');
}
