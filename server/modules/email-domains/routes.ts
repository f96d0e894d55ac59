// The email-domains routes (spec §7 "Email domains"): policy, schema, a call, the reply. The
// rules (and the decisions where the spec is silent) are in service.ts, the queries in repository.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { LIST_DEFAULTS, listParams, Paged } from '../../services/paging.ts';
import { emailDomainsRepository, toEmailDomain } from './repository.ts';
import {
  CompanyParams,
  CreateBody,
  Deleted,
  DeleteQuery,
  DomainIdParams,
  DomainNameParams,
  EmailDomain,
  InUse,
  ListQuery,
  TAG,
  UpdateBody,
  ValidateBody,
  Validation,
} from './schemas.ts';
import { judgeDomain, normaliseDomain, statusOf, strandedUsers } from './service.ts';
import { routesTagged } from '../../http/route.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { isUniqueViolation } from '../../db/errors.ts';

const route = routesTagged(TAG);

/** A domain's settings as the activity log's details name them (shown as words in the reader's language). */
const domainType = (is3pDomain: boolean) => (is3pDomain ? ('THIRD_PARTY' as const) : ('COMPANY' as const));
const subdomains = (allowed: boolean) => (allowed ? ('ALLOWED' as const) : ('NOT_ALLOWED' as const));

const emailDomains: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/core-app-api/companies/:companyId/email-domains',
    route(policies.charterPermission('LIST', 'EMAIL_DOMAIN'), {
      operationId: 'listEmailDomains',
      summary: "The company's authorised e-mail domains, paged, sorted and searchable, with how many of its users each covers.",
      params: CompanyParams,
      querystring: ListQuery,
      response: { 200: Paged(EmailDomain), ...errors(400, 401, 403) },
    }),
    async (request) => emailDomainsRepository(request.companyDb).list(listParams(request.query, LIST_DEFAULTS.emailDomains)),
  );

  app.post(
    '/core-app-api/companies/:companyId/email-domains/validate',
    route(policies.charterPermission('MANAGE', 'EMAIL_DOMAIN'), {
      operationId: 'validateEmailDomain',
      summary:
        'Checks a domain before adding it: a real host name (an internationalised one is converted to punycode), not public webmail, not authorised already by this or another company of the tenant.',
      params: CompanyParams,
      body: ValidateBody,
      response: { 200: Validation, ...errors(400, 401, 403) },
    }),
    async (request) => {
      const verdict = await judgeDomain(
        emailDomainsRepository(request.companyDb),
        request.params.companyId,
        request.body.domainName,
        request.body.allowSubDomains ?? false,
      );
      return { valid: verdict.problem === null, message: verdict.message, domainName: verdict.domainName, reason: verdict.problem };
    },
  );

  app.post(
    '/core-app-api/companies/:companyId/email-domains',
    route(policies.charterPermission('MANAGE', 'EMAIL_DOMAIN'), {
      operationId: 'addEmailDomain',
      summary:
        'Adds an authorised domain (validated as by …/validate: 400 syntax or webmail, 409 already authorised); recorded in the activity log.',
      params: CompanyParams,
      body: CreateBody,
      response: { 201: EmailDomain, ...errors(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const { allowSubDomains, is3pDomain } = request.body;
      const domains = emailDomainsRepository(request.companyDb);
      const verdict = await judgeDomain(domains, request.params.companyId, request.body.domainName, allowSubDomains);
      if (verdict.problem) return reply.code(statusOf(verdict.problem)).send(problem(statusOf(verdict.problem), verdict.message));
      try {
        const id = await domains.add(
          { domainName: verdict.domainName, allowSubDomains, is3pDomain, createdBy: request.auth!.user.id },
          detailsOf('EMAIL_DOMAIN_ADDED', {
            domain: verdict.domainName,
            domainType: domainType(is3pDomain),
            subdomains: subdomains(allowSubDomains),
          }),
        );
        return reply.code(201).send(toEmailDomain((await domains.byId(id))!));
      } catch (error) {
        // Two admins adding the same name at once: the unique (tenant, domain) index decides.
        if (isUniqueViolation(error)) {
          return reply.code(409).send(problem(409, `${verdict.domainName} has just been authorised by another request.`));
        }
        throw error;
      }
    },
  );

  app.put(
    '/core-app-api/companies/:companyId/email-domains/:id',
    route(policies.charterPermission('MANAGE', 'EMAIL_DOMAIN'), {
      operationId: 'updateEmailDomain',
      summary:
        'Changes whether subdomains are allowed and the domain type (3P or company); the name itself cannot change (delete and add instead). Recorded in the activity log.',
      params: DomainIdParams,
      body: UpdateBody,
      response: { 200: EmailDomain, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { companyId, id } = request.params;
      const { allowSubDomains, is3pDomain } = request.body;
      const domains = emailDomainsRepository(request.companyDb);
      const current = await domains.byId(id);
      if (!current) return reply.code(404).send(problem(404, 'No authorised domain with this id in your company.'));
      if (allowSubDomains && !current.allow_subdomains) {
        const verdict = await judgeDomain(domains, companyId, current.domain_name, true, id);
        if (verdict.problem) return reply.code(409).send(problem(409, verdict.message));
      }
      const domain = current.domain_name;
      const subdomainsChanged = current.allow_subdomains !== allowSubDomains;
      const typeChanged = current.is_3p_domain !== is3pDomain;
      if (subdomainsChanged || typeChanged) {
        await domains.update(
          id,
          { allowSubDomains, is3pDomain },
          request.auth!.user.id,
          !typeChanged
            ? detailsOf('EMAIL_DOMAIN_UPDATED_SUBDOMAINS', { domain, subdomains: subdomains(allowSubDomains) })
            : !subdomainsChanged
              ? detailsOf('EMAIL_DOMAIN_UPDATED_TYPE', { domain, domainType: domainType(is3pDomain) })
              : detailsOf('EMAIL_DOMAIN_UPDATED', { domain, domainType: domainType(is3pDomain), subdomains: subdomains(allowSubDomains) }),
        );
      }
      return toEmailDomain((await domains.byId(id))!);
    },
  );

  app.delete(
    '/core-app-api/companies/:companyId/email-domains/:domainName',
    route(policies.charterPermission('MANAGE', 'EMAIL_DOMAIN'), {
      operationId: 'deleteEmailDomain',
      summary:
        'Removes an authorised domain. While users of the company have an e-mail under it (and under no other domain of the company) it answers 409 with usersCount, unless confirm=true; those users are kept as they are. Recorded in the activity log.',
      params: DomainNameParams,
      querystring: DeleteQuery,
      response: { 200: Deleted, 409: InUse, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const normal = normaliseDomain(request.params.domainName);
      const name = 'domain' in normal ? normal.domain : request.params.domainName.trim().toLowerCase();
      const domains = emailDomainsRepository(request.companyDb);
      const all = await domains.all();
      const target = all.find((d) => d.domain_name === name);
      if (!target) return reply.code(404).send(problem(404, `${name} is not an authorised domain of your company.`));
      const stranded = await strandedUsers(domains, target, all);
      if (stranded > 0 && !request.query.confirm) {
        return reply.code(409).send({
          ...problem(
            409,
            `${stranded} user${stranded === 1 ? '' : 's'} of your company still use${stranded === 1 ? 's' : ''} ${name}. Delete it anyway with confirm=true.`,
          ),
          statusCode: 409 as const,
          usersCount: stranded,
        });
      }
      await domains.remove(
        target.id,
        request.auth!.user.id,
        stranded
          ? detailsOf('EMAIL_DOMAIN_DELETED_IN_USE', { domain: name, users: stranded })
          : detailsOf('EMAIL_DOMAIN_DELETED', { domain: name }),
      );
      return { message: `${name} is no longer an authorised domain.`, usersCount: stranded };
    },
  );
};

export default emailDomains;
