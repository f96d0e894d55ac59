// `npm test`: compile catalogs, type-check, build all 18 bundles, run the unit/API suites (Vitest), then the
// end-to-end suite (Playwright in Debian's Chromium) against the built bundles and the real
// server. Without Chromium the end-to-end suite is skipped loudly, unless REQUIRE_E2E=1 (CI),
// where a missing browser fails the run.
import { spawnSync } from 'node:child_process';
import { chromiumAvailable, CHROMIUM_PATH } from '../tests/e2e/chromium.ts';

const database = process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host})` : 'PGlite (embedded)';
console.log(`\n== npm test on ${database}\n`);

function run(title: string, command: string, args: string[]): void {
  console.log(`\n== ${title}\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  if (result.status !== 0) {
    console.error(`\n== ${title} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name: string) => `node_modules/.bin/${name}`;

run('Compile message catalogs', bin('lingui'), ['compile', '--typescript', '--strict']);
run('Type check (tsc)', bin('tsc'), ['--noEmit', '-p', '.']);
run('Build all tenant × environment bundles', bin('rsbuild'), ['build']);
run('Unit and API tests (Vitest)', bin('vitest'), ['run', '--config', 'scripts/vitest.config.ts']);

if (chromiumAvailable()) {
  run('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test', '--config', 'tests/e2e/playwright.config.ts']);
} else if (process.env.REQUIRE_E2E === '1') {
  console.error(`\n== REQUIRE_E2E=1 but no Chromium at ${CHROMIUM_PATH}: install it with apt-get install -y chromium`);
  process.exit(1);
} else {
  console.warn('\n' + '!'.repeat(78));
  console.warn(`!! END-TO-END TESTS SKIPPED: no Chromium at ${CHROMIUM_PATH}.`);
  console.warn('!! Install it (apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again.');
  console.warn('!'.repeat(78) + '\n');
}
