// Whether this instance should be given traffic (GET /readyz, modules/health): the database
// answers, it has run every migration this code knows, and the in-memory copies that a page's
// start-up calls read (roles, each tenant's products, flags, banners, release notes, support
// categories) are loaded. The first check that finds the database ready loads them, so a load
// balancer's first probes warm a new instance before its first user. Once warm and migrated an
// instance stays so (migrations are never undone; a copy forgotten later is read again on use):
// after that only the database is asked. Liveness (/healthz) asks nothing.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pendingMigrations } from '../db/database.ts';
import { TenantDb } from '../db/scope.ts';
import { warmTenantCaches } from '../services/tenant-cache.ts';

export interface Readiness {
  database: boolean;
  migrations: boolean;
  caches: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness(): Promise<Readiness>;
  }
}

async function readinessPlugin(app: FastifyInstance) {
  let migrated = false;
  let warm = false;
  let warming: Promise<boolean> | null = null;

  const warmUp = async (): Promise<boolean> => {
    // Copies are kept only while the change feed is heard (services/shared-cache.ts).
    if (app.changes && !app.changes.live) return false;
    try {
      await app.sessions.warm();
      await warmTenantCaches(app.tenants.map((tenant) => new TenantDb(app.db, { tenantId: tenant.id })));
      return !app.changes || app.changes.live;
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: the in-memory copies could not be loaded');
      return false;
    }
  };

  app.decorate('readiness', async (): Promise<Readiness> => {
    const database = await app.databaseReachable();
    if (database && !migrated) migrated = (await pendingMigrations(app.db).catch(() => ['unknown'])).length === 0;
    if (database && migrated && !warm) {
      warming ??= warmUp().finally(() => (warming = null));
      warm = await warming;
    }
    return { database, migrations: migrated, caches: warm };
  });
}

export default fp(readinessPlugin, { name: 'readiness', dependencies: ['db', 'session', 'tenancy'] });
