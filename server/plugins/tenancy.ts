// Resolves the tenant of every request from its Host header, using the hosts that the tenant
// files declare for this server's environment. An unknown host gets 421 Misdirected Request.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Environment, TenantConfig } from '../../tenants/schema.ts';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: TenantConfig;
  }
  interface FastifyInstance {
    tenants: TenantConfig[];
    appEnv: Environment;
  }
}

/** Paths that answer on any host (load balancers probe by address). */
const HOST_INDEPENDENT = new Set(['/healthz']);

export function hostName(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0]!;
}

export function tenantForHost(tenants: TenantConfig[], env: Environment, host: string): TenantConfig | undefined {
  return tenants.find((t) => t.environments[env].hosts.includes(host));
}

async function tenancy(app: FastifyInstance, options: { tenants: TenantConfig[]; appEnv: Environment }) {
  app.decorate('tenants', options.tenants);
  app.decorate('appEnv', options.appEnv);
  app.decorateRequest('tenant', null as unknown as TenantConfig);
  app.addHook('onRequest', async (request, reply) => {
    const tenant = tenantForHost(options.tenants, options.appEnv, hostName(request.headers.host));
    if (tenant) {
      request.tenant = tenant;
      return;
    }
    if (HOST_INDEPENDENT.has(request.url.split('?')[0]!)) return;
    return reply.code(421).send({ statusCode: 421, error: 'Misdirected Request', message: 'This host does not serve the portal.' });
  });
}

export default fp(tenancy, { name: 'tenancy' });
