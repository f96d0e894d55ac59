import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * Two workers by default: on a 2-core machine the suite spends much of its time waiting (the
 * server, debounces, downloads), so a second browser fills it. Each worker has a server and a
 * database of its own (server-setup.ts), so the suites of one never see the other's data.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './server-setup.ts',
  // A file's tests run in order on one worker (they share its server's data), unless the file
  // says its tests are independent (test.describe.configure({ mode: 'parallel' })).
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  reporter: [['list']],
  // Limits for a slow machine of this kind, where Chromium, two servers and the runner share two
  // cores: a page that shows in 2 s on a quiet day took over 5 s there. A journey over many pages
  // says so (test.slow(): three times this).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
});
