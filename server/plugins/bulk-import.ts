// The bulk-import slots of this instance (modules/bulk-users/repository.ts importSlots): how many imports
// it runs at once, a service of the app. (The imports of a process that died are removed at start-up
// by bootstrap.ts, and when stale by the housekeeping.)
import type { Config } from '../config.ts';
import { appService } from './app-service.ts';
import { importSlots } from '../modules/bulk-users/repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    bulkImportSlots: ReturnType<typeof importSlots>;
  }
}

export default appService(
  'bulkImportSlots',
  { name: 'bulk-import' },
  (_app, { config }: { config: Pick<Config, 'bulkImportConcurrency'> }) => importSlots(config.bulkImportConcurrency),
);
