// What the list benches share: throw-away PGlite and PostgreSQL databases, and a demo account's session.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Db, openDatabase } from '../../server/db/database.ts';
import { demoLogin } from '../../server/seed/demo-data.ts';
import { adminQuery } from '../../tests/e2e/server.ts';

export const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Runs `work` on a database created for it on DATABASE_URL's server (or the local default) and
 * dropped afterwards. Says so and answers false when PostgreSQL does not answer.
 */
export async function withThrowawayPostgres(bench: string, work: (db: Db) => Promise<void>): Promise<boolean> {
  const base = process.env.DATABASE_URL ?? DEFAULT_POSTGRES;
  const name = `bench_${bench.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  try {
    await adminQuery(base, `create database ${name}`);
  } catch {
    console.log(`${bench}: PostgreSQL does not answer at ${base}; set DATABASE_URL.`);
    return false;
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = openDatabase({ url: url.toString(), dataDir: 'memory://' });
  try {
    await work(db);
  } finally {
    await db.destroy();
    await adminQuery(base, `drop database if exists ${name} with (force)`);
  }
  return true;
}

/**
 * Runs a bench on a PGlite database in a temporary directory, then on a throw-away PostgreSQL one;
 * BENCH_ON=pglite or BENCH_ON=postgres runs it on that one only (a large seed takes minutes on each).
 */
export async function onPgliteThenPostgres(bench: string, run: (label: 'PGlite' | 'PostgreSQL', db: Db) => Promise<void>): Promise<void> {
  const only = process.env.BENCH_ON;
  if (only !== undefined && only !== 'pglite' && only !== 'postgres') throw new Error(`BENCH_ON must be pglite or postgres, not "${only}"`);
  if (only !== 'postgres') await onPglite(bench, run);
  if (only !== 'pglite') await withThrowawayPostgres(bench, (db) => run('PostgreSQL', db));
}

async function onPglite(bench: string, run: (label: 'PGlite', db: Db) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `bench-${bench}-`));
  const pglite = openDatabase({ dataDir: dir });
  try {
    await run('PGlite', pglite);
  } finally {
    await pglite.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The session cookie of a demo account of the US tenant, signed in through the app. The benches'
 * apps run with LOCAL_SSO=false, as the API tests do: internal accounts then sign in with their password.
 */
export async function signedInCookie(app: FastifyInstance, account: string, password: string): Promise<string> {
  const host = 'us.localhost';
  const res = await app.inject({
    method: 'POST',
    url: '/platform/login',
    headers: { host, origin: `http://${host}` },
    payload: { email: demoLogin(account, 'us'), password },
  });
  const cookie = res.cookies.find((c) => c.name === 'sip_session');
  if (!cookie) throw new Error(`sign-in of ${account} failed: ${res.statusCode} ${res.body}`);
  return `sip_session=${cookie.value}`;
}
