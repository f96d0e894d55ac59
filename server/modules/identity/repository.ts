// The queries of the identity area, for the request's tenant.
import type { Environment, TenantConfig } from '../../../tenants/schema.ts';
import type { TenantDb } from '../../db/scope.ts';
import { availableProductCodes } from '../../services/product-catalogue.ts';

/** How a login belongs to a company. */
export type CompanyRelation = 'OWN' | 'PARTNER' | 'GRANTED';

export function identityRepository(scoped: TenantDb) {
  return {
    /** The products the tenant offers now (tenant file and super admins' overrides). */
    offeredProducts: (tenant: TenantConfig, env: Environment) => availableProductCodes(scoped, tenant, env),

    /**
     * The companies of a login of the tenant, each with how the login belongs to it: its own
     * company, the supplier it works for (agency users), and those whose admins granted it access.
     */
    async companiesOfLogin(loginId: string): Promise<Map<string, CompanyRelation> | undefined> {
      const user = await scoped
        .selectFromTenant('users')
        .select(['id', 'company_id', 'third_party_company_id'])
        .where('login_id', '=', loginId)
        .executeTakeFirst();
      if (!user) return undefined;
      const grants = await scoped
        .selectFromTenant('company_access_grants')
        .select('company_id')
        .distinct()
        .where('user_id', '=', user.id)
        .execute();
      const relations = new Map<string, CompanyRelation>(grants.map((g) => [g.company_id, 'GRANTED']));
      if (user.third_party_company_id) relations.set(user.third_party_company_id, 'PARTNER');
      if (user.company_id) relations.set(user.company_id, 'OWN');
      return relations;
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
