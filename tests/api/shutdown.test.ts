// Graceful shutdown: close() lets a request in flight finish (with the database still open), turns
// new connections away, and closes the database last.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { policies } from '../../server/plugins/policy.ts';
import { buildTestApp, type TestContext } from '../helpers/app.ts';

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
        app.get('/test/slow', { config: { policy: policies.public } }, async () => {
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
