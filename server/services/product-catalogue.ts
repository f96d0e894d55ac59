// The product catalogue of a tenant at run time: the tenant file and the product defaults give
// the base values, a product_overrides row (set by a super admin) may replace any of them.
// Read from the database on every call, so a change shows at once on every instance.
import { PRODUCT_FAMILIES, type Environment, type ProductCode, type TenantConfig } from '../../tenants/schema.ts';
import type { TenantDb } from '../db/scope.ts';
import { tenantCache } from './tenant-cache.ts';
import type { ProductOverride } from '../db/schema.ts';
import { productDefaults, type ProductTileDefaults } from './product-defaults.ts';

export const PRODUCT_CODES = Object.keys(PRODUCT_FAMILIES) as ProductCode[];

export interface ProductValues extends ProductTileDefaults {
  available: boolean;
}

/** The fields a super admin may override, and their columns. */
export const OVERRIDE_COLUMNS = {
  available: 'available',
  comingSoon: 'coming_soon',
  restrictedLaunch: 'restricted_launch',
  hideWhenNoAccess: 'hide_when_no_access',
  redirectUrl: 'redirect_url',
  isNewTab: 'is_new_tab',
} as const satisfies Record<string, keyof ProductOverride>;
export type OverrideField = keyof typeof OVERRIDE_COLUMNS;
export type OverrideValues = { [F in OverrideField]: ProductValues[F] | null };

export interface CatalogueEntry {
  code: ProductCode;
  family: (typeof PRODUCT_FAMILIES)[ProductCode];
  base: ProductValues;
  override: (OverrideValues & { updatedBy: string | null; updatedAt: string }) | null;
  effective: ProductValues;
}

export const isProductCode = (code: string): code is ProductCode => Object.hasOwn(PRODUCT_FAMILIES, code);

export function catalogueEntry(tenant: TenantConfig, env: Environment, code: ProductCode, row?: ProductOverride): CatalogueEntry {
  const offered = tenant.products.some((p) => p.code === code && p.environments.includes(env));
  const base: ProductValues = { available: offered, ...productDefaults(tenant, code) };
  const effective = { ...base };
  let override: CatalogueEntry['override'] = null;
  if (row) {
    const values = Object.fromEntries(Object.entries(OVERRIDE_COLUMNS).map(([field, column]) => [field, row[column]])) as OverrideValues;
    for (const [field, value] of Object.entries(values)) {
      if (value !== null) Object.assign(effective, { [field]: value });
    }
    override = { ...values, updatedBy: row.updated_by, updatedAt: row.updated_at.toISOString() };
  }
  return { code, family: PRODUCT_FAMILIES[code], base, override, effective };
}

/** Every product code for the tenant, its own products first in the tenant file's order. */
/** The tenant's overrides, kept per instance (services/tenant-cache.ts); writers invalidate it. */
export const productOverrides = tenantCache((scoped) => scoped.selectFromTenant('product_overrides').selectAll().execute());

export async function productCatalogue(scoped: TenantDb, tenant: TenantConfig, env: Environment): Promise<CatalogueEntry[]> {
  const rows = await productOverrides.get(scoped);
  const own = tenant.products.map((p) => p.code);
  const codes = [...own, ...PRODUCT_CODES.filter((c) => !own.includes(c))];
  return codes.map((code) =>
    catalogueEntry(
      tenant,
      env,
      code,
      rows.find((r) => r.product_code === code),
    ),
  );
}

/** The codes of the products the tenant offers now (overrides applied). */
export async function availableProductCodes(scoped: TenantDb, tenant: TenantConfig, env: Environment): Promise<Set<string>> {
  return new Set((await productCatalogue(scoped, tenant, env)).filter((p) => p.effective.available).map((p) => p.code));
}
