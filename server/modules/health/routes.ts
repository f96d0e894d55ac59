// The load balancers' and orchestrators' probes; both answer on any host (plugins/tenancy.ts).
// /healthz: liveness, the process answers (a database outage is no reason to restart it).
// /readyz: readiness, 503 until the database answers, every migration has run and the in-memory
// copies are loaded (plugins/readiness.ts), and again whenever the database stops answering.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { policies } from '../../plugins/policy.ts';
import { Health, Readiness } from './schemas.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('health');

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/healthz', route(policies.public, { operationId: 'checkHealth', hide: true, response: { 200: Health } }), async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    route(policies.public, { operationId: 'checkReadiness', hide: true, response: { 200: Readiness, 503: Readiness } }),
    async (_request, reply) => {
      const checks = await app.readiness();
      const ready = checks.database && checks.migrations && checks.caches;
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', checks });
    },
  );
};

export default health;
