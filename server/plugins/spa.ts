// Serves each tenant's bundle (dist/<tenant>-<env>/) by Host: hashed assets with a year-long
// immutable cache, every other page path with the bundle's index.html (client-side routing).
// Where the browser accepts it, the Brotli or gzip copy made at build time is sent
// (scripts/rsbuild/precompress.ts).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { policies } from './policy.ts';

/** API prefixes: an unknown path under them is a JSON 404, never the portal page. */
const API_PREFIXES = ['/core-app-api/', '/platform/v1/', '/platform/v2/', '/platform/core-services/'];

export function bundleName(tenantId: string, env: string): string {
  return `${tenantId}-${env}`;
}

export default async function spa(app: FastifyInstance, options: { distDir: string }) {
  const distDir = resolve(options.distDir);
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });

  app.get('/*', { config: { policy: policies.public }, schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (API_PREFIXES.some((p) => path.startsWith(p))) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No API at ${request.method} ${path}` });
    }
    const bundle = bundleName(request.tenant.id, app.appEnv);
    if (!existsSync(join(distDir, bundle, 'index.html'))) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`The ${bundle} bundle is not built. Run: npm run build -- --environment ${bundle}`);
    }
    if (path.startsWith('/static/')) {
      return reply.sendFile(path.slice(1), join(distDir, bundle), { maxAge: '365d', immutable: true });
    }
    // The page names the hashed assets, so it must be revalidated on every visit.
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', join(distDir, bundle), { cacheControl: false });
  });
}
