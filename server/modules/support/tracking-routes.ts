// Following one's support incidents (issue 12 §3 and §5; spec §2 "Support incident list and
// detail", §7 GET osc/user/incidents, GET osc/user/incidents/{incidentId}, POST
// osc/user/incident/{incidentId}/addThread). Signed in: each caller reads the incidents they may
// see (service.ts says who); any other reference number is a 404, whoever's it is.
// Attachments are served from here to everyone who may see the incident, agents included.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fileAnswer } from '../../http/answers.ts';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { LIST_DEFAULTS, listParams, Paged } from '../../services/paging.ts';
import { ATTACHMENT_TYPES } from './attachment-type.ts';
import { categoryLanguage } from './categories.ts';
import { addRequesterComment } from './incident-changes.ts';
import { incidentDetail, listTracked, visibleAttachment } from './incident-repository.ts';
import { readerOf, readsCompany } from './service.ts';
import { AttachmentParams, Comment, CommentBody, IncidentDetail, IncidentParams, IncidentSummary, TrackQuery } from './tracking-schemas.ts';

const route = routesTagged('incidents');

export const NOT_FOUND = 'No incident with this reference number among the incidents you can see.';
export const CLOSED = 'This incident is closed. File a new incident if you still need help.';

/** `attachment` with the name as given (RFC 6266: an ASCII fallback and the UTF-8 name). */
function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const tracking: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/core-app-api/osc/user/incidents',
    route(policies.signedIn, {
      operationId: 'listMyIncidents',
      summary:
        "The caller's incidents (view=mine), or every incident of their company (view=company, company admins only), paged, sorted and searchable; newest first by default.",
      querystring: TrackQuery,
      response: { 200: Paged(IncidentSummary), ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const reader = readerOf(request.auth!);
      const company = request.query.view === 'company';
      if (company && !readsCompany(reader)) {
        return reply.code(403).send(problem(403, "Only your company's administrators can see all of its incidents."));
      }
      const params = listParams(request.query, LIST_DEFAULTS.myIncidents);
      return listTracked(request.tenantDb, reader, params, company);
    },
  );

  app.get(
    '/core-app-api/osc/user/incidents/:incidentId',
    route(policies.signedIn, {
      operationId: 'getMyIncident',
      summary: 'One incident the caller may see, with its public thread (never an internal note) and its attachments.',
      params: IncidentParams,
      response: { 200: IncidentDetail, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const language = categoryLanguage(request.tenant, request.headers['x-user-locale']);
      // Never internal notes here, whoever asks (an agent reads them in the console).
      const detail = await incidentDetail(request.tenantDb, readerOf(request.auth!), request.params.incidentId, language, false);
      return detail ?? reply.code(404).send(problem(404, NOT_FOUND));
    },
  );

  app.post(
    '/core-app-api/osc/user/incident/:incidentId/addThread',
    route(policies.signedIn, {
      operationId: 'addIncidentComment',
      summary:
        'Adds a comment to an incident the caller may see (refused with 409 once it is closed). An incident waiting on the customer or resolved goes back in progress.',
      params: IncidentParams,
      body: CommentBody,
      response: { 201: Comment, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const text = request.body.text.trim();
      if (!text) return reply.code(400).send(problem(400, 'Write a comment before sending it.'));
      const result = await addRequesterComment(request.tenantDb, readerOf(request.auth!), request.params.incidentId, text);
      if (result === 'notFound') return reply.code(404).send(problem(404, NOT_FOUND));
      if (result === 'closed') return reply.code(409).send(problem(409, CLOSED));
      if (typeof result === 'string') throw new Error(`unexpected refusal ${result}`);
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/core-app-api/osc/user/incidents/:incidentId/attachments/:attachmentId',
    route(policies.signedIn, {
      operationId: 'downloadIncidentAttachment',
      summary:
        'Downloads an attachment of an incident the caller may see (requester, their company admin, support agents): always as a download (Content-Disposition: attachment) with X-Content-Type-Options: nosniff.',
      params: AttachmentParams,
      response: {
        200: fileAnswer(ATTACHMENT_TYPES, 'The file, with the type its content was found to be when it was attached.'),
        ...errors(400, 401, 403, 404),
      },
    }),
    async (request, reply) => {
      const { incidentId, attachmentId } = request.params;
      const file = await visibleAttachment(request.tenantDb, readerOf(request.auth!), incidentId, attachmentId);
      if (!file) return reply.code(404).send(problem(404, 'No such attachment on an incident you can see.'));
      return reply
        .header('content-type', file.content_type)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.file_name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};

export default tracking;
