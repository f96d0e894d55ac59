// Every query of global user management: the users of the host's tenant across all companies
// (request.tenantDb), one tab of them at a time, searched, filtered, sorted and paged on the server.
import { type Expression, type SqlBool, sql } from 'kysely';
import { CompanyDb, type TenantDb } from '../../db/scope.ts';
import { productCodesOf } from '../../services/user-products.ts';
import { countOf, containing, listPage, listRows, type Order, sortKey } from '../../services/paging.ts';
import { type Attribute, type GlobalUserSort, type GlobalUserType, VARIANT_ROLES } from './schemas.ts';

/** What one read of the list asks for: the tab, its search and filters, and the order. */
export interface UserQuery {
  userType: GlobalUserType;
  /** Trimmed, at least 3 characters; undefined for none. */
  search?: string;
  filters: {
    companyTypes?: string[];
    companyStatuses?: string[];
    roles?: string[];
    products?: string[];
    attributes?: Attribute[];
    sbu?: string[];
  };
  sortBy: GlobalUserSort;
  sortOrder: 'ASC' | 'DESC';
}

const FIRST_NAME = sql`lower(u.first_name)`;
const LAST_NAME = sql`lower(u.last_name)`;
const SORTS: Record<GlobalUserSort, Expression<unknown>> = {
  name: FIRST_NAME,
  email: sql`u.login_id`,
  companyName: sql`lower(c.name)`,
  companyType: sql`c.company_type`,
  thirdPartyCompanyName: sql`lower(tp.name)`,
  role: sql`u.role`,
  lastLogin: sql`u.last_login_at`,
  sbu: sql`u.sbu`,
  buoAreaNumber: sql`u.buo_area_number`,
};
/** Sort keys that can be empty: empty ones go last in either direction. */
const NULLABLE: ReadonlySet<GlobalUserSort> = new Set([
  'companyName',
  'companyType',
  'thirdPartyCompanyName',
  'lastLogin',
  'sbu',
  'buoAreaNumber',
]);

/** The chosen key, then first name, last name and id (the index users_global_name holds these three). */
function orderOf(q: Pick<UserQuery, 'sortBy' | 'sortOrder'>): Order {
  return [
    sortKey(SORTS[q.sortBy], q.sortOrder, NULLABLE.has(q.sortBy)),
    ...(q.sortBy === 'name' ? [{ by: LAST_NAME, desc: q.sortOrder === 'DESC' }] : [{ by: FIRST_NAME }, { by: LAST_NAME }]),
    { by: sql`u.id`, desc: q.sortBy === 'name' && q.sortOrder === 'DESC' },
  ];
}

/** The condition of each user attribute (schemas.ts ATTRIBUTES). */
const ATTRIBUTE_CONDITIONS: Record<Attribute, ReturnType<typeof sql<SqlBool>>> = {
  BLOCKED: sql<SqlBool>`u.status = 'BLOCKED'`,
  PENDING_REGISTRATION: sql<SqlBool>`u.registration_completed_at is null`,
  NEVER_SIGNED_IN: sql<SqlBool>`u.last_login_at is null`,
  INACTIVE_90_DAYS: sql<SqlBool>`u.last_login_at < now() - interval '90 days'`,
  PENDING_ACCESS: sql<SqlBool>`exists (select 1 from user_products p where p.user_id = u.id and p.access_status = 'ACCESS_PENDING')`,
  THIRD_PARTY_USER: sql<SqlBool>`u.third_party_company_id is not null`,
};

export function globalUsersRepository(scoped: TenantDb) {
  const { tenantId } = scoped.scope;

  /** The tab's users matching the search and filters, with their company and third-party company joined. */
  function matching(q: Omit<UserQuery, 'sortBy' | 'sortOrder'>) {
    const { filters: f } = q;
    const external = q.userType === 'EXTERNAL';
    const conditions: Array<ReturnType<typeof sql<SqlBool>>> = [
      external ? sql<SqlBool>`u.user_type = 'EXTERNAL'` : sql<SqlBool>`u.user_type = 'INTERNAL'`,
    ];
    if (q.userType === 'MERCHANT' || q.userType === 'ASSET_PROTECTION')
      conditions.push(sql<SqlBool>`u.role = ${VARIANT_ROLES[q.userType]}`);
    if (q.search) {
      // The matches first, each part from its trigram index (users_search for the names and e-mail,
      // companies_tenant_name for the company: a BitmapOr), then the rest of the filter reads only
      // them. Arrays computed once (InitPlans): without statistics (PGlite has no autovacuum) an
      // IN (…) was planned as a loop running the search once per user of the tab, seconds on 300 users.
      const pattern = containing(q.search);
      const byCompany = external
        ? sql` or s.company_id = any(array(select sc.id from companies sc where sc.tenant_id = ${tenantId} and sc.name ilike ${pattern}))`
        : sql``;
      conditions.push(
        sql<SqlBool>`u.id = any(array(select s.id from users s where s.tenant_id = ${tenantId}
          and ((s.first_name || ' ' || s.last_name) ilike ${pattern} or s.login_id ilike ${pattern}${byCompany})))`,
      );
    }
    // Company types and statuses are facts of a company (the joined c): they narrow the external tab only.
    if (external && f.companyTypes?.length) conditions.push(sql<SqlBool>`c.company_type = any(${f.companyTypes})`);
    if (external && f.companyStatuses?.length) conditions.push(sql<SqlBool>`c.status = any(${f.companyStatuses})`);
    if (f.roles?.length) conditions.push(sql<SqlBool>`u.role = any(${f.roles})`);
    if (f.sbu?.length && !external) conditions.push(sql<SqlBool>`u.sbu = any(${f.sbu})`);
    if (f.products?.length) {
      conditions.push(
        sql<SqlBool>`exists (select 1 from user_products p where p.user_id = u.id and p.access_status = 'ACCESS_COMPLETE' and p.product_code = any(${f.products}))`,
      );
    }
    if (f.attributes?.length)
      conditions.push(
        sql<SqlBool>`(${sql.join(
          f.attributes.map((a) => ATTRIBUTE_CONDITIONS[a]),
          sql` or `,
        )})`,
      );
    return scoped
      .selectFromTenantAs('users', 'u')
      .leftJoin('companies as c', 'c.id', 'u.company_id')
      .leftJoin('companies as tp', 'tp.id', 'u.third_party_company_id')
      .where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`);
  }

  const selectRows = (query: ReturnType<typeof matching>) =>
    query.select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.login_id',
      'u.status',
      'u.role',
      'u.last_login_at',
      'u.sbu',
      'u.buo_area_number',
      'u.company_id',
      'c.name as company_name',
      'c.company_type',
      'tp.name as third_party_name',
    ]);
  type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

  /** The products each of these users (found in the tenant) has complete access to, in code order. */
  const appAccessOf = (userIds: string[]) => productCodesOf(scoped.db, userIds, 'ACCESS_COMPLETE');

  async function toUsers(rows: Row[]) {
    const access = await appAccessOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      userId: r.id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      email: r.login_id,
      status: r.status,
      companyId: r.company_id,
      companyName: r.company_name,
      companyType: r.company_type,
      thirdPartyCompanyName: r.third_party_name,
      appAccess: access.get(r.id) ?? [],
      role: r.role,
      lastLogin: r.last_login_at ? r.last_login_at.toISOString() : null,
      sbu: r.sbu,
      buoAreaNumber: r.buo_area_number,
    }));
  }
  const shape = (q: UserQuery) => ({ id: sql`u.id`, order: orderOf(q), rows: selectRows });

  return {
    /** One page of the tab's users and how many match. */
    page: (q: UserQuery, page: number, pageSize: number) => listPage(matching(q), shape(q), { page, pageSize }, toUsers),
    /** Every matching user in order, read 1,000 at a time (the export). */
    all: (q: UserQuery) => listRows(matching(q), shape(q), toUsers),
    count: (q: UserQuery) => countOf(matching(q)),

    /** The company types of the tenant's companies and how many of each. */
    companyTypes: () =>
      scoped
        .selectFromTenant('companies')
        .select(['company_type', sql<string>`count(*)`.as('companies')])
        .groupBy('company_type')
        .orderBy('company_type')
        .execute(),
    /** The statuses found among companies of these types (all types when none given). */
    async companyStatuses(types: string[]) {
      const rows = await scoped
        .selectFromTenant('companies')
        .select('status')
        .distinct()
        .$if(types.length > 0, (qb) => qb.where('company_type', 'in', types as never))
        .orderBy('status')
        .execute();
      return rows.map((r) => r.status);
    },
    /** The roles held by users of the tab: each known role probed in the index users_global_role. */
    async roles(userType: GlobalUserType) {
      const tab =
        userType === 'EXTERNAL'
          ? sql<SqlBool>`u.user_type = 'EXTERNAL'`
          : userType === 'INTERNAL'
            ? sql<SqlBool>`u.user_type = 'INTERNAL'`
            : sql<SqlBool>`u.user_type = 'INTERNAL' and u.role = ${VARIANT_ROLES[userType]}`;
      const rows = await scoped.db
        .selectFrom('roles as r')
        .select('r.name')
        .where(sql<SqlBool>`exists (select 1 from users u where u.tenant_id = ${tenantId} and u.role = r.name and ${tab})`)
        .orderBy('r.name')
        .execute();
      return rows.map((r) => r.name);
    },
    /** The strategic business units of the tenant's internal users. */
    async sbus() {
      const rows = await scoped.selectFromTenant('users').select('sbu').distinct().where('sbu', 'is not', null).orderBy('sbu').execute();
      return rows.map((r) => r.sbu!);
    },
    /** The scope of one of the tenant's companies (a user's, found here), for a change through its user management. */
    companyScope: (companyId: string) => new CompanyDb(scoped.db, { tenantId, companyId }),
    /** The user with this id in the tenant: their company, if any, for a change through its user management. */
    findUser: (id: string) =>
      scoped.selectFromTenant('users').select(['id', 'company_id', 'user_type']).where('id', '=', id).executeTakeFirst(),
  };
}
