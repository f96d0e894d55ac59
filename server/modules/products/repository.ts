// The product catalogue of one tenant and the super admins' overrides of it.
import type { Environment, ProductCode, TenantConfig } from '../../../tenants/schema.ts';
import type { TenantDb } from '../../db/scope.ts';
import { recordTenantActivity } from '../../services/activity-log.ts';
import type { StoredDetails } from '../../services/activity-messages.ts';
import { type CatalogueEntry, catalogueEntry, OVERRIDE_COLUMNS, productCatalogue } from '../../services/product-catalogue.ts';

export function productsRepository(scoped: TenantDb) {
  return {
    /** Every product with its configured values, override and result (services/product-catalogue.ts). */
    catalogue: (tenant: TenantConfig, env: Environment) => productCatalogue(scoped, tenant, env),

    /**
     * Writes an override of a product (the given columns; null clears one) and records it in the
     * activity log (an entry per setting changed, `details`), in one transaction; the product's
     * catalogue entry after the change.
     */
    override(
      tenant: TenantConfig,
      env: Environment,
      code: ProductCode,
      columns: Record<string, unknown>,
      actorId: string,
      details: StoredDetails[],
    ): Promise<CatalogueEntry> {
      return scoped.transaction(async (trx) => {
        const updated_at = new Date();
        const row = await trx
          .insertIntoTenant('product_overrides', { product_code: code, ...columns, updated_by: actorId, updated_at })
          .onConflict((oc) => oc.columns(['tenant_id', 'product_code']).doUpdateSet({ ...columns, updated_by: actorId, updated_at }))
          .returningAll()
          .executeTakeFirstOrThrow();
        // A row whose every field is cleared overrides nothing: remove it.
        const cleared = Object.values(OVERRIDE_COLUMNS).every((column) => row[column] === null);
        if (cleared) {
          await trx.deleteFromTenant('product_overrides').where('product_code', '=', code).execute();
        }
        for (const entry of details) {
          await recordTenantActivity(trx, {
            company_id: null,
            actor_user_id: actorId,
            entity_id: code,
            event: 'PRODUCT_AVAILABILITY_CHANGED',
            details: entry,
          });
        }
        return catalogueEntry(tenant, env, code, cleared ? undefined : row);
      });
    },
  };
}
