// OpenAPI from the routes' TypeBox schemas, at /core-app-api/docs (UI) and /core-app-api/docs/json.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const DOCS_PREFIX = '/core-app-api/docs';

async function openapi(app: FastifyInstance) {
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

export default fp(openapi, { name: 'openapi' });
