// OpenAPI from the routes' TypeBox schemas, at /core-app-api/docs (UI) and /core-app-api/docs/json.
// Each route's answers are completed with those every route may give (http/answers.ts), so the
// document lists every status a route can send.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { declareCommonAnswers } from '../http/answers.ts';

export const DOCS_PREFIX = '/core-app-api/docs';

async function openapi(app: FastifyInstance) {
  // After the policy plugin's hook (registered before): a route's policy is known here.
  app.addHook('onRoute', declareCommonAnswers);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Supplier Insights Portal API',
        version: '1.0.0',
        description: 'Core API under /core-app-api, identity and content host ("B") under /platform. Paths as in spec §7.',
      },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}

export default fp(openapi, { name: 'openapi', dependencies: ['policy'] });
