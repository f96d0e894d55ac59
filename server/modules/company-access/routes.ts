// Access to other companies (issue 14 §2; spec §7 "Request access", §6 "Internal users request
// access to companies"): an internal user finds a company, asks for access to some of its products
// with a note, follows and may withdraw their requests. The company's admins are e-mailed and
// decide in their Access requests tab (modules/users, which e-mails the decision back). Each user
// reads and writes their own requests only: another user's id is a 404, as if it did not exist.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { productText } from '../../../tenants/product-names.ts';
import { tenantLocale } from '../../../tenants/preferences.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { Type } from 'typebox';
import { errors, problem } from '../../schemas.ts';
import { LIST_DEFAULTS, Paged } from '../../services/paging.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { who } from '../../services/activity-messages.ts';
import { accessRequestedMail } from '../../services/emails.ts';
import { availableProductCodes } from '../../services/product-catalogue.ts';
import { companyAccessRepository } from './repository.ts';
import {
  CompanyAccess,
  CompanySearchQuery,
  NewRequestBody,
  OwnRequest,
  OwnRequestsQuery,
  RequestParams,
  TAG,
  UserParams,
} from './schemas.ts';

const route = routesTagged(TAG);
const requesters = policies.permission('REQUEST', 'COMPANY_ACCESS', 'tenant');
const NOT_YOURS = 'You can only see and change your own access requests.';

const companyAccess: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/platform/v1/identity/users/:userId/access',
    route(requesters, {
      operationId: 'searchCompaniesForAccess',
      summary:
        "The companies of this country the caller may ask access to (active, of a known type), by name, with the products each already granted the caller and the caller's pending request there. Default page size 10 (spec §7).",
      params: UserParams,
      querystring: CompanySearchQuery,
      response: { 200: Paged(CompanyAccess), ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { user } = request.auth!;
      if (request.params.userId !== user.id) return reply.code(404).send(problem(404, NOT_YOURS));
      const { search, page = 0, page_size: pageSize = LIST_DEFAULTS.accessCompanies.pageSize } = request.query;
      return companyAccessRepository(request.tenantDb).companies(user.id, search?.trim() || undefined, page, pageSize);
    },
  );

  app.post(
    '/platform/v1/identity/users/:userId/access-requests',
    route(requesters, {
      operationId: 'requestCompanyAccess',
      summary:
        "Asks a company's admins for access to some of its products, with a note; they are e-mailed and decide in their Access requests tab. One pending request per company; products already granted are refused.",
      params: UserParams,
      body: NewRequestBody,
      response: { 201: OwnRequest, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { user } = request.auth!;
      if (request.params.userId !== user.id) return reply.code(404).send(problem(404, NOT_YOURS));
      const { tenant_id: companyId, products, requestor_note: rawNote } = request.body;
      const note = rawNote.trim();
      if (!note) return reply.code(400).send(problem(400, 'Write a note: tell the administrators why you need access.'));
      const repository = companyAccessRepository(request.tenantDb);
      const company = await repository.company(companyId);
      if (!company) return reply.code(404).send(problem(404, 'No company with this id in this country.'));
      const offered = await availableProductCodes(request.tenantDb, request.tenant, app.appEnv);
      const unknown = products.find((p) => !offered.has(p));
      if (unknown) return reply.code(400).send(problem(400, `${unknown} is not offered in this country.`));
      const granted = new Set(await repository.grantedProducts(user.id, company.id));
      const already = products.filter((p) => granted.has(p));
      if (already.length) {
        return reply.code(409).send(problem(409, `You already have access to ${productText(already)} for ${company.name}.`));
      }
      const requester = who(user);
      const tenant = request.tenant;
      try {
        const created = await repository.transaction(async (inTrx) => {
          const row = await inTrx.create(
            { company_id: company.id, user_id: user.id, products, requestor_note: note },
            {
              company_id: company.id,
              actor_user_id: user.id,
              event: 'ACCESS_REQUESTED',
              details: detailsOf('ACCESS_REQUESTED', { user: requester, products: productText(products), note }),
            },
          );
          for (const admin of await inTrx.admins(company.id)) {
            const mail = accessRequestedMail({
              tenant,
              locale: tenantLocale(tenant, admin.language_code),
              to: admin.login_id,
              firstName: admin.first_name,
              link: `${request.siteOrigin}/admin/userList?tab=access-requests`,
              requester,
              companyName: company.name,
              products: productText(products),
              note,
            });
            await inTrx.mail(app.mailer, mail);
          }
          return row;
        });
        return reply.code(201).send({
          id: created.id,
          companyId: company.id,
          companyName: company.name,
          products,
          requestor_note: note,
          status: 'PENDING' as const,
          create_time: created.created_at.toISOString(),
          decided_at: null,
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          return reply
            .code(409)
            .send(problem(409, `You already have a pending request for ${company.name}: withdraw it to ask for other products.`));
        }
        throw error;
      }
    },
  );

  app.get(
    '/platform/v1/identity/users/:userId/access-requests',
    route(requesters, {
      operationId: 'listOwnAccessRequests',
      summary: "The caller's access requests, newest first, with their status (beyond the spec: the requester follows them).",
      params: UserParams,
      querystring: OwnRequestsQuery,
      response: { 200: Paged(OwnRequest), ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { user } = request.auth!;
      if (request.params.userId !== user.id) return reply.code(404).send(problem(404, NOT_YOURS));
      const { page = 0, page_size: pageSize = LIST_DEFAULTS.ownAccessRequests.pageSize } = request.query;
      return companyAccessRepository(request.tenantDb).ownRequests(user.id, page, pageSize);
    },
  );

  app.post(
    '/platform/v1/identity/users/:userId/access-requests/:requestId/withdraw',
    route(requesters, {
      operationId: 'withdrawAccessRequest',
      summary: "Withdraws one of the caller's pending access requests; it leaves the company's Access requests tab.",
      params: RequestParams,
      response: { 200: Type.Object({ message: Type.String() }), ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { user } = request.auth!;
      if (request.params.userId !== user.id) return reply.code(404).send(problem(404, NOT_YOURS));
      const outcome = await companyAccessRepository(request.tenantDb).transaction(async (repository) => {
        const row = await repository.ownRequestForUpdate(user.id, request.params.requestId);
        if (!row) return problem(404, 'You have no access request with this id.');
        if (row.status !== 'PENDING') return problem(409, `This request was already ${row.status.toLowerCase()}.`);
        await repository.withdraw(row.id, new Date(), {
          company_id: row.company_id,
          actor_user_id: user.id,
          entity_id: row.id,
          event: 'ACCESS_REQUEST_WITHDRAWN',
          details: detailsOf('ACCESS_REQUEST_WITHDRAWN', {
            user: who(user),
            products: productText(row.products),
          }),
        });
        return { message: `Your request for ${row.name} was withdrawn.` };
      });
      return 'statusCode' in outcome ? reply.code(outcome.statusCode as 404 | 409).send(outcome) : outcome;
    },
  );
};

export default companyAccess;
