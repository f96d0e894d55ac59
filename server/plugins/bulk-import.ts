// The bulk-import slots of this instance (services/bulk-import.ts importSlots): how many imports
// it runs at once, a service of the app. (The imports of a process that died are removed at start-up
// by bootstrap.ts, and when stale by the housekeeping.)
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { importSlots } from '../services/bulk-import.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bulkImportSlots: ReturnType<typeof importSlots>;
  }
}

async function bulkImport(app: FastifyInstance, options: { config: Pick<Config, 'bulkImportConcurrency'> }) {
  const { config } = options;
  app.decorate('bulkImportSlots', importSlots(config.bulkImportConcurrency));
}

export default fp(bulkImport, { name: 'bulk-import', dependencies: ['db'] });
