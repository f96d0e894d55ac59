// What a database handle tells the metrics (plugins/metrics.ts): how its connections are used and
// how long its statements take, on PGlite (pglite-pool.ts) and PostgreSQL (database.ts) alike.
// Nothing here is kept per statement: the pool is read when metrics are scraped, and each
// statement's time goes to `observeQuery` (a histogram), when one is attached.
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

export interface PoolUse {
  /** Connections the pool may open (PGlite: its one connection). */
  max: number;
  /** Connections running a statement or held by a transaction. */
  busy: number;
  /** Open connections nobody holds. */
  idle: number;
  /** Callers waiting for a connection. */
  waiting: number;
}

export interface DbStats {
  pool(): PoolUse;
  /** Called with each statement's duration in seconds, once metrics are attached. */
  observeQuery: ((seconds: number) => void) | null;
}

const stats = new WeakMap<Kysely<Database>, DbStats>();

export function newDbStats(): DbStats {
  return { pool: () => ({ max: 0, busy: 0, idle: 0, waiting: 0 }), observeQuery: null };
}

export function registerDbStats(db: Kysely<Database>, value: DbStats): void {
  stats.set(db, value);
}

/** The statistics of a handle opened by openDatabase (undefined for a transaction's handle). */
export function dbStatsOf(db: Kysely<Database>): DbStats | undefined {
  return stats.get(db);
}
