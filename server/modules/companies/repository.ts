// The companies of one tenant, for super admins choosing one to act for.
import { sql } from 'kysely';
import type { TenantDb } from '../../db/scope.ts';
import { containing, type ListParams, listPage, sortKey } from '../../services/paging.ts';
import type { CompanySort } from './schemas.ts';

const SORT_COLUMNS: Record<CompanySort, ReturnType<typeof sql<string>>> = {
  companyName: sql<string>`lower(name)`,
  status: sql<string>`status`,
  companyType: sql<string>`company_type`,
};

export function companiesRepository(scoped: TenantDb) {
  /** The products the users of these companies have complete access to, per company. */
  async function productsOf(companyIds: string[]) {
    const productsOf = new Map<string, string[]>();
    if (!companyIds.length) return productsOf;
    const grants = await scoped
      .selectFromTenant('users')
      .innerJoin('user_products', 'users.id', 'user_products.user_id')
      .select(['users.company_id', 'user_products.product_code'])
      .distinct()
      .where('users.company_id', 'in', companyIds)
      .where('user_products.access_status', '=', 'ACCESS_COMPLETE')
      .orderBy('user_products.product_code')
      .execute();
    for (const g of grants) productsOf.set(g.company_id!, [...(productsOf.get(g.company_id!) ?? []), g.product_code]);
    return productsOf;
  }

  return {
    /** One page of the tenant's companies; the search text matches part of the name, any letter case. */
    list(params: ListParams<CompanySort> & { showProducts: boolean }) {
      const matching = scoped
        .selectFromTenant('companies')
        .$if(params.search !== undefined, (qb) => qb.where('name', 'ilike', containing(params.search!)));
      return listPage(
        matching,
        {
          id: sql`id`,
          order: [sortKey(SORT_COLUMNS[params.sortBy], params.sortOrder), { by: sql`lower(name)` }, { by: sql`id` }],
          rows: (query) => query.select(['id', 'name', 'status', 'admin_email', 'company_type']),
        },
        params,
        async (rows) => {
          const products = params.showProducts ? await productsOf(rows.map((r) => r.id)) : new Map<string, string[]>();
          return rows.map((c) => ({
            companyId: c.id,
            companyName: c.name,
            status: c.status,
            adminEmail: c.admin_email,
            companyType: c.company_type,
            ...(params.showProducts ? { subscribedProduct: products.get(c.id) ?? [] } : {}),
          }));
        },
      );
    },
  };
}
