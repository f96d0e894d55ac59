// Single sign-on (services/sso.ts) as a service of the app: the providers of the tenant files (their
// secrets from the environment), and in `local` the development provider of each tenant that names
// it (modules/sso/dev-provider.ts), started on loopback here and stopped with the app.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TenantConfig } from '../../tenants/schema.ts';
import type { Config } from '../config.ts';
import type { DevProvider } from '../modules/sso/dev-provider.ts';
import { appSecret } from '../services/app-secrets.ts';
import { flowKeyOf, SsoService } from '../services/sso.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sso: SsoService;
  }
}

/** The portal's addresses on this machine that the development provider may send a browser back to. */
function localOrigins(tenant: TenantConfig, port: number): string[] {
  return tenant.environments.local.hosts.flatMap((host) => [`http://${host}:${port}`, `http://${host}`]);
}

async function sso(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const service = new SsoService(config, async () => flowKeyOf(await appSecret(app.db, 'sso-flow')));
  const missing = service.configure(app.tenants);
  if (missing.length) throw new Error(`Single sign-on is configured but ${missing.join(', ')} is not set (docs/operations.md)`);
  const starting: Array<Promise<DevProvider | null>> = [];
  app.addHook('onClose', async () => {
    const started = await Promise.all(starting);
    await Promise.all(started.map((provider) => provider?.close()));
  });
  if (config.devSso && config.appEnv === 'local') {
    // Loaded only here: outside local the development provider's code never runs.
    const devProvider = import('../modules/sso/dev-provider.ts');
    let port = config.devSsoPort;
    for (const tenant of app.tenants) {
      if (tenant.environments.local.sso?.issuer !== 'development') continue;
      const origins = localOrigins(tenant, config.port);
      // Started beside the app's own start (a second or more on a busy machine): a sign-in waits for it.
      const tenantPort = port ? port++ : 0;
      const provider = devProvider.then(({ startDevProvider }) =>
        startDevProvider({
          tenant,
          redirectUris: origins.map((origin) => `${origin}/platform/sso/callback`),
          postLogoutRedirectUris: origins.map((origin) => `${origin}/`),
          password: config.demoPassword,
          port: tenantPort,
        }),
      );
      service.use(tenant.id, provider);
      starting.push(
        provider.then(
          (started) => {
            app.log.info({ tenant: tenant.id, issuer: started.issuer }, 'single sign-on: development provider started on loopback');
            return started;
          },
          (error: unknown) => {
            app.log.error({ err: error, tenant: tenant.id }, 'single sign-on: the development provider did not start');
            return null;
          },
        ),
      );
    }
  }
  app.decorate('sso', service);
}

export default fp(sso, { name: 'sso', dependencies: ['db', 'tenancy'] });
