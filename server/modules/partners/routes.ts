// The partners routes (spec §7 "Partners", "Third-party apps"): policy, schema, a call, the reply.
// The rules (and the decisions where the spec is silent) are in service.ts, the queries in repository.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, Type } from 'typebox';
import type { CompanyDb } from '../../db/scope.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { LIST_DEFAULTS, listParams, Paged } from '../../services/paging.ts';
import { partnersRepository, toPartner } from './repository.ts';
import {
  AssociateBody,
  AssociatedQuery,
  Association,
  AssociationParams,
  AssociationProducts,
  CompanyParams,
  ListQuery,
  PartnerApps,
  PartnerAppsBody,
  PartnerCompany,
  ProductsBody,
  TAG,
  ValidateQuery,
} from './schemas.ts';
import { findPartner, unknownProducts } from './service.ts';
import { routesTagged } from '../../http/route.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { productText } from '../../../tenants/product-names.ts';
import { isUniqueViolation } from '../../db/errors.ts';

const route = routesTagged(TAG);

/** A partner as the activity log names it: its name and business code. */
const partnerOf = (a: Static<typeof Association>) => `${a.partnerCompany.companyName} (${a.partnerCompany.businessCode})`;

/** Signed in, :companyId the caller's company; a pure read, so the spectator may call it although it is a POST. */
const ownCompanyRead = policies.readOnlyAllowed({ access: 'signed-in', scope: 'company' });

const partners: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/core-app-api/companies/:companyId/partner-associations/validate',
    route(policies.charterPermission('LIST', 'COMPANY_PARTNER_ASSOCIATION'), {
      operationId: 'validatePartner',
      summary:
        'Finds the agency with this business code in the tenant that the company may associate: 404 unknown code, 400 not an agency of a matching kind (suppliers: agencies and basic agencies; basic vendors: basic agencies) or the company itself, 409 already a partner.',
      params: CompanyParams,
      querystring: ValidateQuery,
      response: { 200: PartnerCompany, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const found = await findPartner(partnersRepository(request.companyDb), request.params.companyId, request.query.businessCode);
      if ('status' in found) return reply.code(found.status).send(problem(found.status, found.message));
      return toPartner(found.company);
    },
  );

  app.post(
    '/core-app-api/companies/:companyId/partner-associations',
    route(policies.charterPermission('MANAGE', 'COMPANY_PARTNER_ASSOCIATION'), {
      operationId: 'addPartner',
      summary:
        "Associates the agency with this business code (checked as by …/validate) and grants its users the chosen products of the company's tenant; recorded in the activity log.",
      params: CompanyParams,
      body: AssociateBody,
      response: { 201: Association, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const repository = partnersRepository(request.companyDb);
      const found = await findPartner(repository, request.params.companyId, request.body.businessCode);
      if ('status' in found) return reply.code(found.status).send(problem(found.status, found.message));
      const products = request.body.products;
      const unknown = await unknownProducts(repository, request.tenant, app.appEnv, products);
      if (unknown.length) return reply.code(400).send(problem(400, `Not offered in this country: ${unknown.join(', ')}.`));
      const partner = found.company;
      try {
        const id = await repository.associate(
          partner.id,
          products,
          request.auth!.user.id,
          detailsOf('PARTNER_ASSOCIATED', { partner: `${partner.name} (${partner.business_code})`, products: productText(products) }),
        );
        return reply.code(201).send((await repository.one(id))!);
      } catch (error) {
        if (isUniqueViolation(error)) {
          return reply.code(409).send(problem(409, `${partner.name} is already your partner.`));
        }
        throw error;
      }
    },
  );

  const listSchema = {
    operationId: 'listPartners',
    summary: "The company's third-party partners (partner, partner code, primary contact) and the products granted to each.",
    params: CompanyParams,
    querystring: ListQuery,
    response: { 200: Paged(Association), ...errors(400, 401, 403) },
  };
  const listPolicy = policies.charterPermission('LIST', 'COMPANY_PARTNER_ASSOCIATION');
  const list = async (request: { query: Static<typeof ListQuery>; companyDb: CompanyDb }) =>
    partnersRepository(request.companyDb).list(listParams(request.query, LIST_DEFAULTS.partners));
  // Spec §7 writes the list path with a trailing slash; the same list answers without it.
  app.get('/core-app-api/companies/:companyId/partner-associations/', route(listPolicy, listSchema), list);
  app.get('/core-app-api/companies/:companyId/partner-associations', route(listPolicy, { ...listSchema, hide: true }), list);

  app.put(
    '/core-app-api/companies/:companyId/partner-associations/:associationId',
    route(policies.charterPermission('MANAGE', 'COMPANY_PARTNER_ASSOCIATION'), {
      operationId: 'updatePartner',
      summary: "Replaces the products a partner's users may use (not in spec §7, which lists no change); recorded in the activity log.",
      params: AssociationParams,
      body: ProductsBody,
      response: { 200: Association, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { associationId } = request.params;
      const repository = partnersRepository(request.companyDb);
      const current = await repository.one(associationId);
      if (!current) return reply.code(404).send(problem(404, 'No partner association with this id in your company.'));
      const products = request.body.products;
      const unknown = await unknownProducts(repository, request.tenant, app.appEnv, products);
      if (unknown.length) return reply.code(400).send(problem(400, `Not offered in this country: ${unknown.join(', ')}.`));
      await repository.replaceProducts(
        associationId,
        products,
        request.auth!.user.id,
        current.products.length
          ? detailsOf('PARTNER_PRODUCTS_CHANGED', {
              partner: partnerOf(current),
              from: productText(current.products),
              to: productText(products),
            })
          : detailsOf('PARTNER_PRODUCTS_CHANGED_FROM_NONE', { partner: partnerOf(current), to: productText(products) }),
      );
      return (await repository.one(associationId))!;
    },
  );

  app.delete(
    '/core-app-api/companies/:companyId/partner-associations/:associationId',
    route(policies.charterPermission('MANAGE', 'COMPANY_PARTNER_ASSOCIATION'), {
      operationId: 'deletePartner',
      summary:
        "Removes a third-party partner and its product grants: the agency's users lose the company's apps at once (path not in spec §7, which lists no removal). Recorded in the activity log.",
      params: AssociationParams,
      response: { 200: Type.Object({ message: Type.String() }), ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { associationId } = request.params;
      const repository = partnersRepository(request.companyDb);
      const current = await repository.one(associationId);
      if (!current) return reply.code(404).send(problem(404, 'No partner association with this id in your company.'));
      await repository.remove(associationId, request.auth!.user.id, detailsOf('PARTNER_REMOVED', { partner: partnerOf(current) }));
      return { message: `${current.partnerCompany.companyName} is no longer a partner.` };
    },
  );

  // ---- Third-party apps (spec §7, host B): {tenantId} is a company id, named :companyId. ----

  app.get(
    '/platform/v2/identity/tenants/:companyId/products',
    route(policies.charterPermission('LIST', 'COMPANY_PARTNER_ASSOCIATION'), {
      operationId: 'listPartnershipProducts',
      summary:
        "The products granted within the association between the caller's company ({tenantId} in spec §7: a company id) and associated_tenant_id: a supplier asks about its partner, an agency about its supplier. 404 when they are not associated.",
      params: CompanyParams,
      querystring: AssociatedQuery,
      response: { 200: AssociationProducts, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const repository = partnersRepository(request.companyDb);
      const association = await repository.associationWith(request.query.associated_tenant_id);
      if (!association) return reply.code(404).send(problem(404, 'Your company has no partner association with this company.'));
      const offered = await repository.offeredProducts(request.tenant, app.appEnv);
      const granted = await repository.grantedProducts(association.id);
      return {
        supplierCompanyId: association.supplier_company_id,
        partnerCompanyId: association.partner_company_id,
        products: granted
          .filter((code) => offered.has(code))
          .map((code) => ({ product_id: code, access_status: 'ACCESS_COMPLETE' as const })),
      };
    },
  );

  app.post(
    '/platform/v2/identity/tenants/:companyId/fetch-active-partner-access-apps',
    route(ownCompanyRead, {
      operationId: 'listPartnerAccessApps',
      summary:
        "For a third-party (agency) user: the apps the supplier they work for has granted their agency ({tenantId}: the caller's company). Other callers get an empty list. The body (spec §3 'third-party product list') may only narrow the answer: tenant and company come from the session.",
      params: CompanyParams,
      body: PartnerAppsBody,
      response: { 200: PartnerApps, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const { companyId } = request.params;
      const { tenantId, thirdPartyCompanyId } = request.body;
      if (tenantId !== undefined && tenantId !== companyId) {
        return reply.code(400).send(problem(400, 'tenantId must be your company, the same as in the path.'));
      }
      const { user } = request.auth!;
      const supplierId = user.third_party_company_id;
      if (!supplierId || user.company_id !== companyId || (thirdPartyCompanyId && thirdPartyCompanyId !== supplierId)) return { apps: [] };
      const repository = partnersRepository(request.companyDb);
      const offered = await repository.offeredProducts(request.tenant, app.appEnv);
      const grants = await repository.grantsFromSupplier(supplierId);
      return {
        apps: grants
          .filter((g) => offered.has(g.product_code))
          .map((g) => ({ product_id: g.product_code, access_status: 'ACCESS_COMPLETE' as const, supplier: { id: g.id, name: g.name } })),
      };
    },
  );
};

export default partners;
