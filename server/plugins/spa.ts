// Serves each tenant's bundle (dist/<tenant>-<env>/) by Host: hashed assets with a year-long
// immutable cache, every other page path with the bundle's index.html (client-side routing).
// Where the browser accepts it, the Brotli or gzip copy made at build time is sent
// (scripts/rsbuild/precompress.ts). /release.json says which build the host serves (what the
// build recorded, scripts/rsbuild/release.ts: public, nothing secret), and start-up logs it.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { policies } from './policy.ts';

/** API prefixes: an unknown path under them is a JSON 404, never the portal page. */
const API_PREFIXES = ['/core-app-api/', '/platform/v1/', '/platform/v2/', '/platform/core-services/'];

export function bundleName(tenantId: string, env: string): string {
  return `${tenantId}-${env}`;
}

const RELEASE_FILE = 'release.json';

/** One line of the log at start: which build of a bundle this server serves. */
function releaseSummary(distDir: string, bundle: string): { level: 'info' | 'warn'; line: string; release?: object } {
  const file = join(distDir, bundle, RELEASE_FILE);
  if (!existsSync(join(distDir, bundle, 'index.html'))) return { level: 'warn', line: `release ${bundle}: not built` };
  if (!existsSync(file)) return { level: 'warn', line: `release ${bundle}: built without ${RELEASE_FILE} (build it again)` };
  try {
    const { tenant, environment, commit, builtAt } = JSON.parse(readFileSync(file, 'utf8')) as {
      tenant: { id: string };
      environment: string;
      commit: string;
      builtAt: string;
    };
    return {
      level: 'info',
      line: `release ${bundle}: tenant ${tenant.id}, environment ${environment}, commit ${commit}, built ${builtAt}`,
      release: { bundle, tenant: tenant.id, environment, commit, builtAt },
    };
  } catch {
    return { level: 'warn', line: `release ${bundle}: ${RELEASE_FILE} is unreadable` };
  }
}

export default async function spa(app: FastifyInstance, options: { distDir: string }) {
  const distDir = resolve(options.distDir);
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });

  for (const tenant of app.tenants) {
    const { level, line, release } = releaseSummary(distDir, bundleName(tenant.id, app.appEnv));
    app.log[level](release ? { release } : {}, line);
  }

  app.get(`/${RELEASE_FILE}`, { config: { policy: policies.public }, schema: { hide: true } }, async (request, reply) => {
    const bundle = bundleName(request.tenant.id, app.appEnv);
    if (!existsSync(join(distDir, bundle, RELEASE_FILE))) {
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `The ${bundle} bundle has no ${RELEASE_FILE}: build it with npm run build -- --environment ${bundle}`,
      });
    }
    // Rebuilt in place on a developer's machine: asked anew each time, like the page.
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(RELEASE_FILE, join(distDir, bundle), { cacheControl: false });
  });

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
