// The servers of the end-to-end run, started once for all suites:
// - the shared one, where the human-verification rule is set out of reach (the suites sign in
//   with wrong passwords on purpose);
// - the challenge one (next port), where the rule fires after two failures (challenge.spec.ts).
import { E2E_PORT } from './playwright.config.ts';
import { startServer } from './server.ts';

export const CHALLENGE_PORT = E2E_PORT + 1;

export default async function setup() {
  const stops = await Promise.all([
    startServer(E2E_PORT, { BOT_CHALLENGE_AFTER_FAILURES: '1000' }),
    startServer(CHALLENGE_PORT, { BOT_CHALLENGE_AFTER_FAILURES: '2' }),
  ]);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
