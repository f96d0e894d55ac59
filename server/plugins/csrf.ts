// Cross-site request forgery guard: a state-changing request must come from a page of the same
// origin. Browsers send Origin on every cross-origin request and on same-origin POST/PUT/DELETE.
// No GET changes state (issue 30 §1; tests/api/safe-methods.test.ts runs every GET and compares
// the database): a GET is what links, images and prefetches send, from this site's pages too, so
// no Origin check could make one safe. The origin compared is scheme, host and port: an http page
// of the same host may not write to the https site.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

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
    if (SAFE.has(request.method)) return done();
    if (request.headers['sec-fetch-site'] === 'same-origin') return done();
    const source = request.headers.origin ?? request.headers.referer;
    if (source && sameOrigin(request, source)) return done();
    reply
      .code(403)
      .send({ statusCode: 403, error: 'Forbidden', message: 'Cross-site request refused: the Origin header must match this site.' });
  });
}

export default fp(csrf, { name: 'csrf', dependencies: ['tenancy'] });
