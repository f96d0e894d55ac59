// The server's bundle (scripts/server-build.ts), made once before any test file runs: the API tests
// that start the real server as a process (backup, shutdown, bulk-kill, runtime) then start the
// same finished file, and none of them makes it while another starts it.
import { buildServer } from '../../scripts/server-build.ts';

export default async function setup() {
  await buildServer();
}
