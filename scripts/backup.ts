// `npm run backup [-- <file>]`: a consistent copy of the embedded (PGlite) database of DATA_DIR, as
// a gzipped tarball (default backups/portal-<time>.tar.gz), that `npm run restore` turns back into
// a data directory. While a server runs on DATA_DIR it makes the copy itself (GET /ops/backup: one
// process owns a PGlite directory, a second opening it would corrupt it); when none runs, the
// directory is opened here. On PostgreSQL (DATABASE_URL) use pg_dump (docs/operations.md#backups).
import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { loadConfig } from '../server/config.ts';
import { dumpEmbeddedDatabase, openDatabase } from '../server/db/database.ts';
import { loopbackAddress, processRuns, readServerInfo } from '../server/services/embedded-backup.ts';

const POSTGRES = `DATABASE_URL is set: back PostgreSQL up with pg_dump, e.g.
  pg_dump --format=custom --file=portal.dump "$DATABASE_URL"
and restore with pg_restore (docs/operations.md#backups).`;

function fail(message: string): never {
  console.error(`npm run backup: ${message}`);
  process.exit(1);
}

const config = loadConfig();
if (config.databaseUrl) fail(POSTGRES);
const dataDir = resolve(config.dataDir);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = resolve(process.argv[2] ?? join('backups', `portal-${stamp}.tar.gz`));
if (existsSync(target)) fail(`${target} exists: choose another file`);
mkdirSync(dirname(target), { recursive: true });
const partial = `${target}.partial`;
const started = performance.now();
let how: string;

try {
  const server = readServerInfo(dataDir);
  if (server && processRuns(server.pid)) {
    const address = loopbackAddress(server);
    if (!address)
      fail(
        `the server on ${dataDir} (pid ${server.pid}) listens on ${server.host} only: it must listen on this machine's loopback too (HOST=0.0.0.0)`,
      );
    const res = await fetch(`http://${address}/ops/backup`, { headers: { authorization: `Bearer ${server.token}` } });
    if (!res.ok || !res.body) fail(`the server on ${dataDir} (pid ${server.pid}) answered ${res.status}: ${await res.text()}`);
    await pipeline(Readable.fromWeb(res.body as ReadableStream), createWriteStream(partial, { mode: 0o600 }));
    how = `from the server running on it (pid ${server.pid})`;
  } else {
    if (!existsSync(join(dataDir, 'PG_VERSION'))) fail(`no database in ${dataDir} (DATA_DIR)`);
    // No server runs on it: open it here (do not start one until this ends).
    const db = openDatabase({ dataDir });
    try {
      const dump = await dumpEmbeddedDatabase(db);
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await db.destroy();
    }
    how = 'directly (no server runs on it)';
  }
  renameSync(partial, target);
} catch (error) {
  rmSync(partial, { force: true });
  fail(error instanceof Error ? error.message : String(error));
}

const megabytes = (statSync(target).size / 1_048_576).toFixed(1);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Backed up ${dataDir} ${how} to ${target} (${megabytes} MB, ${seconds} s).`);
console.log(`Restore it into a fresh directory with: npm run restore -- ${target} --data-dir <new directory>`);
