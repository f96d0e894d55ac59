// The change feed's barrier (db/change-feed.ts): a request that changed data answers only once
// every listening instance has read the change. Another instance is played here by a plain
// connection that listens under the feed's name and answers sync notifications when the test says.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ChangeFeed, changeFeedOf } from './change-feed.ts';
import { type Db, migrate, openDatabase } from './database.ts';

describe.runIf(process.env.DATABASE_URL)('sync waits for every listening instance', () => {
  const name = `portal_feed_${randomBytes(4).toString('hex')}`;
  let url: string;
  let db: Db;
  const warnings: string[] = [];
  const admin = () => new pg.Client({ connectionString: process.env.DATABASE_URL });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const base = new URL(process.env.DATABASE_URL!);
    base.pathname = `/${name}`;
    url = base.toString();
    db = openDatabase({ url, dataDir: 'memory://' });
    await migrate(db);
  });
  afterAll(async () => {
    await db?.destroy();
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  /** Another instance: it hears every change and answers a sync after `delayMs`, or never. */
  async function otherInstance(delayMs: number | null) {
    const client = new pg.Client({ connectionString: url, application_name: 'portal-change-feed' });
    await client.connect();
    const heard: string[] = [];
    const answers: Array<Promise<unknown>> = [];
    client.on('notification', ({ payload = '' }) => {
      heard.push(payload);
      if (payload.startsWith('sync:') && delayMs !== null) {
        const ack = () => client.query(`select pg_notify('portal_changes', $1)`, [`ack:${payload.slice(5)}`]);
        answers.push(new Promise((resolve) => setTimeout(resolve, delayMs)).then(ack));
      }
    });
    await client.query('listen portal_changes');
    // The sync returns when the ack is delivered, which may be before its statement has answered here.
    return { heard, close: async () => (await Promise.all(answers), await client.end()) };
  }

  /** Runs `work` with this handle's feed listening, and, unless `delayMs` is undefined, another instance answering after it. */
  async function withFeed(
    delayMs: number | null | undefined,
    work: (feed: ChangeFeed, other: { heard: string[] } | null) => Promise<void>,
  ) {
    const feed = changeFeedOf(db)!;
    await feed.start({ warn: (m) => warnings.push(m) });
    const other = delayMs === undefined ? null : await otherInstance(delayMs);
    try {
      await work(feed, other);
    } finally {
      await other?.close();
      await feed.stop();
    }
  }

  test('a change is heard by the other instance before sync returns, and sync waits for its answer', () =>
    withFeed(300, async (feed, other) => {
      await db.insertInto('tenants').values({ id: 'zz', code: 'ZZ', name: 'Test' }).execute();
      await db.insertInto('companies').values({ tenant_id: 'zz', name: 'Before', company_type: 'SUPPLIER' }).execute();
      await db.updateTable('companies').set({ name: 'After' }).execute();
      const started = Date.now();
      await feed.sync();
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      expect(other!.heard.some((p) => p.startsWith('company:'))).toBe(true);
      expect(warnings).toEqual([]);
    }));

  test('an instance that never answers holds a sync for one second at most, and it is reported', () =>
    withFeed(null, async (feed) => {
      const started = Date.now();
      await feed.sync();
      expect(Date.now() - started).toBeGreaterThanOrEqual(990);
      expect(warnings.at(-1)).toMatch(/1 of 2 instances answered a sync within 1000 ms/);
    }));

  test('caughtUp returns once this instance has heard what was committed before it', () =>
    withFeed(undefined, async (feed) => {
      const heard: string[] = [];
      const unsubscribe = feed.subscribe((change) => heard.push(change));
      try {
        await db.insertInto('tenants').values({ id: 'zy', code: 'ZY', name: 'Test' }).execute();
        await db.insertInto('companies').values({ tenant_id: 'zy', name: 'Before', company_type: 'SUPPLIER' }).execute();
        await db
          .transaction()
          .execute((trx) => trx.updateTable('companies').set({ name: 'Again' }).where('tenant_id', '=', 'zy').execute());
        await feed.caughtUp();
        expect(heard.some((p) => p.startsWith('company:'))).toBe(true);
      } finally {
        unsubscribe();
      }
    }));
});
