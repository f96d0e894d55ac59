// `npm start`: compile the message catalogs and build this environment's bundles when they are
// missing, bundle the server, then run it (which migrates, and seeds demo data into an empty database
// outside production). It runs on the Node.js the project brings (server/runtime.ts), as does the
// server it starts (process.execPath).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadTenants } from '../tenants/index.ts';
import { loadConfig } from '../server/config.ts';
import { requireSupportedNode } from '../server/runtime.ts';
import { LOCALES } from '../tenants/schema.ts';
import { buildServer } from './server-build.ts';

requireSupportedNode('npm start');
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
// The server runs from its bundle (scripts/server-build.ts), in a process of its own that this one
// follows: its exit is ours, and a stop signal reaches it (it shuts down gracefully).
const child = spawn(process.execPath, ['--enable-source-maps', await buildServer()], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
