// Cross-site request forgery guard: a state-changing request must come from a page of the same
// origin. Browsers send Origin on every cross-origin request and on same-origin POST/PUT/DELETE.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

async function csrf(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method)) return;
    const source = request.headers.origin ?? request.headers.referer;
    if (source && URL.canParse(source) && new URL(source).host === request.headers.host?.toLowerCase()) return;
    return reply
      .code(403)
      .send({ statusCode: 403, error: 'Forbidden', message: 'Cross-site request refused: the Origin header must match this site.' });
  });
}

export default fp(csrf, { name: 'csrf' });
