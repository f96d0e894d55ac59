// Filing a support incident (issue 12 §2 and §5; spec §2 "Support incident creation", §5 "Incident
// form", §7 "POST incidents?oscType", §9 support ids, queues and limits). Public: visitors file
// incidents too (the page prefills the form for a signed-in user). This file declares the route and
// decides what is filed; the rules of the form are tenants/incident-form.ts (the page applies the
// same), the file checks incident-upload.ts, the SQL repository.ts.
//
// - Tenant from the host; requester and company from the session, never from the body.
// - Without a session, the contact-us bot rule: once a client address has filed
//   config.contactUsBurst incidents within the sign-in window, the next needs a solved challenge (412).
// - Routing: a basic vendor's incident goes to support type 1465, issue 1805 and queue 369
//   whatever they chose (their issue type and sub issue type are kept only when chosen under 1805);
//   any other incident to the queue of the deepest category chosen. Product id: 1843 for the
//   shopper-behaviour queue (201), 1461 for every other queue.
// - Subject: the first 50 characters of the situation description, spaces collapsed.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { I18n } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import {
  applyVariant,
  categoryChildren,
  type IncidentDraft,
  type IncidentErrors,
  incidentErrorMessage,
  type IncidentField,
  validateIncident,
} from '../../../tenants/incident-form.ts';
import { tenantLocale } from '../../../tenants/preferences.ts';
import type { TenantConfig } from '../../../tenants/schema.ts';
import type { Config } from '../../config.ts';
import type { AccountTypeId } from '../../db/schema.ts';
import { routesTagged } from '../../http/route.ts';
import { effectiveCompanyId, policies } from '../../plugins/policy.ts';
import { BotBlockResponse, errors } from '../../schemas.ts';
import { HumanCheckHeaders, humanCheck } from '../../services/bot-challenge.ts';
import { i18nFor } from '../../services/i18n.ts';
import { categoryLanguage, supportCategory, supportCategoryTree } from './categories.ts';
import { CreatedIncident, CreateIncidentQuery, INCIDENT_UPLOAD_DESCRIPTION, IncidentProblem } from './incident-schemas.ts';
import { detailMalformed, INCIDENT_MULTIPART_LIMITS, IncidentRefusal, receiveIncident } from './incident-upload.ts';
import { createIncident } from './repository.ts';
import { incidentSubject } from './service.ts';

const route = routesTagged('support');

const ERROR_NAMES = { 400: 'Bad Request', 413: 'Payload Too Large', 415: 'Unsupported Media Type' } as const;

const incidents: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  // Encapsulated: only these routes accept multipart, with the attachment's limits.
  await app.register(multipart, { limits: INCIDENT_MULTIPART_LIMITS });
  const { throttle } = app;

  app.post(
    '/core-app-api/incidents',
    route(policies.public, {
      operationId: 'createIncident',
      summary: "Files a support incident in this host's tenant and answers its reference number.",
      description: INCIDENT_UPLOAD_DESCRIPTION,
      consumes: ['multipart/form-data'],
      headers: HumanCheckHeaders,
      querystring: CreateIncidentQuery,
      response: {
        201: CreatedIncident,
        400: IncidentProblem,
        412: BotBlockResponse,
        413: IncidentProblem,
        415: IncidentProblem,
        ...errors(403),
      },
    }),
    async (request, reply) => {
      const { tenant, auth } = request;
      const locale = tenantLocale(tenant, request.headers['x-user-locale']);
      const i18n = i18nFor(locale);

      const ipKey = `incident:ip:${request.ip}`;
      if (!auth) {
        const needed = (await throttle.count(ipKey)) >= config.contactUsBurst;
        const blocked = await humanCheck(
          app.botChallenge,
          request,
          needed,
          'Please confirm that you are a person, then submit your request again.',
        );
        if (blocked) return reply.code(412).send(blocked);
      }

      let received;
      let draft: IncidentDraft;
      try {
        received = await receiveIncident(request, i18n);
        draft = draftOf(received.detail, i18n);
      } catch (error) {
        if (!(error instanceof IncidentRefusal)) throw error;
        return reply
          .code(error.statusCode)
          .send({ statusCode: error.statusCode, error: ERROR_NAMES[error.statusCode], message: error.message, code: error.code });
      }

      draft = applyVariant(draft, request.query.oscType ?? 'incident', tenant.support.special);
      const basicVendor = auth?.company?.company_type === 'BASIC_VENDOR';
      const errors = validateIncident(draft, { children: await activeChildren(request, tenant), basicVendor });
      if (Object.keys(errors).length) return reply.code(400).send(invalidFields(errors, i18n));

      const routing = await routeOf(request, draft, basicVendor);
      const { referenceNumber } = await createIncident(request.tenantDb, {
        requesterUserId: auth?.user.id ?? null,
        companyId: auth ? effectiveCompanyId(auth) : null,
        accountType: draft.accountType as AccountTypeId,
        ...routing,
        subject: incidentSubject(draft.situationDescription),
        firstName: draft.firstName.trim(),
        lastName: draft.lastName.trim(),
        primaryContactEmail: draft.primaryContactEmail.trim(),
        companyName: draft.companyName.trim(),
        callBackNumber: draft.callBackNumber.trim() || null,
        situationDescription: draft.situationDescription.trim(),
        onBehalf: draft.onBehalf,
        locale,
        attachment: received.attachment,
      });
      if (!auth) await throttle.record([ipKey]);
      return reply.code(201).send({ referenceNumber });
    },
  );
};

/** The tenant's category tree as the form offers it: level 1 only the tenant's active support types. */
async function activeChildren(request: FastifyRequest, tenant: TenantConfig) {
  const tree = await supportCategoryTree(request.tenantDb, tenant, categoryLanguage(tenant, undefined));
  const children = categoryChildren(tree);
  const active = new Set(tenant.support.activeTypeIds);
  return (parentId: number | null) => (parentId === null ? children(null).filter((id) => active.has(id)) : children(parentId));
}

/** Where a checked draft goes: its categories as filed, queue and product (see the file header). */
async function routeOf(request: FastifyRequest, draft: IncidentDraft, basicVendor: boolean) {
  const { queues, basicVendor: basic, productIds } = request.tenant.support.special;
  const [generalProduct, shopperBehaviorProduct] = productIds;
  const productFor = (queueId: number) => (queueId === queues.shopperBehavior ? shopperBehaviorProduct : generalProduct)!;
  if (basicVendor) {
    const underBasic = draft.supportType === basic.supportType && draft.issue === basic.issue;
    return {
      supportTypeId: basic.supportType,
      issueId: basic.issue,
      issueTypeId: underBasic ? draft.issueType : null,
      subIssueTypeId: underBasic ? draft.subIssueType : null,
      queueId: queues.basicVendor,
      productId: productFor(queues.basicVendor),
    };
  }
  const deepest = draft.subIssueType ?? draft.issueType ?? draft.issue ?? draft.supportType!;
  // Every category has a queue (its own or its support type's: server/seed/support-categories.json).
  const queueId = (await supportCategory(request.tenantDb, deepest))?.queueId ?? queues.dataVentures;
  return {
    supportTypeId: draft.supportType!,
    issueId: draft.issue,
    issueTypeId: draft.issueType,
    subIssueTypeId: draft.subIssueType,
    queueId,
    productId: productFor(queueId),
  };
}

/** The incidentDetail JSON as a draft: an absent or empty value is not chosen; a value of the wrong kind fails its rule. */
function draftOf(detail: string, i18n: I18n): IncidentDraft {
  let raw: unknown;
  try {
    raw = JSON.parse(detail);
  } catch {
    throw detailMalformed(i18n);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw detailMalformed(i18n);
  const fields = raw as Record<string, unknown>;
  const id = (name: string): number | null => {
    const value = fields[name];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'number') return Number.isSafeInteger(value) ? value : Number.NaN;
    if (typeof value === 'string' && /^\d{1,9}$/.test(value.trim())) return Number(value);
    return Number.NaN;
  };
  const text = (name: string): string => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  return {
    accountType: id('accountType'),
    supportType: id('supportType'),
    issue: id('issue'),
    issueType: id('issueType'),
    subIssueType: id('subIssueType'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    primaryContactEmail: text('primaryContactEmail'),
    companyName: text('companyName'),
    callBackNumber: text('callBackNumber'),
    situationDescription: text('situationDescription'),
    onBehalf: fields.onBehalf === true,
  };
}

function invalidFields(errors: IncidentErrors, i18n: I18n) {
  const fields = Object.fromEntries(
    (Object.entries(errors) as Array<[IncidentField, NonNullable<IncidentErrors[IncidentField]>]>).map(([field, code]) => [
      field,
      { code, message: i18n._(incidentErrorMessage(field, code)) },
    ]),
  );
  return {
    statusCode: 400,
    error: 'Bad Request',
    message: i18n._(/*i18n*/ { id: 'incident.error.invalidFields', message: 'Check the highlighted fields, then submit again.' }),
    code: 'invalidFields' as const,
    fields,
  };
}

export default incidents;
