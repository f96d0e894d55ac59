// `npm test`: lint (ESLint, with the import boundaries of eslint.config.js) and check formatting
// (Prettier), compile catalogs, type-check, build all 18 bundles, run the unit/API suites (Vitest), then the
// end-to-end suite (Playwright in Debian's Chromium) against the built bundles and the real
// server. Without Chromium the end-to-end suite is skipped loudly, unless REQUIRE_E2E=1 (CI),
// where a missing browser fails the run.
//
// `npm test -- --database-suites` runs only what depends on the database, for a second pass on
// another one (CI: everything on PGlite, then this on PostgreSQL): the API suites and the server's
// own tests, and the end-to-end journeys of DATABASE_JOURNEYS. Lint, types, bundles, component
// tests and the other browser tests do not depend on the database, so a second run would only
// cost time. It expects the bundles of a full run (dist/) to be there.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumAvailable, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';
import { requireSupportedNode } from '../server/runtime.ts';

// Every tool below runs on this Node: node_modules/.bin (the project's runtime, server/runtime.ts)
// is first on the PATH npm gives this script and its children.
requireSupportedNode('npm test');

const database = process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host})` : 'PGlite (embedded)';
const databaseSuitesOnly = process.argv.includes('--database-suites');
console.log(`\n== npm test${databaseSuitesOnly ? ' (database suites)' : ''} on ${database}, Node ${process.version}\n`);

/** Each step's wall time, printed at the end: where a slow run spent it. */
const durations: Array<[string, number]> = [];

function run(title: string, command: string, args: string[]): void {
  console.log(`\n== ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  durations.push([title, (Date.now() - started) / 1000]);
  if (result.status !== 0) {
    console.error(`\n== ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Runs the steps at once, each one's output held and printed whole when it ends (in the order
 * given), then exits like run() at the first failing one, after all have ended.
 */
async function runTogether(steps: Array<[title: string, command: string, args: string[]]>): Promise<void> {
  console.log(`\n== At once: ${steps.map(([title]) => title).join(', ')}`);
  const started = Date.now();
  const results = await Promise.all(
    steps.map(
      ([title, command, args]) =>
        new Promise<{ title: string; output: string; code: number | string; seconds: number }>((resolve) => {
          const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '0' } });
          const chunks: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
          const done = (code: number | string) =>
            resolve({ title, output: Buffer.concat(chunks).toString(), code, seconds: (Date.now() - started) / 1000 });
          child.on('error', (error) => done(error.message));
          child.on('close', (code, signal) => done(code ?? signal ?? 1));
        }),
    ),
  );
  for (const { title, output, seconds } of results) {
    console.log(`\n== ${title} (ended after ${seconds.toFixed(0)} s)\n`);
    process.stdout.write(output);
    durations.push([`${title} (at once)`, seconds]);
  }
  const failed = results.find((result) => result.code !== 0);
  if (failed) {
    console.error(`\n== ${failed.title} failed (exit ${failed.code})`);
    process.exit(typeof failed.code === 'number' ? failed.code : 1);
  }
}

/**
 * End-to-end journeys whose outcome rests on the database's transactions and constraints: an
 * invitation mailed, accepted and registered; a bulk upload staged and applied in one transaction;
 * a reset link spent once.
 */
const DATABASE_JOURNEYS = ['tests/e2e/invitation.spec.ts', 'tests/e2e/bulk-upload.spec.ts', 'tests/e2e/password-reset.spec.ts'];

const bin = (name: string) => `node_modules/.bin/${name}`;
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

run('Compile message catalogs', bin('lingui'), ['compile', '--typescript', '--strict']);
if (!databaseSuitesOnly) {
  // Independent checks at once: ESLint, Prettier and tsc use one core each, the bundle build a
  // little under two; one after another they took 79 s on a 2-core machine, together about 55 s.
  await runTogether([
    ['Lint (ESLint)', bin('eslint'), ['.']],
    ['Formatting (prettier --check)', bin('prettier'), ['--check', '.']],
    ['Type check (tsc)', bin('tsc'), ['--noEmit', '-p', '.']],
    ['Build all tenant × environment bundles', bin('rsbuild'), ['build']],
  ]);
}
const vitestReport = join(reports, 'vitest.json');
run(databaseSuitesOnly ? 'API and server tests (Vitest)' : 'Unit and API tests (Vitest)', bin('vitest'), [
  'run',
  '--config',
  'scripts/vitest.config.ts',
  ...(databaseSuitesOnly ? ['--project', 'node', 'tests/api', 'server'] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = JSON.parse(readFileSync(vitestReport, 'utf8')) as {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
};
totals.passed += vitest.numPassedTests;
totals.failed += vitest.numFailedTests;
totals.skipped += vitest.numPendingTests + vitest.numTodoTests;

if (chromiumAvailable()) {
  const playwrightReport = join(reports, 'playwright.json');
  process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = playwrightReport;
  run(
    databaseSuitesOnly ? 'End-to-end journeys on the database (Playwright, Chromium)' : 'End-to-end tests (Playwright, Chromium)',
    bin('playwright'),
    ['test', '--config', 'tests/e2e/playwright.config.ts', '--reporter=list,json', ...(databaseSuitesOnly ? DATABASE_JOURNEYS : [])],
  );
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
} else if (process.env.REQUIRE_E2E === '1') {
  console.error(`\n== REQUIRE_E2E=1 but no Chromium at ${CHROMIUM_PATH}: install it with apt-get install -y chromium`);
  process.exit(1);
} else {
  console.warn('\n' + '!'.repeat(78));
  console.warn(`!! END-TO-END TESTS SKIPPED: no Chromium at ${CHROMIUM_PATH}.`);
  console.warn('!! Install it (apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.');
  console.warn('!'.repeat(78) + '\n');
}

console.log('\n== Durations');
for (const [title, seconds] of durations) console.log(`${title.padEnd(60)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
