// Graceful shutdown (issue 32 §2): close() — what SIGTERM does — lets a request in flight finish
// (with the database still open), turns new connections away, starts no job but lets the running
// one finish, and closes the database last; the real server process then exits, even when a client
// keeps its connection open.
import http from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { policies } from '../../server/plugins/policy.ts';
import { buildTestApp, type TestContext } from '../helpers/app.ts';
import { type ProcessDatabase, processDatabase, request, type ServerProcess, startServerProcess } from '../helpers/server-process.ts';

const SLOW_MS = 300;
let ctx: TestContext;
let handlerStarted: () => void;
const started = new Promise<void>((resolve) => (handlerStarted = resolve));

beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    {},
    {
      beforeReady: (app) => {
        // Test-only route: slow, and it needs the database at its end.
        app.get('/test/slow', { config: { policy: policies.public }, schema: { hide: true } }, async () => {
          handlerStarted();
          await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
          const { rows } = await sql<{ one: number }>`select 1 as one`.execute(app.db);
          return { one: rows[0]!.one };
        });
      },
    },
  );
});
afterAll(() => ctx.close());

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { host: 'us.localhost' }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

test('close() waits for the request in flight, refuses new ones, then closes the database', async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  expect((await get(port, '/healthz')).status).toBe(200);

  const inFlight = get(port, '/test/slow');
  await started;
  const startedClosing = Date.now();
  const closing = ctx.app.close();

  // A new connection after close() began is not served.
  const late = await get(port, '/healthz').then(
    (res) => res.status,
    (error: NodeJS.ErrnoException) => error.code,
  );
  expect(['ECONNREFUSED', 'ECONNRESET', 503]).toContain(late);

  const res = await inFlight;
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body)).toEqual({ one: 1 });
  await closing;
  expect(Date.now() - startedClosing).toBeGreaterThanOrEqual(SLOW_MS - 100);

  // The database closed after the last request.
  await expect(sql`select 1`.execute(ctx.db)).rejects.toThrow();
});

test('close() lets the running scheduled job finish and record its run, and starts no job once it began', async () => {
  let jobStarted: () => void;
  const started = new Promise<void>((resolve) => (jobStarted = resolve));
  let slowRequest: () => void;
  const requestStarted = new Promise<void>((resolve) => (slowRequest = resolve));
  const jobs = await buildTestApp(
    { jobsPollMs: 50 },
    {},
    {
      beforeReady: (app) => {
        app.get('/test/slower', { config: { policy: policies.public }, schema: { hide: true } }, async () => {
          slowRequest();
          await new Promise((resolve) => setTimeout(resolve, 3 * SLOW_MS));
          return { ok: true };
        });
      },
    },
  );
  const { app } = jobs;
  app.scheduler.register({
    name: 'shutdown-test-running',
    everyMs: 3_600_000,
    leaseMs: 60_000,
    run: async () => {
      jobStarted();
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    },
  });
  await started; // the poll (every 50 ms) has begun the job
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const inFlight = get(port, '/test/slower');
  await requestStarted;
  const closing = app.close();
  // A job that becomes due while the requests drain: polling has stopped, nothing runs it.
  let lateRan = false;
  app.scheduler.register({ name: 'shutdown-test-late', everyMs: 3_600_000, leaseMs: 60_000, run: async () => void (lateRan = true) });
  expect((await inFlight).status).toBe(200);
  await closing;
  expect(app.scheduler.runs.get('shutdown-test-running')).toEqual({ ok: 1, failed: 0 });
  expect(lateRan).toBe(false);
  expect(app.scheduler.runs.has('shutdown-test-late')).toBe(false);
  await jobs.close().catch(() => undefined); // already closed; drops its PostgreSQL database
});

describe('the server process on SIGTERM', () => {
  let database: ProcessDatabase;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await processDatabase('portal_shutdown');
    server = await startServerProcess(database);
  }, 180_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.drop();
  });

  test('answers the request in flight in full, refuses new connections, then exits 0 although the client keeps its connection', async () => {
    if (!server) throw new Error('no server');
    const { port } = server;
    const body = JSON.stringify({ email: 'nobody@shutdown.test', password: 'not-the-password' });
    // A client on a keep-alive connection that has sent its headers and half its body when SIGTERM comes.
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.write(
      `POST /platform/login HTTP/1.1\r\nHost: us.localhost:${port}\r\nOrigin: http://us.localhost:${port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n` +
        body.slice(0, 20),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    // It stops taking new connections while the request is still in flight.
    const deadline = Date.now() + 5_000;
    let refused = false;
    while (!refused && Date.now() < deadline) {
      refused = await request(port, 'GET', '/healthz').then(
        () => false,
        (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
      );
      if (!refused) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(refused).toBe(true);
    expect(server.child.exitCode).toBeNull();

    // The rest of the body arrives late: the request is answered in full, by a server that still has its database.
    socket.write(body.slice(20));
    while (!/\r\n\r\n[\s\S]*\}$/.test(answer) && Date.now() < deadline + 5_000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({ statusCode: 401 });

    // Then it exits, at once, although the client has not closed its keep-alive connection.
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(server.log()).toContain('Shutting down');
    socket.destroy();
  }, 30_000);
});
