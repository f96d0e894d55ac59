import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ChangeFeed, changeFeedOf } from '../db/change-feed.ts';
import { type Db, isReachable } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The database's change notifications, which keep the in-memory copies fresh (db/change-feed.ts). */
    changes: ChangeFeed | undefined;
    /** Whether the database answers now (the health check). */
    databaseReachable(): Promise<boolean>;
  }
  interface FastifyContextConfig {
    /**
     * A POST that changes nothing (a search whose filters do not fit a query string): it answers
     * without waiting for every instance to read changes it did not make.
     */
    changesNothing?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Shares the database with every plugin and closes it after the last request has finished. A
 * request that may have changed data answers only once every instance has read its changes, so
 * the next request, on any instance, sees them (a blocked user is refused at once).
 */
async function database(app: FastifyInstance, options: { db: Db; closeOnShutdown: boolean }) {
  const changes = changeFeedOf(options.db);
  app.decorate('db', options.db);
  app.decorate('changes', changes);
  app.decorate('databaseReachable', () => isReachable(options.db));
  // Listening starts in the background (an embedded database may still be opening): until it
  // listens, the in-memory copies are not used.
  const listening = changes?.start(app.log);
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!changes || READS.has(request.method) || request.routeOptions.config.changesNothing) return done(null, payload);
    changes.sync().then(() => done(null, payload), done);
  });
  app.addHook('onClose', async () => {
    await listening;
    await changes?.stop();
    if (options.closeOnShutdown) await options.db.destroy();
  });
}

export default fp(database, { name: 'db' });
