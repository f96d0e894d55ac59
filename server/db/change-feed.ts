// The change feed of one database handle: the notifications of migration 009's triggers
// ('<kind>:<id>' on `portal_changes`), for the in-memory copies (services/shared-cache.ts).
//
// PostgreSQL: a dedicated connection LISTENs; a lost connection is reopened, and every copy is
// forgotten both when it is lost (notifications may be missed) and when it is back. While the feed
// is not live the copies are not used at all, so nothing stale is ever served.
// PGlite: the embedded database delivers a committed transaction's notifications while the commit
// is answered, before its caller goes on, so every copy is forgotten at once; there is only one
// instance.
//
// sync() is the barrier that makes a change count "at once" on every instance: a request that
// changed data calls it before its answer leaves (plugins/db.ts), and it returns once every
// listening instance has read every notification committed so far (each instance answers a sync
// notification with an ack; notifications reach each listener in commit order). caughtUp() is the
// same for this instance alone, after each transaction (db/scope.ts), so that the rest of the
// request reads what it has just written.
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// database.ts opens the handles and registers their feeds here: its Db, named without importing it.
type Db = Kysely<Database>;

export const CHANGES_CHANNEL = 'portal_changes';
/** The listening connections announce themselves with this name, so that sync() knows how many acks to wait for. */
const LISTENER_NAME = 'portal-change-feed';
/** A sync waits at most this long for instances that do not answer (a stalled process); then it goes on and says so. */
const SYNC_TIMEOUT_MS = 1_000;
const RECONNECT_MS = 1_000;

type Source = { kind: 'postgres'; url: string } | { kind: 'pglite'; pglite: PGlite };

export type ChangeListener = (change: string) => void;

export class ChangeFeed {
  private readonly id = randomUUID();
  private readonly listeners = new Set<ChangeListener>();
  private readonly waiting = new Map<string, { acks: number; expected: number; done: () => void }>();
  private users = 0;
  private syncs = 0;
  private client: pg.Client | null = null;
  private stopPglite: (() => Promise<void>) | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  /** Whether notifications are being received now: the copies are used only while they are. */
  live = false;
  /** Barriers (sync, mark) that gave up waiting for an instance's answer, since start (the metrics). */
  timeouts = 0;

  private warn: (message: string) => void = console.warn;

  constructor(
    private readonly db: Db,
    private readonly source: Source,
  ) {}

  /** Calls the listener with each change ('user:<id>'…), and with 'all' whenever changes may have been missed. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Starts listening (once for all the apps that share this handle; each start needs a stop). It
   * never fails: until it listens, the copies are simply not used.
   */
  async start(log: { warn(message: string): void } = console): Promise<void> {
    this.warn = (message) => log.warn(message);
    this.users += 1;
    if (this.users > 1) return;
    if (this.source.kind === 'pglite') {
      const { pglite } = this.source;
      try {
        // PGlite is one connection: LISTEN while no transaction of another holder is open.
        this.stopPglite = await this.db.connection().execute(() => pglite.listen(CHANGES_CHANNEL, (payload) => this.receive(payload)));
        this.live = this.users > 0;
      } catch (error) {
        this.warn(`change feed: cannot listen (${error instanceof Error ? error.message : String(error)}); no in-memory copies are used`);
      }
    } else {
      await this.connect();
    }
  }

  async stop(): Promise<void> {
    this.users -= 1;
    if (this.users > 0) return;
    this.live = false;
    if (this.reconnect) clearTimeout(this.reconnect);
    this.reconnect = null;
    // The database may be closed already (it is then not listening either).
    await this.stopPglite?.().catch(() => {});
    this.stopPglite = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  /** Returns once every listening instance has read every change committed before the call. */
  async sync(): Promise<void> {
    if (this.source.kind === 'pglite' || !this.live) return;
    await this.await('sync', async (wait) => {
      const { rows } = await sql<{ listeners: string }>`
        select pg_notify(${CHANGES_CHANNEL}, ${`sync:${wait.token}`}),
               (select count(*) from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_NAME}) as listeners`.execute(
        this.db,
      );
      return Number(rows[0]?.listeners ?? 1);
    });
  }

  /**
   * Returns once this instance has read every change committed before the call: a request that
   * reads, after its own transaction, what that transaction changed (a flag it has just set) sees
   * the new value, not its in-memory copy. Cheaper than sync(): only this instance's listener.
   */
  async caughtUp(): Promise<void> {
    if (this.source.kind === 'pglite' || !this.live) return;
    await this.await('mark', async (wait) => {
      await sql`select pg_notify(${CHANGES_CHANNEL}, ${`mark:${wait.token}`})`.execute(this.db);
      return 1;
    });
  }

  /**
   * How long a notification takes now to reach this instance's listener, in seconds (a mark's round
   * trip; notifications are read in order, so a backlog makes it longer): 0 on PGlite, which
   * delivers at commit; null while nothing is listening. For the metrics.
   */
  async lagSeconds(): Promise<number | null> {
    if (!this.live) return null;
    if (this.source.kind === 'pglite') return 0;
    const started = performance.now();
    await this.caughtUp();
    return (performance.now() - started) / 1000;
  }

  /**
   * Waits for the answers to a barrier notification that `send` emits (it returns how many answers
   * to expect), at most SYNC_TIMEOUT_MS, and reports it when they do not all come.
   */
  private async await(what: 'sync' | 'mark', send: (wait: { token: string }) => Promise<number>): Promise<void> {
    const token = `${this.id}:${(this.syncs += 1)}`;
    const done = new Promise<void>((resolve) => this.waiting.set(token, { acks: 0, expected: Infinity, done: resolve }));
    const wait = this.waiting.get(token)!;
    let timer: NodeJS.Timeout | undefined;
    try {
      wait.expected = await send({ token });
      if (wait.acks >= wait.expected) wait.done();
      const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), SYNC_TIMEOUT_MS)));
      if (await Promise.race([done.then(() => false), timedOut])) {
        this.timeouts += 1;
        this.warn(
          what === 'sync'
            ? `change feed: ${wait.acks} of ${wait.expected} instances answered a sync within ${SYNC_TIMEOUT_MS} ms`
            : `change feed: this instance did not hear its own mark within ${SYNC_TIMEOUT_MS} ms`,
        );
      }
    } finally {
      clearTimeout(timer);
      this.waiting.delete(token);
    }
  }

  private async connect(): Promise<void> {
    if (this.source.kind !== 'postgres') return;
    const client = new pg.Client({ connectionString: this.source.url, application_name: LISTENER_NAME });
    client.on('notification', (message) => message.payload && this.receive(message.payload));
    client.on('error', (error) => this.lost(client, error.message));
    client.on('end', () => this.lost(client, 'connection ended'));
    this.client = client;
    try {
      await client.connect();
      await client.query(`listen ${CHANGES_CHANNEL}`);
    } catch (error) {
      this.lost(client, error instanceof Error ? error.message : String(error));
      return;
    }
    if (this.client !== client) return; // stopped meanwhile
    this.live = true;
    this.emit('all');
  }

  private lost(client: pg.Client, reason: string): void {
    if (this.client !== client) return;
    this.client = null;
    this.live = false;
    this.emit('all');
    if (this.users === 0) return;
    this.warn(`change feed: ${reason}; the in-memory copies are not used until it is back`);
    client.end().catch(() => {});
    this.reconnect = setTimeout(() => void this.connect(), RECONNECT_MS);
  }

  private receive(payload: string): void {
    if (payload.startsWith('sync:')) {
      // Answer another instance's sync (and our own) once every earlier change has been handled.
      const token = payload.slice('sync:'.length);
      sql`select pg_notify(${CHANGES_CHANNEL}, ${`ack:${token}`})`
        .execute(this.db)
        .catch((error: Error) => this.warn(`change feed: ack failed: ${error.message}`));
      return;
    }
    // The answers to a sync (one per instance), and this instance's own marks (other instances
    // find no such token among theirs).
    const answer = /^(ack|mark):(.*)$/.exec(payload);
    if (answer) {
      const wait = this.waiting.get(answer[2]!);
      if (wait && (wait.acks += 1) >= wait.expected) wait.done();
      return;
    }
    this.emit(payload);
  }

  private emit(change: string): void {
    for (const listener of this.listeners) listener(change);
  }
}

const feeds = new WeakMap<Db, ChangeFeed>();

/** Called by openDatabase: where this handle's notifications come from. */
export function registerChangeFeed(db: Db, source: Source): void {
  feeds.set(db, new ChangeFeed(db, source));
}

/** The change feed of a database handle (of the root handle for a transaction's). */
export function changeFeedOf(db: Db): ChangeFeed | undefined {
  return feeds.get(db);
}
