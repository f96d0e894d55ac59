// Authorised e-mail domains of a company (spec §2 "Admin tables": domain, allow subdomain, domain
// type, creation date; §3 "Authorised domain"; §7 "Email domains"). Users an admin creates must
// have an e-mail under one of them (services/company-users.ts). Decisions where the spec is silent:
// - a domain name is stored lower case, in ASCII: an internationalised name is converted to its
//   punycode form (bücher.example → xn--bcher-kva.example);
// - a domain is unique in a tenant: neither the same name, nor a subdomain of another company's
//   domain that allows subdomains, nor (when allowing subdomains) a parent of another company's
//   domain; public webmail domains (services/public-webmail.ts) and their subdomains are refused;
// - the name is immutable: PUT changes allowSubDomains and is3pDomain only (delete and add to rename);
// - DELETE answers 409 with usersCount while users of the company would be left without an
//   authorised domain, unless ?confirm=true; those users stay as they are (nothing is blocked).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { domainToASCII } from 'node:url';
import { Type } from 'typebox';
import type { Db } from '../db/database.ts';
import { policies } from '../plugins/policy.ts';
import { literals } from '../../tenants/schema.ts';
import { errors, Nullable, problem } from '../schemas.ts';
import { recordActivity } from '../services/activity-log.ts';
import { domainCovers, domainOf } from '../services/company-users.ts';
import { likeLiteral, Paged, pageOf, pageQuery, searchText } from '../services/paging.ts';
import { isPublicWebmail } from '../services/public-webmail.ts';

const TAG = 'email domains';
const MAX_DOMAIN_LENGTH = 253;

/** Why a domain cannot be added; the client shows its own translated text per reason. */
export const DOMAIN_PROBLEMS = ['INVALID_SYNTAX', 'NOT_ASCII', 'PUBLIC_WEBMAIL', 'ALREADY_ADDED', 'OWNED_BY_OTHER_COMPANY'] as const;
type DomainProblem = (typeof DOMAIN_PROBLEMS)[number];

interface Verdict {
  domainName: string;
  problem: DomainProblem | null;
  message: string;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TLD = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The domain in canonical form (trimmed, lower case, ASCII, no final dot), or why it is not a host name. */
export function normaliseDomain(input: string): { domain: string } | { problem: 'INVALID_SYNTAX' | 'NOT_ASCII'; message: string } {
  let text = input.trim().toLowerCase();
  if (text.endsWith('.')) text = text.slice(0, -1);
  const syntax = (message: string) => ({ problem: 'INVALID_SYNTAX' as const, message });
  if (!text) return syntax('Enter a domain name, such as example.com.');
  if (text.includes('@')) return syntax('Enter the domain only, without the part before @ (example.com, not name@example.com).');
  if (/[\s/:?#]/.test(text)) return syntax('Enter the domain only, without spaces, http:// or a path (example.com).');
  if (/[^\x00-\x7f]/.test(text)) {
    const ascii = domainToASCII(text);
    if (!ascii)
      return { problem: 'NOT_ASCII', message: 'This internationalised domain name is not valid; enter it in its ASCII (xn--) form.' };
    text = ascii;
  }
  if (text.length > MAX_DOMAIN_LENGTH) return syntax(`A domain name has at most ${MAX_DOMAIN_LENGTH} characters.`);
  const labels = text.split('.');
  if (labels.length < 2) return syntax('A domain name needs at least two parts separated by a dot, such as example.com.');
  if (labels.some((l) => l.length === 0)) return syntax('A domain name cannot have empty parts (two dots in a row, or a dot first).');
  if (labels.some((l) => l.length > 63)) return syntax('Each part of a domain name has at most 63 characters.');
  if (!labels.every((l) => LABEL.test(l))) {
    return syntax('Use only letters, digits and hyphens in each part of the domain name, not starting or ending with a hyphen.');
  }
  if (!TLD.test(labels.at(-1)!)) return syntax('The last part of the domain name (such as .com) must be letters only.');
  return { domain: text };
}

/** Every parent domain of a domain (a.b.example → b.example, example). */
const parentsOf = (domain: string) =>
  domain
    .split('.')
    .map((_, i, labels) => labels.slice(i + 1).join('.'))
    .filter((d) => d.includes('.'));

/** Checks a domain the company wants to add (or change): syntax, public webmail, ownership in the tenant. */
async function judge(
  db: Db,
  tenantId: string,
  companyId: string,
  input: string,
  allowSubDomains: boolean,
  excludeId?: string,
): Promise<Verdict> {
  const normal = normaliseDomain(input);
  if ('problem' in normal) return { domainName: input.trim().toLowerCase(), ...normal };
  const domainName = normal.domain;
  if (isPublicWebmail(domainName)) {
    return {
      domainName,
      problem: 'PUBLIC_WEBMAIL',
      message: `${domainName} is a public webmail domain: anyone can have an address there. Enter your company's own domain.`,
    };
  }
  const related = await db
    .selectFrom('email_domains')
    .select(['id', 'company_id', 'domain_name', 'allow_subdomains'])
    .where('tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        eb('domain_name', '=', domainName),
        ...(parentsOf(domainName).length ? [eb('domain_name', 'in', parentsOf(domainName))] : []),
        eb('domain_name', 'like', `%.${likeLiteral(domainName)}`),
      ]),
    )
    .$if(excludeId !== undefined, (qb) => qb.where('id', '<>', excludeId!))
    .execute();
  const same = related.find((d) => d.domain_name === domainName);
  if (same && same.company_id === companyId) {
    return { domainName, problem: 'ALREADY_ADDED', message: `${domainName} is already an authorised domain of your company.` };
  }
  if (same) return { domainName, problem: 'OWNED_BY_OTHER_COMPANY', message: `${domainName} is an authorised domain of another company.` };
  const parent = related.find((d) => d.company_id !== companyId && d.allow_subdomains && domainCovers(d, domainName));
  if (parent) {
    return {
      domainName,
      problem: 'OWNED_BY_OTHER_COMPANY',
      message: `${domainName} is a subdomain of ${parent.domain_name}, which another company has authorised with its subdomains.`,
    };
  }
  const child = allowSubDomains && related.find((d) => d.company_id !== companyId && d.domain_name.endsWith(`.${domainName}`));
  if (child) {
    return {
      domainName,
      problem: 'OWNED_BY_OTHER_COMPANY',
      message: `Another company has authorised ${child.domain_name}, a subdomain of ${domainName}: add it without allowing subdomains.`,
    };
  }
  return { domainName, problem: null, message: `${domainName} can be added.` };
}

const statusOf = (p: DomainProblem) => (p === 'ALREADY_ADDED' || p === 'OWNED_BY_OTHER_COMPANY' ? 409 : 400);

/** The domain part of users.login_id, lower case, in SQL. */
const loginDomain = sql<string>`lower(split_part(users.login_id, '@', 2))`;

const EmailDomain = Type.Object({
  id: Type.String({ format: 'uuid' }),
  companyId: Type.String({ format: 'uuid' }),
  domainName: Type.String(),
  allowSubDomains: Type.Boolean(),
  is3pDomain: Type.Boolean({ description: 'Domain type: true for a third-party (3P) domain, false for a company domain.' }),
  uiCreatedOnDate: Type.String({ format: 'date-time' }),
  usersCount: Type.Integer({ description: 'Users of the company with an e-mail under this domain (or its subdomains, when allowed).' }),
});

const SORT_COLUMNS = {
  domainName: sql`email_domains.domain_name`,
  allowSubDomains: sql`email_domains.allow_subdomains`,
  is3pDomain: sql`email_domains.is_3p_domain`,
  uiCreatedOnDate: sql`email_domains.created_at`,
};
type SortBy = keyof typeof SORT_COLUMNS;

const CompanyParams = Type.Object({ companyId: Type.String({ format: 'uuid' }) });

const InUse = Type.Object(
  { statusCode: Type.Literal(409), error: Type.String(), message: Type.String(), usersCount: Type.Integer() },
  { description: 'Users of the company still have an e-mail under the domain: repeat with ?confirm=true to delete it anyway.' },
);

const emailDomains: FastifyPluginAsyncTypebox = async (app) => {
  const selectDomains = (companyId: string, tenantId: string) =>
    app.db
      .selectFrom('email_domains')
      .where('email_domains.company_id', '=', companyId)
      .where('email_domains.tenant_id', '=', tenantId)
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
  type Row = Awaited<ReturnType<ReturnType<typeof selectDomains>['execute']>>[number];
  const toDomain = (d: Row) => ({
    id: d.id,
    companyId: d.company_id,
    domainName: d.domain_name,
    allowSubDomains: d.allow_subdomains,
    is3pDomain: d.is_3p_domain,
    uiCreatedOnDate: d.created_at.toISOString(),
    usersCount: Number(d.users_count ?? 0),
  });

  app.get(
    '/core-app-api/companies/:companyId/email-domains',
    {
      config: { policy: policies.permission('LIST', 'EMAIL_DOMAIN') },
      schema: {
        tags: [TAG],
        summary: "The company's authorised e-mail domains, paged, sorted and searchable, with how many of its users each covers.",
        params: CompanyParams,
        querystring: Type.Object(pageQuery(SORT_COLUMNS, searchText('Part of the domain name.', 253)), { additionalProperties: false }),
        response: { 200: Paged(EmailDomain), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      const { page = 0, pageSize = 10, sortBy = 'domainName', sortOrder = 'ASC', search } = request.query;
      const needle = search?.trim().toLowerCase();
      const direction = sortOrder === 'DESC' ? sql`desc` : sql`asc`;
      const [rows, count] = await Promise.all([
        selectDomains(companyId, request.tenant.id)
          .$if(Boolean(needle), (qb) => qb.where('email_domains.domain_name', 'like', `%${likeLiteral(needle!)}%`))
          .orderBy(sql`${SORT_COLUMNS[sortBy]} ${direction}`)
          .orderBy('email_domains.domain_name')
          .limit(pageSize)
          .offset(page * pageSize)
          .execute(),
        app.db
          .selectFrom('email_domains')
          .where('company_id', '=', companyId)
          .where('tenant_id', '=', request.tenant.id)
          .$if(Boolean(needle), (qb) => qb.where('domain_name', 'like', `%${likeLiteral(needle!)}%`))
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return pageOf(rows.map(toDomain), page, pageSize, Number(count.n));
    },
  );

  app.post(
    '/core-app-api/companies/:companyId/email-domains/validate',
    {
      config: { policy: policies.permission('MANAGE', 'EMAIL_DOMAIN') },
      schema: {
        tags: [TAG],
        summary:
          'Checks a domain before adding it: a real host name (an internationalised one is converted to punycode), not public webmail, not authorised already by this or another company of the tenant.',
        params: CompanyParams,
        body: Type.Object(
          {
            domainName: Type.String({ maxLength: 300 }),
            allowSubDomains: Type.Optional(
              Type.Boolean({ default: false, description: 'Also check that no subdomain belongs to another company.' }),
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            valid: Type.Boolean(),
            message: Type.String(),
            domainName: Type.String({ description: 'The name as it would be stored: lower case, ASCII.' }),
            reason: Nullable(literals(DOMAIN_PROBLEMS)),
          }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request) => {
      const verdict = await judge(
        app.db,
        request.tenant.id,
        request.params.companyId,
        request.body.domainName,
        request.body.allowSubDomains ?? false,
      );
      return { valid: verdict.problem === null, message: verdict.message, domainName: verdict.domainName, reason: verdict.problem };
    },
  );

  app.post(
    '/core-app-api/companies/:companyId/email-domains',
    {
      config: { policy: policies.permission('MANAGE', 'EMAIL_DOMAIN') },
      schema: {
        tags: [TAG],
        summary:
          'Adds an authorised domain (validated as by …/validate: 400 syntax or webmail, 409 already authorised); recorded in the activity log.',
        params: CompanyParams,
        body: Type.Object(
          {
            domainName: Type.String({ maxLength: 300 }),
            allowSubDomains: Type.Boolean(),
            is3pDomain: Type.Boolean(),
          },
          { additionalProperties: false },
        ),
        response: { 201: EmailDomain, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const { allowSubDomains, is3pDomain } = request.body;
      const tenantId = request.tenant.id;
      const verdict = await judge(app.db, tenantId, companyId, request.body.domainName, allowSubDomains);
      if (verdict.problem) return reply.code(statusOf(verdict.problem)).send(problem(statusOf(verdict.problem), verdict.message));
      const actor = request.auth!.user;
      try {
        const id = await app.db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('email_domains')
            .values({
              tenant_id: tenantId,
              company_id: companyId,
              domain_name: verdict.domainName,
              allow_subdomains: allowSubDomains,
              is_3p_domain: is3pDomain,
              created_by: actor.id,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordActivity(trx, {
            tenant_id: tenantId,
            company_id: companyId,
            actor_user_id: actor.id,
            entity_id: row.id,
            event: 'EMAIL_DOMAIN_ADDED',
            event_description: `Authorised domain ${verdict.domainName} added (${is3pDomain ? '3P' : 'company'} domain, subdomains ${allowSubDomains ? 'allowed' : 'not allowed'})`,
          });
          return row.id;
        });
        const created = await selectDomains(companyId, tenantId).where('email_domains.id', '=', id).executeTakeFirstOrThrow();
        return reply.code(201).send(toDomain(created));
      } catch (error) {
        // Two admins adding the same name at once: the unique (tenant, domain) index decides.
        if (String((error as { code?: string }).code) === '23505') {
          return reply.code(409).send(problem(409, `${verdict.domainName} has just been authorised by another request.`));
        }
        throw error;
      }
    },
  );

  app.put(
    '/core-app-api/companies/:companyId/email-domains/:id',
    {
      config: { policy: policies.permission('MANAGE', 'EMAIL_DOMAIN') },
      schema: {
        tags: [TAG],
        summary:
          'Changes whether subdomains are allowed and the domain type (3P or company); the name itself cannot change (delete and add instead). Recorded in the activity log.',
        params: Type.Object({ companyId: Type.String({ format: 'uuid' }), id: Type.String({ format: 'uuid' }) }),
        body: Type.Object({ allowSubDomains: Type.Boolean(), is3pDomain: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: EmailDomain, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { companyId, id } = request.params;
      const { allowSubDomains, is3pDomain } = request.body;
      const tenantId = request.tenant.id;
      const current = await selectDomains(companyId, tenantId).where('email_domains.id', '=', id).executeTakeFirst();
      if (!current) return reply.code(404).send(problem(404, 'No authorised domain with this id in your company.'));
      if (allowSubDomains && !current.allow_subdomains) {
        const verdict = await judge(app.db, tenantId, companyId, current.domain_name, true, id);
        if (verdict.problem) return reply.code(409).send(problem(409, verdict.message));
      }
      const changes = [
        current.allow_subdomains !== allowSubDomains ? `subdomains ${allowSubDomains ? 'allowed' : 'no longer allowed'}` : null,
        current.is_3p_domain !== is3pDomain ? `type ${is3pDomain ? '3P' : 'company'}` : null,
      ].filter(Boolean);
      if (changes.length) {
        await app.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('email_domains')
            .set({ allow_subdomains: allowSubDomains, is_3p_domain: is3pDomain, updated_at: new Date() })
            .where('id', '=', id)
            .where('company_id', '=', companyId)
            .where('tenant_id', '=', tenantId)
            .execute();
          await recordActivity(trx, {
            tenant_id: tenantId,
            company_id: companyId,
            actor_user_id: request.auth!.user.id,
            entity_id: id,
            event: 'EMAIL_DOMAIN_UPDATED',
            event_description: `Authorised domain ${current.domain_name} changed: ${changes.join(', ')}`,
          });
        });
      }
      const updated = await selectDomains(companyId, tenantId).where('email_domains.id', '=', id).executeTakeFirstOrThrow();
      return toDomain(updated);
    },
  );

  app.delete(
    '/core-app-api/companies/:companyId/email-domains/:domainName',
    {
      config: { policy: policies.permission('MANAGE', 'EMAIL_DOMAIN') },
      schema: {
        tags: [TAG],
        summary:
          'Removes an authorised domain. While users of the company have an e-mail under it (and under no other domain of the company) it answers 409 with usersCount, unless confirm=true; those users are kept as they are. Recorded in the activity log.',
        params: Type.Object({ companyId: Type.String({ format: 'uuid' }), domainName: Type.String({ minLength: 1, maxLength: 300 }) }),
        querystring: Type.Object({
          confirm: Type.Optional(Type.Boolean({ default: false, description: 'Delete even though users still have an e-mail under it.' })),
        }),
        response: { 200: Type.Object({ message: Type.String(), usersCount: Type.Integer() }), 409: InUse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const tenantId = request.tenant.id;
      const normal = normaliseDomain(request.params.domainName);
      const name = 'domain' in normal ? normal.domain : request.params.domainName.trim().toLowerCase();
      const domains = await app.db
        .selectFrom('email_domains')
        .select(['id', 'domain_name', 'allow_subdomains'])
        .where('company_id', '=', companyId)
        .where('tenant_id', '=', tenantId)
        .execute();
      const target = domains.find((d) => d.domain_name === name);
      if (!target) return reply.code(404).send(problem(404, `${name} is not an authorised domain of your company.`));
      // The users this domain alone covers: they would have no authorised domain left.
      const logins = await app.db
        .selectFrom('users')
        .select('login_id')
        .where('company_id', '=', companyId)
        .where('tenant_id', '=', tenantId)
        .where((eb) =>
          eb.or([eb(loginDomain, '=', name), ...(target.allow_subdomains ? [eb(loginDomain, 'like', `%.${likeLiteral(name)}`)] : [])]),
        )
        .execute();
      const others = domains.filter((d) => d.id !== target.id);
      const stranded = logins.filter((u) => !others.some((d) => domainCovers(d, domainOf(u.login_id)))).length;
      if (stranded > 0 && !request.query.confirm) {
        return reply.code(409).send({
          ...problem(
            409,
            `${stranded} user${stranded === 1 ? '' : 's'} of your company still use${stranded === 1 ? 's' : ''} ${name}. Delete it anyway with confirm=true.`,
          ),
          statusCode: 409 as const,
          usersCount: stranded,
        });
      }
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('email_domains').where('id', '=', target.id).where('company_id', '=', companyId).execute();
        await recordActivity(trx, {
          tenant_id: tenantId,
          company_id: companyId,
          actor_user_id: request.auth!.user.id,
          entity_id: target.id,
          event: 'EMAIL_DOMAIN_DELETED',
          event_description: `Authorised domain ${name} deleted${stranded ? ` while ${stranded} user${stranded === 1 ? '' : 's'} still used it` : ''}`,
        });
      });
      return { message: `${name} is no longer an authorised domain.`, usersCount: stranded };
    },
  );
};

export default emailDomains;
