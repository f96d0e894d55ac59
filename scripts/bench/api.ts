// `npm run bench api` (issue 10 §6): how many signed-in requests a second one portal server answers,
// next to the ceiling of this machine — a bare Fastify hello-world server — measured in the same
// run, alternated round by round so that both see the same machine. Each case: autocannon, 50
// connections, BENCH_API_SECONDS (10) seconds, BENCH_API_ROUNDS (3) rounds; on PGlite and, when
// it answers, PostgreSQL (DATABASE_URL or postgres://postgres@127.0.0.1:5432/test, a fresh
// database of its own). Printed: req/s (median and range), p50/p99 latency and the share of the
// ceiling. The servers run in their own processes with production's log level (info).
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { E2E_PASSWORD, startServer } from '../../tests/e2e/server.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
export const CEILING_PORT = 3390;
const PORTAL_PORT = 3391;

/**
 * Targets (issue 27 §1), on PostgreSQL and PGlite alike: user-context ≥ 35 % of the ceiling with p99
 * ≤ 20 ms, products ≥ 30 %, the admin's user list (page 0) ≥ 10 % (p99 ≤ 50 ms on PostgreSQL).
 */
export const API_TARGETS = { userContextShare: 0.35, userContextP99Ms: 20, productsShare: 0.3, usersShare: 0.1, usersP99Ms: 50 };

export interface Case {
  name: string;
  port: number;
  path: string;
  headers: Record<string, string>;
}

export interface Measure {
  reqPerSec: number;
  p50: number;
  p99: number;
  failures: number;
}

export function measure(c: Case, seconds = SECONDS): Promise<Measure> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `http://127.0.0.1:${c.port}${c.path}`, connections: CONNECTIONS, duration: seconds, headers: c.headers },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          reqPerSec: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          failures: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
  });
}

/** A bare Fastify server answering {"hello":"world"}, in a process of its own like the portal's. */
export async function startCeiling(): Promise<() => void> {
  const code = `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${CEILING_PORT}, host: '127.0.0.1' });
console.log('ready');`;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.once('exit', (status) => reject(new Error(`the ceiling server exited (${status})`)));
  });
  return () => child.kill('SIGTERM');
}

/** The supplier admin of the US demo signed in on a portal at `port`: the headers of their calls and their company's id. */
export async function supplierAdminOf(port: number): Promise<{ headers: Record<string, string>; companyId: string }> {
  const host = `us.localhost:${port}`;
  const cookie = await signIn(port, host, 'supplier-admin.us@demo.test');
  const headers = { host, cookie, 'accept-language': 'en-US' };
  const context = await getJson<{ tenant: { id: string } }>(port, '/platform/v1/identity/user-context', headers);
  return { headers, companyId: context.tenant.id };
}

/** Signs in over HTTP and returns the session cookie. */
export function signIn(port: number, host: string, email: string): Promise<string> {
  const body = JSON.stringify({ email, password: E2E_PASSWORD });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/platform/login',
        headers: { host, origin: `http://${host}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sip_session='));
        if (res.statusCode !== 200 || !cookie) return reject(new Error(`sign-in of ${email} answered ${res.statusCode}`));
        resolve(cookie.split(';')[0]!);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export function getJson<T>(port: number, path: string, headers: Record<string, string>): Promise<T> {
  return new Promise((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, headers }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () =>
        res.statusCode === 200 ? resolve(JSON.parse(text) as T) : reject(new Error(`${path}: ${res.statusCode} ${text}`)),
      );
    })
      .on('error', reject)
      .end();
  });
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<void> {
  const previous = process.env.DATABASE_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  // startServer makes (and its stop drops) a fresh database on the server DATABASE_URL names.
  const stopPortal = await startServer(PORTAL_PORT, { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' });
  const stopCeiling = await startCeiling();
  try {
    const { headers, companyId } = await supplierAdminOf(PORTAL_PORT);
    const cases: Case[] = [
      { name: 'ceiling: bare Fastify hello-world', port: CEILING_PORT, path: '/', headers: {} },
      { name: 'GET user-context', port: PORTAL_PORT, path: '/platform/v1/identity/user-context', headers },
      { name: 'GET products (app launch)', port: PORTAL_PORT, path: '/platform/v1/products', headers },
      {
        name: 'GET users (admin list, page 0)',
        port: PORTAL_PORT,
        path: `/core-app-api/companies/${companyId}/users?page=0&pageSize=25`,
        headers,
      },
    ];
    const results = new Map<string, Measure[]>(cases.map((c) => [c.name, []]));
    const shares = new Map<string, number[]>(cases.map((c) => [c.name, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternate the order so that neither side always runs on a warmer machine.
      const ordered = round % 2 ? [...cases].reverse() : cases;
      const measured = new Map<string, Measure>();
      for (const c of ordered) measured.set(c.name, await measure(c));
      const ceiling = measured.get(cases[0]!.name)!.reqPerSec;
      for (const c of cases) {
        results.get(c.name)!.push(measured.get(c.name)!);
        shares.get(c.name)!.push(measured.get(c.name)!.reqPerSec / ceiling);
      }
    }
    console.log(`\n${label}: ${CONNECTIONS} connections, ${SECONDS} s a case, ${ROUNDS} rounds alternated (median, [min–max])`);
    console.log(
      `${'case'.padEnd(36)} ${'req/s'.padStart(24)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'of ceiling'.padStart(11)} failures`,
    );
    for (const c of cases) {
      const runs = results.get(c.name)!;
      const rps = runs.map((r) => r.reqPerSec);
      const range = `${fmt(median(rps))} [${fmt(Math.min(...rps))}–${fmt(Math.max(...rps))}]`;
      console.log(
        `${c.name.padEnd(36)} ${range.padStart(24)} ${fmt(median(runs.map((r) => r.p50))).padStart(8)} ${fmt(median(runs.map((r) => r.p99))).padStart(8)} ${`${fmt(median(shares.get(c.name)!) * 100, 1)} %`.padStart(11)} ${runs.reduce((n, r) => n + r.failures, 0)}`,
      );
    }
  } finally {
    stopCeiling();
    await stopPortal();
    if (previous === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = previous;
  }
}

export async function printApiBench(): Promise<void> {
  await benchDatabase('PGlite (embedded)', undefined);
  const postgres = process.env.DATABASE_URL ?? DEFAULT_POSTGRES;
  if (await postgresAnswers(postgres)) await benchDatabase(`PostgreSQL (${new URL(postgres).host})`, postgres);
  else console.log(`\nPostgreSQL: nothing answers at ${postgres}; set DATABASE_URL to include it.`);
  const t = API_TARGETS;
  console.log(
    `\nTargets (both databases): user-context ≥ ${t.userContextShare * 100} % of the ceiling with p99 ≤ ${t.userContextP99Ms} ms; ` +
      `products ≥ ${t.productsShare * 100} %; users page 0 ≥ ${t.usersShare * 100} % with p99 ≤ ${t.usersP99Ms} ms on PostgreSQL.`,
  );
}
