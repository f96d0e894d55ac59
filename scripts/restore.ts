// `npm run restore -- <file> [--data-dir <dir>]`: turns a backup of `npm run backup` into a fresh
// data directory (DATA_DIR unless --data-dir says another), which must not exist or be empty:
// a restore never overwrites a database. Then it opens the result and says what it holds, table
// by table. On PostgreSQL (DATABASE_URL) use pg_restore (docs/operations.md#backups).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase, pendingMigrations, tableRowCounts } from '../server/db/database.ts';

function fail(message: string): never {
  console.error(`npm run restore: ${message}`);
  process.exit(1);
}

const { values, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
const file = positionals[0];
if (!file || positionals.length > 1) fail('usage: npm run restore -- <backup file> [--data-dir <new directory>]');
const config = loadConfig();
if (config.databaseUrl && !values['data-dir']) {
  fail(`DATABASE_URL is set: restore PostgreSQL with pg_restore, e.g.
  createdb portal_restored && pg_restore --no-owner --dbname=portal_restored portal.dump
(docs/operations.md#backups), or pass --data-dir to restore an embedded backup into a directory.`);
}
if (!existsSync(file)) fail(`${file} does not exist`);
const dataDir = resolve(values['data-dir'] ?? config.dataDir);
if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
  fail(`${dataDir} is not empty: a restore goes into a fresh directory (move the old one away first, or pass --data-dir)`);
}

const started = performance.now();
const created = !existsSync(dataDir);
mkdirSync(dataDir, { recursive: true });
let counts: Record<string, number>;
try {
  const db = openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(file)], { type: 'application/gzip' }) });
  try {
    counts = await tableRowCounts(db);
    const pending = await pendingMigrations(db);
    if (pending.length)
      console.log(`The backup predates ${pending.length} migration(s) of this code; the server runs them at its next start.`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  // Leave no half-written database behind.
  if (created) rmSync(dataDir, { recursive: true, force: true });
  else for (const entry of readdirSync(dataDir)) rmSync(resolve(dataDir, entry), { recursive: true, force: true });
  fail(`${file} could not be restored: ${error instanceof Error ? error.message : String(error)}`);
}

const tables = Object.entries(counts);
const rows = tables.reduce((sum, [, count]) => sum + count, 0);
const width = Math.max(...tables.map(([name]) => name.length));
for (const [name, count] of tables) console.log(`  ${name.padEnd(width)} ${count}`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Restored ${file} into ${dataDir}: ${tables.length} tables, ${rows} rows (${seconds} s).`);
console.log(`Start the server on it with DATA_DIR=${dataDir}.`);
