// Bulk create is all-or-nothing even when the server dies mid-way (issue 4 §3): the real server runs
// as a child process, a 10,000-row sheet is uploaded, the server is SIGKILLed as soon as it logs
// that it is writing the import (staging its rows), then restarted on the same database: the company has
// exactly the users it had before, and no task, token or e-mail of the import exists.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { rmSync } from 'node:fs';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildServer } from '../../scripts/server-build.ts';
import { openDatabase } from '../../server/db/database.ts';
import { purgeStaleImports } from '../../server/modules/bulk-users/repository.ts';
import { demoDomain } from '../../server/seed/demo-data.ts';
import { HEADER, multipart, people, workbook } from './bulk-support.ts';
import { countRows } from '../helpers/db.ts';
import { DEMO_PASSWORD } from '../helpers/pglite-template.ts';
import { processDatabase } from '../helpers/server-process.ts';

const PORT = 3450;
const HOST = 'us.localhost';
/** The demo accounts' password: the seeded template's on PGlite, the one the server seeds with on PostgreSQL. */
const PASSWORD = DEMO_PASSWORD;
const DOMAIN = demoDomain('Blue Ridge Foods Inc.');

let dataDir: string | undefined;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let server: { child: ChildProcess; log: () => string } | undefined;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const name = `portal_kill_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  } else {
    // The run's seeded database (a first start from nothing spends most of the test on initdb and the seed).
    dataDir = (await processDatabase('portal-kill')).dataDir!;
  }
});

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await dropDatabase?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function start(): Promise<{ child: ChildProcess; log: () => string }> {
  // A server left on the port would answer the health check and be tested instead.
  const busy = await request('GET', '/healthz').then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`Port ${PORT} is in use: stop what listens there and run again`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DEMO_PASSWORD: PASSWORD,
    LOG_LEVEL: 'info',
    APP_ENV: 'local',
    NODE_ENV: 'development',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.DATA_DIR = dataDir;
  }
  let log = '';
  const child = spawn(process.execPath, ['--enable-source-maps', await buildServer()], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
    const ok = await request('GET', '/healthz').then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return { child, log: () => log };
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(s: { child: ChildProcess }, signal: NodeJS.Signals) {
  if (s.child.exitCode !== null || s.child.signalCode !== null) return;
  const exited = new Promise((resolve) => s.child.once('exit', resolve));
  s.child.kill(signal);
  await exited;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(method: string, path: string, options: { headers?: Record<string, string>; body?: Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        headers: { host: `${HOST}:${PORT}`, origin: `http://${HOST}:${PORT}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

async function signIn(): Promise<string> {
  const res = await request('POST', '/platform/login', {
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify({ email: 'supplier-admin.us@demo.test', password: PASSWORD })),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.body.toString()}`);
  const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('sip_session='));
  return cookie!.split(';')[0]!;
}

/** The company's users, as the pre-filled edit template lists them. */
async function companyEmails(cookie: string, companyId: string): Promise<string[]> {
  const res = await request('GET', `/platform/v1/identity/companies/${companyId}/download-bulk-edit-template`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.body as unknown as ArrayBuffer);
  const sheet = wb.getWorksheet('Users')!;
  return Array.from({ length: sheet.actualRowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(3).value));
}

test('a server killed during a 10,000-row import leaves no partial users, tasks, tokens or e-mails', async () => {
  server = await start();
  let cookie = await signIn();
  const context = await request('GET', '/platform/v1/identity/user-context', { headers: { cookie } });
  const companyId = (JSON.parse(context.body.toString()) as { tenant: { id: string } }).tenant.id;
  const before = await companyEmails(cookie, companyId);
  expect(before.length).toBeGreaterThan(0);

  const data = await workbook(
    [...HEADER, 'Shopper Behavior'],
    people(10_000, DOMAIN, 'kill').map((r) => [...r, 'Y']),
  );
  const { body, contentType } = multipart([{ data, filename: 'kill.xlsx' }]);
  const s = server;
  const sawInserting = new Promise<void>((resolve) => {
    const check = (chunk: Buffer) => {
      if (chunk.toString().includes('bulk import: inserting') || s.log().includes('bulk import: inserting')) {
        s.child.stdout!.off('data', check);
        resolve();
      }
    };
    s.child.stdout!.on('data', check);
  });
  const upload = request('POST', `/core-app-api/companies/${companyId}/users/bulk-upload/validate-create`, {
    headers: { cookie, 'content-type': contentType },
    body,
  }).then(
    (res) => ({ status: res.status }),
    (error: Error) => ({ error: error.message }),
  );
  await sawInserting;
  s.child.kill('SIGKILL');
  await new Promise((resolve) =>
    s.child.exitCode !== null || s.child.signalCode !== null ? resolve(null) : s.child.once('exit', resolve),
  );
  // The kill came before the import answered: the request died with the server.
  expect(await upload).toHaveProperty('error');
  expect(s.log()).not.toContain('bulk import: committed');

  // Same database, new process.
  server = await start();
  cookie = await signIn();
  const after = await companyEmails(cookie, companyId);
  expect(after.length).toBe(before.length);
  expect(after.sort()).toEqual(before.sort());
  await stop(server, 'SIGTERM');

  const db = openDatabase({ url: databaseUrl, dataDir: dataDir ?? '' });
  try {
    expect(await countRows(db.selectFrom('users').where('login_id', 'like', 'kill.%'))).toBe(0);
    expect(await countRows(db.selectFrom('mail_outbox').where('to_address', 'like', 'kill.%'))).toBe(0);
    // Only the seeded pending user's task; no token, and no activity of the import.
    expect(await countRows(db.selectFrom('user_tasks').where('company_id', '=', companyId))).toBe(1);
    expect(await countRows(db.selectFrom('password_reset_tokens'))).toBe(0);
    expect(await countRows(db.selectFrom('activity_log').where('event', '=', 'BULK_USERS_CREATED'))).toBe(0);
    // The claim and staging rows of the dead import: removed at start-up on PGlite (one process owns
    // it); on PostgreSQL other instances may be importing, so they go once stale (here: now).
    if (databaseUrl) await purgeStaleImports(db, 0);
    expect(await db.selectFrom('bulk_imports').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('bulk_import_rows').select('user_id').execute()).toEqual([]);
  } finally {
    await db.destroy();
  }
}, 240_000);
