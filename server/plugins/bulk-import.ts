// The bulk-import slots of this instance (services/bulk-import.ts importSlots): how many imports
// it runs at once, a service of the app. At start, the imports of a process that died are removed.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { importSlots, purgeStaleImports } from '../services/bulk-import.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bulkImportSlots: ReturnType<typeof importSlots>;
  }
}

async function bulkImport(app: FastifyInstance, options: { config: Pick<Config, 'bulkImportConcurrency' | 'databaseUrl'> }) {
  const { config } = options;
  app.decorate('bulkImportSlots', importSlots(config.bulkImportConcurrency));
  // PGlite is embedded in this one process: at start nothing can still be running, every claim
  // is stale. On PostgreSQL other instances may be importing: only claims with an old heartbeat.
  app.addHook('onReady', async () => {
    // An app built without a migrated database (OpenAPI codegen) has nothing to purge.
    const purged = await purgeStaleImports(app.db, config.databaseUrl ? undefined : 0).catch((err: unknown) => {
      app.log.warn({ err }, 'bulk import: stale imports not purged');
      return 0;
    });
    if (purged) app.log.info({ purged }, 'bulk import: removed imports of a process that died');
  });
}

export default fp(bulkImport, { name: 'bulk-import', dependencies: ['db'] });
