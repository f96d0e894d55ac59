// Customer accounts for super admins (spec §2 /companyList, §3 "Company", §7 "Super admin
// context": GET companies): every company of the host's tenant, paged, sorted and searchable.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { policies } from '../../plugins/policy.ts';
import { errors } from '../../schemas.ts';
import { companiesRepository } from './repository.ts';
import { CompaniesQuery, CompanyPage, DEFAULTS } from './schemas.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('companies');

const companies: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/core-app-api/companies',
    route(policies.permission('SWITCH', 'COMPANY', 'tenant'), {
      operationId: 'listCompanies',
      summary: "The companies of this host's tenant, for choosing one to act for (users who may switch company).",
      querystring: CompaniesQuery,
      response: { 200: CompanyPage, ...errors(400, 401, 403) },
    }),
    async (request) => companiesRepository(request.tenantDb).list({ ...DEFAULTS, ...request.query }),
  );
};

export default companies;
