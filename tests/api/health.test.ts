// Liveness and readiness (issue 32 §2): /healthz says the process answers, whatever the database
// does; /readyz says whether to send it traffic — the database answers, every migration has run,
// and the in-memory copies that a page's start-up calls read are loaded.
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/database.ts';
import { tenants, useTestApp } from '../helpers/app.ts';

const statements: string[] = [];
const ctx = useTestApp({}, {}, { onStatement: (text) => statements.push(text) });

const get = (url: string, host = '10.0.0.7:3000') => ctx.app.inject({ url, headers: { host } });

test('GET /healthz and GET /readyz answer 200 on any host once the instance is ready', async () => {
  const live = await get('/healthz');
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ status: 'ok' });
  const ready = await get('/readyz');
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ok', checks: { database: true, migrations: true, caches: true } });
  expect(ready.headers['cache-control']).toBe('no-store');
});

test('after /readyz the start-up calls of a signed-out page read their tenant copies from memory', async () => {
  expect((await get('/readyz')).statusCode).toBe(200);
  statements.length = 0;
  // Mexico's feature flags (the configuration call) and support categories, never asked before in this file.
  for (const url of ['/core-app-api/api/ccm', '/core-app-api/support/categories']) {
    const res = await get(url, 'mx.localhost');
    expect(res.statusCode, url).toBeLessThan(500);
  }
  expect(statements).toEqual([]);
});

test('with the database gone, /healthz still answers 200 and /readyz 503 naming the database', async () => {
  // A PostgreSQL server that is not there (nothing listens on port 1).
  const db = openDatabase({ url: 'postgres://postgres@127.0.0.1:1/gone', dataDir: 'memory://' });
  const app = await createApp({ config: ctx.config, tenants, db, closeDatabase: true });
  try {
    const live = await app.inject({ url: '/healthz' });
    const ready = await app.inject({ url: '/readyz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: false, migrations: false, caches: false } });
  } finally {
    await app.close();
  }
});

test('a database that lacks a migration of this code is not ready', async () => {
  // As if this instance's code were newer than the database: its newest migration not run yet.
  const { rows } = await sql<{ name: string; timestamp: string }>`
    select name, timestamp from kysely_migration order by name desc limit 1`.execute(ctx.db);
  const newest = rows[0]!;
  await sql`delete from kysely_migration where name = ${newest.name}`.execute(ctx.db);
  const app = await createApp({ config: ctx.config, tenants, db: ctx.db, closeDatabase: false });
  try {
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: true, migrations: false, caches: false } });
  } finally {
    await app.close();
    await sql`insert into kysely_migration (name, timestamp) values (${newest.name}, ${newest.timestamp})`.execute(ctx.db);
  }
});
