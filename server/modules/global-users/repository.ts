// Every query of global user management: the users of the host's tenant across all companies
// (request.tenantDb), one tab of them at a time, searched, filtered, sorted and paged on the server.
import { type Expression, type SqlBool, sql } from 'kysely';
import type { TenantDb } from '../../db/scope.ts';
import { countOf, containing, listPage, listRows, type Order, searchPage, sortKey, type Total } from '../../services/paging.ts';
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

/** A total is counted exactly up to this many users, estimated beyond (the answer then says so: totalIsEstimate). */
export const EXACT_TOTAL_UP_TO = 2_000;
/** About this many users of the table are read for an estimate (a block sample). */
const SAMPLED_USERS = 10_000;

/** An estimate to two significant digits (6,075 → 6,100): no more precise than it is. */
const roughly = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, n))) - 1);
  return Math.round(n / unit) * unit;
};

export function globalUsersRepository(scoped: TenantDb, { exactTotalUpTo = EXACT_TOTAL_UP_TO, sampledUsers = SAMPLED_USERS } = {}) {
  const { tenantId } = scoped.scope;
  const tenantUsers = () => scoped.selectFromTenantAs('users', 'u');
  type UsersSource = ReturnType<typeof tenantUsers>;
  /**
   * The tenant's users among PERCENT % of the users table's blocks, the same blocks every time
   * (REPEATABLE): an estimate that does not change from one page to the next.
   */
  const sampleOfUsers = (percent: number): UsersSource => scoped.sampleOfTenantAs('users', 'u', percent);

  /** The tab's users matching the search and filters, with their company and third-party company joined. */
  function matching(q: Omit<UserQuery, 'sortBy' | 'sortOrder'>, users: UsersSource = tenantUsers()) {
    const { filters: f } = q;
    const external = q.userType === 'EXTERNAL';
    const conditions: Array<ReturnType<typeof sql<SqlBool>>> = [
      external ? sql<SqlBool>`u.user_type = 'EXTERNAL'` : sql<SqlBool>`u.user_type = 'INTERNAL'`,
    ];
    if (q.userType === 'MERCHANT' || q.userType === 'ASSET_PROTECTION')
      conditions.push(sql<SqlBool>`u.role = ${VARIANT_ROLES[q.userType]}`);
    if (q.search) {
      // Each part from its trigram index (users_search_text for the names and e-mail, users_company for
      // the users of the companies whose name matches: a BitmapOr), on the users read themselves.
      // The companies are found once (an InitPlan): without statistics (PGlite has no autovacuum)
      // an IN (…) was planned as a loop running the search once per user, seconds on 300 users. The
      // users used to be found the same way, as an array of ids, whose look-up by id cost more than
      // the search itself for a broad term (40,000 ids for "son": npm run bench global-users).
      const pattern = containing(q.search);
      const byCompany = external
        ? sql` or u.company_id = any(array(select sc.id from companies sc where sc.tenant_id = ${tenantId} and sc.name ilike ${pattern}))`
        : sql``;
      conditions.push(sql<SqlBool>`(u.search_text like lower(${pattern})${byCompany})`);
    }
    // Company types and statuses are facts of a company (the joined c): they narrow the external tab only.
    if (external && f.companyTypes?.length) conditions.push(sql<SqlBool>`c.company_type = any(${f.companyTypes})`);
    if (external && f.companyStatuses?.length) conditions.push(sql<SqlBool>`c.status = any(${f.companyStatuses})`);
    if (f.roles?.length) conditions.push(sql<SqlBool>`u.role = any(${f.roles})`);
    if (f.sbu?.length && !external) conditions.push(sql<SqlBool>`u.sbu = any(${f.sbu})`);
    if (f.products?.length) {
      // The user's own row says it (users.granted_products, kept by triggers: migration 025).
      conditions.push(sql<SqlBool>`u.granted_products && ${f.products}::text[]`);
    }
    if (f.attributes?.length)
      conditions.push(
        sql<SqlBool>`(${sql.join(
          f.attributes.map((a) => ATTRIBUTE_CONDITIONS[a]),
          sql` or `,
        )})`,
      );
    return joined(users).where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`);
  }

  /** The tenant's users (or those of a sample of the table's blocks), with their company and third-party company joined. */
  const joined = (users: UsersSource) =>
    users
      // The company is of the tenant (as a user's always is): said, so that the index on the
      // tenant's company names (companies_global_name) can give the order of a sort by company.
      .leftJoin('companies as c', (j) => j.onRef('c.id', '=', 'u.company_id').on('c.tenant_id', '=', tenantId))
      .leftJoin('companies as tp', 'tp.id', 'u.third_party_company_id');

  /**
   * About how many users match, from a sample of the users table's blocks (SAMPLED_USERS users of
   * it), for a search matching more than EXACT_TOTAL_UP_TO; counted when the table is small or was
   * never analysed.
   */
  async function estimate(q: Omit<UserQuery, 'sortBy' | 'sortOrder'>): Promise<Total> {
    // The table's size as last analysed (-1 when never).
    const { reltuples } = (await scoped
      .catalog()
      .selectFrom('pg_class')
      .select('reltuples')
      .where('oid', '=', sql<number>`'users'::regclass`)
      .executeTakeFirst()) ?? { reltuples: -1 };
    const percent = reltuples > 0 ? (100 * sampledUsers) / reltuples : 100;
    if (percent >= 100) return { count: await countOf(matching(q)), estimated: false };
    return { count: roughly((100 * (await countOf(matching(q, sampleOfUsers(percent))))) / percent), estimated: true };
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
      'u.granted_products',
    ]);
  type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

  // App access: the products each user has complete access to, in code order, as the row carries
  // them (users.granted_products, kept by user_products' triggers in the change's transaction;
  // migration 025): no statement of its own per page or per export batch (issue 27 §3).
  function toUsers(rows: Row[]) {
    return rows.map((r) => ({
      userId: r.id,
      name: `${r.first_name} ${r.last_name}`.trim(),
      email: r.login_id,
      status: r.status,
      companyId: r.company_id,
      companyName: r.company_name,
      companyType: r.company_type,
      thirdPartyCompanyName: r.third_party_name,
      appAccess: [...r.granted_products],
      role: r.role,
      lastLogin: r.last_login_at ? r.last_login_at.toISOString() : null,
      sbu: r.sbu,
      buoAreaNumber: r.buo_area_number,
    }));
  }
  const shape = (q: UserQuery) => ({ id: sql`u.id`, order: orderOf(q), rows: selectRows });

  return {
    /**
     * One page of the tab's users and how many match. With a search, the total is estimated above
     * EXACT_TOTAL_UP_TO, and the page's rows are read by id without the search run again.
     */
    page: (q: UserQuery, page: number, pageSize: number) =>
      q.search
        ? searchPage(scoped, matching(q), { ...shape(q), byId: joined(tenantUsers()) }, { page, pageSize }, toUsers, {
            exactUpTo: exactTotalUpTo,
            estimate: () => estimate(q),
            indexed: true,
          })
        : listPage(matching(q), shape(q), { page, pageSize }, toUsers),
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
      const rows = await scoped
        .shared()
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
    companyScope: (companyId: string) => scoped.companyScope(companyId),
    /** The user with this id in the tenant: their company, if any, for a change through its user management. */
    findUser: (id: string) =>
      scoped.selectFromTenant('users').select(['id', 'company_id', 'user_type']).where('id', '=', id).executeTakeFirst(),
  };
}
