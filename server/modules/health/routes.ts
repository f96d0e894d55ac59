// The load balancers' probe: answers on any host (plugins/tenancy.ts), 503 while the database does not.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { policies } from '../../plugins/policy.ts';
import { Health } from './schemas.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('health');

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    route(policies.public, { operationId: 'checkHealth', hide: true, response: { 200: Health, 503: Health } }),
    async (_request, reply) =>
      (await app.databaseReachable()) ? { status: 'ok' as const } : reply.code(503).send({ status: 'unavailable' }),
  );
};

export default health;
