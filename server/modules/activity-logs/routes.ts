// Activity log (spec §2 "Admin tables", §3 "Activity log entry", §5 date range, §7 "Activity
// log"; issue 4 §6): one company's entries, at most 30 days at a time, filtered by event, source
// app and free text, sorted and paged on the server, and downloadable as .xlsx.
//
// The spec gives these paths no company prefix; they live under /core-app-api/companies/:companyId
// so the policy's company scope applies: an admin reads their own company's log, a super admin (or
// the spectator) the company they act for. Reads are POSTs (spec §7) because the filter is a body.
//
// Dates are in dates.ts, the queries in repository.ts, the shapes in schemas.ts.
import { isTimeZone, tenantZone } from '../../../tenants/preferences.ts';
import type { TenantConfig } from '../../../tenants/schema.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LOCALES, type Locale } from '../../../tenants/schema.ts';
import { type Policy, policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { i18nFor } from '../../services/i18n.ts';
import { PageNumber, PageSize, Paged } from '../../services/paging.ts';
import { inBatches, sendXlsx } from '../../services/xlsx.ts';
import { resolveWindow, wallClock } from './dates.ts';
import { type ActivityRow, activityLogRepository, type ActivityFilter } from './repository.ts';
import { Entry, FilterBody, Params, SortQuery, TAG } from './schemas.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged(TAG);

const BASE = '/core-app-api/companies/:companyId/activity-logs';
const SCOPE_NOTE =
  'The spec names no company in this path; it sits under companies/{companyId} so that an admin reads only their own company’s log and a super admin the company they act for.';

/**
 * Reading the log is a POST only because the filter is a body (spec §7); it changes nothing, so
 * the spectator (view only) may call it too.
 */
const readOnlyPost = (policy: Policy): Policy => ({ ...policy, readOnlyAllowed: true });
const POLICY = readOnlyPost(policies.permission('LIST', 'ACTIVITY_LOG'));

const entryOf = (r: ActivityRow) => ({
  id: r.id,
  uiCreatedOnDate: r.createdAt.toISOString(),
  actor: r.actorId,
  actorName: r.actorName,
  entityId: r.entityId,
  event: r.event,
  eventDescription: r.eventDescription,
  sourceApp: r.sourceApp,
});

const activityLogs: FastifyPluginAsyncTypebox = async (app) => {
  type Body = { fromDate?: string; toDate?: string; timeZone?: string; events?: string[]; applications?: string[]; query?: string };
  /** The filter of a request (its company comes from the scope), or the message of a 400. */
  type Resolved = { filter: ActivityFilter; timeZone: string; fromDate: string; toDate: string } | { error: string };
  const filterOf = (
    request: { tenant: Pick<TenantConfig, 'timeZones'>; auth?: { user: { timezone: string | null } } | null },
    body: Body | undefined,
  ): Resolved => {
    const timeZone = body?.timeZone ?? tenantZone(request.tenant, request.auth?.user.timezone);
    if (!isTimeZone(timeZone)) return { error: `Unknown time zone ${timeZone}.` };
    const window = resolveWindow(body ?? {}, timeZone);
    if ('error' in window) return window;
    const query = body?.query?.trim();
    const filter: ActivityFilter = {
      from: window.from,
      to: window.to,
      events: body?.events ?? [],
      applications: body?.applications ?? [],
      query: query || undefined,
    };
    return { filter, timeZone, fromDate: window.fromDate, toDate: window.toDate };
  };

  app.post(
    BASE,
    route(POLICY, {
      operationId: 'listActivityLog',
      summary: `One page of the company's activity log for a date range of at most 30 days (default: the last 30 days), newest first unless sorted otherwise. ${SCOPE_NOTE}`,
      params: Params,
      querystring: Type.Object(
        {
          pageNumber: Type.Optional(PageNumber()),
          pageSize: Type.Optional(PageSize(25)),
          ...SortQuery,
        },
        { additionalProperties: false },
      ),
      body: FilterBody,
      response: { 200: Paged(Entry), ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const { pageNumber = 0, pageSize = 25, sortBy = 'uiCreatedOnDate', sortOrder = 'DESC' } = request.query;
      const resolved = filterOf(request, request.body);
      if ('error' in resolved) return reply.code(400).send(problem(400, resolved.error));
      const page = await activityLogRepository(request.companyDb).page(resolved.filter, { sortBy, sortOrder }, pageNumber, pageSize);
      return { ...page, content: page.content.map(entryOf) };
    },
  );

  /** The values the events and applications filters offer: those found in the company's log. */
  const filterValues = [
    {
      list: 'events',
      path: 'eventlist',
      operationId: 'listActivityLogEvents',
      found: "The events found in the company's activity log, for the events filter.",
    },
    {
      list: 'applications',
      path: 'applicationlist',
      operationId: 'listActivityLogApplications',
      found: "The source apps found in the company's activity log, for the applications filter.",
    },
  ] as const;
  for (const { list, path, operationId, found } of filterValues) {
    app.post(
      `${BASE}/${path}`,
      route(POLICY, {
        operationId,
        summary: `${found} ${SCOPE_NOTE}`,
        params: Params,
        body: Type.Object({}, { additionalProperties: false }),
        response: { 200: Type.Object({ [list]: Type.Array(Type.String()) }), ...errors(400, 401, 403) },
      }),
      async (request) => ({ [list]: await activityLogRepository(request.companyDb)[list]() }),
    );
  }

  app.post(
    `${BASE}/download`,
    route(POLICY, {
      operationId: 'downloadActivityLog',
      summary: `Every entry matching the filter (same body as the list; at most 30 days) as an .xlsx file, streamed. Dates are wall-clock times in the filter's time zone. ${SCOPE_NOTE}`,
      params: Params,
      querystring: Type.Object(SortQuery, { additionalProperties: false }),
      body: FilterBody,
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      response: {
        200: Type.String({
          description: 'The .xlsx file.',
          contentMediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
        ...errors(400, 401, 403),
      },
    }),
    async (request, reply) => {
      const { sortBy = 'uiCreatedOnDate', sortOrder = 'DESC' } = request.query;
      const resolved = filterOf(request, request.body);
      if ('error' in resolved) return reply.code(400).send(problem(400, resolved.error));
      const { timeZone, fromDate, toDate } = resolved;
      // Entries written while the file streams would shift the offsets of later batches: stop the
      // window at the moment of the request.
      const now = new Date();
      const filter = { ...resolved.filter, to: resolved.filter.to > now ? now : resolved.filter.to };
      const i18n = i18nFor(localeOf(request.headers['x-user-locale'], request.auth?.user.language_code, request.tenant.locales.default));
      const header = {
        date: i18n._(/*i18n*/ { id: 'activityLog.export.date', message: 'Date ({timeZone})', values: { timeZone } }),
        user: i18n._(/*i18n*/ { id: 'activityLog.export.user', message: 'User' }),
        userId: i18n._(/*i18n*/ { id: 'activityLog.export.userId', message: 'User ID' }),
        entity: i18n._(/*i18n*/ { id: 'activityLog.export.entity', message: 'Entity' }),
        event: i18n._(/*i18n*/ { id: 'activityLog.export.event', message: 'Event' }),
        details: i18n._(/*i18n*/ { id: 'activityLog.export.details', message: 'Details' }),
        application: i18n._(/*i18n*/ { id: 'activityLog.export.application', message: 'Application' }),
        sheet: i18n._(/*i18n*/ { id: 'activityLog.export.sheet', message: 'Activity log' }),
      };
      const log = activityLogRepository(request.companyDb);
      const rows = inBatches((offset, limit) => log.rows(filter, { sortBy, sortOrder }, offset, limit), 1000);
      return sendXlsx<ActivityRow>(
        reply,
        `activity-log_${fromDate}_${toDate}.xlsx`,
        header.sheet,
        [
          { header: header.date, width: 20, value: (r) => wallClock(r.createdAt, timeZone) },
          { header: header.user, value: (r) => r.actorName },
          { header: header.userId, width: 38, value: (r) => r.actorId },
          { header: header.entity, width: 38, value: (r) => r.entityId },
          { header: header.event, width: 28, value: (r) => r.event },
          { header: header.details, width: 60, value: (r) => r.eventDescription },
          { header: header.application, width: 16, value: (r) => r.sourceApp },
        ],
        rows,
      );
    },
  );
};

/** The locale of the file's headers: the portal's (x-user-locale), else the user's language, else the tenant's. */
function localeOf(header: string | string[] | undefined, language: string | null | undefined, fallback: Locale): Locale {
  const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
  if (isLocale(header)) return header;
  if (isLocale(language)) return language;
  return fallback;
}

export default activityLogs;
