// Every query of the partners area, for one company's scope (request.companyDb): the company is
// the supplier side of its associations (partner_associations.supplier_company_id), except where
// a method says it reads the other side.
import { sql } from 'kysely';
import type { Environment, TenantConfig } from '../../../tenants/schema.ts';
import type { CompanyType } from '../../db/schema.ts';
import type { CompanyDb } from '../../db/scope.ts';
import { deleteRecorded, recordCompanyActivity } from '../../services/activity-log.ts';
import type { StoredDetails } from '../../services/activity-messages.ts';
import { containing, type ListParams, listPage, sortKey } from '../../services/paging.ts';
import { availableProductCodes } from '../../services/product-catalogue.ts';
import type { PartnerSort } from './schemas.ts';

const SORT_COLUMNS: Record<PartnerSort, ReturnType<typeof sql>> = {
  companyName: sql`lower(partner.name)`,
  businessCode: sql`partner.business_code`,
  adminEmail: sql`partner.admin_email`,
  uiCreatedOnDate: sql`partner_associations.created_at`,
};

const columns = [
  'partner_associations.id',
  'partner_associations.created_at',
  'partner.id as partner_id',
  'partner.name',
  'partner.company_type',
  'partner.business_code',
  'partner.admin_email',
] as const;

interface AssociationRow {
  id: string;
  created_at: Date;
  partner_id: string;
  name: string;
  company_type: CompanyType;
  business_code: string | null;
  admin_email: string | null;
}

export const toPartner = (c: {
  id: string;
  name: string;
  company_type: CompanyType;
  business_code: string | null;
  admin_email: string | null;
}) => ({
  companyId: c.id,
  companyName: c.name,
  companyType: c.company_type,
  businessCode: c.business_code,
  adminEmail: c.admin_email,
});

export function partnersRepository(scoped: CompanyDb) {
  const { companyId } = scoped.scope;
  const associations = () =>
    scoped.selectFrom('partner_associations').innerJoin('companies as partner', 'partner.id', 'partner_associations.partner_company_id');
  // partner_association_products has no scope columns of its own: it is read and written only
  // through associations found in the scope.
  const productsOf = (associationIds: string[]) =>
    associationIds.length
      ? scoped
          .childRows()
          .selectFrom('partner_association_products')
          .select(['association_id', 'product_code'])
          .where('association_id', 'in', associationIds)
          .orderBy('product_code')
          .execute()
      : Promise.resolve([]);

  async function withProducts(rows: AssociationRow[]) {
    const grants = await productsOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      associationId: r.id,
      partnerCompany: toPartner({
        id: r.partner_id,
        name: r.name,
        company_type: r.company_type,
        business_code: r.business_code,
        admin_email: r.admin_email,
      }),
      products: grants.filter((g) => g.association_id === r.id).map((g) => g.product_code),
      uiCreatedOnDate: r.created_at.toISOString(),
    }));
  }

  async function one(associationId: string) {
    const row = await associations().select(columns).where('partner_associations.id', '=', associationId).executeTakeFirst();
    return row ? (await withProducts([row]))[0]! : null;
  }

  const replaceProductsIn = async (trx: CompanyDb, associationId: string, products: string[]) => {
    await trx.childRows().deleteFrom('partner_association_products').where('association_id', '=', associationId).execute();
    await trx
      .childRows()
      .insertInto('partner_association_products')
      .values(products.map((product_code) => ({ association_id: associationId, product_code })))
      .execute();
  };

  return {
    one,

    /** One page of the company's partners; the search text matches part of the name or business code. */
    list(params: ListParams<PartnerSort>) {
      const needle = params.search;
      const matching = associations().$if(Boolean(needle), (qb) =>
        qb.where((eb) =>
          eb.or([eb('partner.name', 'ilike', containing(needle!)), eb('partner.business_code', 'ilike', containing(needle!))]),
        ),
      );
      return listPage(
        matching,
        {
          id: sql`partner_associations.id`,
          order: [
            sortKey(SORT_COLUMNS[params.sortBy], params.sortOrder),
            { by: sql`lower(partner.name)` },
            { by: sql`partner_associations.id` },
          ],
          rows: (query) => query.select(columns),
        },
        params,
        withProducts,
      );
    },

    /** The scope's own company. */
    ownCompany() {
      return scoped.selectFromTenant('companies').selectAll().where('id', '=', companyId).executeTakeFirst();
    },

    /** The tenant's company with this business code (any letter case). */
    companyByBusinessCode(code: string) {
      return scoped
        .selectFromTenant('companies')
        .selectAll()
        .where(sql<string>`upper(business_code)`, '=', code)
        .executeTakeFirst();
    },

    /** Whether the company already has this partner. */
    async isPartner(partnerCompanyId: string) {
      const row = await scoped
        .selectFrom('partner_associations')
        .select('id')
        .where('partner_company_id', '=', partnerCompanyId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The products the tenant offers now (tenant file and super admins' overrides). */
    offeredProducts(tenant: TenantConfig, env: Environment) {
      return availableProductCodes(scoped, tenant, env);
    },

    /** Associates a partner with its products and records it in the activity log, in one transaction. */
    associate(partnerCompanyId: string, products: string[], actorId: string, details: StoredDetails) {
      return scoped.transaction(async (trx) => {
        const row = await trx
          .insertInto('partner_associations', { partner_company_id: partnerCompanyId, created_by: actorId })
          .returning('id')
          .executeTakeFirstOrThrow();
        // Child rows of the association just made in the scope.
        await trx
          .childRows()
          .insertInto('partner_association_products')
          .values(products.map((product_code) => ({ association_id: row.id, product_code })))
          .execute();
        await recordCompanyActivity(trx, {
          actor_user_id: actorId,
          entity_id: row.id,
          event: 'PARTNER_ASSOCIATED',
          details,
        });
        return row.id;
      });
    },

    /** Replaces an association's products (found in the scope first) and records it, in one transaction. */
    replaceProducts(associationId: string, products: string[], actorId: string, details: StoredDetails) {
      return scoped.transaction(async (trx) => {
        await replaceProductsIn(trx, associationId, products);
        await recordCompanyActivity(trx, {
          actor_user_id: actorId,
          entity_id: associationId,
          event: 'PARTNER_PRODUCTS_CHANGED',
          details,
        });
      });
    },

    /** Removes an association (its products go with it: on delete cascade) and records it, in one transaction. */
    remove: (associationId: string, actorId: string, details: StoredDetails) =>
      deleteRecorded(scoped, 'partner_associations', associationId, {
        actor_user_id: actorId,
        event: 'PARTNER_REMOVED',
        details,
      }),

    /** The association between the company and another, whichever side each is on. */
    associationWith(otherCompanyId: string) {
      return scoped
        .selectFromTenant('partner_associations')
        .select(['id', 'supplier_company_id', 'partner_company_id'])
        .where((eb) =>
          eb.or([
            eb.and([eb('supplier_company_id', '=', companyId), eb('partner_company_id', '=', otherCompanyId)]),
            eb.and([eb('supplier_company_id', '=', otherCompanyId), eb('partner_company_id', '=', companyId)]),
          ]),
        )
        .executeTakeFirst();
    },

    /** The product codes granted in an association found by `associationWith`. */
    async grantedProducts(associationId: string) {
      return (await productsOf([associationId])).map((g) => g.product_code);
    },

    /** The other side: what a supplier has granted the company as its partner (agency). */
    grantsFromSupplier(supplierId: string) {
      return scoped
        .selectFromTenant('partner_associations')
        .innerJoin('partner_association_products', 'partner_association_products.association_id', 'partner_associations.id')
        .innerJoin('companies as supplier', 'supplier.id', 'partner_associations.supplier_company_id')
        .select(['partner_association_products.product_code', 'supplier.id', 'supplier.name'])
        .where('partner_associations.supplier_company_id', '=', supplierId)
        .where('partner_associations.partner_company_id', '=', companyId)
        .orderBy('partner_association_products.product_code')
        .execute();
    },
  };
}

export type PartnersRepository = ReturnType<typeof partnersRepository>;
