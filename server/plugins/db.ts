import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Db, isReachable } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Whether the database answers now (the health check). */
    databaseReachable(): Promise<boolean>;
  }
}

/** Shares the database with every plugin and closes it after the last request has finished. */
async function database(app: FastifyInstance, options: { db: Db; closeOnShutdown: boolean }) {
  app.decorate('db', options.db);
  app.decorate('databaseReachable', () => isReachable(options.db));
  if (options.closeOnShutdown) app.addHook('onClose', async () => options.db.destroy());
}

export default fp(database, { name: 'db' });
