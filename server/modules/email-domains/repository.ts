// Every query of the email-domains area, for one company's scope (request.companyDb); the
// uniqueness checks look across the whole tenant.
import { sql } from 'kysely';
import type { CompanyDb } from '../../db/scope.ts';
import { deleteRecorded, recordCompanyActivity } from '../../services/activity-log.ts';
import type { StoredDetails } from '../../services/activity-messages.ts';
import { containing, type ListParams, likeLiteral, listPage, sortKey } from '../../services/paging.ts';
import type { DomainSort } from './schemas.ts';

/** The domain part of users.login_id, lower case, in SQL. */
const loginDomain = sql<string>`lower(split_part(users.login_id, '@', 2))`;

const SORT_COLUMNS: Record<DomainSort, ReturnType<typeof sql>> = {
  domainName: sql`email_domains.domain_name`,
  allowSubDomains: sql`email_domains.allow_subdomains`,
  is3pDomain: sql`email_domains.is_3p_domain`,
  uiCreatedOnDate: sql`email_domains.created_at`,
};

export interface DomainRow {
  id: string;
  company_id: string;
  domain_name: string;
  allow_subdomains: boolean;
  is_3p_domain: boolean;
  created_at: Date;
  users_count: string | null;
}

export const toEmailDomain = (d: DomainRow) => ({
  id: d.id,
  companyId: d.company_id,
  domainName: d.domain_name,
  allowSubDomains: d.allow_subdomains,
  is3pDomain: d.is_3p_domain,
  uiCreatedOnDate: d.created_at.toISOString(),
  usersCount: Number(d.users_count ?? 0),
});

export function emailDomainsRepository(scoped: CompanyDb) {
  const domains = () => scoped.selectFrom('email_domains');
  /** The domains' columns and how many of the company's users each covers. */
  const withUsersCount = (query: ReturnType<typeof domains>) =>
    query
      .select([
        'email_domains.id',
        'email_domains.company_id',
        'email_domains.domain_name',
        'email_domains.allow_subdomains',
        'email_domains.is_3p_domain',
        'email_domains.created_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('users')
          .whereRef('users.company_id', '=', 'email_domains.company_id')
          .where((w) =>
            w.or([
              w(loginDomain, '=', w.ref('email_domains.domain_name')),
              w.and([
                w('email_domains.allow_subdomains', '=', true),
                w(sql`right(${loginDomain}, length(email_domains.domain_name) + 1)`, '=', sql`'.' || email_domains.domain_name`),
              ]),
            ]),
          )
          .select((c) => c.fn.countAll<string>().as('n'))
          .as('users_count'),
      );
  const byId = (id: string): Promise<DomainRow | undefined> =>
    withUsersCount(domains().where('email_domains.id', '=', id)).executeTakeFirst();

  return {
    byId,

    /** One page of the company's domains; the search text matches part of the (lower-case) name. */
    list(params: ListParams<DomainSort>) {
      const needle = params.search?.toLowerCase();
      const matching = domains().$if(Boolean(needle), (qb) => qb.where('email_domains.domain_name', 'like', containing(needle!)));
      return listPage(
        matching,
        {
          id: sql`email_domains.id`,
          order: [
            sortKey(SORT_COLUMNS[params.sortBy], params.sortOrder),
            { by: sql`email_domains.domain_name` },
            { by: sql`email_domains.id` },
          ],
          rows: withUsersCount,
        },
        params,
        (rows) => rows.map(toEmailDomain),
      );
    },

    /**
     * The tenant's domains (of any company) that a domain would collide with: the same name, a
     * parent of it, or a subdomain of it.
     */
    related(domainName: string, parents: string[], excludeId?: string) {
      return scoped
        .selectFromTenant('email_domains')
        .select(['id', 'company_id', 'domain_name', 'allow_subdomains'])
        .where((eb) =>
          eb.or([
            eb('domain_name', '=', domainName),
            ...(parents.length ? [eb('domain_name', 'in', parents)] : []),
            eb('domain_name', 'like', `%.${likeLiteral(domainName)}`),
          ]),
        )
        .$if(excludeId !== undefined, (qb) => qb.where('id', '<>', excludeId!))
        .execute();
    },

    /** Adds a domain and records it in the activity log, in one transaction; the new row's id. */
    add(values: { domainName: string; allowSubDomains: boolean; is3pDomain: boolean; createdBy: string }, details: StoredDetails) {
      return scoped.transaction(async (trx) => {
        const row = await trx
          .insertInto('email_domains', {
            domain_name: values.domainName,
            allow_subdomains: values.allowSubDomains,
            is_3p_domain: values.is3pDomain,
            created_by: values.createdBy,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordCompanyActivity(trx, {
          actor_user_id: values.createdBy,
          entity_id: row.id,
          event: 'EMAIL_DOMAIN_ADDED',
          details,
        });
        return row.id;
      });
    },

    /** Changes a domain's flags and records it in the activity log, in one transaction. */
    update(id: string, values: { allowSubDomains: boolean; is3pDomain: boolean }, actorId: string, details: StoredDetails) {
      return scoped.transaction(async (trx) => {
        await trx
          .updateTable('email_domains')
          .set({ allow_subdomains: values.allowSubDomains, is_3p_domain: values.is3pDomain, updated_at: new Date() })
          .where('id', '=', id)
          .execute();
        await recordCompanyActivity(trx, {
          actor_user_id: actorId,
          entity_id: id,
          event: 'EMAIL_DOMAIN_UPDATED',
          details,
        });
      });
    },

    /** Every domain of the company (name and subdomain rule). */
    all() {
      return domains().select(['id', 'domain_name', 'allow_subdomains']).execute();
    },

    /** The company's users with an e-mail under a domain (or its subdomains, when `withSubdomains`). */
    loginsUnder(domainName: string, withSubdomains: boolean) {
      return scoped
        .selectFrom('users')
        .select('login_id')
        .where((eb) =>
          eb.or([eb(loginDomain, '=', domainName), ...(withSubdomains ? [eb(loginDomain, 'like', `%.${likeLiteral(domainName)}`)] : [])]),
        )
        .execute();
    },

    /** Deletes a domain and records it in the activity log, in one transaction. */
    remove: (id: string, actorId: string, details: StoredDetails) =>
      deleteRecorded(scoped, 'email_domains', id, {
        actor_user_id: actorId,
        event: 'EMAIL_DOMAIN_DELETED',
        details,
      }),
  };
}

export type EmailDomainsRepository = ReturnType<typeof emailDomainsRepository>;
