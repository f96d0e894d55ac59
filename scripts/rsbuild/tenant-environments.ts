// One Rsbuild environment per tenant × environment (3 × 6 = 18), each with the tenant's
// build-time choices as `define` constants, so a bundle holds no code of the routes its tenant
// blocks (the minifier drops `false && import(...)`), and its own output folder.
import type { RsbuildPlugin } from '@rsbuild/core';
import { clientTenant } from '../../tenants/client.ts';
import { brandingFile, loadTenants, logoPath, TENANT_FILES } from '../../tenants/index.ts';
import { catalogHintTags, startUpHints } from './start-up-hints.ts';
import { ENVIRONMENTS, type Environment, type TenantConfig } from '../../tenants/schema.ts';

/** DefinePlugin replaces `A.b.c` member by member only when the value is an object tree of code strings. */
type DefineTree = string | { [key: string]: DefineTree };

function toDefine(value: unknown): DefineTree {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toDefine(v)]));
  }
  return JSON.stringify(value);
}

export function environmentName(tenantId: string, env: Environment): string {
  return `${tenantId}-${env}`;
}

/** Every bundle the tenant files make: its Rsbuild environment name, tenant and environment. */
export function tenantBundles(
  tenantFiles: Record<string, unknown> = TENANT_FILES,
): Array<{ name: string; tenant: TenantConfig; env: Environment }> {
  return loadTenants(tenantFiles).flatMap((tenant) => ENVIRONMENTS.map((env) => ({ name: environmentName(tenant.id, env), tenant, env })));
}

export function pluginTenantEnvironments(tenantFiles: Record<string, unknown> = TENANT_FILES): RsbuildPlugin {
  return {
    name: 'portal:tenant-environments',
    setup(api) {
      const tenantOfEnvironment = new Map<string, TenantConfig>();
      api.modifyHTMLTags(catalogHintTags((name) => tenantOfEnvironment.get(name)));
      api.modifyRsbuildConfig((config) => {
        config.environments = {};
        for (const { name, tenant, env } of tenantBundles(tenantFiles)) {
          tenantOfEnvironment.set(name, tenant);
          const settings = tenant.environments[env];
          const hints = startUpHints(tenant, settings);
          config.environments[name] = {
            source: {
              define: {
                __TENANT__: toDefine(clientTenant(tenant, env)),
                __APP_ENV__: toDefine({
                  name: env,
                  coreApiBase: settings.coreApiBase,
                  platformBase: settings.platformBase,
                  analyticsScriptUrl: settings.analyticsScriptUrl,
                }),
              },
            },
            resolve: { alias: { '@tenant-logo': logoPath(tenant), '@tenant-hero': brandingFile(tenant, 'hero') } },
            html: { title: tenant.branding.productName, ...hints.html },
            output: { distPath: { root: `dist/${name}` } },
          };
        }
      });
    },
  };
}
