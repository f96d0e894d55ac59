import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp, type TestContext } from './helpers/app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

test('GET /healthz answers 200 on any host while the database is reachable', async () => {
  const res = await ctx.app.inject({ url: '/healthz', headers: { host: '10.0.0.7:3000' } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
});
