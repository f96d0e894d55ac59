// The shared server of the end-to-end run. The human-verification rule is set out of reach here
// (the suites sign in with wrong passwords on purpose); challenge.spec.ts starts its own server.
import { E2E_PORT } from './playwright.config.ts';
import { startServer } from './server.ts';

export default function setup() {
  return startServer(E2E_PORT, { BOT_CHALLENGE_AFTER_FAILURES: '1000' });
}
