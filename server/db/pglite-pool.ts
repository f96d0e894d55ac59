// Lets Kysely's PostgresDialect drive an embedded PGlite database. PGlite is a single
// connection, so the "pool" hands it out to one holder at a time: a transaction begun by one
// request can never interleave with another request's statements.
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { DbStats } from './stats.ts';

type Command = PostgresQueryResult<unknown>['command'];
const COMMANDS = new Set(['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE']);

function commandOf(sql: string): Command {
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql)?.[1]?.toUpperCase() ?? 'SELECT';
  return (COMMANDS.has(word) ? word : 'SELECT') as Command;
}

/** `stats` is told how the one connection is used (held, waited for) and how long each statement took. */
export function pglitePool(pglite: PGlite, stats?: DbStats): PostgresPool {
  let held = false;
  const waiting: Array<() => void> = [];
  if (stats) stats.pool = () => ({ max: 1, busy: held ? 1 : 0, idle: held ? 0 : 1, waiting: waiting.length });

  const client: PostgresPoolClient = {
    // Kysely never passes a cursor here because the dialect is built without one.
    query: (async (sql: string, parameters: ReadonlyArray<unknown>) => {
      const started = performance.now();
      try {
        const result = await pglite.query(sql, parameters as unknown[]);
        return { command: commandOf(sql), rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      } finally {
        stats?.observeQuery?.((performance.now() - started) / 1000);
      }
    }) as PostgresPoolClient['query'],
    release() {
      const next = waiting.shift();
      if (next) next();
      else held = false;
    },
  };

  return {
    connect() {
      if (!held) {
        held = true;
        return Promise.resolve(client);
      }
      return new Promise((resolve) => waiting.push(() => resolve(client)));
    },
    async end() {
      await pglite.close();
    },
  };
}
