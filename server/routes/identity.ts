// The signed-in user's context (spec §3 "User context"), the companies a login belongs to and the
// site (tenant) lookup that gives the client its locales.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { tenantLocale, tenantZone } from '../../tenants/preferences.ts';
import { literals, LOCALES } from '../../tenants/schema.ts';
import { policies } from '../plugins/policy.ts';
import { ActingContext, CompanyType, errors, Nullable, problem } from '../schemas.ts';
import { availableProductCodes } from '../services/product-catalogue.ts';

const Permission = Type.Object({ action: Type.String(), resource: Type.String() });

export const UserContext = Type.Object(
  {
    first_name: Type.String(),
    last_name: Type.String(),
    login_id: Type.String(),
    email_address: Type.String(),
    user_type: Type.Union([Type.Literal('EXTERNAL'), Type.Literal('INTERNAL')]),
    tenant: Nullable(
      Type.Object(
        { id: Type.String(), name: Type.String(), type: CompanyType },
        { description: 'The user’s company; for a super admin acting on behalf of a company, that company.' },
      ),
    ),
    site_id: Type.String(),
    third_party_user: Type.Boolean(),
    /** The supplier a third-party (agency) user works for. */
    third_party_company: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
    user_preferences: Type.Object({
      language_code: Type.String(),
      locale: Type.Object({ timezone: Type.String() }),
    }),
    authz: Type.Object({ group: Type.String(), permissions: Type.Array(Permission) }),
    persona_access_codes: Type.Array(Type.Integer()),
    products: Type.Array(
      Type.Object({
        product_id: Type.String(),
        access_status: Type.Union([Type.Literal('ACCESS_COMPLETE'), Type.Literal('ACCESS_PENDING')]),
      }),
    ),
    acting: ActingContext,
    /** False until an invited user completes registration; until then private routes lead to /userRegistration. */
    registration_complete: Type.Boolean(),
  },
  { $id: 'UserContext' },
);

const Locale = literals(LOCALES);

const CompanySummary = Type.Object({
  companyId: Type.String(),
  companyName: Type.String(),
  companyType: CompanyType,
  status: Type.String(),
});

const identity: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/platform/v1/identity/user-context',
    {
      config: { policy: policies.signedInUnregistered },
      schema: {
        tags: ['identity'],
        summary: 'The signed-in user, their company, permissions and products.',
        querystring: Type.Object({ permissions: Type.Optional(Type.Boolean({ default: false })) }),
        response: { 200: Type.Ref('UserContext'), ...errors(401) },
      },
    },
    async (request) => {
      const { user, company, actingCompany, persona, role, permissions } = request.auth!;
      const tenant = request.tenant;
      const offered = await availableProductCodes(app.db, tenant, app.appEnv);
      const shown = company ?? actingCompany;
      const partner = user.third_party_company_id
        ? await app.db
            .selectFrom('companies')
            .select(['id', 'name'])
            .where('id', '=', user.third_party_company_id)
            .where('tenant_id', '=', tenant.id)
            .executeTakeFirst()
        : undefined;
      const products = await app.db
        .selectFrom('user_products')
        .select(['product_code', 'access_status'])
        .where('user_id', '=', user.id)
        .orderBy('product_code')
        .execute();
      return {
        first_name: user.first_name,
        last_name: user.last_name,
        login_id: user.login_id,
        email_address: user.login_id,
        user_type: user.user_type,
        tenant: shown ? { id: shown.id, name: shown.name, type: shown.company_type } : null,
        site_id: tenant.code,
        third_party_user: user.third_party_company_id !== null,
        third_party_company: partner ?? null,
        user_preferences: {
          language_code: tenantLocale(tenant, user.language_code),
          locale: { timezone: tenantZone(tenant, user.timezone) },
        },
        authz: { group: role.name, permissions: request.query.permissions ? permissions : [] },
        persona_access_codes: user.persona_access_codes,
        products: products
          .filter((p) => offered.has(p.product_code))
          .map((p) => ({ product_id: p.product_code, access_status: p.access_status })),
        acting: {
          company: actingCompany ? { id: actingCompany.id, name: actingCompany.name, type: actingCompany.company_type } : null,
          persona,
        },
        registration_complete: user.registration_completed_at !== null,
      };
    },
  );

  app.get(
    '/core-app-api/users/companies',
    {
      config: { policy: policies.signedIn },
      schema: {
        tags: ['identity'],
        summary:
          'Companies a login belongs to (its own company and, for agency users, the supplier it works for). Your own login, or any login of your tenant for a super admin.',
        querystring: Type.Object({ loginId: Type.String({ minLength: 3, maxLength: 254 }) }),
        response: { 200: Type.Object({ companies: Type.Array(CompanySummary) }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { user, role } = request.auth!;
      const loginId = request.query.loginId.toLowerCase();
      if (loginId !== user.login_id && !role.is_super_admin) {
        return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: 'You can only look up your own companies.' });
      }
      const target = await app.db
        .selectFrom('users')
        .select(['company_id', 'third_party_company_id'])
        .where('tenant_id', '=', request.tenant.id)
        .where('login_id', '=', loginId)
        .executeTakeFirst();
      if (!target)
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No user with this login in this country.' });
      const ids = [target.company_id, target.third_party_company_id].filter((id): id is string => id !== null);
      const companies = ids.length
        ? await app.db
            .selectFrom('companies')
            .select(['id', 'name', 'company_type', 'status'])
            .where('id', 'in', ids)
            .where('tenant_id', '=', request.tenant.id)
            .orderBy('name')
            .execute()
        : [];
      return { companies: companies.map((c) => ({ companyId: c.id, companyName: c.name, companyType: c.company_type, status: c.status })) };
    },
  );

  app.get(
    '/platform/v1/identity/sites/:site',
    {
      config: { policy: policies.public },
      schema: {
        tags: ['identity'],
        summary: 'The site (tenant) of this host: its default locale, the locales it supports and the language picker entries.',
        params: Type.Object({
          site: Type.String({ minLength: 1, maxLength: 20, description: 'A tenant code: WMT-US, WMT-MX or WMT-CA.' }),
        }),
        headers: Type.Object({
          'wm-site-id': Type.Optional(
            Type.String({ maxLength: 20, description: 'The site id the client believes it is on; accepted, not required.' }),
          ),
        }),
        response: {
          200: Type.Object({
            siteId: Type.String(),
            defaultLocale: Locale,
            locales: Type.Array(Locale),
            languages: Type.Array(Type.Object({ locale: Locale, label: Type.String() })),
          }),
          ...errors(400, 404),
        },
      },
    },
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
