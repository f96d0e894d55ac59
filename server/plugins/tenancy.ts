// Resolves the tenant of every request from its Host header, using the hosts that the tenant
// files declare for this server's environment. The header must be exactly a host name of this
// environment with an optional numeric port; anything else (user info, a second host, an unknown
// name) gets 421 Misdirected Request. Links the server e-mails never use the header: they start
// with the tenant's configured origin (`request.siteOrigin`).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Environment, TenantConfig } from '../../tenants/schema.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantConfig;
    /** The tenant's origin for this environment (tenant file), e.g. `https://mx.supplier-insights.example`. */
    siteOrigin: string;
  }
  interface FastifyInstance {
    tenants: TenantConfig[];
    appEnv: Environment;
  }
}

/** Paths that answer on any host (load balancers, Prometheus and `npm run backup` reach an instance by its address). */
const HOST_INDEPENDENT = new Set(['/healthz', '/readyz', '/metrics', '/ops/backup']);

/** A host name and an optional port of at most five digits; lower case after normalising. */
const HOST_HEADER = /^([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/;

/** The host name of a well-formed Host header, or null for anything else (`a:1@b`, `a b`, `[::1]`, `a:x`). */
export function hostName(hostHeader: string | undefined): string | null {
  const match = HOST_HEADER.exec((hostHeader ?? '').toLowerCase());
  if (!match || (match[2] !== undefined && Number(match[2]) > 65_535)) return null;
  return match[1]!;
}

export function tenantForHost(tenants: TenantConfig[], env: Environment, host: string | null): TenantConfig | undefined {
  return host === null ? undefined : tenants.find((t) => t.environments[env].hosts.includes(host));
}

/**
 * The configured origin of a tenant in an environment. Locally the server may listen on another
 * port than the tenant file's 3000 (PORT), and the links must reach it.
 */
export function siteOrigin(tenant: TenantConfig, env: Environment, localPort: number): string {
  const origin = new URL(tenant.environments[env].origin);
  if (env === 'local') origin.port = String(localPort);
  return origin.origin;
}

async function tenancy(app: FastifyInstance, options: { tenants: TenantConfig[]; appEnv: Environment; port: number }) {
  const origins = new Map(options.tenants.map((t) => [t.id, siteOrigin(t, options.appEnv, options.port)]));
  app.decorate('tenants', options.tenants);
  app.decorate('appEnv', options.appEnv);
  app.decorateRequest('tenant', null as unknown as TenantConfig);
  app.decorateRequest('siteOrigin', '');
  app.addHook('onRequest', (request, reply, done) => {
    const tenant = tenantForHost(options.tenants, options.appEnv, hostName(request.headers.host));
    if (tenant) {
      request.tenant = tenant;
      request.siteOrigin = origins.get(tenant.id)!;
      return done();
    }
    if (HOST_INDEPENDENT.has(request.url.split('?')[0]!)) return done();
    reply.code(421).send({ statusCode: 421, error: 'Misdirected Request', message: 'This host does not serve the portal.' });
  });
}

export default fp(tenancy, { name: 'tenancy' });
