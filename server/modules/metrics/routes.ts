// GET /metrics: the Prometheus scrape (services/metrics.ts; what each metric means and what to alert
// on: docs/operations.md). Like /healthz it answers on any host (plugins/tenancy.ts), but only to
// a client on this machine (judged by the connection's own address, as the development tools) or
// to one that sends METRICS_TOKEN as its bearer token: the figures describe the deployment.
import { Type } from 'typebox';
import { bearerChecker } from '../../http/bearer.ts';
import { fromLoopback } from '../../http/loopback.ts';
import { type AreaRoutes, routesTagged } from '../../http/route.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';

const route = routesTagged('metrics');

export const METRICS_REFUSED = 'Metrics are served to clients on this machine, or with the bearer token of METRICS_TOKEN.';

const metricsRoutes: AreaRoutes = async (app, { config }) => {
  const hasToken = bearerChecker(config.metricsToken);
  app.get(
    '/metrics',
    route(policies.public, {
      operationId: 'scrapeMetrics',
      hide: true,
      response: { 200: Type.String({ description: 'Prometheus text format' }), ...errors(401) },
    }),
    async (request, reply) => {
      if (!fromLoopback(request.socket.remoteAddress) && !hasToken(request.headers.authorization)) {
        return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').send(problem(401, METRICS_REFUSED));
      }
      const text = await app.metrics.text();
      return reply.header('cache-control', 'no-store').type(app.metrics.contentType).send(text);
    },
  );
};

export default metricsRoutes;
