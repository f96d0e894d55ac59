// Supplier user management (spec §2 "Admin tables", §3 "User", "Pending user", "Blocked user",
// "Access request", §7 "Supplier user management", §9): a company admin lists, edits, blocks,
// unblocks and deletes the company's users, reviews pending creations and decides access
// requests. Every change runs in one transaction with its activity-log entries. Users are always
// looked up by tenant AND company, so an id of another company or tenant answers 404 and is never
// touched. Invitations (validate, create, resend) live in invitations.ts; Excel bulk in bulk-users.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { type SqlBool, sql } from 'kysely';
import { Type } from 'typebox';
import { tenantLocale } from '../../tenants/preferences.ts';
import { literals, type Locale, type ProductCode } from '../../tenants/schema.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { CompanyType, User } from '../db/schema.ts';
import { policies } from '../plugins/policy.ts';
import { errors, MessageResponse, Nullable, problem } from '../schemas.ts';
import { recordActivity } from '../services/activity-log.ts';
import { wouldRemoveLastAdmin } from '../services/company-users.ts';
import { i18nFor } from '../services/i18n.ts';
import { likeLiteral, Paged, pageOf, pageQuery, searchText } from '../services/paging.ts';
import { productName } from '../../tenants/product-names.ts';
import { availableProductCodes, PRODUCT_CODES } from '../services/product-catalogue.ts';
import { inBatches, type SheetColumn, sendXlsx, XLSX_TYPE } from '../services/xlsx.ts';

/** Spec §9: "Product names joined with ' | '". */
const productText = (codes: string[]) => codes.map(productName).join(' | ');

/** Spec §3 "User types", by the type of the user's company; internal people are 'Account'. */
const USER_TYPE_LABELS: Record<CompanyType, string> = {
  SUPPLIER: 'Supplier',
  THIRD_PARTY_AGENCY: 'Third Party User',
  BASIC_VENDOR: 'Basic Vendor',
  BASIC_THIRD_PARTY_AGENCY: 'Basic Third Party Agency',
  UNKNOWN: 'Unknown',
};
const USER_TYPES = ['Supplier', 'Third Party User', 'Basic Vendor', 'Basic Third Party Agency', 'Account', 'Unknown'] as const;
const userTypeLabel = (userType: string, companyType: CompanyType) =>
  (userType === 'INTERNAL' ? 'Account' : USER_TYPE_LABELS[companyType]) as (typeof USER_TYPES)[number];

/** The personas (roles) a company admin may give (spec §7 "GET companies/{id}/personas"). */
const PERSONAS = [
  { code: 'Admin', name: 'Admin' },
  { code: 'User', name: 'User' },
] as const;
const Role = literals(['Admin', 'User'] as const);

const MAX_IDS = 100;
const Uuid = Type.String({ format: 'uuid' });
const UserIds = Type.Array(Uuid, { minItems: 1, maxItems: MAX_IDS, uniqueItems: true });
const Product = literals(PRODUCT_CODES);
const Name = Type.String({ minLength: 1, maxLength: 100 });
const ReasonText = Type.String({ maxLength: 500 });

const Search = searchText('Part of the first name, last name, full name or e-mail, any letter case.');

const CompanyParams = Type.Object({ companyId: Uuid });

const UserRow = Type.Object({
  userId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  uiCompanyType: literals(USER_TYPES),
  multipleSupplierAccess: Type.Boolean({ description: 'A third-party user whose agency works for more than one supplier.' }),
  products: Type.Array(Type.String(), { description: 'App access: product codes.' }),
  uiLastLoginTime: Nullable(Type.String({ format: 'date-time' })),
  role: Type.String(),
  status: literals(['ACTIVE', 'BLOCKED'] as const),
  blockedReason: Type.Optional(Nullable(Type.String())),
  uiBlockedBy: Type.Optional(Nullable(Type.String({ description: 'Name of the admin who blocked the user.' }))),
  uiBlockedOn: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
});

const PendingRow = Type.Object({
  taskId: Type.String(),
  userId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  loginId: Type.String(),
  uiAppAccess: Type.Array(Type.String(), { description: 'Product codes.' }),
  uiState: Type.String({ description: "The account's state (PENDING until registration is complete)." }),
  createdBy: Nullable(Type.String({ description: 'Name of the admin who created the user.' })),
  uiCreatedOnDate: Type.String({ format: 'date-time' }),
  type: Type.Literal('CREATE_USER'),
  stage: literals(['INVITATION_SENT', 'GRANTING_ACCESS', 'COMPLETING', 'WAITING_FOR_ACCESS'] as const),
});

const AccessRequestRow = Type.Object({
  id: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  products: Type.Array(Type.String()),
  product_text: Type.String({ description: "Product names joined with ' | ' (spec §9)." }),
  requestor_note: Nullable(Type.String()),
  create_time: Type.String({ format: 'date-time' }),
});

const USER_SORTS = {
  firstName: sql`lower(u.first_name)`,
  lastName: sql`lower(u.last_name)`,
  email: sql`u.login_id`,
  role: sql`u.role`,
  uiLastLoginTime: sql`u.last_login_at`,
  uiBlockedOn: sql`u.blocked_at`,
} as const;
const PENDING_SORTS = {
  firstName: sql`lower(u.first_name)`,
  lastName: sql`lower(u.last_name)`,
  loginId: sql`u.login_id`,
  stage: sql`t.stage`,
  uiCreatedOnDate: sql`t.created_at`,
} as const;
const REQUEST_SORTS = {
  first_name: sql`lower(u.first_name)`,
  last_name: sql`lower(u.last_name)`,
  email: sql`u.login_id`,
  create_time: sql`ar.created_at`,
} as const;

const TABS = ['users', 'pending', 'blocked', 'access-requests'] as const;
type Tab = (typeof TABS)[number];

const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`;
const nameOrNull = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const direction = (order: 'ASC' | 'DESC') => (order === 'DESC' ? sql`desc nulls last` : sql`asc nulls last`);

/** `… ILIKE %search%` on the user's names and e-mail (alias u). */
function matchesUser(search: string) {
  const pattern = `%${likeLiteral(search)}%`;
  return sql<SqlBool>`(u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
    or (u.first_name || ' ' || u.last_name) ilike ${pattern} or u.login_id ilike ${pattern})`;
}

const users: FastifyPluginAsyncTypebox<{ config: Config }> = async (app) => {
  // ---- reads ----

  /** The product codes of these users, each list in code order. */
  async function productsOf(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>();
    if (!userIds.length) return map;
    const rows = await db
      .selectFrom('user_products')
      .select(['user_id', 'product_code'])
      .where('user_id', 'in', userIds)
      .orderBy('product_code')
      .execute();
    for (const r of rows) map.set(r.user_id, [...(map.get(r.user_id) ?? []), r.product_code]);
    return map;
  }

  interface UserQuery {
    tenantId: string;
    companyId: string;
    status: 'ACTIVE' | 'BLOCKED';
    search?: string;
    sortBy: keyof typeof USER_SORTS;
    sortOrder: 'ASC' | 'DESC';
  }

  function userRows(q: UserQuery) {
    return app.db
      .selectFrom('users as u')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .leftJoin('users as b', 'b.id', 'u.blocked_by')
      .where('u.tenant_id', '=', q.tenantId)
      .where('u.company_id', '=', q.companyId)
      .where('u.status', '=', q.status)
      .$if(q.search !== undefined, (qb) => qb.where(matchesUser(q.search!)));
  }

  async function userPage(q: UserQuery, offset: number, limit: number) {
    const rows = await userRows(q)
      .select([
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.login_id',
        'u.user_type',
        'u.role',
        'u.status',
        'u.last_login_at',
        'u.blocked_reason',
        'u.blocked_at',
        'c.company_type',
        'b.first_name as blocked_by_first',
        'b.last_name as blocked_by_last',
      ])
      .orderBy(sql`${USER_SORTS[q.sortBy]} ${direction(q.sortOrder)}`)
      .orderBy(sql`lower(u.first_name)`)
      .orderBy(sql`lower(u.last_name)`)
      .orderBy('u.id')
      .limit(limit)
      .offset(offset)
      .execute();
    const products = await productsOf(
      app.db,
      rows.map((r) => r.id),
    );
    const partnerOf = await app.db
      .selectFrom('partner_associations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('partner_company_id', '=', q.companyId)
      .where('tenant_id', '=', q.tenantId)
      .executeTakeFirstOrThrow();
    const multiple = Number(partnerOf.n) > 1;
    return rows.map((r) => ({
      userId: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.login_id,
      uiCompanyType: userTypeLabel(r.user_type, r.company_type),
      multipleSupplierAccess: multiple && (r.company_type === 'THIRD_PARTY_AGENCY' || r.company_type === 'BASIC_THIRD_PARTY_AGENCY'),
      products: products.get(r.id) ?? [],
      uiLastLoginTime: iso(r.last_login_at),
      role: r.role,
      status: r.status as 'ACTIVE' | 'BLOCKED',
      ...(q.status === 'BLOCKED'
        ? {
            blockedReason: r.blocked_reason,
            uiBlockedBy: nameOrNull(r.blocked_by_first, r.blocked_by_last),
            uiBlockedOn: iso(r.blocked_at),
          }
        : {}),
    }));
  }

  interface ListQuery<S> {
    tenantId: string;
    companyId: string;
    search?: string;
    sortBy: S;
    sortOrder: 'ASC' | 'DESC';
  }

  function pendingRows(q: Omit<ListQuery<unknown>, 'sortBy' | 'sortOrder'>) {
    return app.db
      .selectFrom('user_tasks as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .leftJoin('users as cb', 'cb.id', 't.created_by')
      .where('t.tenant_id', '=', q.tenantId)
      .where('t.company_id', '=', q.companyId)
      .where('u.company_id', '=', q.companyId)
      .where('t.type', '=', 'CREATE_USER')
      .where('t.stage', '!=', 'COMPLETED')
      .$if(q.search !== undefined, (qb) => qb.where(matchesUser(q.search!)));
  }

  async function pendingPage(q: ListQuery<keyof typeof PENDING_SORTS>, offset: number, limit: number) {
    const rows = await pendingRows(q)
      .select([
        't.id as task_id',
        't.stage',
        't.type',
        't.created_at',
        'u.id as user_id',
        'u.first_name',
        'u.last_name',
        'u.login_id',
        'u.status',
        'cb.first_name as created_by_first',
        'cb.last_name as created_by_last',
      ])
      .orderBy(sql`${PENDING_SORTS[q.sortBy]} ${direction(q.sortOrder)}`)
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id')
      .limit(limit)
      .offset(offset)
      .execute();
    const products = await productsOf(
      app.db,
      rows.map((r) => r.user_id),
    );
    return rows.map((r) => ({
      taskId: r.task_id,
      userId: r.user_id,
      firstName: r.first_name,
      lastName: r.last_name,
      loginId: r.login_id,
      uiAppAccess: products.get(r.user_id) ?? [],
      uiState: r.status,
      createdBy: nameOrNull(r.created_by_first, r.created_by_last),
      uiCreatedOnDate: r.created_at.toISOString(),
      type: r.type,
      stage: r.stage as Exclude<typeof r.stage, 'COMPLETED'>,
    }));
  }

  function requestRows(q: Omit<ListQuery<unknown>, 'sortBy' | 'sortOrder'>) {
    return app.db
      .selectFrom('access_requests as ar')
      .innerJoin('users as u', 'u.id', 'ar.user_id')
      .where('ar.tenant_id', '=', q.tenantId)
      .where('ar.company_id', '=', q.companyId)
      .where('ar.status', '=', 'PENDING')
      .$if(q.search !== undefined, (qb) => qb.where(matchesUser(q.search!)));
  }

  async function requestPage(q: ListQuery<keyof typeof REQUEST_SORTS>, offset: number, limit: number) {
    const rows = await requestRows(q)
      .select(['ar.id', 'ar.products', 'ar.requestor_note', 'ar.created_at', 'u.first_name', 'u.last_name', 'u.login_id'])
      .orderBy(sql`${REQUEST_SORTS[q.sortBy]} ${direction(q.sortOrder)}`)
      .orderBy('ar.created_at', 'desc')
      .orderBy('ar.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.login_id,
      products: r.products,
      product_text: productText(r.products),
      requestor_note: r.requestor_note,
      create_time: r.created_at.toISOString(),
    }));
  }

  const listPolicy = { policy: policies.permission('LIST', 'USER') };
  const managePolicy = { policy: policies.permission('MANAGE', 'USER') };

  app.get(
    '/core-app-api/companies/:companyId/users',
    {
      config: listPolicy,
      schema: {
        tags: ['users'],
        summary:
          'The users of the company: the Users tab (status=ACTIVE, the default) or the Blocked tab (status=BLOCKED, with the reason, who blocked and when). Searchable, sortable, paged (page is zero-based).',
        params: CompanyParams,
        querystring: Type.Object(
          {
            status: Type.Optional(literals(['ACTIVE', 'BLOCKED'] as const)),
            ...pageQuery(USER_SORTS, Search),
          },
          { additionalProperties: false },
        ),
        response: { 200: Paged(UserRow), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { status = 'ACTIVE', search, sortBy = 'firstName', sortOrder = 'ASC', page = 0, pageSize = 10 } = request.query;
      const q: UserQuery = {
        tenantId: request.tenant.id,
        companyId: request.params.companyId,
        status,
        search: search?.trim() || undefined,
        sortBy,
        sortOrder,
      };
      const [content, total] = await Promise.all([
        userPage(q, page * pageSize, pageSize),
        userRows(q)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return pageOf(content, page, pageSize, Number(total.n));
    },
  );

  app.get(
    '/core-app-api/companies/:companyId/users/non-provisioned',
    {
      config: listPolicy,
      schema: {
        tags: ['users'],
        summary: 'The Pending tab: users the company created whose creation is not finished (spec §4 "Pending user creation stages").',
        params: CompanyParams,
        querystring: Type.Object(
          {
            ...pageQuery(PENDING_SORTS, Search),
          },
          { additionalProperties: false },
        ),
        response: { 200: Paged(PendingRow), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { search, sortBy = 'uiCreatedOnDate', sortOrder = 'DESC', page = 0, pageSize = 10 } = request.query;
      const q = {
        tenantId: request.tenant.id,
        companyId: request.params.companyId,
        search: search?.trim() || undefined,
        sortBy,
        sortOrder,
      };
      const [content, total] = await Promise.all([
        pendingPage(q, page * pageSize, pageSize),
        pendingRows(q)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return pageOf(content, page, pageSize, Number(total.n));
    },
  );

  app.get(
    '/platform/v1/identity/accounts/:companyId/access-requests',
    {
      config: listPolicy,
      schema: {
        tags: ['users'],
        summary:
          "The Access requests tab: pending requests for access to the company's products. Spec §7 names the path parameter {tenantId}; it is the company's id.",
        params: CompanyParams,
        querystring: Type.Object(
          {
            ...pageQuery(REQUEST_SORTS, Search),
          },
          { additionalProperties: false },
        ),
        response: { 200: Paged(AccessRequestRow), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { search, sortBy = 'create_time', sortOrder = 'DESC', page = 0, pageSize = 10 } = request.query;
      const q = {
        tenantId: request.tenant.id,
        companyId: request.params.companyId,
        search: search?.trim() || undefined,
        sortBy,
        sortOrder,
      };
      const [content, total] = await Promise.all([
        requestPage(q, page * pageSize, pageSize),
        requestRows(q)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return pageOf(content, page, pageSize, Number(total.n));
    },
  );

  app.get(
    '/core-app-api/companies/:companyId/personas',
    {
      config: listPolicy,
      schema: {
        tags: ['users'],
        summary: "The roles (personas) an admin may give the company's users.",
        params: CompanyParams,
        response: { 200: Type.Array(Type.Object({ code: Role, name: Type.String() })), ...errors(401, 403) },
      },
    },
    async () => PERSONAS.map((p) => ({ ...p })),
  );

  // ---- export ----

  /** The locale of the export's headers: the page's (x-user-locale) when the tenant offers it. */
  function exportLocale(headerValue: unknown, tenant: { locales: { supported: readonly Locale[]; default: Locale } }, user: User): Locale {
    return tenantLocale(tenant, typeof headerValue === 'string' ? headerValue : user.language_code);
  }

  app.get(
    '/core-app-api/companies/:companyId/users/export/:tabName',
    {
      config: listPolicy,
      schema: {
        tags: ['users'],
        summary:
          'Downloads one tab (users, pending, blocked or access-requests), filtered by the search like the table, as an .xlsx file streamed from the database.',
        params: Type.Object({ companyId: Uuid, tabName: literals(TABS) }),
        querystring: Type.Object({ search: Type.Optional(Search) }, { additionalProperties: false }),
        response: {
          200: {
            description: 'The .xlsx file (attachment users_<tab>_<yyyy-mm-dd>.xlsx).',
            content: { [XLSX_TYPE]: { schema: Type.String({ format: 'binary' }) } },
          },
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { companyId, tabName } = request.params;
      const search = request.query.search?.trim() || undefined;
      const tenantId = request.tenant.id;
      const i18n = i18nFor(exportLocale(request.headers['x-user-locale'], request.tenant, request.auth!.user));
      const h = {
        firstName: i18n._(/*i18n*/ { id: 'export.users.firstName', message: 'First name' }),
        lastName: i18n._(/*i18n*/ { id: 'export.users.lastName', message: 'Last name' }),
        email: i18n._(/*i18n*/ { id: 'export.users.email', message: 'Email' }),
        userType: i18n._(/*i18n*/ { id: 'export.users.userType', message: 'User type' }),
        multiple: i18n._(/*i18n*/ { id: 'export.users.multipleSupplierAccess', message: 'Multiple supplier access' }),
        appAccess: i18n._(/*i18n*/ { id: 'export.users.appAccess', message: 'Application access' }),
        role: i18n._(/*i18n*/ { id: 'export.users.role', message: 'Role' }),
        lastLogin: i18n._(/*i18n*/ { id: 'export.users.lastLogin', message: 'Last login' }),
        state: i18n._(/*i18n*/ { id: 'export.users.state', message: 'State' }),
        createdBy: i18n._(/*i18n*/ { id: 'export.users.createdBy', message: 'Created by' }),
        createdOn: i18n._(/*i18n*/ { id: 'export.users.createdOn', message: 'Created on' }),
        type: i18n._(/*i18n*/ { id: 'export.users.type', message: 'Type' }),
        stage: i18n._(/*i18n*/ { id: 'export.users.stage', message: 'Stage' }),
        blockedReason: i18n._(/*i18n*/ { id: 'export.users.blockedReason', message: 'Blocked reason' }),
        blockedBy: i18n._(/*i18n*/ { id: 'export.users.blockedBy', message: 'Blocked by' }),
        blockedOn: i18n._(/*i18n*/ { id: 'export.users.blockedOn', message: 'Blocked date' }),
        requestNote: i18n._(/*i18n*/ { id: 'export.users.requestNote', message: 'Request note' }),
        requestDate: i18n._(/*i18n*/ { id: 'export.users.requestDate', message: 'Request date' }),
        yes: i18n._(/*i18n*/ { id: 'export.users.yes', message: 'Yes' }),
        no: i18n._(/*i18n*/ { id: 'export.users.no', message: 'No' }),
      };
      const when = (s: string | null | undefined) => (s ? new Date(s) : null);
      const fileName = `users_${tabName}_${new Date().toISOString().slice(0, 10)}.xlsx`;
      const sheets: Record<Tab, () => Promise<FastifyReply>> = {
        users: () => {
          const q: UserQuery = { tenantId, companyId, status: 'ACTIVE', search, sortBy: 'firstName', sortOrder: 'ASC' };
          type Row = Awaited<ReturnType<typeof userPage>>[number];
          const columns: Array<SheetColumn<Row>> = [
            { header: h.firstName, value: (r) => r.firstName },
            { header: h.lastName, value: (r) => r.lastName },
            { header: h.email, value: (r) => r.email, width: 36 },
            { header: h.userType, value: (r) => r.uiCompanyType },
            { header: h.multiple, value: (r) => (r.multipleSupplierAccess ? h.yes : h.no) },
            { header: h.appAccess, value: (r) => productText(r.products), width: 48 },
            { header: h.role, value: (r) => r.role },
            { header: h.lastLogin, value: (r) => when(r.uiLastLoginTime) },
          ];
          return sendXlsx(
            reply,
            fileName,
            'Users',
            columns,
            inBatches((offset, limit) => userPage(q, offset, limit)),
          );
        },
        blocked: () => {
          const q: UserQuery = { tenantId, companyId, status: 'BLOCKED', search, sortBy: 'firstName', sortOrder: 'ASC' };
          type Row = Awaited<ReturnType<typeof userPage>>[number];
          const columns: Array<SheetColumn<Row>> = [
            { header: h.firstName, value: (r) => r.firstName },
            { header: h.lastName, value: (r) => r.lastName },
            { header: h.email, value: (r) => r.email, width: 36 },
            { header: h.appAccess, value: (r) => productText(r.products), width: 48 },
            { header: h.blockedReason, value: (r) => r.blockedReason, width: 40 },
            { header: h.blockedBy, value: (r) => r.uiBlockedBy },
            { header: h.blockedOn, value: (r) => when(r.uiBlockedOn) },
          ];
          return sendXlsx(
            reply,
            fileName,
            'Blocked',
            columns,
            inBatches((offset, limit) => userPage(q, offset, limit)),
          );
        },
        pending: () => {
          const q = { tenantId, companyId, search, sortBy: 'uiCreatedOnDate' as const, sortOrder: 'DESC' as const };
          type Row = Awaited<ReturnType<typeof pendingPage>>[number];
          const columns: Array<SheetColumn<Row>> = [
            { header: h.firstName, value: (r) => r.firstName },
            { header: h.lastName, value: (r) => r.lastName },
            { header: h.email, value: (r) => r.loginId, width: 36 },
            { header: h.appAccess, value: (r) => productText(r.uiAppAccess), width: 48 },
            { header: h.state, value: (r) => r.uiState },
            { header: h.createdBy, value: (r) => r.createdBy },
            { header: h.createdOn, value: (r) => when(r.uiCreatedOnDate) },
            { header: h.type, value: (r) => r.type },
            { header: h.stage, value: (r) => r.stage },
          ];
          return sendXlsx(
            reply,
            fileName,
            'Pending',
            columns,
            inBatches((offset, limit) => pendingPage(q, offset, limit)),
          );
        },
        'access-requests': () => {
          const q = { tenantId, companyId, search, sortBy: 'create_time' as const, sortOrder: 'DESC' as const };
          type Row = Awaited<ReturnType<typeof requestPage>>[number];
          const columns: Array<SheetColumn<Row>> = [
            { header: h.firstName, value: (r) => r.first_name },
            { header: h.lastName, value: (r) => r.last_name },
            { header: h.email, value: (r) => r.email, width: 36 },
            { header: h.appAccess, value: (r) => r.product_text, width: 48 },
            { header: h.requestNote, value: (r) => r.requestor_note, width: 60 },
            { header: h.requestDate, value: (r) => when(r.create_time) },
          ];
          return sendXlsx(
            reply,
            fileName,
            'Access requests',
            columns,
            inBatches((offset, limit) => requestPage(q, offset, limit)),
          );
        },
      };
      return sheets[tabName]();
    },
  );

  // ---- changes ----

  /** Locks the company row: changes that count its admins run one after another. */
  const lockCompany = (trx: Db, companyId: string) =>
    trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().executeTakeFirst();

  /** The users with these ids in this tenant and company, or the first id that is not one of them. */
  async function loadTargets(
    trx: Db,
    tenantId: string,
    companyId: string,
    ids: string[],
  ): Promise<{ users: User[] } | { missing: string }> {
    const rows = await trx
      .selectFrom('users')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('company_id', '=', companyId)
      .where('id', 'in', ids)
      .execute();
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing) return { missing };
    return { users: ids.map((id) => rows.find((r) => r.id === id)!) };
  }

  class Refusal extends Error {
    constructor(
      readonly statusCode: 400 | 404 | 409,
      message: string,
    ) {
      super(message);
    }
    get body() {
      return problem(this.statusCode, this.message);
    }
  }
  const noSuchUser = (id: string) => new Refusal(404, `No user with id ${id} in this company.`);
  const LAST_ADMIN = 'This would leave the company without an active admin. Make another user an admin first.';

  /** Runs checks or a change; a Refusal thrown comes back as the value, to answer with. */
  async function refusable<T>(work: () => Promise<T> | T): Promise<T | Refusal> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof Refusal) return error;
      throw error;
    }
  }

  /** Runs a change in one transaction, the company locked and its users with these ids loaded. */
  function change<T>(
    request: { tenant: { id: string }; params: { companyId: string } },
    ids: string[],
    work: (trx: Db, targets: User[]) => Promise<T>,
  ) {
    return refusable(() =>
      app.db.transaction().execute(async (trx) => {
        await lockCompany(trx, request.params.companyId);
        const found = await loadTargets(trx, request.tenant.id, request.params.companyId, ids);
        if ('missing' in found) throw noSuchUser(found.missing);
        return work(trx, found.users);
      }),
    );
  }

  /** Refuses products the tenant does not offer now. Reads with `db`: inside a change, its transaction. */
  async function checkOffered(db: Db, tenant: Parameters<typeof availableProductCodes>[1], products: string[]) {
    const offered = await availableProductCodes(db, tenant, app.appEnv);
    const notOffered = products.filter((p) => !offered.has(p));
    if (notOffered.length) {
      throw new Refusal(
        400,
        `Not offered in this country: ${notOffered.map(productName).join(', ')}. Offered: ${[...offered].map(productName).join(', ')}.`,
      );
    }
  }

  const activity = (request: { tenant: { id: string }; params: { companyId: string }; auth: { user: User } | null }) => ({
    tenant_id: request.tenant.id,
    company_id: request.params.companyId,
    actor_user_id: request.auth!.user.id,
  });
  const who = (u: User) => `${fullName(u)} (${u.login_id})`;

  /** Body ids: userIds, or a single userId (spec §3: block/unblock take one or several). */
  function idsOf(body: { userIds?: string[]; userId?: string }): string[] {
    const ids = [...new Set([...(body.userIds ?? []), ...(body.userId ? [body.userId] : [])])];
    if (!ids.length) throw new Refusal(400, 'Name the users: userIds (a list) or userId.');
    if (ids.length > MAX_IDS) throw new Refusal(400, `At most ${MAX_IDS} users at a time.`);
    return ids;
  }

  app.post(
    '/core-app-api/companies/:companyId/users/access',
    {
      config: managePolicy,
      schema: {
        tags: ['users'],
        summary: 'Grants products to users of the company (added to what they have; each recorded in the activity log).',
        params: CompanyParams,
        body: Type.Object(
          { userIds: UserIds, products: Type.Array(Product, { minItems: 1, maxItems: PRODUCT_CODES.length, uniqueItems: true }) },
          { additionalProperties: false },
        ),
        response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { userIds, products } = request.body;
      const result = await change(request, userIds, async (trx, targets) => {
        await checkOffered(trx, request.tenant, products);
        for (const user of targets) {
          await trx
            .insertInto('user_products')
            .values(products.map((product_code) => ({ user_id: user.id, product_code, access_status: 'ACCESS_COMPLETE' as const })))
            .onConflict((oc) => oc.columns(['user_id', 'product_code']).doUpdateSet({ access_status: 'ACCESS_COMPLETE' }))
            .execute();
          await recordActivity(trx, {
            ...activity(request),
            entity_id: user.id,
            event: 'USER_ACCESS_GRANTED',
            event_description: `Granted ${productText(products)} to ${who(user)}`,
          });
        }
        return { message: `Access granted to ${targets.length} user(s).` };
      });
      return result instanceof Refusal ? reply.code(result.statusCode).send(result.body) : result;
    },
  );

  app.put(
    '/core-app-api/companies/:companyId/users/access',
    {
      config: managePolicy,
      schema: {
        tags: ['users'],
        summary: "Sets a user's products (replacing them) and role. The last active admin of a company cannot be made a user.",
        params: CompanyParams,
        body: Type.Object(
          { userId: Uuid, products: Type.Array(Product, { maxItems: PRODUCT_CODES.length, uniqueItems: true }), role: Role },
          { additionalProperties: false },
        ),
        response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { userId, products, role } = request.body;
      const result = await change(request, [userId], async (trx, [user]) => {
        const before = await trx.selectFrom('user_products').select('product_code').where('user_id', '=', user!.id).execute();
        const had = before.map((r) => r.product_code);
        const added = products.filter((p) => !had.includes(p));
        // Products no longer offered may stay on a user who has them; new ones must be offered.
        await checkOffered(trx, request.tenant, added);
        if (
          user!.role === 'Admin' &&
          role !== 'Admin' &&
          user!.status === 'ACTIVE' &&
          (await wouldRemoveLastAdmin(trx, user!.company_id!, [user!.id]))
        ) {
          throw new Refusal(409, LAST_ADMIN);
        }
        const removed = had.filter((p) => !(products as string[]).includes(p));
        if (removed.length)
          await trx.deleteFrom('user_products').where('user_id', '=', user!.id).where('product_code', 'in', removed).execute();
        if (added.length) {
          await trx
            .insertInto('user_products')
            .values(added.map((product_code) => ({ user_id: user!.id, product_code, access_status: 'ACCESS_COMPLETE' as const })))
            .execute();
        }
        if (role !== user!.role) await trx.updateTable('users').set({ role }).where('id', '=', user!.id).execute();
        const changes = [
          ...(added.length ? [`added ${productText(added)}`] : []),
          ...(removed.length ? [`removed ${productText(removed)}`] : []),
          ...(role !== user!.role ? [`role ${user!.role} → ${role}`] : []),
        ];
        await recordActivity(trx, {
          ...activity(request),
          entity_id: user!.id,
          event: 'USER_ACCESS_UPDATED',
          event_description: `Access of ${who(user!)}: ${changes.length ? changes.join('; ') : 'no change'}`,
        });
        return { message: 'Access updated.' };
      });
      return result instanceof Refusal ? reply.code(result.statusCode).send(result.body) : result;
    },
  );

  app.put(
    '/core-app-api/companies/:companyId/users/profile',
    {
      config: managePolicy,
      schema: {
        tags: ['users'],
        summary: "Changes a user's first and last name. The e-mail (sign-in id) does not change here.",
        params: CompanyParams,
        body: Type.Object({ userId: Uuid, firstName: Name, lastName: Name }, { additionalProperties: false }),
        response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const firstName = request.body.firstName.trim();
      const lastName = request.body.lastName.trim();
      if (!firstName || !lastName) return reply.code(400).send(problem(400, 'Give a first name and a last name.'));
      const result = await change(request, [request.body.userId], async (trx, [user]) => {
        await trx.updateTable('users').set({ first_name: firstName, last_name: lastName }).where('id', '=', user!.id).execute();
        await recordActivity(trx, {
          ...activity(request),
          entity_id: user!.id,
          event: 'USER_PROFILE_UPDATED',
          event_description: `Profile of ${user!.login_id}: ${fullName(user!)} → ${firstName} ${lastName}`,
        });
        return { message: 'Profile updated.' };
      });
      return result instanceof Refusal ? reply.code(result.statusCode).send(result.body) : result;
    },
  );

  app.post(
    '/core-app-api/companies/:companyId/users/delete',
    {
      config: managePolicy,
      schema: {
        tags: ['users'],
        summary: "Deletes users of the company (their sessions end with them). Not yourself, and never the company's last active admin.",
        params: CompanyParams,
        body: Type.Object({ userIds: UserIds }, { additionalProperties: false }),
        response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const me = request.auth!.user.id;
      const result = await change(request, request.body.userIds, async (trx, targets) => {
        if (targets.some((u) => u.id === me)) throw new Refusal(409, 'You cannot delete yourself.');
        if (await wouldRemoveLastAdmin(trx, request.params.companyId, request.body.userIds)) throw new Refusal(409, LAST_ADMIN);
        for (const user of targets) {
          await recordActivity(trx, {
            ...activity(request),
            entity_id: user.id,
            event: 'USER_DELETED',
            event_description: `Deleted ${who(user)}`,
          });
        }
        await trx
          .deleteFrom('users')
          .where(
            'id',
            'in',
            targets.map((u) => u.id),
          )
          .execute();
        return { message: `${targets.length} user(s) deleted.` };
      });
      return result instanceof Refusal ? reply.code(result.statusCode).send(result.body) : result;
    },
  );

  const BlockBody = Type.Object(
    {
      userIds: Type.Optional(UserIds),
      userId: Type.Optional(Uuid),
      reason: ReasonText,
    },
    { additionalProperties: false, description: 'userIds, or userId for one user.' },
  );

  app.post(
    '/core-app-api/companies/:companyId/users/block',
    {
      config: managePolicy,
      schema: {
        tags: ['users'],
        summary:
          "Blocks active users of the company with a reason: they cannot sign in, and their open sessions end at once. Not yourself, and never the company's last active admin.",
        params: CompanyParams,
        body: BlockBody,
        response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const me = request.auth!.user;
      const reason = request.body.reason.trim();
      const ids = await refusable(() => idsOf(request.body));
      if (ids instanceof Refusal) return reply.code(ids.statusCode).send(ids.body);
      if (!reason) return reply.code(400).send(problem(400, 'Give the reason for blocking.'));
      const result = await change(request, ids, async (trx, targets) => {
        if (targets.some((u) => u.id === me.id)) throw new Refusal(409, 'You cannot block yourself.');
        const notActive = targets.find((u) => u.status !== 'ACTIVE');
        if (notActive) throw new Refusal(409, `${who(notActive)} is not active (${notActive.status.toLowerCase()}), so cannot be blocked.`);
        if (await wouldRemoveLastAdmin(trx, request.params.companyId, ids)) throw new Refusal(409, LAST_ADMIN);
        const now = new Date();
        for (const user of targets) {
          await trx
            .updateTable('users')
            .set({ status: 'BLOCKED', blocked_reason: reason, blocked_by: me.id, blocked_at: now })
            .where('id', '=', user.id)
            .execute();
          await app.sessions.revokeAllFor(trx, user.id);
          await recordActivity(trx, {
            ...activity(request),
            entity_id: user.id,
            event: 'USER_BLOCKED',
            event_description: `Blocked ${who(user)}. Reason: ${reason}`,
          });
        }
        return { message: `${targets.length} user(s) blocked.` };
      });
      return result instanceof Refusal ? reply.code(result.statusCode).send(result.body) : result;
    },
  );

  app.post(
    '/core-app-api/companies/:companyId/users/unblock',
    {
      config: managePolicy,
      schema: {
        tags: ['users'],
        summary: 'Unblocks blocked users of the company (they may sign in again), with an optional reason for the activity log.',
        params: CompanyParams,
        body: Type.Object(
          { userIds: Type.Optional(UserIds), userId: Type.Optional(Uuid), reason: Type.Optional(ReasonText) },
          { additionalProperties: false, description: 'userIds, or userId for one user.' },
        ),
        response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const reason = request.body.reason?.trim();
      const ids = await refusable(() => idsOf(request.body));
      if (ids instanceof Refusal) return reply.code(ids.statusCode).send(ids.body);
      const result = await change(request, ids, async (trx, targets) => {
        const notBlocked = targets.find((u) => u.status !== 'BLOCKED');
        if (notBlocked) throw new Refusal(409, `${who(notBlocked)} is not blocked.`);
        for (const user of targets) {
          await trx
            .updateTable('users')
            .set({ status: 'ACTIVE', blocked_reason: null, blocked_by: null, blocked_at: null })
            .where('id', '=', user.id)
            .execute();
          await recordActivity(trx, {
            ...activity(request),
            entity_id: user.id,
            event: 'USER_UNBLOCKED',
            event_description: `Unblocked ${who(user)}${reason ? `. Reason: ${reason}` : ''}`,
          });
        }
        return { message: `${targets.length} user(s) unblocked.` };
      });
      return result instanceof Refusal ? reply.code(result.statusCode).send(result.body) : result;
    },
  );

  app.post(
    '/platform/v1/identity/accounts/:companyId/bulk-access-requests',
    {
      config: managePolicy,
      schema: {
        tags: ['users'],
        summary:
          "Approves or denies pending access requests of the company, all or none. Approval grants the products (ACCESS_COMPLETE): to a user of the company in their app access, to anyone else (an internal associate) as access to this company's data. Spec §7 names the path parameter {tenantId}; it is the company's id.",
        params: CompanyParams,
        body: Type.Object(
          {
            approvals: Type.Array(Type.Object({ requestId: Uuid, approved: Type.Boolean() }, { additionalProperties: false }), {
              minItems: 1,
              maxItems: MAX_IDS,
            }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ message: Type.String(), approved: Type.Integer(), denied: Type.Integer() }),
          ...errors(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { approvals } = request.body;
      const ids = approvals.map((a) => a.requestId);
      if (new Set(ids).size !== ids.length) return reply.code(400).send(problem(400, 'Each request may appear only once.'));
      const companyId = request.params.companyId;
      const tenantId = request.tenant.id;
      const offered = await availableProductCodes(app.db, request.tenant, app.appEnv);
      const result = await refusable(() =>
        app.db.transaction().execute(async (trx) => {
          const rows = await trx
            .selectFrom('access_requests as ar')
            .innerJoin('users as u', 'u.id', 'ar.user_id')
            .select(['ar.id', 'ar.status', 'ar.products', 'ar.user_id', 'u.company_id', 'u.first_name', 'u.last_name', 'u.login_id'])
            .where('ar.tenant_id', '=', tenantId)
            .where('ar.company_id', '=', companyId)
            .where('ar.id', 'in', ids)
            .forUpdate()
            .execute();
          const missing = ids.find((id) => !rows.some((r) => r.id === id));
          if (missing) throw new Refusal(404, `No access request with id ${missing} for this company.`);
          const decided = rows.find((r) => r.status !== 'PENDING');
          if (decided) throw new Refusal(409, `The access request of ${fullName(decided)} was already ${decided.status.toLowerCase()}.`);
          const now = new Date();
          const actor = request.auth!.user.id;
          let approvedCount = 0;
          for (const { requestId, approved } of approvals) {
            const r = rows.find((row) => row.id === requestId)!;
            const products = r.products.filter((p) => offered.has(p));
            if (approved) {
              approvedCount++;
              if (products.length && r.company_id === companyId) {
                await trx
                  .insertInto('user_products')
                  .values(products.map((product_code) => ({ user_id: r.user_id, product_code, access_status: 'ACCESS_COMPLETE' as const })))
                  .onConflict((oc) => oc.columns(['user_id', 'product_code']).doUpdateSet({ access_status: 'ACCESS_COMPLETE' }))
                  .execute();
              } else if (products.length) {
                await trx
                  .insertInto('company_access_grants')
                  .values(
                    products.map((product_code) => ({
                      tenant_id: tenantId,
                      company_id: companyId,
                      user_id: r.user_id,
                      product_code,
                      access_request_id: r.id,
                      granted_by: actor,
                    })),
                  )
                  .onConflict((oc) => oc.columns(['user_id', 'company_id', 'product_code']).doNothing())
                  .execute();
              }
            }
            await trx
              .updateTable('access_requests')
              .set({ status: approved ? 'APPROVED' : 'DENIED', decided_by: actor, decided_at: now })
              .where('id', '=', r.id)
              .execute();
            await recordActivity(trx, {
              tenant_id: tenantId,
              company_id: companyId,
              actor_user_id: actor,
              entity_id: r.id,
              event: approved ? 'ACCESS_REQUEST_APPROVED' : 'ACCESS_REQUEST_DENIED',
              event_description: `${approved ? 'Approved' : 'Denied'} the access request of ${fullName(r)} (${r.login_id}) for ${productText(r.products)}`,
            });
          }
          const denied = approvals.length - approvedCount;
          return { message: `${approvedCount} approved, ${denied} denied.`, approved: approvedCount, denied };
        }),
      );
      return result instanceof Refusal ? reply.code(result.statusCode).send(result.body) : result;
    },
  );
};

export default users;
