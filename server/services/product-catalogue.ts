// The product catalogue of a tenant at run time: the tenant file and the product defaults give
// the base values, a product_overrides row (set by a super admin) may replace any of them.
// The overrides are kept in memory until a change of them is announced (services/tenant-cache.ts),
// and the catalogue built from one copy of them is kept with it: the products page and every
// signed-in request's user context read it without building it again.
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

/** The tenant's overrides, kept per instance until a change of them is announced (services/tenant-cache.ts). */
const productOverrides = tenantCache((scoped) => scoped.selectFromTenant('product_overrides').selectAll().execute());

/** Catalogues built from one copy of a tenant's overrides, by environment (a new copy, new catalogues). */
const built = new WeakMap<
  readonly ProductOverride[],
  Map<Environment, { entries: readonly CatalogueEntry[]; available: ReadonlySet<string> }>
>();

async function builtCatalogue(scoped: TenantDb, tenant: TenantConfig, env: Environment) {
  const rows = await productOverrides.get(scoped);
  let byEnv = built.get(rows);
  if (!byEnv) built.set(rows, (byEnv = new Map()));
  let catalogue = byEnv.get(env);
  if (!catalogue) {
    const own = tenant.products.map((p) => p.code);
    const codes = [...own, ...PRODUCT_CODES.filter((c) => !own.includes(c))];
    const entries = codes.map((code) =>
      catalogueEntry(
        tenant,
        env,
        code,
        rows.find((r) => r.product_code === code),
      ),
    );
    catalogue = { entries, available: new Set(entries.filter((p) => p.effective.available).map((p) => p.code)) };
    byEnv.set(env, catalogue);
  }
  return catalogue;
}

/** Every product code for the tenant, its own products first in the tenant file's order. Shared: do not change it. */
export async function productCatalogue(scoped: TenantDb, tenant: TenantConfig, env: Environment): Promise<readonly CatalogueEntry[]> {
  return (await builtCatalogue(scoped, tenant, env)).entries;
}

/** The codes of the products the tenant offers now (overrides applied). */
export async function availableProductCodes(scoped: TenantDb, tenant: TenantConfig, env: Environment): Promise<ReadonlySet<string>> {
  return (await builtCatalogue(scoped, tenant, env)).available;
}
