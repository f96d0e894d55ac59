// The signed-in user's context (spec §3 "User context") and the companies a login belongs to.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { literals } from '../../tenants/schema.ts';
import { COMPANY_TYPES } from '../db/schema.ts';
import { policies } from '../plugins/policy.ts';
import { errors } from '../schemas.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);
const CompanyType = literals(COMPANY_TYPES);
const Permission = Type.Object({ action: Type.String(), resource: Type.String() });

export const UserContext = Type.Object(
  {
    first_name: Type.String(),
    last_name: Type.String(),
    login_id: Type.String(),
    email_address: Type.String(),
    user_type: Type.Union([Type.Literal('EXTERNAL'), Type.Literal('INTERNAL')]),
    tenant: Nullable(Type.Object({ id: Type.String(), name: Type.String(), type: CompanyType })),
    site_id: Type.String(),
    third_party_user: Type.Boolean(),
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
  },
  { $id: 'UserContext' },
);

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
      config: { policy: policies.signedIn },
      schema: {
        tags: ['identity'],
        summary: 'The signed-in user, their company, permissions and products.',
        querystring: Type.Object({ permissions: Type.Optional(Type.Boolean({ default: false })) }),
        response: { 200: Type.Ref('UserContext'), ...errors(401) },
      },
    },
    async (request) => {
      const { user, company, role, permissions } = request.auth!;
      const tenant = request.tenant;
      const offered = new Set<string>(tenant.products.filter((p) => p.environments.includes(app.appEnv)).map((p) => p.code));
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
        tenant: company ? { id: company.id, name: company.name, type: company.company_type } : null,
        site_id: tenant.code,
        third_party_user: user.third_party_company_id !== null,
        user_preferences: {
          language_code: tenant.locales.supported.find((l) => l === user.language_code) ?? tenant.locales.default,
          locale: { timezone: user.timezone ?? 'America/Chicago' },
        },
        authz: { group: role.name, permissions: request.query.permissions ? permissions : [] },
        persona_access_codes: user.persona_access_codes,
        products: products
          .filter((p) => offered.has(p.product_code))
          .map((p) => ({ product_id: p.product_code, access_status: p.access_status })),
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
};

export default identity;
