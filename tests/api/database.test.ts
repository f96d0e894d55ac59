// The database layer: the same migrations and SQL on PGlite and PostgreSQL, pg_trgm available,
// and the embedded single-connection pool never interleaves two transactions.
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import { MIGRATIONS, migrate } from '../../server/db/database.ts';
import { Throttle } from '../../server/services/throttle.ts';
import { useTestApp } from '../helpers/app.ts';
import { countRows } from '../helpers/db.ts';

const ctx = useTestApp();

test('migrations run once: a second run at start-up changes nothing', async () => {
  await migrate(ctx.db);
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(ctx.db);
  expect(rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS).sort());
});

test('pg_trgm is enabled: company names can be matched by similarity', async () => {
  const { rows } = await sql<{ name: string }>`
    select name from companies where tenant_id = 'us' and name % ${'Blue Ridge Food'} order by similarity(name, ${'Blue Ridge Food'}) desc
  `.execute(ctx.db);
  expect(rows[0]?.name).toBe('Blue Ridge Foods Inc.');
});

test('concurrent transactions stay isolated: a rolled-back one leaves nothing, a committed one everything', async () => {
  const insert = (trx: typeof ctx.db, event: string) =>
    trx.insertInto('activity_log').values({ tenant_id: 'us', event, event_description: 'isolation test', source_app: 'TEST' }).execute();
  const count = (event: string) => countRows(ctx.db.selectFrom('activity_log').where('event', '=', event));

  const failing = ctx.db.transaction().execute(async (trx) => {
    await insert(trx, 'ROLLED_BACK');
    await new Promise((r) => setTimeout(r, 50));
    await insert(trx, 'ROLLED_BACK');
    throw new Error('abort');
  });
  const committed = ctx.db.transaction().execute(async (trx) => {
    await insert(trx, 'COMMITTED');
    await insert(trx, 'COMMITTED');
  });
  const [failed, ok] = await Promise.allSettled([failing, committed]);
  expect(failed.status).toBe('rejected');
  expect(ok.status).toBe('fulfilled');
  expect(await count('ROLLED_BACK')).toBe(0);
  expect(await count('COMMITTED')).toBe(2);
});

test('affected-row counts are reported (updates, deletes)', async () => {
  const result = await ctx.db.updateTable('companies').set({ status: 'ACTIVE' }).where('tenant_id', '=', 'mx').executeTakeFirst();
  expect(Number(result.numUpdatedRows)).toBe(6);
});

test('sign-in attempts older than the window are pruned; recent ones stay and still count', async () => {
  const throttle = new Throttle(ctx.db, 15);
  const now = new Date();
  await throttle.record(['prune-test'], new Date(now.getTime() - 16 * 60_000));
  await throttle.record(['prune-test'], now);
  expect(await throttle.retryAfter([{ subject: 'prune-test', max: 2 }], now)).toBe(0);
  expect(await throttle.retryAfter([{ subject: 'prune-test', max: 1 }], now)).toBe(15 * 60);
  await throttle.prune(now);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from login_attempts where subject = 'prune-test'`.execute(ctx.db);
  expect(rows[0]!.n).toBe(1);
});
