// What the browser knows of its tenant: the bundle's build-time constant __TENANT__ (rsbuild
// `source.define`, scripts/rsbuild/tenant-environments.ts; the component tests define the US one).
// Products and flags come from the server at run time; the support mailbox and legal texts stay
// on the server. Its type is derived from the tenant schema, so src/env.d.ts never restates it.
import { defaultFlags, type Environment, type TenantConfig } from './schema.ts';
import { SUPPORT_PHONE } from './shared.ts';

export function clientTenant(tenant: TenantConfig, env: Environment) {
  return {
    id: tenant.id,
    code: tenant.code,
    countryName: tenant.countryName,
    productName: tenant.branding.productName,
    locales: tenant.locales,
    /**
     * The message catalogs the bundle carries: the tenant's locales and en-US, the page's fallback
     * (spec §5). Flags per locale, so the build drops the other catalogs' imports.
     */
    catalogs: {
      enUS: true,
      esMX: tenant.locales.supported.includes('es-MX'),
      frCA: tenant.locales.supported.includes('fr-CA'),
      enCA: tenant.locales.supported.includes('en-CA'),
    },
    routes: tenant.routes,
    /** The products of the tenant file and the environments they are offered in (the landing page's list). */
    products: tenant.products.map((p) => ({ code: p.code, environments: p.environments })),
    /** The flags' defaults in the bundle's environment (the server's answer overrides them). */
    featureFlags: defaultFlags(tenant, env),
    timeZones: tenant.timeZones,
    /** Business days an access request may wait before the admins' tab highlights it (default 2). */
    accessRequestDueBusinessDays: tenant.accessRequestDueBusinessDays ?? 2,
    supportPhone: SUPPORT_PHONE,
    /** The categories the request-access variant of the incident form fixes (tenants/incident-form.ts applyVariant). */
    incidentSpecialIds: { requestAccess: tenant.support.special.requestAccess },
  };
}

/** The type of `__TENANT__`. */
export type ClientTenant = ReturnType<typeof clientTenant>;
