// GET /ops/backup: a consistent copy of the embedded database while the server runs, for
// `npm run backup` (scripts/backup.ts; docs/operations.md#backups). Only for a client on this
// machine (the connection's own address) that sends the token the server wrote beside its data
// directory (plugins/backup.ts): the copy holds every row, password hashes included. Anyone else
// finds nothing there (404, as for the development tools). On PostgreSQL there is nothing to copy
// here: pg_dump does it.
import { bearerChecker } from '../../http/bearer.ts';
import { fromLoopback } from '../../http/loopback.ts';
import { type AreaRoutes, routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { BackupFile } from './schemas.ts';

const route = routesTagged('backup');

export const BACKUP_REFUSED =
  'Backups are made by npm run backup on the server machine, with the token the server wrote beside its data directory.';
export const BACKUP_ON_POSTGRES = 'This server runs on PostgreSQL: back it up with pg_dump (docs/operations.md#backups).';

const backupRoutes: AreaRoutes = async (app) => {
  const hasToken = bearerChecker(app.backup.token);
  app.get(
    '/ops/backup',
    route(policies.public, { operationId: 'backUpDatabase', hide: true, response: { 200: BackupFile, ...errors(404) } }),
    async (request, reply) => {
      if (!fromLoopback(request.socket.remoteAddress) || !hasToken(request.headers.authorization)) {
        return reply.callNotFound();
      }
      if (!app.backup.embedded) return reply.code(404).send(problem(404, BACKUP_ON_POSTGRES));
      const started = performance.now();
      const dump = Buffer.from(await (await app.backup.dump()).arrayBuffer());
      request.log.info({ bytes: dump.length, ms: Math.round(performance.now() - started) }, 'backup: the embedded database was copied');
      const name = `portal-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .type('application/gzip')
        .send(dump);
    },
  );
};

export default backupRoutes;
