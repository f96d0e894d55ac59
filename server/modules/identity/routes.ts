// The signed-in user's context (spec §3 "User context"), the companies a login belongs to and the
// site (tenant) lookup that gives the client its locales.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { tenantLocale, tenantZone } from '../../../tenants/preferences.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { nextLegalUpdateAt, pendingAcceptances } from '../../services/legal-documents.ts';
import { legalDocumentsRepository } from '../legal-documents/repository.ts';
import { identityRepository } from './repository.ts';
import { CompaniesQuery, CompanySummary, Site, SiteHeaders, SiteParams, UserContextQuery } from './schemas.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('identity');
const JSON_TYPE = 'application/json; charset=utf-8';

/** What a user-context answer is made of besides the session's copy: the same objects while nothing changed. */
interface AnswerInputs {
  permissions: unknown;
  offered: unknown;
  published: unknown;
  withPermissions: boolean;
}

/**
 * The user-context answers as written, per copy of a session (services/sessions.ts makes a new
 * copy, with new objects, whenever the change feed says the session, its user or its companies
 * changed), for the same role permissions, offered products and published legal versions (each
 * kept as one object until its own change is announced), and until the next legal version takes
 * effect. This call starts every page: building and serializing the same answer again was about
 * a tenth of its time.
 */
function writtenAnswers() {
  const byUser = new WeakMap<object, Array<AnswerInputs & { until: number; body: string }>>();
  const same = (a: AnswerInputs, b: AnswerInputs) =>
    a.permissions === b.permissions && a.offered === b.offered && a.published === b.published && a.withPermissions === b.withPermissions;
  return {
    find(user: object, inputs: AnswerInputs, now: number): string | undefined {
      return byUser.get(user)?.find((answer) => same(answer, inputs) && now < answer.until)?.body;
    },
    keep(user: object, inputs: AnswerInputs, until: number, body: string) {
      // One answer per way of asking (with or without the permissions).
      const others = (byUser.get(user) ?? []).filter((answer) => answer.withPermissions !== inputs.withPermissions);
      byUser.set(user, [...others, { ...inputs, until, body }]);
    },
  };
}

const identity: FastifyPluginAsyncTypebox = async (app) => {
  const answers = writtenAnswers();
  app.get(
    '/platform/v1/identity/user-context',
    route(policies.signedInUnregistered, {
      operationId: 'getUserContext',
      summary: 'The signed-in user, their company, permissions and products.',
      querystring: UserContextQuery,
      response: { 200: Type.Ref('UserContext'), ...errors(401) },
    }),
    async (request, reply) => {
      const { user, company, actingCompany, persona, role, permissions, products, partnerCompanyName, acceptances } = request.auth!;
      const tenant = request.tenant;
      const offered = await identityRepository(request.tenantDb).offeredProducts(tenant, app.appEnv);
      // Registered company users accept each new version of their documents (issue 14 §4, 31 §3)
      // once its effective date has begun. Like everything else here, from memory (the session's
      // copy and the tenant's published versions): this call starts every page.
      const accepting = Boolean(user.registration_completed_at && company);
      const published = accepting ? await legalDocumentsRepository(request.tenantDb).published() : null;
      const withPermissions = request.query.permissions === true;
      const now = app.clock.now();
      const inputs = { permissions, offered, published, withPermissions };
      const written = answers.find(user, inputs, now.getTime());
      if (written !== undefined) return reply.type(JSON_TYPE).send(written);

      const legalUpdates = published ? pendingAcceptances(published, company!.company_type, acceptances, now) : [];
      const legalUpdatesFrom = published ? nextLegalUpdateAt(published, company!.company_type, now) : null;
      const shown = company ?? actingCompany;
      // The route's own serializer (its 200 schema) writes JSON text.
      const body = reply.serialize({
        user_id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        login_id: user.login_id,
        email_address: user.login_id,
        user_type: user.user_type,
        tenant: shown ? { id: shown.id, name: shown.name, type: shown.company_type } : null,
        site_id: tenant.code,
        third_party_user: user.third_party_company_id !== null,
        third_party_company:
          user.third_party_company_id && partnerCompanyName !== null ? { id: user.third_party_company_id, name: partnerCompanyName } : null,
        user_preferences: {
          language_code: tenantLocale(tenant, user.language_code),
          locale: { timezone: tenantZone(tenant, user.timezone) },
        },
        authz: { group: role.name, permissions: withPermissions ? permissions : [] },
        persona_access_codes: user.persona_access_codes,
        products: products
          .filter((p) => offered.has(p.product_code))
          .map((p) => ({ product_id: p.product_code, access_status: p.access_status })),
        acting: {
          company: actingCompany ? { id: actingCompany.id, name: actingCompany.name, type: actingCompany.company_type } : null,
          persona,
        },
        registration_complete: user.registration_completed_at !== null,
        legal_updates: legalUpdates,
        legal_updates_from: legalUpdatesFrom ? legalUpdatesFrom.toISOString() : null,
      }) as string;
      // The answer holds until its inputs change or the next version of a document takes effect.
      answers.keep(user, inputs, legalUpdatesFrom ? legalUpdatesFrom.getTime() : Infinity, body);
      return reply.type(JSON_TYPE).send(body);
    },
  );

  app.get(
    '/core-app-api/users/companies',
    route(policies.signedIn, {
      operationId: 'listLoginCompanies',
      summary:
        'Companies a login belongs to: its own company (OWN), for agency users the supplier it works for (PARTNER), and those whose admins granted it access (GRANTED: issue 14 §2, the user menu switches between them). Your own login, or any login of your tenant for a super admin.',
      querystring: CompaniesQuery,
      response: { 200: Type.Object({ companies: Type.Array(CompanySummary) }), ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { user, role } = request.auth!;
      const loginId = request.query.loginId.toLowerCase();
      if (loginId !== user.login_id && !role.is_super_admin) {
        return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'You can only look up your own companies.' });
      }
      const identities = identityRepository(request.tenantDb);
      const target = await identities.companiesOfLogin(loginId);
      if (!target)
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No user with this login in this country.' });
      const companies = await identities.companies([...target.keys()]);
      return {
        companies: companies.map((c) => ({
          companyId: c.id,
          companyName: c.name,
          companyType: c.company_type,
          status: c.status,
          relation: target.get(c.id)!,
        })),
      };
    },
  );

  app.get(
    '/platform/v1/identity/sites/:site',
    route(policies.public, {
      operationId: 'getSite',
      summary: 'The site (tenant) of this host: its default locale, the locales it supports and the language picker entries.',
      params: SiteParams,
      headers: SiteHeaders,
      response: {
        200: Site,
        ...errors(400, 404),
      },
    }),
    async (request, reply) => {
      const tenant = request.tenant;
      if (request.params.site.toUpperCase() !== tenant.code) {
        return reply.code(404).send(problem(404, `Unknown site: this host serves ${tenant.code}.`));
      }
      return {
        siteId: tenant.code,
        defaultLocale: tenant.locales.default,
        locales: tenant.locales.supported,
        languages: tenant.locales.picker,
      };
    },
  );
};

export default identity;
