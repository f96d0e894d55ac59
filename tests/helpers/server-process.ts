// The real server as a child process (the bundle `npm start` runs, scripts/server-build.ts), for
// the API tests that need the process itself: its signals, its exit, its data directory. A
// database of its own: a PGlite directory made from the run's seeded template (or empty), or with
// DATABASE_URL a fresh PostgreSQL database, dropped afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildServer } from '../../scripts/server-build.ts';
import { readTemplate } from './pglite-template.ts';

export interface ProcessDatabase {
  /** DATA_DIR or DATABASE_URL for the server. */
  env: NodeJS.ProcessEnv;
  /** The PGlite directory (null on PostgreSQL). */
  dataDir: string | null;
  /** The PostgreSQL database's URL (null on PGlite). */
  url: string | null;
  drop(): Promise<void>;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A database for one server process: seeded like the API tests' on PGlite, empty on PostgreSQL (the server migrates it). */
export async function processDatabase(prefix: string): Promise<ProcessDatabase> {
  if (process.env.DATABASE_URL) {
    const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      dataDir: null,
      url: url.toString(),
      drop: () => adminQuery(`drop database if exists ${name} with (force)`),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const template = inject('pgliteTemplate');
  if (template) {
    // The run's seeded database, written into the directory (a first start from nothing spends seconds on initdb).
    const pglite = new PGlite(dataDir, { extensions: { pg_trgm }, loadDataDir: readTemplate(template) });
    await pglite.close();
  }
  return { env: { DATA_DIR: dataDir }, dataDir, url: null, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request on a connection of its own. */
export function request(
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent: false, headers: { host: `us.localhost:${port}`, ...options.headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** What the process wrote so far (standard output and error). */
  log(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the server's bundle on `database` and waits until /readyz says it is ready. */
export async function startServerProcess(database: ProcessDatabase, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_ENV: 'local',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    SEED_DEMO_DATA: 'false',
    ...database.env,
    ...env,
  };
  if (!database.url) delete childEnv.DATABASE_URL;
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', await buildServer()], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    child,
    port,
    log: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  // A first start on a busy 2-core machine (migrations, the glossary) takes a while.
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early (${child.exitCode ?? child.signalCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    const ready = await request(port, 'GET', '/readyz').then(
      (res) => res.status === 200,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
