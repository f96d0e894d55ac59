// First-party usage analytics (issue 16 §3, beyond spec §7, which sends events only to a
// third-party script): the portal posts its data-layer entries (spec §2 page ids, §7 event types)
// in batches, and super admins read page views and events per page id and day.
// - POST analytics/events: public, since public pages' views count too. The tenant is the host's,
//   the day the tenant's (its default time zone), the user the session's; the body names only
//   event and page. A signed-out caller's batches are throttled per client address (429 past
//   ANONYMOUS_BATCHES per sign-in window); signed-in callers are not, their batches come from the
//   portal at most every 10 s. The spectator may send: it writes no business data.
// - GET analyticsReports: super admins and the spectator; labels in the x-user-locale header's
//   language (spec §7 "with a locale header").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isKnownPageId, PAGE_LABELS, USAGE_EVENT_LABELS, type UsageEvent } from '../../../tenants/analytics.ts';
import { tenantLocale } from '../../../tenants/preferences.ts';
import { routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { i18nFor } from '../../services/i18n.ts';
import { addDays, todayIn } from '../activity-logs/dates.ts';
import { analyticsRepository, type Count } from './repository.ts';
import { buildReport } from './report.ts';
import { MAX_REPORT_DAYS, ReportQuery, UsageBatch, UsageBatchAnswer, UsageReport } from './schemas.ts';

const route = routesTagged('analytics');

/** Batches a signed-out client address may send per sign-in window (15 minutes by default). */
export const ANONYMOUS_BATCHES = 60;
/** The report's default range: the last 30 days, today included (spec §5). */
const DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const daysIn = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** A batch's entries summed per page id and event; entries of an unknown page id are left out. */
function countsOf(events: Array<{ event: UsageEvent; pageId: string }>): { counts: Count[]; ignored: number } {
  const counts = new Map<string, Count>();
  let ignored = 0;
  for (const { event, pageId } of events) {
    if (!isKnownPageId(pageId)) {
      ignored += 1;
      continue;
    }
    const key = `${pageId}\u0000${event}`;
    const count = counts.get(key);
    if (count) count.count += 1;
    else counts.set(key, { pageId, event, count: 1 });
  }
  return { counts: [...counts.values()], ignored };
}

const analytics: FastifyPluginAsyncTypebox = async (app) => {
  const { throttle } = app;

  app.post(
    '/core-app-api/analytics/events',
    // The spectator's page views count too: usage counts of the portal, no data of a company.
    route(policies.readOnlyAllowed(policies.public), {
      operationId: 'recordUsageEvents',
      summary:
        "Counts a batch of the portal's page views and events for this host's tenant, per page id and day. Public (public pages count too); signed out, at most 60 batches per client address per 15 minutes (429).",
      body: UsageBatch,
      response: { 202: UsageBatchAnswer, ...errors(400, 403, 429) },
    }),
    async (request, reply) => {
      const { auth, tenant } = request;
      if (!auth) {
        const ipKey = `analytics:ip:${request.ip}`;
        const wait = await throttle.retryAfter([{ subject: ipKey, max: ANONYMOUS_BATCHES }]);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          return reply.code(429).send(problem(429, 'Too many analytics batches from this address. Try again later.'));
        }
        await throttle.record([ipKey]);
      }
      const { counts, ignored } = countsOf(request.body.events);
      const day = todayIn(tenant.timeZones.default);
      await analyticsRepository(request.tenantDb).record(day, counts, auth?.user.id ?? null);
      return reply.code(202).send({ accepted: request.body.events.length - ignored, ignored });
    },
  );

  app.get(
    '/core-app-api/analyticsReports',
    route(policies.superAdmin, {
      operationId: 'getUsageReport',
      summary: `Page views and events of this host's tenant per page id, per event type and per day, for up to ${MAX_REPORT_DAYS} days (super admins and the spectator). Page ids and events are named in the x-user-locale header's language.`,
      querystring: ReportQuery,
      response: { 200: UsageReport, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const { tenant } = request;
      const timeZone = tenant.timeZones.default;
      const to = request.query.to ?? (request.query.from ? addDays(request.query.from, DEFAULT_DAYS - 1) : todayIn(timeZone));
      const from = request.query.from ?? addDays(to, 1 - DEFAULT_DAYS);
      const days = daysIn(from, to);
      if (days < 1) return reply.code(400).send(problem(400, 'The start date (from) must be on or before the end date (to).'));
      if (days > MAX_REPORT_DAYS) {
        return reply
          .code(400)
          .send(problem(400, `The date range can't be more than ${MAX_REPORT_DAYS} days: ${from} to ${to} is ${days}.`));
      }
      const i18n = i18nFor(tenantLocale(tenant, request.headers['x-user-locale'], request.auth!.user.language_code));
      const rows = await analyticsRepository(request.tenantDb).usage(from, to);
      return buildReport(rows, {
        from,
        to,
        timeZone,
        pageLabel: (pageId) => (PAGE_LABELS[pageId] ? i18n._(PAGE_LABELS[pageId]) : pageId),
        eventLabel: (event) => i18n._(USAGE_EVENT_LABELS[event]),
      });
    },
  );
};

export default analytics;
