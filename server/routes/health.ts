import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isReachable } from '../db/database.ts';
import { policies } from '../plugins/policy.ts';

const Health = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]) });

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    {
      config: { policy: policies.public },
      schema: { tags: ['health'], hide: true, response: { 200: Health, 503: Health } },
    },
    async (_request, reply) => ((await isReachable(app.db)) ? { status: 'ok' as const } : reply.code(503).send({ status: 'unavailable' })),
  );
};

export default health;
