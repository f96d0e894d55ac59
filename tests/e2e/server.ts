// Starts the real server (built bundles, a fresh database) for end-to-end tests: a PGlite
// directory of its own, or with DATABASE_URL a fresh PostgreSQL database, dropped on stop.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildServer } from '../../scripts/server-build.ts';

export const E2E_PASSWORD = 'E2e-Demo-Password-1';

/** Runs one statement on the server `baseUrl` names (create or drop a database). */
export async function adminQuery(baseUrl: string, text: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function waitForHealth(port: number, child: ChildProcess, output: () => string): Promise<void> {
  // A first start (migrations, demo data) on a busy 2-core machine, next to others, takes over a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

async function portAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`);
    return true;
  } catch {
    return false;
  }
}

export interface StartOptions {
  /**
   * PGlite: start on a copy of this data directory, one a server has already started on
   * (seededDataDir), instead of an empty one. Ignored on PostgreSQL.
   */
  copyOf?: string;
  /** PGlite: use this data directory and leave it in place on stop. Ignored on PostgreSQL. */
  dataDir?: string;
}

/** Starts a server on `port`; resolves with a function that stops it and removes its database. */
export async function startServer(
  port: number,
  extraEnv: NodeJS.ProcessEnv = {},
  options: StartOptions = {},
): Promise<() => Promise<void>> {
  // A server left over from an interrupted run would answer the health check and be tested instead.
  if (await portAnswers(port)) throw new Error(`Port ${port} is already in use: stop what listens there (or set E2E_PORT) and run again`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_PASSWORD: E2E_PASSWORD,
    LOG_LEVEL: 'warn',
    APP_ENV: 'local',
    ...extraEnv,
  };
  let cleanup: () => Promise<void>;
  if (process.env.DATABASE_URL) {
    const name = `portal_e2e_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await adminQuery(process.env.DATABASE_URL, `create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    cleanup = () => adminQuery(process.env.DATABASE_URL!, `drop database if exists ${name} with (force)`);
  } else if (options.dataDir) {
    env.DATA_DIR = options.dataDir;
    cleanup = async () => {};
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
    if (options.copyOf) cpSync(options.copyOf, dir, { recursive: true });
    env.DATA_DIR = dir;
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  // The server's log goes to a file, not through a pipe to this process, which would spend this
  // process's time (and, in the benchmarks, autocannon's) reading every request line.
  const logDir = mkdtempSync(join(tmpdir(), 'portal-server-log-'));
  const logFile = join(logDir, 'server.log');
  const fd = openSync(logFile, 'w');
  // The server's bundle, as npm start runs it (scripts/server-build.ts).
  const child = spawn(process.execPath, ['--enable-source-maps', await buildServer()], { env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const log = () => readFileSync(logFile, 'utf8');
  try {
    await waitForHealth(port, child, log);
  } catch (error) {
    // A server that never became healthy would otherwise outlive the run and hold its port.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    rmSync(logDir, { recursive: true, force: true });
    await cleanup();
    throw error;
  }
  return async () => {
    // Waiting for an exit that already happened would leave nothing to wake the process up.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    } else {
      console.warn(`The e2e server on port ${port} had stopped early (${child.exitCode ?? child.signalCode}):\n${log().slice(-3000)}`);
    }
    rmSync(logDir, { recursive: true, force: true });
    await cleanup();
  };
}

/**
 * A PGlite data directory on which a server has started once (the schema, the demo data, all its
 * first start writes), for servers that start on copies of it (StartOptions.copyOf): a first start
 * takes several times as long as a second one. Null on PostgreSQL, where each server starts on a
 * fresh database of its own. `port` is only used while it starts.
 */
export async function seededDataDir(port: number, extraEnv: NodeJS.ProcessEnv = {}): Promise<{ dir: string; remove(): void } | null> {
  if (process.env.DATABASE_URL) return null;
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-seeded-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const stop = await startServer(port, extraEnv, { dataDir: dir });
    await stop();
  } catch (error) {
    remove();
    throw error;
  }
  return { dir, remove };
}
