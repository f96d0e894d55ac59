// What the browser knows of its tenant: the bundle's build-time constant __TENANT__ (rsbuild
// `source.define`, scripts/rsbuild/tenant-environments.ts; the component tests define the US one).
// Products and flags come from the server at run time; the support mailbox and legal texts stay
// on the server. Its type is derived from the tenant schema, so src/env.d.ts never restates it.
import type { TenantConfig } from './schema.ts';

export function clientTenant(tenant: TenantConfig) {
  return {
    id: tenant.id,
    code: tenant.code,
    countryName: tenant.countryName,
    productName: tenant.branding.productName,
    colors: tenant.branding.colors,
    locales: tenant.locales,
    routes: tenant.routes,
    featureFlags: tenant.featureFlags,
    timeZones: tenant.timeZones,
  };
}

/** The type of `__TENANT__`. */
export type ClientTenant = ReturnType<typeof clientTenant>;
