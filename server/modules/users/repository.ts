// Every query of supplier user management, for the admin's company (request.companyDb). Users
// are always read by tenant AND company (the scope's builders), so an id of another company or
// tenant is never found and never touched.
import { type SqlBool, sql } from 'kysely';
import type { Environment, TenantConfig } from '../../../tenants/schema.ts';
import type { CompanyDb } from '../../db/scope.ts';
import type { User } from '../../db/schema.ts';
import { type CompanyEntry, recordCompanyActivity } from '../../services/activity-log.ts';
import { wouldRemoveLastAdmin } from '../../services/company-users.ts';
import { containing, type ListParams, listPage, listRows, type Order, type pageOf, sortKey } from '../../services/paging.ts';
import { availableProductCodes } from '../../services/product-catalogue.ts';
import { answerCache } from '../../services/tenant-cache.ts';
import { productCodesOf } from '../../services/user-products.ts';
import type { SessionService } from '../../services/sessions.ts';
import type { Static } from 'typebox';
import { type PendingSort, type RequestSort, type UserRow, type UserSort, userTypeLabel } from './schemas.ts';
import { productText } from '../../../tenants/product-names.ts';
import type { Mail, Mailer } from '../../plugins/mailer.ts';
import { settleWaitingTask } from '../invitations/invitation-repository.ts';

const FIRST_NAME = sql`lower(u.first_name)`;
const LAST_NAME = sql`lower(u.last_name)`;

/** Sort expressions of a user's names and e-mail (alias u), under each list's own key names. */
function userSorts<K extends string>([first, last, email]: readonly [K, K, K]): Record<K, ReturnType<typeof sql>> {
  return { [first]: FIRST_NAME, [last]: LAST_NAME, [email]: sql`u.login_id` } as Record<K, ReturnType<typeof sql>>;
}
const USER_SORTS: Record<UserSort, ReturnType<typeof sql>> = {
  ...userSorts(['firstName', 'lastName', 'email']),
  role: sql`u.role`,
  uiLastLoginTime: sql`u.last_login_at`,
  uiBlockedOn: sql`u.blocked_at`,
};
/** The user list's sort keys that can be empty: empty ones go last in either direction. */
const NULLABLE_USER_SORTS: ReadonlySet<UserSort> = new Set(['uiLastLoginTime', 'uiBlockedOn']);
const PENDING_SORTS: Record<PendingSort, ReturnType<typeof sql>> = {
  ...userSorts(['firstName', 'lastName', 'loginId']),
  stage: sql`t.stage`,
  uiCreatedOnDate: sql`t.created_at`,
};
const REQUEST_SORTS: Record<RequestSort, ReturnType<typeof sql>> = {
  ...userSorts(['first_name', 'last_name', 'email']),
  create_time: sql`ar.created_at`,
};

const nameOrNull = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The user list's order (as the indexes of migrations/008_list_indexes.ts hold it): the chosen key,
 * then first name, last name and id; a key that is also a tie-breaker is not repeated.
 */
function userOrder(q: { sortBy: UserSort; sortOrder: 'ASC' | 'DESC' }): Order {
  const ties = [
    ...(q.sortBy === 'firstName' ? [] : [{ by: FIRST_NAME }]),
    ...(q.sortBy === 'lastName' ? [] : [{ by: LAST_NAME }]),
    { by: sql`u.id` },
  ];
  return [sortKey(USER_SORTS[q.sortBy], q.sortOrder, NULLABLE_USER_SORTS.has(q.sortBy)), ...ties];
}

/**
 * The search on the user's first name, last name, full name or e-mail: a part of either name is a
 * part of the full name, so the full name and the e-mail say it all. users.search_text holds both,
 * lower-cased, and its trigram index users_search_text finds the candidates (migration 025).
 */
function matchesUser(search: string) {
  return sql<SqlBool>`u.search_text like lower(${containing(search)})`;
}

/** What a list reads: its sort and search (the page, where paged, comes apart). */
type ListOrder<S extends string> = Omit<ListParams<S>, 'page' | 'pageSize'>;
export type UserList = ListOrder<UserSort> & { status: 'ACTIVE' | 'BLOCKED' };

/**
 * The pages of the Users and Blocked tabs, kept per instance: an admin opens page 0 on every visit
 * of User Management (issue 27 §1: it cost 3 statements and was the slowest call of a visit). A
 * page is forgotten when any user of the company changes or joins it, when the agencies the company
 * is the partner of change (migration 022), when its company changes, and when a user it shows
 * (products) or names (who blocked) changes.
 */
const userPages = answerCache<ReturnType<typeof pageOf<Static<typeof UserRow>>>>({ ttlMs: 60_000, max: 2_000 });

function queries(scoped: CompanyDb) {
  const { companyId } = scoped.scope;

  /** The product codes of these users (found in the scope), each list in code order. */
  const productsOf = (userIds: string[]) => productCodesOf(scoped.childRows(), userIds);
  /** Whether the company is the partner (agency) of more than one supplier: read once per statement. */
  const partnerOfSeveral = sql<boolean>`(${scoped
    .selectFromTenant('partner_associations')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('partner_company_id', '=', companyId)}) > 1`;

  // ---- the Users and Blocked tabs ----
  const userRows = (q: UserList) =>
    scoped
      .selectFromAs('users', 'u')
      .where('u.status', '=', q.status)
      .$if(q.search !== undefined, (qb) => qb.where(matchesUser(q.search!)));
  /** The shown columns, with the company's type and who blocked the user (read for the page's rows only). */
  const selectUsers = (query: ReturnType<typeof userRows>) =>
    query
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .leftJoin('users as b', 'b.id', 'u.blocked_by')
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
        'u.blocked_by',
        'c.company_type',
        'b.first_name as blocked_by_first',
        'b.last_name as blocked_by_last',
        partnerOfSeveral.as('partner_of_several'),
      ]);
  type UserRecord = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];
  /** The users of the company in this status, from the kept counts (migrations/008_list_indexes.ts). */
  async function usersCounted(status: UserList['status']) {
    const row = await scoped.selectFrom('user_counts').select('users').where('status', '=', status).executeTakeFirst();
    return row?.users ?? 0;
  }
  async function toUsers(rows: UserRecord[], q: UserList) {
    const products = await productsOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      userId: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.login_id,
      uiCompanyType: userTypeLabel(r.user_type, r.company_type),
      multipleSupplierAccess:
        r.partner_of_several && (r.company_type === 'THIRD_PARTY_AGENCY' || r.company_type === 'BASIC_THIRD_PARTY_AGENCY'),
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

  // ---- the Pending tab ----
  const pendingRows = (q: ListOrder<PendingSort>) =>
    scoped
      .selectFromAs('user_tasks', 't')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .whereRef('u.company_id', '=', 't.company_id')
      .where('t.type', '=', 'CREATE_USER')
      .where('t.stage', '!=', 'COMPLETED')
      .$if(q.search !== undefined, (qb) => qb.where(matchesUser(q.search!)));
  const pendingOrder = (q: ListOrder<PendingSort>): Order => [
    sortKey(PENDING_SORTS[q.sortBy], q.sortOrder, true),
    { by: sql`t.created_at`, desc: true },
    { by: sql`t.id` },
  ];
  const selectPending = (query: ReturnType<typeof pendingRows>) =>
    query
      .leftJoin('users as cb', 'cb.id', 't.created_by')
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
      ]);
  type PendingRecord = Awaited<ReturnType<ReturnType<typeof selectPending>['execute']>>[number];
  async function toPending(rows: PendingRecord[]) {
    const products = await productsOf(rows.map((r) => r.user_id));
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

  // ---- the Access requests tab ----
  const requestRows = (q: ListOrder<RequestSort>) =>
    scoped
      .selectFromAs('access_requests', 'ar')
      .innerJoin('users as u', 'u.id', 'ar.user_id')
      .where('ar.status', '=', 'PENDING')
      .$if(q.search !== undefined, (qb) => qb.where(matchesUser(q.search!)));
  const requestOrder = (q: ListOrder<RequestSort>): Order => [
    sortKey(REQUEST_SORTS[q.sortBy], q.sortOrder, true),
    { by: sql`ar.created_at`, desc: true },
    { by: sql`ar.id` },
  ];
  const selectRequests = (query: ReturnType<typeof requestRows>) =>
    query.select(['ar.id', 'ar.products', 'ar.requestor_note', 'ar.created_at', 'u.first_name', 'u.last_name', 'u.login_id']);
  type RequestRecord = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];
  const toRequests = (rows: RequestRecord[]) =>
    rows.map((r) => ({
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.login_id,
      products: r.products,
      product_text: productText(r.products),
      requestor_note: r.requestor_note,
      create_time: r.created_at.toISOString(),
    }));

  return {
    // ---- reads: one page (listPage), or every row in order for the export (listRows) ----
    /** One page of the Users or Blocked tab, from the kept pages (see userPages) when it is there. */
    async listUsers(p: ListParams<UserSort> & { status: 'ACTIVE' | 'BLOCKED' }) {
      const key = `${scoped.scope.tenantId}:${companyId}:${p.status}:${p.sortBy}:${p.sortOrder}:${p.page}:${p.pageSize}:${p.search ?? ''}`;
      return userPages.get(scoped, key, async () => {
        const changes = new Set([`users-of:${companyId}`, `company:${companyId}`]);
        const value = await listPage(
          userRows(p),
          {
            id: sql`u.id`,
            order: userOrder(p),
            rows: selectUsers,
            ...(p.search === undefined ? { total: () => usersCounted(p.status) } : {}),
          },
          p,
          (rows) => {
            for (const r of rows) {
              changes.add(`user:${r.id}`);
              if (r.blocked_by) changes.add(`user:${r.blocked_by}`);
            }
            return toUsers(rows, p);
          },
        );
        return { value, changes };
      });
    },
    allUsers: (q: UserList) => listRows(userRows(q), { id: sql`u.id`, order: userOrder(q), rows: selectUsers }, (rows) => toUsers(rows, q)),
    listPending: (p: ListParams<PendingSort>) =>
      listPage(pendingRows(p), { id: sql`t.id`, order: pendingOrder(p), rows: selectPending }, p, toPending),
    allPending: (q: ListOrder<PendingSort>) =>
      listRows(pendingRows(q), { id: sql`t.id`, order: pendingOrder(q), rows: selectPending }, toPending),
    listRequests: (p: ListParams<RequestSort>) =>
      listPage(requestRows(p), { id: sql`ar.id`, order: requestOrder(p), rows: selectRequests }, p, toRequests),
    allRequests: (q: ListOrder<RequestSort>) =>
      listRows(requestRows(q), { id: sql`ar.id`, order: requestOrder(q), rows: selectRequests }, toRequests),

    // ---- changes (inside `change` or `transaction`) ----
    /** Locks the company row: changes that count its admins run one after another. */
    lockCompany: () => scoped.selectFromTenant('companies').select('id').where('id', '=', companyId).forUpdate().executeTakeFirst(),
    /** Writes the mail to the outbox in this repository's transaction: it is sent only if the change commits. */
    mail: (mailer: Mailer, mail: Mail) => mailer.send(mail, scoped),
    companyName: async () =>
      (await scoped.selectFromTenant('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow()).name,

    /** The users with these ids in the company, or the first id that is not one of them. */
    async loadTargets(ids: string[]): Promise<{ users: User[] } | { missing: string }> {
      const rows = await scoped.selectFrom('users').selectAll().where('id', 'in', ids).execute();
      const missing = ids.find((id) => !rows.some((r) => r.id === id));
      if (missing) return { missing };
      return { users: ids.map((id) => rows.find((r) => r.id === id)!) };
    },

    offeredProducts: (tenant: TenantConfig, env: Environment) => availableProductCodes(scoped, tenant, env),
    wouldRemoveLastAdmin: (userIds: string[]) => wouldRemoveLastAdmin(scoped, userIds),
    record: (entry: CompanyEntry) => recordCompanyActivity(scoped, entry),

    // user_products has no scope columns of its own: these users were loaded in the scope first.
    async productCodesOf(userId: string) {
      return (await scoped.childRows().selectFrom('user_products').select('product_code').where('user_id', '=', userId).execute()).map(
        (r) => r.product_code,
      );
    },
    /**
     * Grants products with complete access (pending ones become complete); a registered user whose
     * creation waited for them is then done (no longer in the Pending tab).
     */
    async grantProducts(userId: string, products: string[]) {
      await scoped
        .childRows()
        .insertInto('user_products')
        .values(products.map((product_code) => ({ user_id: userId, product_code, access_status: 'ACCESS_COMPLETE' as const })))
        .onConflict((oc) => oc.columns(['user_id', 'product_code']).doUpdateSet({ access_status: 'ACCESS_COMPLETE' }))
        .execute();
      await settleWaitingTask(scoped, userId);
    },
    addProducts(userId: string, products: string[]) {
      return scoped
        .childRows()
        .insertInto('user_products')
        .values(products.map((product_code) => ({ user_id: userId, product_code, access_status: 'ACCESS_COMPLETE' as const })))
        .execute();
    },
    /** Takes products away; a registered user whose creation waited only for those is then done. */
    async removeProducts(userId: string, products: string[]) {
      await scoped.childRows().deleteFrom('user_products').where('user_id', '=', userId).where('product_code', 'in', products).execute();
      await settleWaitingTask(scoped, userId);
    },

    setRole: (userId: string, role: string) => scoped.updateTable('users').set({ role }).where('id', '=', userId).execute(),
    setName: (userId: string, firstName: string, lastName: string) =>
      scoped.updateTable('users').set({ first_name: firstName, last_name: lastName }).where('id', '=', userId).execute(),
    deleteUsers: (userIds: string[]) => scoped.deleteFrom('users').where('id', 'in', userIds).execute(),
    /** Blocks a user and ends their sessions at once. */
    async block(userId: string, reason: string, blockedBy: string, at: Date, sessions: SessionService) {
      await scoped
        .updateTable('users')
        .set({ status: 'BLOCKED', blocked_reason: reason, blocked_by: blockedBy, blocked_at: at })
        .where('id', '=', userId)
        .execute();
      await sessions.revokeAllFor(scoped, userId);
    },
    unblock: (userId: string) =>
      scoped
        .updateTable('users')
        .set({ status: 'ACTIVE', blocked_reason: null, blocked_by: null, blocked_at: null })
        .where('id', '=', userId)
        .execute(),

    /** Access requests of the company with these ids and their users, locked for the transaction. */
    requestsForUpdate(ids: string[]) {
      return scoped
        .selectFromAs('access_requests', 'ar')
        .innerJoin('users as u', 'u.id', 'ar.user_id')
        .select([
          'ar.id',
          'ar.status',
          'ar.products',
          'ar.user_id',
          'u.company_id',
          'u.first_name',
          'u.last_name',
          'u.login_id',
          'u.language_code',
        ])
        .where('ar.id', 'in', ids)
        .forUpdate()
        .execute();
    },
    /** Grants an outsider (an internal associate) products of this company's data. */
    grantCompanyAccess(userId: string, products: string[], requestId: string, grantedBy: string) {
      return scoped
        .insertInto(
          'company_access_grants',
          products.map((product_code) => ({ user_id: userId, product_code, access_request_id: requestId, granted_by: grantedBy })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'company_id', 'product_code']).doNothing())
        .execute();
    },
    decideRequest: (requestId: string, approved: boolean, decidedBy: string, at: Date) =>
      scoped
        .updateTable('access_requests')
        .set({ status: approved ? 'APPROVED' : 'DENIED', decided_by: decidedBy, decided_at: at })
        .where('id', '=', requestId)
        .execute(),
  };
}

export type UsersRepository = ReturnType<typeof queries>;

export function usersRepository(scoped: CompanyDb) {
  return {
    ...queries(scoped),
    /** Runs `work` in one transaction, with a repository of the same scope. */
    transaction: <R>(work: (users: UsersRepository) => Promise<R>) => scoped.transaction((trx) => work(queries(trx))),
  };
}
