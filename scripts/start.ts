// `npm start`: compile the message catalogs and build this environment's bundles when they are
// missing, then run the server (which migrates, and seeds demo data into an empty database
// outside production).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadTenants } from '../tenants/index.ts';
import { loadConfig } from '../server/config.ts';
import { LOCALES } from '../tenants/schema.ts';

const config = loadConfig();
const tenants = loadTenants();

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (LOCALES.some((locale) => !existsSync(`locales/${locale}/messages.ts`))) {
  run('node_modules/.bin/lingui', ['compile', '--typescript', '--strict']);
}
const missing = tenants.map((t) => `${t.id}-${config.appEnv}`).filter((name) => !existsSync(`${config.distDir}/${name}/index.html`));
if (missing.length) {
  console.log(`Building ${missing.join(', ')}…`);
  run('node_modules/.bin/rsbuild', ['build', ...missing.flatMap((name) => ['--environment', name])]);
}
await import('../server/main.ts');
