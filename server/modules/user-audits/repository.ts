// The queries of the user-access audit (issue 14 §3), for one tenant: opening a period for the
// basic companies, the status across the tenant, a company's current audit, completing it with the
// user list as it stood, and what the scheduled sweep (sweep.ts) reads and writes. Every change
// writes its activity-log entries in the same transaction.
import { type Expression, sql } from 'kysely';
import type { TenantDb } from '../../db/scope.ts';
import type { AuditConfirmations, AuditedUser, CompanyAuditStatus } from '../../db/schema.ts';
import type { Mail, Mailer } from '../../plugins/mailer.ts';
import { recordTenantActivity, type TenantEntry } from '../../services/activity-log.ts';
import { countOf, listPage } from '../../services/paging.ts';

const BASIC_TYPES = ['BASIC_VENDOR', 'BASIC_THIRD_PARTY_AGENCY'] as const;
const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant, YYYY-MM-DD. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
/** Whole days from `from` to `to` (YYYY-MM-DD each). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** A day column as YYYY-MM-DD, whatever the driver makes of `date`. */
const day = (column: Expression<unknown> | string) =>
  sql<string>`to_char(${typeof column === 'string' ? sql.ref(column) : column}, 'YYYY-MM-DD')`;

function toCompanyAudit(
  row: {
    id: string;
    period_id: string;
    company_id: string;
    name: string;
    company_type: string;
    due: string;
    status: CompanyAuditStatus;
    reminders: number[];
    completed_by_name: string | null;
    completed_at: Date | null;
    expired_at: Date | null;
  },
  today: string,
) {
  return {
    id: row.id,
    periodId: row.period_id,
    companyId: row.company_id,
    companyName: row.name,
    companyType: row.company_type as (typeof BASIC_TYPES)[number],
    dueDate: row.due,
    status: row.status,
    daysLeft: row.status === 'PENDING' ? Math.max(0, daysBetween(today, row.due)) : null,
    reminders: row.reminders,
    completedBy: row.completed_by_name,
    completedAt: row.completed_at?.toISOString() ?? null,
    expiredAt: row.expired_at?.toISOString() ?? null,
  };
}
export type CompanyAuditView = ReturnType<typeof toCompanyAudit>;

function queries(scoped: TenantDb) {
  const auditRows = () => scoped.selectFromTenantAs('company_user_audits', 'a');
  /** What a company audit shows, for the rows of `query`. */
  const withCompany = (query: ReturnType<typeof auditRows>) =>
    query
      .innerJoin('companies as c', 'c.id', 'a.company_id')
      .select([
        'a.id',
        'a.period_id',
        'a.company_id',
        'c.name',
        'c.company_type',
        day('a.due_date').as('due'),
        'a.status',
        'a.reminders',
        'a.completed_by_name',
        'a.completed_at',
        'a.expired_at',
      ]);
  const audits = () => withCompany(auditRows());

  return {
    /** Writes the mail to the outbox in this repository's transaction. */
    mail: (mailer: Mailer, mail: Mail) => mailer.send(mail, scoped),
    record: (entry: TenantEntry) => recordTenantActivity(scoped, entry),

    /** Serialises openings of the tenant (two super admins at once open one period). */
    lockTenant: () => scoped.selectTenantRow().select('id').forUpdate().executeTakeFirst(),

    /** Whether some company of the tenant still has an audit to complete before its due date. */
    async hasPending(): Promise<boolean> {
      const row = await scoped.selectFromTenant('company_user_audits').select('id').where('status', '=', 'PENDING').executeTakeFirst();
      return row !== undefined;
    },

    /** A new period with an audit for each active basic company; their ids and names. */
    async openPeriod(dueDate: string, openedBy: string, reminders: readonly number[]) {
      const period = await scoped
        .insertIntoTenant('user_audit_periods', { due_date: dueDate, opened_by: openedBy })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      const { rows } = await scoped.executeTenantSql(sql<{ id: string; company_id: string; name: string }>`
        insert into company_user_audits (tenant_id, company_id, company_name, period_id, due_date, reminders)
        select c.tenant_id, c.id, c.name, ${period.id}, ${dueDate}::date, ${[...reminders]}::int[] from companies c
         where c.tenant_id = ${scoped.scope.tenantId} and c.status = 'ACTIVE' and c.company_type in (${sql.join(BASIC_TYPES)})
        returning id, company_id, company_name as name`);
      return { period, companies: rows };
    },

    /** The periods, newest first, with how many of their audits are in each state. */
    async periods(limit = 50) {
      return scoped
        .selectFromTenantAs('user_audit_periods', 'p')
        .leftJoin('users as u', 'u.id', 'p.opened_by')
        .select([
          'p.id',
          day('p.due_date').as('due'),
          'p.created_at',
          sql<string | null>`u.first_name || ' ' || u.last_name`.as('opened_by_name'),
          sql<number>`(select count(*) from company_user_audits a where a.period_id = p.id and a.status = 'PENDING')::int`.as('pending'),
          sql<number>`(select count(*) from company_user_audits a where a.period_id = p.id and a.status = 'COMPLETED')::int`.as(
            'completed',
          ),
          sql<number>`(select count(*) from company_user_audits a where a.period_id = p.id and a.status = 'EXPIRED')::int`.as('expired'),
        ])
        .orderBy('p.created_at', 'desc')
        .limit(limit)
        .execute();
    },

    periodExists: async (periodId: string) =>
      (await scoped.selectFromTenant('user_audit_periods').select('id').where('id', '=', periodId).executeTakeFirst()) !== undefined,

    /** One page of a period's company audits, by company name. */
    /**
     * One page of a period's company audits, by company name (as it was when the period opened):
     * the page's ids from an index on the name (company_user_audits_by_name / _by_status), a page
     * past the middle read from the other end; the companies joined for those rows only.
     */
    periodCompanies(periodId: string, status: CompanyAuditStatus | undefined, page: number, pageSize: number, today: string) {
      const matching = auditRows()
        .where('a.period_id', '=', periodId)
        .$if(status !== undefined, (qb) => qb.where('a.status', '=', status!));
      return listPage(
        matching,
        { id: sql`a.id`, order: [{ by: sql`a.company_name` }, { by: sql`a.id` }], rows: withCompany, total: () => countOf(matching) },
        { page, pageSize },
        (rows) => rows.map((r) => toCompanyAudit(r, today)),
      );
    },

    /** The company's latest audit (any state), or undefined. */
    async latestOf(companyId: string, today: string) {
      const row = await audits().where('a.company_id', '=', companyId).orderBy('a.due_date', 'desc').orderBy('a.id').executeTakeFirst();
      return row && toCompanyAudit(row, today);
    },

    /** One audit of the company, locked for the transaction. */
    auditForUpdate: (companyId: string, auditId: string) =>
      scoped
        .selectFromTenant('company_user_audits')
        .select(['id', 'status', 'company_id', day('due_date').as('due')])
        .where('id', '=', auditId)
        .where('company_id', '=', companyId)
        .forUpdate()
        .executeTakeFirst(),

    /** The audit of a company in a period. */
    auditOfPeriod: (periodId: string, companyId: string) =>
      scoped
        .selectFromTenant('company_user_audits')
        .select('id')
        .where('period_id', '=', periodId)
        .where('company_id', '=', companyId)
        .executeTakeFirst(),

    /** The company's users as they stand: the evidence of a completed audit. */
    async usersOf(companyId: string): Promise<AuditedUser[]> {
      const rows = await scoped
        .selectFromTenantAs('users', 'u')
        .select([
          'u.first_name',
          'u.last_name',
          'u.login_id',
          'u.role',
          'u.status',
          sql<string[]>`array(select up.product_code from user_products up where up.user_id = u.id order by up.product_code)`.as(
            'products',
          ),
        ])
        .where('u.company_id', '=', companyId)
        .orderBy('u.last_name')
        .orderBy('u.first_name')
        .orderBy('u.login_id')
        .execute();
      return rows.map((r) => ({
        name: `${r.first_name} ${r.last_name}`,
        email: r.login_id,
        role: r.role,
        status: r.status,
        products: r.products,
      }));
    },

    complete(auditId: string, by: { id: string; name: string }, at: Date, confirmations: AuditConfirmations, users: AuditedUser[]) {
      return scoped
        .updateTenant('company_user_audits')
        .set({
          status: 'COMPLETED',
          completed_by: by.id,
          completed_by_name: by.name,
          completed_at: at,
          confirmations: JSON.stringify(confirmations),
          users_snapshot: JSON.stringify(users),
        })
        .where('id', '=', auditId)
        .execute();
    },

    /** A completed audit with what it recorded, for the evidence download. */
    evidenceOf: (auditId: string, companyId: string) =>
      scoped
        .selectFromTenantAs('company_user_audits', 'a')
        .innerJoin('companies as c', 'c.id', 'a.company_id')
        .leftJoin('users as u', 'u.id', 'a.completed_by')
        .select([
          'a.status',
          day('a.due_date').as('due'),
          'a.completed_by_name',
          'u.login_id as completed_by_email',
          'a.completed_at',
          'a.confirmations',
          'a.users_snapshot',
          'c.name',
          'c.company_type',
        ])
        .where('a.id', '=', auditId)
        .where('a.company_id', '=', companyId)
        .executeTakeFirst(),

    // ---- the sweep (sweep.ts) ----

    /**
     * The next pending audit after `after` in (due date, id) order that has something to do today:
     * due on or before `lastDay` and either past its date or with a reminder mark reached and not
     * sent. Locked; an audit another instance holds is skipped. A cursor, not a list of the audits
     * handled: each step is one index probe however many audits the sweep has passed.
     */
    nextAuditToSweep: (today: string, lastDay: string, marks: readonly number[], after: { due: string; id: string } | null) =>
      scoped
        .selectFromTenantAs('company_user_audits', 'a')
        .innerJoin('companies as c', 'c.id', 'a.company_id')
        .select(['a.id', 'a.company_id', 'c.name', day('a.due_date').as('due'), 'a.reminders'])
        .where('a.status', '=', 'PENDING')
        .where('a.due_date', '<=', sql<Date>`${lastDay}::date`)
        .$if(after !== null, (qb) => qb.where(sql<boolean>`(a.due_date, a.id) > (${after!.due}::date, ${after!.id}::uuid)`))
        .where(
          sql<boolean>`(a.due_date < ${today}::date
            or not a.reminders @> array(select m from unnest(${[...marks]}::int[]) m where a.due_date - ${today}::date <= m))`,
        )
        .orderBy('a.due_date')
        .orderBy('a.id')
        .limit(1)
        .forUpdate('a')
        .skipLocked()
        .executeTakeFirst(),

    markReminded: (auditId: string, marks: number[]) =>
      scoped
        .updateTenant('company_user_audits')
        .set((eb) => ({
          reminders: sql<number[]>`(select array(select distinct unnest(${eb.ref('reminders')} || ${marks}::int[]) order by 1 desc))`,
        }))
        .where('id', '=', auditId)
        .execute(),

    /** The active admins of a company (the reminders) or all its active users (the notice of removal). */
    recipients: (companyId: string, adminsOnly: boolean) =>
      scoped
        .selectFromTenant('users')
        .select(['id', 'first_name', 'last_name', 'login_id', 'language_code'])
        .where('company_id', '=', companyId)
        .where('status', '=', 'ACTIVE')
        .$if(adminsOnly, (qb) => qb.where('role', '=', 'Admin'))
        .orderBy('login_id')
        .execute(),

    /** Removes every product grant of the company's users; what each user had. */
    async removeAccess(
      companyId: string,
    ): Promise<Array<{ user_id: string; first_name: string; last_name: string; login_id: string; products: string[] }>> {
      const { rows } = await scoped.executeTenantSql(sql<{
        user_id: string;
        first_name: string;
        last_name: string;
        login_id: string;
        products: string[];
      }>`
        with removed as (
          delete from user_products up using users u
           where up.user_id = u.id and u.company_id = ${companyId} and u.tenant_id = ${scoped.scope.tenantId}
          returning up.user_id, up.product_code)
        select r.user_id, u.first_name, u.last_name, u.login_id, array_agg(r.product_code order by r.product_code) as products
          from removed r join users u on u.id = r.user_id
         group by r.user_id, u.first_name, u.last_name, u.login_id
         order by u.login_id`);
      return rows;
    },

    markExpired: (auditId: string, at: Date, removed: Record<string, string[]>) =>
      scoped
        .updateTenant('company_user_audits')
        .set({ status: 'EXPIRED', expired_at: at, removed_access: JSON.stringify(removed) })
        .where('id', '=', auditId)
        .execute(),
  };
}

export type UserAuditQueries = ReturnType<typeof queries>;

export function userAuditRepository(scoped: TenantDb) {
  return {
    ...queries(scoped),
    /** Runs `work` in one transaction, with the queries of the same scope. */
    transaction: <R>(work: (repository: UserAuditQueries) => Promise<R>) => scoped.transaction((trx) => work(queries(trx))),
  };
}
