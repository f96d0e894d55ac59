// Activity log (spec §2 "Admin tables", §3 "Activity log entry", §5 date range, §7 "Activity
// log"; issue 4 §6): one company's entries, at most 30 days at a time, filtered by event, source
// app and free text, sorted and paged on the server, and downloadable as .xlsx.
//
// The spec gives these paths no company prefix; they live under /core-app-api/companies/:companyId
// so the policy's company scope applies: an admin reads their own company's log, a super admin (or
// the spectator) the company they act for. Reads are POSTs (spec §7) because the filter is a body.
//
// Dates are in dates.ts, the queries in repository.ts, the shapes in schemas.ts.
import { tenantZone } from '../../../tenants/preferences.ts';
import type { TenantConfig } from '../../../tenants/schema.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LOCALES, type Locale } from '../../../tenants/schema.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { i18nFor } from '../../services/i18n.ts';
import { applicationLabel, detailsText, eventLabel } from './catalogue.ts';
import type { I18n } from '@lingui/core';
import type { FastifyRequest } from 'fastify';
import { LIST_DEFAULTS, PageNumber, PageSize, Paged } from '../../services/paging.ts';
import { inBatches, sendXlsx, XLSX_TYPE } from '../../services/xlsx.ts';
import { resolveWindow, wallClock } from './dates.ts';
import { type ActivityRow, activityLogRepository, type ActivityFilter } from './repository.ts';
import { Entry, FilterBody, Option, Params, SortQuery, TAG } from './schemas.ts';
import { routesTagged } from '../../http/route.ts';
import { fileAnswer } from '../../http/answers.ts';

const route = routesTagged(TAG);

const BASE = '/core-app-api/companies/:companyId/activity-logs';
const SCOPE_NOTE =
  'The spec names no company in this path; it sits under companies/{companyId} so that an admin reads only their own company’s log and a super admin the company they act for.';

/**
 * Reading the log is a POST only because the filter is a body (spec §7); it changes nothing, so
 * the spectator (view only) may call it too.
 */
const POLICY = policies.readOnlyAllowed(policies.charterPermission('LIST', 'ACTIVITY_LOG'));

/** An entry as the list answers it: names instead of ids, labels and details in the reader's language. */
const entryOf = (i18n: I18n) => (r: ActivityRow) => ({
  id: r.id,
  uiCreatedOnDate: r.createdAt.toISOString(),
  actor: r.actorId,
  actorName: r.actorName,
  entityId: r.entityId,
  entityName: r.entityName,
  event: r.event,
  eventLabel: eventLabel(i18n, r.event),
  eventDescription: detailsText(i18n, r.details, r.eventDescription),
  sourceApp: r.sourceApp,
  sourceAppLabel: applicationLabel(i18n, r.sourceApp),
});

/** The reader's catalog: the portal's locale (x-user-locale), else the user's language, else the tenant's. */
const readerI18n = (request: FastifyRequest) =>
  i18nFor(localeOf(request.headers['x-user-locale'], request.auth?.user.language_code, request.tenant.locales.default));

const activityLogs: FastifyPluginAsyncTypebox = async (app) => {
  type Body = { fromDate?: string; toDate?: string; timeZone?: string; events?: string[]; applications?: string[]; query?: string };
  /** The filter of a request (its company comes from the scope), or the message of a 400. */
  type Resolved = { filter: ActivityFilter; timeZone: string; fromDate: string; toDate: string } | { error: string };
  const filterOf = (
    request: { tenant: Pick<TenantConfig, 'timeZones'>; auth?: { user: { timezone: string | null } } | null },
    body: Body | undefined,
  ): Resolved => {
    // Spec §5: an unknown time zone falls back (to the caller's preference, else the tenant's default zone).
    const timeZone = tenantZone(request.tenant, body?.timeZone, request.auth?.user.timezone);
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
          pageSize: Type.Optional(PageSize(LIST_DEFAULTS.activityLog.pageSize)),
          ...SortQuery,
        },
        { additionalProperties: false },
      ),
      body: FilterBody,
      response: { 200: Paged(Entry), ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const { activityLog: byDefault } = LIST_DEFAULTS;
      const { pageNumber = 0, pageSize = byDefault.pageSize, sortBy = byDefault.sortBy, sortOrder = byDefault.sortOrder } = request.query;
      const resolved = filterOf(request, request.body);
      if ('error' in resolved) return reply.code(400).send(problem(400, resolved.error));
      const page = await activityLogRepository(request.companyDb).page(resolved.filter, { sortBy, sortOrder }, pageNumber, pageSize);
      return { ...page, content: page.content.map(entryOf(readerI18n(request))) };
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
        response: { 200: Type.Object({ [list]: Type.Array(Option) }), ...errors(400, 401, 403) },
      }),
      async (request) => {
        const i18n = readerI18n(request);
        const labelOf = list === 'events' ? eventLabel : applicationLabel;
        const values = await activityLogRepository(request.companyDb)[list]();
        return { [list]: values.map((value) => ({ value, label: labelOf(i18n, value) })) };
      },
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
      response: { 200: fileAnswer(XLSX_TYPE, 'The .xlsx file.'), ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const { sortBy = LIST_DEFAULTS.activityLog.sortBy, sortOrder = LIST_DEFAULTS.activityLog.sortOrder } = request.query;
      const resolved = filterOf(request, request.body);
      if ('error' in resolved) return reply.code(400).send(problem(400, resolved.error));
      const { timeZone, fromDate, toDate } = resolved;
      // Entries written while the file streams would shift the offsets of later batches: stop the
      // window at the moment of the request.
      const now = new Date();
      const filter = { ...resolved.filter, to: resolved.filter.to > now ? now : resolved.filter.to };
      const i18n = readerI18n(request);
      const header = {
        date: i18n._(/*i18n*/ { id: 'activityLog.export.date', message: 'Date ({timeZone})', values: { timeZone } }),
        user: i18n._(/*i18n*/ { id: 'activityLog.export.user', message: 'User' }),
        entity: i18n._(/*i18n*/ { id: 'activityLog.export.entity', message: 'Entity' }),
        event: i18n._(/*i18n*/ { id: 'activityLog.export.event', message: 'Event' }),
        details: i18n._(/*i18n*/ { id: 'activityLog.export.details', message: 'Details' }),
        application: i18n._(/*i18n*/ { id: 'activityLog.export.application', message: 'Application' }),
        sheet: i18n._(/*i18n*/ { id: 'activityLog.export.sheet', message: 'Activity log' }),
      };
      const log = activityLogRepository(request.companyDb);
      const toEntry = entryOf(i18n);
      const rows = inBatches((offset, limit) => log.rows(filter, { sortBy, sortOrder }, offset, limit), 1000);
      async function* entries() {
        for await (const row of rows) yield toEntry(row);
      }
      // The columns of the screen, in the same words (entryOf).
      return sendXlsx<ReturnType<typeof toEntry>>(
        reply,
        `activity-log_${fromDate}_${toDate}.xlsx`,
        header.sheet,
        [
          { header: header.date, width: 20, value: (e) => wallClock(new Date(e.uiCreatedOnDate), timeZone) },
          { header: header.user, width: 24, value: (e) => e.actorName },
          { header: header.entity, width: 28, value: (e) => e.entityName },
          { header: header.event, width: 28, value: (e) => e.eventLabel },
          { header: header.details, width: 60, value: (e) => e.eventDescription },
          { header: header.application, width: 16, value: (e) => e.sourceAppLabel },
        ],
        entries(),
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
