// Third-party partners (spec §2 "Admin tables": partner, partner code, primary contact; §3
// "Third-party partner association"; §7 "Partners", "Third-party apps"). A supplier associates an
// agency by its business code and chooses which of its products the agency's users may use on the
// supplier's behalf. Decisions where the spec is silent:
// - pairing: a SUPPLIER may associate a THIRD_PARTY_AGENCY or a BASIC_THIRD_PARTY_AGENCY; a
//   BASIC_VENDOR only a BASIC_THIRD_PARTY_AGENCY; other company types have no partners;
// - at least one product, each offered by the tenant now (tenant file and super admins' overrides);
// - removal: DELETE …/partner-associations/{associationId}; changing the products: PUT on the same path;
// - the agency's third-party users (users.third_party_company_id = the supplier) get the products
//   granted to their agency, as complete access, on top of their own grants (the /apps tiles merge
//   POST fetch-active-partner-access-apps into the user context's products).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { Db } from '../db/database.ts';
import type { Company, CompanyType as CompanyTypeName } from '../db/schema.ts';
import { type Policy, policies } from '../plugins/policy.ts';
import { CompanyType, errors, Nullable, problem } from '../schemas.ts';
import { recordActivity } from '../services/activity-log.ts';
import { likeLiteral, Paged, pageOf, pageQuery, searchText } from '../services/paging.ts';
import { availableProductCodes } from '../services/product-catalogue.ts';

const TAG = 'partners';

/** Which agency types each company type may associate. */
export const PARTNER_TYPES: Partial<Record<CompanyTypeName, CompanyTypeName[]>> = {
  SUPPLIER: ['THIRD_PARTY_AGENCY', 'BASIC_THIRD_PARTY_AGENCY'],
  BASIC_VENDOR: ['BASIC_THIRD_PARTY_AGENCY'],
};

const PartnerCompany = Type.Object({
  companyId: Type.String({ format: 'uuid' }),
  companyName: Type.String(),
  companyType: CompanyType,
  businessCode: Nullable(Type.String()),
  adminEmail: Nullable(Type.String({ description: 'Primary contact.' })),
});

const Association = Type.Object({
  associationId: Type.String({ format: 'uuid' }),
  partnerCompany: PartnerCompany,
  products: Type.Array(Type.String(), { description: "The supplier's products the partner's users may use." }),
  uiCreatedOnDate: Type.String({ format: 'date-time' }),
});

const Products = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 50, uniqueItems: true });

const CompanyParams = Type.Object({ companyId: Type.String({ format: 'uuid' }) });
const AssociationParams = Type.Object({ companyId: Type.String({ format: 'uuid' }), associationId: Type.String({ format: 'uuid' }) });

const SORT_COLUMNS = {
  companyName: sql`lower(partner.name)`,
  businessCode: sql`partner.business_code`,
  adminEmail: sql`partner.admin_email`,
  uiCreatedOnDate: sql`partner_associations.created_at`,
};
type SortBy = keyof typeof SORT_COLUMNS;

/** Signed in, :companyId the caller's company; a pure read, so the spectator may call it although it is a POST. */
const ownCompanyRead: Policy = { access: 'signed-in', scope: 'company', readOnlyAllowed: true };

const toPartner = (c: Pick<Company, 'id' | 'name' | 'company_type' | 'business_code' | 'admin_email'>) => ({
  companyId: c.id,
  companyName: c.name,
  companyType: c.company_type,
  businessCode: c.business_code,
  adminEmail: c.admin_email,
});

type Found = { company: Company } | { status: 400 | 404 | 409; message: string };

/** The agency a company may associate by business code, or why not. */
async function findPartner(db: Db, tenantId: string, companyId: string, businessCode: string): Promise<Found> {
  const code = businessCode.trim().toUpperCase();
  if (!code) return { status: 400, message: 'Enter the business code of the partner company.' };
  const own = await db.selectFrom('companies').selectAll().where('id', '=', companyId).where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!own) return { status: 404, message: 'No company with this id in this country.' };
  const allowed = PARTNER_TYPES[own.company_type];
  if (!allowed) return { status: 400, message: 'Only suppliers and basic vendors can associate third-party partners.' };
  const company = await db
    .selectFrom('companies')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`upper(business_code)`, '=', code)
    .executeTakeFirst();
  if (!company) return { status: 404, message: `No company with business code ${code} in this country.` };
  if (company.id === companyId) return { status: 400, message: 'This is the business code of your own company.' };
  if (!allowed.includes(company.company_type)) {
    return {
      status: 400,
      message:
        own.company_type === 'BASIC_VENDOR'
          ? `${company.name} is not a basic third-party agency: basic vendors can only associate basic third-party agencies.`
          : `${company.name} is not a third-party agency.`,
    };
  }
  const existing = await db
    .selectFrom('partner_associations')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('supplier_company_id', '=', companyId)
    .where('partner_company_id', '=', company.id)
    .executeTakeFirst();
  if (existing) return { status: 409, message: `${company.name} is already your partner.` };
  return { company };
}

/** The products the tenant does not offer, of those asked for. */
async function unknownProducts(
  app: { db: Db; appEnv: Parameters<typeof availableProductCodes>[2] },
  tenant: Parameters<typeof availableProductCodes>[1],
  products: string[],
) {
  const offered = await availableProductCodes(app.db, tenant, app.appEnv);
  return products.filter((p) => !offered.has(p));
}

const partners: FastifyPluginAsyncTypebox = async (app) => {
  const associationsOf = (companyId: string, tenantId: string) =>
    app.db
      .selectFrom('partner_associations')
      .innerJoin('companies as partner', 'partner.id', 'partner_associations.partner_company_id')
      .where('partner_associations.supplier_company_id', '=', companyId)
      .where('partner_associations.tenant_id', '=', tenantId);

  async function withProducts(
    rows: Array<{
      id: string;
      created_at: Date;
      partner_id: string;
      name: string;
      company_type: CompanyTypeName;
      business_code: string | null;
      admin_email: string | null;
    }>,
  ) {
    const grants = rows.length
      ? await app.db
          .selectFrom('partner_association_products')
          .select(['association_id', 'product_code'])
          .where(
            'association_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('product_code')
          .execute()
      : [];
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

  const columns = [
    'partner_associations.id',
    'partner_associations.created_at',
    'partner.id as partner_id',
    'partner.name',
    'partner.company_type',
    'partner.business_code',
    'partner.admin_email',
  ] as const;

  async function oneAssociation(companyId: string, tenantId: string, associationId: string) {
    const row = await associationsOf(companyId, tenantId)
      .select(columns)
      .where('partner_associations.id', '=', associationId)
      .executeTakeFirst();
    return row ? (await withProducts([row]))[0]! : null;
  }

  app.get(
    '/core-app-api/companies/:companyId/partner-associations/validate',
    {
      config: { policy: policies.permission('LIST', 'COMPANY_PARTNER_ASSOCIATION') },
      schema: {
        tags: [TAG],
        summary:
          'Finds the agency with this business code in the tenant that the company may associate: 404 unknown code, 400 not an agency of a matching kind (suppliers: agencies and basic agencies; basic vendors: basic agencies) or the company itself, 409 already a partner.',
        params: CompanyParams,
        querystring: Type.Object({ businessCode: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: PartnerCompany, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const found = await findPartner(app.db, request.tenant.id, request.params.companyId, request.query.businessCode);
      if ('status' in found) return reply.code(found.status).send(problem(found.status, found.message));
      return toPartner(found.company);
    },
  );

  app.post(
    '/core-app-api/companies/:companyId/partner-associations',
    {
      config: { policy: policies.permission('MANAGE', 'COMPANY_PARTNER_ASSOCIATION') },
      schema: {
        tags: [TAG],
        summary:
          "Associates the agency with this business code (checked as by …/validate) and grants its users the chosen products of the company's tenant; recorded in the activity log.",
        params: CompanyParams,
        body: Type.Object(
          { businessCode: Type.String({ minLength: 1, maxLength: 100 }), products: Products },
          { additionalProperties: false },
        ),
        response: { 201: Association, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const tenantId = request.tenant.id;
      const found = await findPartner(app.db, tenantId, companyId, request.body.businessCode);
      if ('status' in found) return reply.code(found.status).send(problem(found.status, found.message));
      const products = request.body.products;
      const unknown = await unknownProducts(app, request.tenant, products);
      if (unknown.length) return reply.code(400).send(problem(400, `Not offered in this country: ${unknown.join(', ')}.`));
      const partner = found.company;
      try {
        const id = await app.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('partner_associations')
            .values({
              tenant_id: tenantId,
              supplier_company_id: companyId,
              partner_company_id: partner.id,
              created_by: request.auth!.user.id,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('partner_association_products')
            .values(products.map((product_code) => ({ association_id: row.id, product_code })))
            .execute();
          await recordActivity(trx, {
            tenant_id: tenantId,
            company_id: companyId,
            actor_user_id: request.auth!.user.id,
            entity_id: row.id,
            event: 'PARTNER_ASSOCIATED',
            event_description: `Third-party partner ${partner.name} (${partner.business_code}) associated with access to ${products.join(', ')}`,
          });
          return row.id;
        });
        return reply.code(201).send((await oneAssociation(companyId, tenantId, id))!);
      } catch (error) {
        if (String((error as { code?: string }).code) === '23505') {
          return reply.code(409).send(problem(409, `${partner.name} is already your partner.`));
        }
        throw error;
      }
    },
  );

  const listSchema = {
    tags: [TAG],
    summary: "The company's third-party partners (partner, partner code, primary contact) and the products granted to each.",
    params: CompanyParams,
    querystring: Type.Object(pageQuery(SORT_COLUMNS, searchText('Part of the partner name or business code.')), {
      additionalProperties: false,
    }),
    response: { 200: Paged(Association), ...errors(400, 401, 403) },
  };
  const listPolicy = policies.permission('LIST', 'COMPANY_PARTNER_ASSOCIATION');
  const list = async (request: {
    params: { companyId: string };
    query: { page?: number; pageSize?: number; sortBy?: SortBy; sortOrder?: 'ASC' | 'DESC'; search?: string };
    tenant: { id: string };
  }) => {
    const { page = 0, pageSize = 10, sortBy = 'companyName', sortOrder = 'ASC', search } = request.query;
    const needle = search?.trim();
    const matching = associationsOf(request.params.companyId, request.tenant.id).$if(Boolean(needle), (qb) =>
      qb.where((eb) =>
        eb.or([
          eb('partner.name', 'ilike', `%${likeLiteral(needle!)}%`),
          eb('partner.business_code', 'ilike', `%${likeLiteral(needle!)}%`),
        ]),
      ),
    );
    const direction = sortOrder === 'DESC' ? sql`desc` : sql`asc`;
    const [rows, count] = await Promise.all([
      matching
        .select(columns)
        .orderBy(sql`${SORT_COLUMNS[sortBy]} ${direction}`)
        .orderBy(sql`lower(partner.name)`)
        .orderBy('partner_associations.id')
        .limit(pageSize)
        .offset(page * pageSize)
        .execute(),
      matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return pageOf(await withProducts(rows), page, pageSize, Number(count.n));
  };
  // Spec §7 writes the list path with a trailing slash; the same list answers without it.
  app.get('/core-app-api/companies/:companyId/partner-associations/', { config: { policy: listPolicy }, schema: listSchema }, list);
  app.get(
    '/core-app-api/companies/:companyId/partner-associations',
    { config: { policy: listPolicy }, schema: { ...listSchema, hide: true } },
    list,
  );

  app.put(
    '/core-app-api/companies/:companyId/partner-associations/:associationId',
    {
      config: { policy: policies.permission('MANAGE', 'COMPANY_PARTNER_ASSOCIATION') },
      schema: {
        tags: [TAG],
        summary: "Replaces the products a partner's users may use (not in spec §7, which lists no change); recorded in the activity log.",
        params: AssociationParams,
        body: Type.Object({ products: Products }, { additionalProperties: false }),
        response: { 200: Association, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { companyId, associationId } = request.params;
      const tenantId = request.tenant.id;
      const current = await oneAssociation(companyId, tenantId, associationId);
      if (!current) return reply.code(404).send(problem(404, 'No partner association with this id in your company.'));
      const products = request.body.products;
      const unknown = await unknownProducts(app, request.tenant, products);
      if (unknown.length) return reply.code(400).send(problem(400, `Not offered in this country: ${unknown.join(', ')}.`));
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('partner_association_products').where('association_id', '=', associationId).execute();
        await trx
          .insertInto('partner_association_products')
          .values(products.map((product_code) => ({ association_id: associationId, product_code })))
          .execute();
        await recordActivity(trx, {
          tenant_id: tenantId,
          company_id: companyId,
          actor_user_id: request.auth!.user.id,
          entity_id: associationId,
          event: 'PARTNER_PRODUCTS_CHANGED',
          event_description: `Products of third-party partner ${current.partnerCompany.companyName} changed from ${current.products.join(', ') || 'none'} to ${products.join(', ')}`,
        });
      });
      return (await oneAssociation(companyId, tenantId, associationId))!;
    },
  );

  app.delete(
    '/core-app-api/companies/:companyId/partner-associations/:associationId',
    {
      config: { policy: policies.permission('MANAGE', 'COMPANY_PARTNER_ASSOCIATION') },
      schema: {
        tags: [TAG],
        summary:
          "Removes a third-party partner and its product grants: the agency's users lose the company's apps at once (path not in spec §7, which lists no removal). Recorded in the activity log.",
        params: AssociationParams,
        response: { 200: Type.Object({ message: Type.String() }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { companyId, associationId } = request.params;
      const tenantId = request.tenant.id;
      const current = await oneAssociation(companyId, tenantId, associationId);
      if (!current) return reply.code(404).send(problem(404, 'No partner association with this id in your company.'));
      await app.db.transaction().execute(async (trx) => {
        // partner_association_products go with it (on delete cascade).
        await trx
          .deleteFrom('partner_associations')
          .where('id', '=', associationId)
          .where('supplier_company_id', '=', companyId)
          .where('tenant_id', '=', tenantId)
          .execute();
        await recordActivity(trx, {
          tenant_id: tenantId,
          company_id: companyId,
          actor_user_id: request.auth!.user.id,
          entity_id: associationId,
          event: 'PARTNER_REMOVED',
          event_description: `Third-party partner ${current.partnerCompany.companyName} (${current.partnerCompany.businessCode}) removed`,
        });
      });
      return { message: `${current.partnerCompany.companyName} is no longer a partner.` };
    },
  );

  // ---- Third-party apps (spec §7, host B): {tenantId} is a company id, named :companyId. ----

  const ProductGrant = Type.Object({ product_id: Type.String(), access_status: Type.Literal('ACCESS_COMPLETE') });

  app.get(
    '/platform/v2/identity/tenants/:companyId/products',
    {
      config: { policy: policies.permission('LIST', 'COMPANY_PARTNER_ASSOCIATION') },
      schema: {
        tags: [TAG],
        summary:
          "The products granted within the association between the caller's company ({tenantId} in spec §7: a company id) and associated_tenant_id: a supplier asks about its partner, an agency about its supplier. 404 when they are not associated.",
        params: CompanyParams,
        querystring: Type.Object({
          associated_tenant_id: Type.String({ format: 'uuid', description: 'The other company of the association.' }),
        }),
        response: {
          200: Type.Object({ supplierCompanyId: Type.String(), partnerCompanyId: Type.String(), products: Type.Array(ProductGrant) }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const other = request.query.associated_tenant_id;
      const association = await app.db
        .selectFrom('partner_associations')
        .select(['id', 'supplier_company_id', 'partner_company_id'])
        .where('tenant_id', '=', request.tenant.id)
        .where((eb) =>
          eb.or([
            eb.and([eb('supplier_company_id', '=', companyId), eb('partner_company_id', '=', other)]),
            eb.and([eb('supplier_company_id', '=', other), eb('partner_company_id', '=', companyId)]),
          ]),
        )
        .executeTakeFirst();
      if (!association) return reply.code(404).send(problem(404, 'Your company has no partner association with this company.'));
      const offered = await availableProductCodes(app.db, request.tenant, app.appEnv);
      const grants = await app.db
        .selectFrom('partner_association_products')
        .select('product_code')
        .where('association_id', '=', association.id)
        .orderBy('product_code')
        .execute();
      return {
        supplierCompanyId: association.supplier_company_id,
        partnerCompanyId: association.partner_company_id,
        products: grants
          .filter((g) => offered.has(g.product_code))
          .map((g) => ({ product_id: g.product_code, access_status: 'ACCESS_COMPLETE' as const })),
      };
    },
  );

  app.post(
    '/platform/v2/identity/tenants/:companyId/fetch-active-partner-access-apps',
    {
      config: { policy: ownCompanyRead },
      schema: {
        tags: [TAG],
        summary:
          "For a third-party (agency) user: the apps the supplier they work for has granted their agency ({tenantId}: the caller's company). Other callers get an empty list. The body (spec §3 'third-party product list') may only narrow the answer: tenant and company come from the session.",
        params: CompanyParams,
        body: Type.Object(
          {
            tenantId: Type.Optional(
              Type.String({ maxLength: 100, description: "The caller's company id, if given (checked against the path)." }),
            ),
            thirdPartyCompanyId: Type.Optional(Type.String({ format: 'uuid', description: 'Only this supplier’s grants.' })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            apps: Type.Array(
              Type.Object({
                product_id: Type.String(),
                access_status: Type.Literal('ACCESS_COMPLETE'),
                supplier: Type.Object({ id: Type.String(), name: Type.String() }),
              }),
            ),
          }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const { tenantId, thirdPartyCompanyId } = request.body;
      if (tenantId !== undefined && tenantId !== companyId) {
        return reply.code(400).send(problem(400, 'tenantId must be your company, the same as in the path.'));
      }
      const { user } = request.auth!;
      const supplierId = user.third_party_company_id;
      if (!supplierId || user.company_id !== companyId || (thirdPartyCompanyId && thirdPartyCompanyId !== supplierId)) return { apps: [] };
      const offered = await availableProductCodes(app.db, request.tenant, app.appEnv);
      const grants = await app.db
        .selectFrom('partner_associations')
        .innerJoin('partner_association_products', 'partner_association_products.association_id', 'partner_associations.id')
        .innerJoin('companies as supplier', 'supplier.id', 'partner_associations.supplier_company_id')
        .select(['partner_association_products.product_code', 'supplier.id', 'supplier.name'])
        .where('partner_associations.tenant_id', '=', request.tenant.id)
        .where('partner_associations.supplier_company_id', '=', supplierId)
        .where('partner_associations.partner_company_id', '=', companyId)
        .orderBy('partner_association_products.product_code')
        .execute();
      return {
        apps: grants
          .filter((g) => offered.has(g.product_code))
          .map((g) => ({ product_id: g.product_code, access_status: 'ACCESS_COMPLETE' as const, supplier: { id: g.id, name: g.name } })),
      };
    },
  );
};

export default partners;
