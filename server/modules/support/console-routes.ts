// The agent console (issue 12 §4, beyond the spec, which shows only the requester's side): support
// agents (MANAGE INCIDENT, the Support Agent role of migration 013) work every incident of the host's
// tenant: filter and search them, read them with their internal notes, reply (the requester is
// e-mailed) or add an internal note, change the status (the requester is e-mailed), assign one to
// themselves. The rules are incident-changes.ts's; every change is in the activity log.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { LIST_DEFAULTS, listParams, Paged } from '../../services/paging.ts';
import { categoryLanguage } from './categories.ts';
import { addSupportEntry, type Notifier, type Refusal, updateIncident } from './incident-changes.ts';
import { incidentDetail, listConsole } from './incident-repository.ts';
import { readerOf } from './service.ts';
import { CLOSED, NOT_FOUND } from './tracking-routes.ts';
import {
  Comment,
  ConsoleQuery,
  ConsoleRow,
  IncidentDetail,
  IncidentParams,
  IncidentUpdateBody,
  SupportEntryBody,
} from './tracking-schemas.ts';

const route = routesTagged('support console');
const AGENTS = policies.permission('MANAGE', 'INCIDENT', 'tenant');

const REFUSALS: Record<Refusal, [404 | 409, string]> = {
  notFound: [404, NOT_FOUND],
  closed: [409, CLOSED],
  notNew: [409, 'An incident cannot go back to new once it has been worked on.'],
};

const supportConsole: FastifyPluginAsyncTypebox = async (app) => {
  const notifierOf = (request: { tenant: Notifier['tenant']; siteOrigin: string }): Notifier => ({
    tenant: request.tenant,
    origin: request.siteOrigin,
    mailer: app.mailer,
  });

  app.get(
    '/core-app-api/support/console/incidents',
    route(AGENTS, {
      operationId: 'listConsoleIncidents',
      summary:
        "Every incident of the tenant's queues, filtered by status, queue, age and assignee, searchable by reference number or text; newest first by default.",
      querystring: ConsoleQuery,
      response: { 200: Paged(ConsoleRow), ...errors(400, 401, 403) },
    }),
    async (request) => {
      const { status, queue, age, assignee } = request.query;
      const params = listParams(request.query, LIST_DEFAULTS.consoleIncidents);
      return listConsole(request.tenantDb, readerOf(request.auth!), params, { status, queue, age, assignee });
    },
  );

  app.get(
    '/core-app-api/support/console/incidents/:incidentId',
    route(AGENTS, {
      operationId: 'getConsoleIncident',
      summary: 'One incident of the tenant with its whole thread: replies, comments and internal notes.',
      params: IncidentParams,
      response: { 200: IncidentDetail, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const language = categoryLanguage(request.tenant, request.headers['x-user-locale']);
      const detail = await incidentDetail(request.tenantDb, readerOf(request.auth!), request.params.incidentId, language, true);
      return detail ?? reply.code(404).send(problem(404, NOT_FOUND));
    },
  );

  app.post(
    '/core-app-api/support/console/incidents/:incidentId/threads',
    route(AGENTS, {
      operationId: 'addSupportEntry',
      summary:
        'A reply to the requester (e-mailed to the primary contact; refused with 409 once the incident is closed) or an internal note (internal: true), which only agents ever read.',
      params: IncidentParams,
      body: SupportEntryBody,
      response: { 201: Comment, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const text = request.body.text.trim();
      if (!text) return reply.code(400).send(problem(400, 'Write the reply or note before sending it.'));
      const result = await addSupportEntry(request.tenantDb, notifierOf(request), request.auth!.user.id, request.params.incidentId, {
        text,
        internal: request.body.internal,
      });
      if (typeof result === 'string') {
        const [code, message] = REFUSALS[result];
        return reply.code(code).send(problem(code, message));
      }
      return reply.code(201).send(result);
    },
  );

  app.patch(
    '/core-app-api/support/console/incidents/:incidentId',
    route(AGENTS, {
      operationId: 'updateConsoleIncident',
      summary:
        'Changes the status (any but new; a closed incident stays closed; the requester is e-mailed) and/or the assignee (me: the caller; null: nobody). Answers the incident as it is now.',
      params: IncidentParams,
      body: IncidentUpdateBody,
      response: { 200: IncidentDetail, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { user } = request.auth!;
      const { status, assignee } = request.body;
      const result = await updateIncident(
        request.tenantDb,
        notifierOf(request),
        { id: user.id, name: `${user.first_name} ${user.last_name}` },
        request.params.incidentId,
        { status, assignee: assignee === undefined ? undefined : assignee === 'me' ? user.id : null },
      );
      if (result !== 'updated') {
        const [code, message] = REFUSALS[result];
        return reply.code(code).send(problem(code, message));
      }
      const language = categoryLanguage(request.tenant, request.headers['x-user-locale']);
      return (await incidentDetail(request.tenantDb, readerOf(request.auth!), request.params.incidentId, language, true))!;
    },
  );
};

export default supportConsole;
