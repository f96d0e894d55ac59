// The queries of access to other companies (issue 14 §2), for the request's tenant: the companies
// an internal user may ask for (with what they already have there), their own requests, and the
// writes of asking and withdrawing, each with its activity-log entry in the company's log.
import { sql } from 'kysely';
import type { TenantDb } from '../../db/scope.ts';
import type { Company } from '../../db/schema.ts';
import { recordTenantActivity, type TenantEntry } from '../../services/activity-log.ts';
import { containing, pageOf } from '../../services/paging.ts';
import type { Mail, Mailer } from '../../plugins/mailer.ts';

/** The companies access can be asked to: active, of a known type. */
const requestable = (scoped: TenantDb, search: string | undefined) =>
  scoped
    .selectFromTenantAs('companies', 'c')
    .where('c.status', '=', 'ACTIVE')
    .where('c.company_type', '<>', 'UNKNOWN')
    .$if(search !== undefined, (qb) => qb.where('c.name', 'ilike', containing(search!)));

function queries(scoped: TenantDb) {
  return {
    /** Writes the mail to the outbox in this repository's transaction: it is sent only if the request is made. */
    mail: (mailer: Mailer, mail: Mail) => mailer.send(mail, scoped),

    /** One page of the companies matching the search, by name, with the user's grants and pending request in each. */
    async companies(userId: string, search: string | undefined, page: number, pageSize: number) {
      const { total } = await requestable(scoped, search)
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow();
      // The page's ten companies first (index companies_requestable_name), then what the user has
      // in each of them: the grants and requests are read for those rows only, not for every row
      // before a deep page (npm run bench company-access).
      const onPage = requestable(scoped, search)
        .select(['c.id', 'c.name', 'c.company_type'])
        .orderBy('c.name')
        .orderBy('c.id')
        .limit(pageSize)
        .offset(page * pageSize);
      const rows = await scoped
        .selectFromScoped(onPage.as('p'))
        .select(['p.id', 'p.name', 'p.company_type'])
        .select(
          sql<string[]>`array(select g.product_code from company_access_grants g
            where g.user_id = ${userId} and g.company_id = p.id order by g.product_code)`.as('granted'),
        )
        .select(
          sql<{ id: string; products: string[]; create_time: string } | null>`(select json_build_object(
              'id', ar.id, 'products', ar.products, 'create_time', ar.created_at)
            from access_requests ar where ar.user_id = ${userId} and ar.company_id = p.id and ar.status = 'PENDING')`.as('pending'),
        )
        .orderBy('p.name')
        .orderBy('p.id')
        .execute();
      const content = rows.map((r) => ({
        companyId: r.id,
        companyName: r.name,
        companyType: r.company_type,
        granted: r.granted,
        pendingRequest: r.pending && { ...r.pending, create_time: new Date(r.pending.create_time).toISOString() },
      }));
      return pageOf(content, page, pageSize, Number(total));
    },

    /** A company of the tenant that access can be asked to. */
    company(id: string): Promise<Pick<Company, 'id' | 'name' | 'company_type'> | undefined> {
      return requestable(scoped, undefined).select(['c.id', 'c.name', 'c.company_type']).where('c.id', '=', id).executeTakeFirst();
    },

    /** The products of the company the user may use already. */
    async grantedProducts(userId: string, companyId: string): Promise<string[]> {
      const rows = await scoped
        .selectFromTenant('company_access_grants')
        .select('product_code')
        .where('user_id', '=', userId)
        .where('company_id', '=', companyId)
        .execute();
      return rows.map((r) => r.product_code);
    },

    /** The active admins of a company: who is told of a new request. */
    admins(companyId: string) {
      return scoped
        .selectFromTenant('users')
        .select(['first_name', 'login_id', 'language_code'])
        .where('company_id', '=', companyId)
        .where('role', '=', 'Admin')
        .where('status', '=', 'ACTIVE')
        .orderBy('login_id')
        .execute();
    },

    /** A request; the unique index access_requests_one_pending refuses a second pending one (23505). */
    async create(row: { company_id: string; user_id: string; products: string[]; requestor_note: string }, entry: TenantEntry) {
      const { id, created_at } = await scoped
        .insertIntoTenant('access_requests', row)
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      await recordTenantActivity(scoped, { ...entry, entity_id: id });
      return { id, created_at };
    },

    /** The user's requests, newest first. */
    async ownRequests(userId: string, page: number, pageSize: number) {
      const mine = scoped.selectFromTenantAs('access_requests', 'ar').where('ar.user_id', '=', userId);
      const { total } = await mine.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
      const rows = await mine
        .innerJoin('companies as c', 'c.id', 'ar.company_id')
        .select(['ar.id', 'ar.company_id', 'c.name', 'ar.products', 'ar.requestor_note', 'ar.status', 'ar.created_at', 'ar.decided_at'])
        .orderBy('ar.created_at', 'desc')
        .orderBy('ar.id')
        .limit(pageSize)
        .offset(page * pageSize)
        .execute();
      const content = rows.map((r) => ({
        id: r.id,
        companyId: r.company_id,
        companyName: r.name,
        products: r.products,
        requestor_note: r.requestor_note,
        status: r.status,
        create_time: r.created_at.toISOString(),
        decided_at: r.decided_at?.toISOString() ?? null,
      }));
      return pageOf(content, page, pageSize, Number(total));
    },

    /** The user's request with its company's name, locked for the transaction. */
    ownRequestForUpdate(userId: string, requestId: string) {
      return scoped
        .selectFromTenantAs('access_requests', 'ar')
        .innerJoin('companies as c', 'c.id', 'ar.company_id')
        .select(['ar.id', 'ar.company_id', 'ar.status', 'ar.products', 'c.name'])
        .where('ar.id', '=', requestId)
        .where('ar.user_id', '=', userId)
        .forUpdate('ar')
        .executeTakeFirst();
    },

    async withdraw(requestId: string, at: Date, entry: TenantEntry) {
      await scoped
        .updateTenant('access_requests')
        .set({ status: 'WITHDRAWN', decided_at: at, decided_by: entry.actor_user_id })
        .where('id', '=', requestId)
        .execute();
      await recordTenantActivity(scoped, entry);
    },
  };
}

export type CompanyAccessQueries = ReturnType<typeof queries>;

export function companyAccessRepository(scoped: TenantDb) {
  return {
    ...queries(scoped),
    /** Runs `work` in one transaction, with the queries of the same scope. */
    transaction: <R>(work: (repository: CompanyAccessQueries) => Promise<R>) => scoped.transaction((trx) => work(queries(trx))),
  };
}
