// Cross-site request forgery guard: a state-changing request must come from a page of the same
// origin. Browsers send Origin on every cross-origin request and on same-origin POST/PUT/DELETE.
// A GET that changes state (only where spec §7 makes it a GET) sets `config.changesState`: a
// same-origin fetch marks it with Sec-Fetch-Site (browsers send no Origin on a same-origin GET),
// while a link or image on another site would say cross-site and is refused.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET (spec-mandated) that changes data: guarded like a POST. */
    changesState?: boolean;
  }
}

async function csrf(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method) && !request.routeOptions.config?.changesState) return;
    if (request.headers['sec-fetch-site'] === 'same-origin') return;
    const source = request.headers.origin ?? request.headers.referer;
    if (source && URL.canParse(source) && new URL(source).host === request.headers.host?.toLowerCase()) return;
    return reply
      .code(403)
      .send({ statusCode: 403, error: 'Forbidden', message: 'Cross-site request refused: the Origin header must match this site.' });
  });
}

export default fp(csrf, { name: 'csrf' });
