// The periodic user-access audit of basic accounts (issue 14 §3; spec §4 "User audit banner": the
// audit is pending until a due date; completing it needs confirming three statements — reviewed
// user list, made needed changes, acknowledge all users verified; if not completed in time all
// users lose access; spec §6: admins manage the audit).
// - Super admins open a period for the tenant's basic companies and follow each company's status;
//   the spectator reads the same; the evidence of a completed audit downloads as .xlsx.
// - A company's admins read its current audit (the banner) and complete it.
// - The sweep (sweep.ts) runs as a scheduled job: reminders 14, 7 and 1 days before, expiry after.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { tenantLocale, tenantZone } from '../../../tenants/preferences.ts';
import type { Config } from '../../config.ts';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { fullName, who } from '../../services/activity-messages.ts';
import { userAuditMail } from '../../services/emails.ts';
import { Paged } from '../../services/paging.ts';
import { sendEvidence } from './evidence.ts';
import { dayOf, daysBetween, userAuditRepository } from './repository.ts';
import {
  AuditPeriod,
  CompanyAudit,
  CompanyAuditParams,
  CompanyParams,
  CompleteBody,
  EvidenceFile,
  MAX_AUDIT_DAYS,
  OpenPeriodBody,
  PeriodCompaniesQuery,
  PeriodCompanyParams,
  PeriodParams,
  TAG,
} from './schemas.ts';
import { marksReached, sweepJob } from './sweep.ts';

const route = routesTagged(TAG);

const userAudits: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, options) => {
  const { config } = options;
  app.scheduler.register(sweepJob(app, config));
  const today = () => dayOf(app.clock.now());

  app.post(
    '/core-app-api/user-audits',
    route(policies.superAdmin, {
      operationId: 'openUserAuditPeriod',
      summary:
        "Opens a user-access audit of the tenant's active basic companies (basic vendors and basic agencies), to be completed by the due date; their admins are e-mailed. One period at a time: refused while a company's audit is still pending.",
      body: OpenPeriodBody,
      response: { 201: AuditPeriod, ...errors(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const { dueDate } = request.body;
      const auth = request.auth!;
      const days = daysBetween(today(), dueDate);
      if (!(days >= 1 && days <= MAX_AUDIT_DAYS)) {
        return reply.code(400).send(problem(400, `dueDate must be between tomorrow and ${MAX_AUDIT_DAYS} days ahead.`));
      }
      const tenant = request.tenant;
      const outcome = await userAuditRepository(request.tenantDb).transaction(async (r) => {
        await r.lockTenant();
        if (await r.hasPending())
          return problem(409, 'An audit is still pending for some companies: wait until it is completed or expired.');
        const opened = await r.openPeriod(dueDate, auth.user.id, marksReached(days));
        if (!opened.companies.length) return problem(409, 'This country has no active basic company to audit.');
        for (const company of opened.companies) {
          await r.record({
            company_id: company.company_id,
            actor_user_id: auth.user.id,
            entity_id: company.id,
            event: 'USER_AUDIT_OPENED',
            details: detailsOf('USER_AUDIT_OPENED', { dueDate }),
          });
          for (const admin of await r.recipients(company.company_id, true)) {
            const mail = userAuditMail({
              tenant,
              locale: tenantLocale(tenant, admin.language_code),
              to: admin.login_id,
              firstName: admin.first_name,
              link: `${request.siteOrigin}/admin/userList`,
              companyName: company.name,
              dueDate,
              daysLeft: null,
            });
            await r.mail(app.mailer, mail);
          }
        }
        return {
          id: opened.period.id,
          dueDate,
          openedAt: opened.period.created_at.toISOString(),
          openedBy: `${auth.user.first_name} ${auth.user.last_name}`,
          counts: { pending: opened.companies.length, completed: 0, expired: 0 },
        };
      });
      return 'statusCode' in outcome ? reply.code(409).send(outcome) : reply.code(201).send(outcome);
    },
  );

  app.get(
    '/core-app-api/user-audits',
    route(policies.superAdmin, {
      operationId: 'listUserAuditPeriods',
      summary:
        'The audit periods of the tenant, newest first (at most 50), with how many company audits are pending, completed and expired.',
      response: { 200: Type.Object({ periods: Type.Array(AuditPeriod) }), ...errors(401, 403) },
    }),
    async (request) => {
      const rows = await userAuditRepository(request.tenantDb).periods();
      return {
        periods: rows.map((p) => ({
          id: p.id,
          dueDate: p.due,
          openedAt: p.created_at.toISOString(),
          openedBy: p.opened_by_name,
          counts: { pending: p.pending, completed: p.completed, expired: p.expired },
        })),
      };
    },
  );

  app.get(
    '/core-app-api/user-audits/:periodId/companies',
    route(policies.superAdmin, {
      operationId: 'listUserAuditCompanies',
      summary: "One page of a period's company audits by company name, optionally of one status.",
      params: PeriodParams,
      querystring: PeriodCompaniesQuery,
      response: { 200: Paged(CompanyAudit), ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const repository = userAuditRepository(request.tenantDb);
      if (!(await repository.periodExists(request.params.periodId))) {
        return reply.code(404).send(problem(404, 'No audit period with this id in this country.'));
      }
      const { status, page = 0, pageSize = 25 } = request.query;
      return repository.periodCompanies(request.params.periodId, status, page, pageSize, today());
    },
  );

  /** The evidence of a completed audit, in the caller's language and zone. */
  async function evidence(request: FastifyRequest, reply: FastifyReply, auditId: string, companyId: string) {
    const row = await userAuditRepository(request.tenantDb).evidenceOf(auditId, companyId);
    if (!row) return reply.code(404).send(problem(404, 'No audit with this id for this company.'));
    if (row.status !== 'COMPLETED' || !row.completed_at || !row.confirmations || !row.users_snapshot) {
      return reply.code(409).send(problem(409, 'This audit has not been completed: there is no evidence yet.'));
    }
    const user = request.auth!.user;
    const header = request.headers['x-user-locale'];
    return sendEvidence(
      reply,
      {
        companyName: row.name,
        dueDate: row.due,
        completedByName: row.completed_by_name,
        completedByEmail: row.completed_by_email,
        completedAt: row.completed_at,
        confirmations: row.confirmations,
        users: row.users_snapshot,
      },
      tenantLocale(request.tenant, typeof header === 'string' ? header : user.language_code),
      tenantZone(request.tenant, user.timezone),
    );
  }

  app.get(
    '/core-app-api/user-audits/:periodId/companies/:companyId/evidence',
    route(policies.superAdmin, {
      operationId: 'downloadUserAuditEvidenceForTenant',
      summary: "A company's completed audit of the period as .xlsx evidence: who confirmed, when, and the user list as it stood.",
      params: PeriodCompanyParams,
      response: { 200: EvidenceFile, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const audit = await userAuditRepository(request.tenantDb).auditOfPeriod(request.params.periodId, request.params.companyId);
      if (!audit) return reply.code(404).send(problem(404, 'No audit of this company in this period.'));
      return evidence(request, reply, audit.id, request.params.companyId);
    },
  );

  app.get(
    '/core-app-api/companies/:companyId/user-audit',
    route(policies.permission('LIST', 'USER'), {
      operationId: 'getCompanyUserAudit',
      summary: "The company's latest user-access audit (pending, completed or expired), or null when it never had one: the audit banner.",
      params: CompanyParams,
      response: { 200: Type.Object({ audit: Type.Union([CompanyAudit, Type.Null()]) }), ...errors(400, 401, 403) },
    }),
    async (request) => ({ audit: (await userAuditRepository(request.tenantDb).latestOf(request.params.companyId, today())) ?? null }),
  );

  app.post(
    '/core-app-api/companies/:companyId/user-audit/:auditId/complete',
    route(policies.permission('MANAGE', 'USER'), {
      operationId: 'completeCompanyUserAudit',
      summary:
        "Completes the company's audit by confirming the three statements; the user list as it stands is kept as evidence. Also after the due date (the users' access, once removed, is given back by the admins).",
      params: CompanyAuditParams,
      body: CompleteBody,
      response: { 200: CompanyAudit, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { companyId, auditId } = request.params;
      const user = request.auth!.user;
      const name = fullName(user);
      const repository = userAuditRepository(request.tenantDb);
      const outcome = await repository.transaction(async (r) => {
        const audit = await r.auditForUpdate(companyId, auditId);
        if (!audit) return problem(404, 'No audit with this id for this company.');
        if (audit.status === 'COMPLETED') return problem(409, 'This audit was already completed.');
        const now = app.clock.now();
        await r.complete(auditId, { id: user.id, name }, now, request.body, await r.usersOf(companyId));
        await r.record({
          company_id: companyId,
          actor_user_id: user.id,
          entity_id: auditId,
          event: 'USER_AUDIT_COMPLETED',
          details: detailsOf('USER_AUDIT_COMPLETED', { user: who(user), dueDate: audit.due }),
        });
        return null;
      });
      if (outcome) return reply.code(outcome.statusCode as 404 | 409).send(outcome);
      return (await repository.latestOf(companyId, today()))!;
    },
  );

  app.get(
    '/core-app-api/companies/:companyId/user-audit/:auditId/evidence',
    route(policies.permission('LIST', 'USER'), {
      operationId: 'downloadUserAuditEvidence',
      summary: "The company's completed audit as .xlsx evidence: who confirmed, when, and the user list as it stood.",
      params: CompanyAuditParams,
      response: { 200: EvidenceFile, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => evidence(request, reply, request.params.auditId, request.params.companyId),
  );
};

export default userAudits;
