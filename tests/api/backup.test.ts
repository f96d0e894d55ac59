// Backups (issue 32 §3). The embedded database: `npm run backup` copies it while the real server
// runs on it (the server makes the copy: GET /ops/backup, for this machine and the server's token
// only) or, with no server, from the directory itself; `npm run restore` turns a copy into a fresh
// data directory, and every row of every table is there. On PostgreSQL the scripts and the endpoint
// point to pg_dump, and the documented pg_dump / pg_restore bring every row back.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, tableRowCounts } from '../../server/db/database.ts';
import { BACKUP_ON_POSTGRES } from '../../server/modules/backup/routes.ts';
import { DEMO_PASSWORD, demoLogin, useTestApp } from '../helpers/app.ts';
import { type ProcessDatabase, processDatabase, request, type ServerProcess, startServerProcess } from '../helpers/server-process.ts';

const onPostgres = !!process.env.DATABASE_URL;

/** Runs `npm run <script> -- args` as the scripts do (tsx), with this environment plus `env`. */
function runScript(script: 'backup' | 'restore', args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', ...env };
    if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** The rows of every table of a PGlite directory (no server may run on it). */
async function rowsIn(dataDir: string): Promise<Record<string, number>> {
  const db = openDatabase({ dataDir });
  try {
    return await tableRowCounts(db);
  } finally {
    await db.destroy();
  }
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);

describe('GET /ops/backup', () => {
  const ctx = useTestApp();
  const ask = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ url: '/ops/backup', headers: { host: '10.0.0.7:3000', ...headers }, remoteAddress });

  test('answers only a client on this machine that sends the server’s own token: others find nothing there', async () => {
    const token = ctx.app.backup.token;
    for (const [headers, remoteAddress] of [
      [{}, '127.0.0.1'],
      [{ authorization: 'Bearer not-the-token' }, '127.0.0.1'],
      [{ authorization: `Bearer ${token}` }, '192.0.2.10'],
      [{ authorization: `Bearer ${token}`, 'x-forwarded-for': '127.0.0.1' }, '192.0.2.10'],
    ] as const) {
      const res = await ask(headers, remoteAddress);
      expect(res.statusCode, `${remoteAddress} ${JSON.stringify(headers)}`).toBe(404);
      expect(res.json().message).toBe('Nothing at GET /ops/backup.');
    }
  });

  if (onPostgres) {
    test('on PostgreSQL it points to pg_dump', async () => {
      const res = await ask({ authorization: `Bearer ${ctx.app.backup.token}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(BACKUP_ON_POSTGRES);
    });
  } else {
    test('the copy it sends opens as a database with every row of every table', async () => {
      const res = await ask({ authorization: `Bearer ${ctx.app.backup.token}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="portal-backup-.*\.tar\.gz"$/);
      const copy = openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([new Uint8Array(res.rawPayload)]) });
      try {
        const counts = await tableRowCounts(copy);
        expect(counts).toEqual(await tableRowCounts(ctx.db));
        expect(counts.users).toBeGreaterThan(10);
      } finally {
        await copy.destroy();
      }
    });
  }
});

if (!onPostgres) {
  describe('npm run backup and npm run restore on the embedded database', () => {
    const work = mkdtempSync(join(tmpdir(), 'portal-backup-'));
    let database: ProcessDatabase;
    let server: ServerProcess | undefined;
    let restored: ServerProcess | undefined;
    let live: Record<string, number>;
    let cookie = '';
    const runningCopy = join(work, 'running.tar.gz');
    const restoredDir = join(work, 'restored');

    beforeAll(async () => {
      database = await processDatabase('portal-backup');
      // No scheduled job writes during the test (the first poll would add their rows).
      server = await startServerProcess(database, { JOBS_POLL_MS: '3600000' });
    }, 180_000);
    afterAll(async () => {
      await server?.stop('SIGKILL');
      await restored?.stop('SIGKILL');
      await database?.drop();
      rmSync(work, { recursive: true, force: true });
    });

    test('npm run backup copies the database while the server runs on it, and the server goes on serving', async () => {
      if (!server || !database.dataDir) throw new Error('no server');
      // A row written through the running server just before: the session of a sign-in.
      const signIn = await request(server.port, 'POST', '/platform/login', {
        headers: { origin: `http://us.localhost:${server.port}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoLogin('supplier-admin', 'us'), password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const backup = await runScript('backup', [runningCopy], { DATA_DIR: database.dataDir });
      expect(backup.output).toContain(`from the server running on it (pid ${server.child.pid})`);
      expect(backup.code).toBe(0);
      expect(existsSync(runningCopy)).toBe(true);
      expect((await request(server.port, 'GET', '/readyz')).status).toBe(200);
      // What the copy must hold: the directory as the server leaves it (nothing was written since).
      expect(await server.stop()).toEqual({ code: 0, signal: null });
      live = await rowsIn(database.dataDir);
      expect(live.sessions).toBeGreaterThan(0);
      expect(live.glossary_entries).toBeGreaterThan(1000);
      cookie = /sip_session=[^;]+/.exec(String(signIn.headers['set-cookie']))![0];
    }, 240_000);

    test('npm run restore brings every row of every table back into a fresh directory, where the server starts and the session still signs in', async () => {
      const restore = await runScript('restore', [runningCopy, '--data-dir', restoredDir], {});
      expect(restore.output).toContain(`into ${restoredDir}: ${Object.keys(live).length} tables, ${total(live)} rows`);
      expect(restore.code).toBe(0);
      expect(await rowsIn(restoredDir)).toEqual(live);

      restored = await startServerProcess({ env: { DATA_DIR: restoredDir }, dataDir: restoredDir, url: null, drop: async () => {} });
      const context = await request(restored.port, 'GET', '/platform/v1/identity/user-context', { headers: { cookie } });
      expect(context.status).toBe(200);
      expect(JSON.parse(context.body)).toMatchObject({ login_id: demoLogin('supplier-admin', 'us') });
      expect(await restored.stop()).toEqual({ code: 0, signal: null });
    }, 240_000);

    test('with no server running, npm run backup copies the directory itself; a restore never overwrites a directory', async () => {
      if (!database.dataDir) throw new Error('no database');
      const offlineCopy = join(work, 'offline.tar.gz');
      const backup = await runScript('backup', [offlineCopy], { DATA_DIR: database.dataDir });
      expect(backup.output).toContain('directly (no server runs on it)');
      expect(backup.code).toBe(0);
      const again = join(work, 'again');
      expect((await runScript('restore', [offlineCopy, '--data-dir', again], {})).code).toBe(0);
      expect(await rowsIn(again)).toEqual(live);

      const refused = await runScript('restore', [offlineCopy, '--data-dir', restoredDir], {});
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`${restoredDir} is not empty: a restore goes into a fresh directory`);
    }, 240_000);
  });
} else {
  describe('PostgreSQL: pg_dump and pg_restore, as docs/operations.md says', () => {
    const ctx = useTestApp();
    const work = mkdtempSync(join(tmpdir(), 'portal-pg-backup-'));
    const name = `portal_restored_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = async (text: string) => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      try {
        await client.query(text);
      } finally {
        await client.end();
      }
    };
    beforeAll(() => admin(`create database ${name}`));
    afterAll(async () => {
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(work, { recursive: true, force: true });
    });

    test('npm run backup and npm run restore say how, and the documented commands bring every row back into a fresh database', async () => {
      const backup = await runScript('backup', [], { DATABASE_URL: ctx.databaseUrl! });
      expect(backup.code).toBe(1);
      expect(backup.output).toContain('pg_dump --format=custom --file=portal.dump "$DATABASE_URL"');
      const restore = await runScript('restore', ['portal.dump'], { DATABASE_URL: ctx.databaseUrl! });
      expect(restore.code).toBe(1);
      expect(restore.output).toContain('pg_restore --no-owner --dbname=');

      const file = join(work, 'portal.dump');
      const dump = spawnSync('pg_dump', ['--format=custom', `--file=${file}`, ctx.databaseUrl!], { encoding: 'utf8' });
      expect(dump.status, dump.stderr).toBe(0);
      const target = new URL(ctx.databaseUrl!);
      target.pathname = `/${name}`;
      const restored = spawnSync('pg_restore', ['--no-owner', `--dbname=${target}`, file], { encoding: 'utf8' });
      expect(restored.status, restored.stderr).toBe(0);
      const copy = openDatabase({ url: target.toString(), dataDir: 'memory://' });
      try {
        const counts = await tableRowCounts(copy);
        expect(counts).toEqual(await tableRowCounts(ctx.db));
        expect(counts.users).toBeGreaterThan(10);
      } finally {
        await copy.destroy();
      }
    }, 120_000);
  });
}
