// The app's metrics (services/metrics.ts), served at /metrics (modules/metrics). Registered before
// any route: each route gets its own onResponse hook that knows its method and pattern, so timing a
// request is one histogram observe (no per-request lookup of the route, no label object); answers
// of no route (404) are counted under `unmatched` by one hook of the app.
import type { FastifyInstance, onResponseHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { changeFeedOf } from '../db/change-feed.ts';
import { dbStatsOf } from '../db/stats.ts';
import { outboxBacklog } from '../services/mail-outbox.ts';
import { Metrics, type RequestObserver } from '../services/metrics.ts';
import { jobBacklog } from '../services/scheduled-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The label of requests that matched no route: their paths are the client's to write. */
export const UNMATCHED_ROUTE = 'unmatched';

const timed = (observe: RequestObserver): onResponseHookHandler =>
  function timeRequest(_request, reply, done) {
    observe(reply.statusCode, reply.elapsedTime / 1000);
    done();
  };

async function metricsPlugin(app: FastifyInstance) {
  const db = app.db;
  const stats = dbStatsOf(db);
  const feed = changeFeedOf(db);
  const metrics = new Metrics({
    pool: () => stats?.pool(),
    sessionCache: () => ({ hits: app.sessions.cacheHits, misses: app.sessions.cacheMisses }),
    changeFeed: () => feed && { live: feed.live, timeouts: feed.timeouts, lagSeconds: () => feed.lagSeconds() },
    backlog: async () => {
      try {
        const [jobs, mail] = await Promise.all([jobBacklog(db), outboxBacklog(db)]);
        return { jobsWaiting: jobs.waiting, jobsFailed: jobs.failed, mailWaiting: mail.waiting, mailUndeliverable: mail.undeliverable };
      } catch {
        return null;
      }
    },
    jobRuns: () => app.scheduler.runs,
    mail: () => app.mailer.counts(),
    bulkImportsRunning: () => app.bulkImportSlots.running,
  });
  app.decorate('metrics', metrics);
  if (stats) {
    stats.observeQuery = metrics.observeQuery;
    app.addHook('onClose', () => {
      stats.observeQuery = null;
    });
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const hooks = [route.onResponse ?? []].flat();
    // One observer per method of the route (a GET's HEAD twin is a route of its own, with a hook of its own).
    const byMethod = new Map([route.method].flat().map((method) => [method, metrics.requestObserver(method, route.url)]));
    const only = byMethod.size === 1 ? [...byMethod.values()][0]! : null;
    const hook: onResponseHookHandler = only
      ? timed(only)
      : (request, reply, done) => {
          byMethod.get(request.method)?.(reply.statusCode, reply.elapsedTime / 1000);
          done();
        };
    // A new array: Fastify copies a GET's options for its HEAD route, and the copy must not share ours.
    route.onResponse = [...hooks, hook];
  });

  const unmatched = new Map<string, RequestObserver>();
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      let observe = unmatched.get(request.method);
      if (!observe) unmatched.set(request.method, (observe = metrics.requestObserver(request.method, UNMATCHED_ROUTE)));
      observe(reply.statusCode, reply.elapsedTime / 1000);
    }
    done();
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] });
