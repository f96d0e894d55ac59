// The queries of the identity area, for the request's tenant.
import type { Environment, TenantConfig } from '../../../tenants/schema.ts';
import type { TenantDb } from '../../db/scope.ts';
import { availableProductCodes } from '../../services/product-catalogue.ts';

export function identityRepository(scoped: TenantDb) {
  return {
    /** The products the tenant offers now (tenant file and super admins' overrides). */
    offeredProducts: (tenant: TenantConfig, env: Environment) => availableProductCodes(scoped, tenant, env),

    /** The companies of a login of the tenant: its own and the supplier it works for. */
    companiesOfLogin(loginId: string) {
      return scoped
        .selectFromTenant('users')
        .select(['company_id', 'third_party_company_id'])
        .where('login_id', '=', loginId)
        .executeTakeFirst();
    },

    /** Companies of the tenant by id, by name. */
    companies(ids: string[]) {
      return ids.length
        ? scoped
            .selectFromTenant('companies')
            .select(['id', 'name', 'company_type', 'status'])
            .where('id', 'in', ids)
            .orderBy('name')
            .execute()
        : Promise.resolve([]);
    },
  };
}
