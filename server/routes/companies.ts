// Customer accounts for super admins (spec §2 /companyList, §3 "Company", §7 "Super admin
// context": GET companies): every company of the host's tenant, paged, sorted and searchable.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { policies } from '../plugins/policy.ts';
import { CompanyType, errors, Nullable } from '../schemas.ts';
import { likeLiteral, PageNumber, Paged, pageOf } from '../services/paging.ts';

const SORT_COLUMNS = { companyName: sql<string>`lower(name)`, status: sql<string>`status`, companyType: sql<string>`company_type` };
type SortBy = keyof typeof SORT_COLUMNS;
/** Spec §7: GET companies defaults. */
const DEFAULTS = { page: 0, pageSize: 500, sortBy: 'companyName' as SortBy, sortOrder: 'ASC' as 'ASC' | 'DESC', showProducts: false };

const companies: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/core-app-api/companies',
    {
      config: { policy: policies.permission('SWITCH', 'COMPANY', 'tenant') },
      schema: {
        tags: ['companies'],
        summary: "The companies of this host's tenant, for choosing one to act for (users who may switch company).",
        querystring: Type.Object({
          page: Type.Optional(PageNumber(DEFAULTS.page)),
          pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: DEFAULTS.pageSize })),
          sortBy: Type.Optional(
            Type.Union(
              (Object.keys(SORT_COLUMNS) as SortBy[]).map((k) => Type.Literal(k)),
              { default: DEFAULTS.sortBy },
            ),
          ),
          sortOrder: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], { default: DEFAULTS.sortOrder })),
          showProducts: Type.Optional(
            Type.Boolean({
              default: DEFAULTS.showProducts,
              description: 'Add subscribedProduct: the products the company’s users have access to.',
            }),
          ),
          search: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Part of the company name, any letter case.' })),
        }),
        response: {
          200: Paged(
            Type.Object({
              companyId: Type.String(),
              companyName: Type.String(),
              status: Type.String(),
              adminEmail: Nullable(Type.String()),
              companyType: CompanyType,
              subscribedProduct: Type.Optional(Type.Array(Type.String())),
            }),
          ),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { page, pageSize, sortBy, sortOrder, showProducts, search } = { ...DEFAULTS, ...request.query };
      const matching = app.db
        .selectFrom('companies')
        .where('tenant_id', '=', request.tenant.id)
        .$if(search !== undefined, (qb) => qb.where('name', 'ilike', `%${likeLiteral(search!)}%`));
      const direction = sortOrder === 'DESC' ? sql`desc` : sql`asc`;
      const [rows, count] = await Promise.all([
        matching
          .select(['id', 'name', 'status', 'admin_email', 'company_type'])
          .orderBy(sql`${SORT_COLUMNS[sortBy]} ${direction}`)
          .orderBy(sql`lower(name)`)
          .orderBy('id')
          .limit(pageSize)
          .offset(page * pageSize)
          .execute(),
        matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const productsOf = new Map<string, string[]>();
      if (showProducts && rows.length) {
        const grants = await app.db
          .selectFrom('user_products')
          .innerJoin('users', 'users.id', 'user_products.user_id')
          .select(['users.company_id', 'user_products.product_code'])
          .distinct()
          .where(
            'users.company_id',
            'in',
            rows.map((r) => r.id),
          )
          .where('user_products.access_status', '=', 'ACCESS_COMPLETE')
          .orderBy('user_products.product_code')
          .execute();
        for (const g of grants) productsOf.set(g.company_id!, [...(productsOf.get(g.company_id!) ?? []), g.product_code]);
      }
      return pageOf(
        rows.map((c) => ({
          companyId: c.id,
          companyName: c.name,
          status: c.status,
          adminEmail: c.admin_email,
          companyType: c.company_type,
          ...(showProducts ? { subscribedProduct: productsOf.get(c.id) ?? [] } : {}),
        })),
        page,
        pageSize,
        Number(count.n),
      );
    },
  );
};

export default companies;
