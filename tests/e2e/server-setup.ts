// The servers of the end-to-end run, started once for all suites:
// - one per worker (E2E_PORT for the first, then E2E_PORT+2, E2E_PORT+3, …), where the
//   human-verification rule is set out of reach (the suites sign in with wrong passwords on
//   purpose). Each has a database of its own, so the data one worker's suites change (a user
//   blocked, a banner shown, the development clock moved) never reaches the other's;
// - the challenge one (E2E_PORT+1), where the rule fires after two failures (challenge.spec.ts).
import type { FullConfig } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';
import { seededDataDir, startServer } from './server.ts';

export const CHALLENGE_PORT = E2E_PORT + 1;

/** The port of the server of the worker in slot `parallelIndex` (Playwright's TEST_PARALLEL_INDEX). */
export function serverPort(parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0)): number {
  return parallelIndex === 0 ? E2E_PORT : E2E_PORT + 1 + parallelIndex;
}

export default async function setup(config: FullConfig) {
  // One first start, then every server on a copy of its database: three first starts at once took
  // over a minute on a busy 2-core machine, a second start takes seconds.
  const seeded = await seededDataDir(E2E_PORT);
  const copyOf = seeded?.dir;
  const started = await Promise.allSettled([
    ...Array.from({ length: config.workers }, (_, slot) =>
      startServer(serverPort(slot), { BOT_CHALLENGE_AFTER_FAILURES: '1000', BOT_CHALLENGE_AFTER_ADDRESS_FAILURES: '1000' }, { copyOf }),
    ),
    startServer(CHALLENGE_PORT, { BOT_CHALLENGE_AFTER_FAILURES: '2' }, { copyOf }),
  ]);
  seeded?.remove();
  const stops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // The servers that did start would otherwise outlive the run and hold their ports.
    await stopAll();
    throw failed.reason;
  }
  return stopAll;
}
