// Cross-site request forgery guard: a state-changing request must come from a page of the same
// origin. Browsers send Origin on every cross-origin request and on same-origin POST/PUT/DELETE.
// A GET that changes state (only where spec §7 makes it a GET) sets `config.changesState`: a
// same-origin fetch marks it with Sec-Fetch-Site (browsers send no Origin on a same-origin GET),
// while a link or image on another site would say cross-site and is refused. The origin compared
// is scheme, host and port: an http page of the same host may not write to the https site.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET (spec-mandated) that changes data: guarded like a POST. */
    changesState?: boolean;
  }
}

/** The origins this request may come from: the tenant's configured one and the one it was sent to. */
function sameOrigin(request: FastifyRequest, source: string): boolean {
  if (!URL.canParse(source)) return false;
  const origin = new URL(source).origin;
  if (origin === request.siteOrigin) return true;
  const target = `${request.protocol}://${request.headers.host ?? ''}`;
  return URL.canParse(target) && new URL(target).origin === origin;
}

async function csrf(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE.has(request.method) && !request.routeOptions.config?.changesState) return done();
    if (request.headers['sec-fetch-site'] === 'same-origin') return done();
    const source = request.headers.origin ?? request.headers.referer;
    if (source && sameOrigin(request, source)) return done();
    reply
      .code(403)
      .send({ statusCode: 403, error: 'Forbidden', message: 'Cross-site request refused: the Origin header must match this site.' });
  });
}

export default fp(csrf, { name: 'csrf', dependencies: ['tenancy'] });
