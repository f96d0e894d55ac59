// What `npm run backup` needs from a running server on the embedded database (services/embedded-backup.ts):
// a token made at start, and, once it listens, the file beside the data directory that says where
// and with which token to ask for the copy (GET /ops/backup); the file goes when the server closes.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dumpEmbeddedDatabase, embeddedDataDir } from '../db/database.ts';
import { removeServerInfo, writeServerInfo } from '../services/embedded-backup.ts';

declare module 'fastify' {
  interface FastifyInstance {
    backup: {
      /** The bearer token of GET /ops/backup (made at start, never configured). */
      token: string;
      /** Whether the database is embedded (PGlite): only then does this server make backups. */
      embedded: boolean;
      /** A consistent copy of the embedded database (db/database.ts dumpEmbeddedDatabase). */
      dump(): Promise<Blob>;
    };
  }
}

async function backupPlugin(app: FastifyInstance) {
  const token = randomBytes(32).toString('base64url');
  const dataDir = embeddedDataDir(app.db);
  app.decorate('backup', { token, embedded: dataDir !== undefined, dump: () => dumpEmbeddedDatabase(app.db) });
  if (!dataDir) return; // PostgreSQL, or an in-memory database (tests)
  app.addHook('onListen', (done) => {
    const { address, port } = app.server.address() as AddressInfo;
    try {
      writeServerInfo(dataDir, { pid: process.pid, host: address, port, token });
    } catch (error) {
      app.log.warn(
        { err: error },
        'backup: cannot write the server file beside the data directory; npm run backup cannot reach this server',
      );
    }
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    removeServerInfo(dataDir, token);
    done();
  });
}

export default fp(backupPlugin, { name: 'backup', dependencies: ['db'] });
