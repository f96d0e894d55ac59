// Builds the Fastify application: external plugins, then services, then routes. The process
// (listen, signals) lives in main.ts, so tests build this and call inject().
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { type DestinationStream, destination } from 'pino';
import type { TenantConfig } from '../tenants/schema.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import dataScope from './db/scope.ts';
import scheduler from './plugins/scheduler.ts';
import backup from './plugins/backup.ts';
import botChallengeService from './plugins/bot-challenge.ts';
import bulkImport from './plugins/bulk-import.ts';
import csrf from './plugins/csrf.ts';
import database from './plugins/db.ts';
import errors from './plugins/errors.ts';
import housekeeping from './plugins/housekeeping.ts';
import mailer from './plugins/mailer.ts';
import metrics from './plugins/metrics.ts';
import openapi, { DOCS_PREFIX } from './plugins/openapi.ts';
import policy, { policies } from './plugins/policy.ts';
import readiness from './plugins/readiness.ts';
import securityHeaders from './plugins/security-headers.ts';
import session from './plugins/session.ts';
import signInGuard from './plugins/sign-in-guard.ts';
import spa from './plugins/spa.ts';
import sso from './plugins/sso.ts';
import tenancy from './plugins/tenancy.ts';
import throttle from './plugins/throttle.ts';
import { ErrorResponse, UserContext } from './schemas.ts';
import { lazyCompilers } from './http/lazy-schemas.ts';
import { AREAS } from './modules/index.gen.ts';

export interface AppOptions {
  config: Config;
  tenants: TenantConfig[];
  db: Db;
  /** The app closes the database on shutdown unless the caller keeps it (tests sharing one). */
  closeDatabase?: boolean;
  /** Where log lines go instead of standard output (tests capture them). */
  logStream?: DestinationStream;
}

const SENSITIVE_QUERY = /([?&](?:token|email|loginId)=)[^&]*/gi;

/** A URL as logged: reset tokens and e-mail addresses in its query must not reach the log. */
const loggedUrl = (url: string) => (url.includes('?') ? url.replace(SENSITIVE_QUERY, '$1[redacted]') : url);

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  // Request lines name their fields themselves (OneLineRequestLog): no request headers, so no
  // cookie or authorization to redact.
  return { level };
}

/** A read that takes longer than this is logged at info like a write (ms). */
export const SLOW_REQUEST_MS = 1000;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOGS_DEBUG = new Set(['debug', 'trace']);

/**
 * One line per request, when it is answered, instead of Fastify's two: method, URL, host, client
 * address, status and time as flat fields next to the request id. Flat values are what pino writes
 * fastest: nested req/res objects through serializers and redaction took about a sixth of a cached
 * request's throughput.
 *
 * A line of any kind still took a fifth to a quarter of a cached read's throughput, even written to
 * /dev/null (npm run bench api, issue 10 §1), so production writes fewer: a read answered in time
 * with a status below 400 is logged at debug; writes, refusals, failures and slow reads at info,
 * errors at error. LOG_LEVEL=debug logs every request.
 */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const routine = !error && reply.statusCode < 400 && READS.has(request.method) && reply.elapsedTime < SLOW_REQUEST_MS;
    // The level check comes first: a line that is not written is not built either.
    if (routine && !LOGS_DEBUG.has(reply.log.level)) return;
    const line = {
      method: request.method,
      url: loggedUrl(request.url),
      host: request.headers.host,
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (routine) reply.log.debug(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

export async function createApp(options: AppOptions) {
  const { config, tenants, db } = options;
  const app = Fastify({
    // Log lines are written asynchronously (pino flushes what is left when the process exits), so
    // a request never waits for standard output.
    logger: { ...(loggerOptions(config.logLevel) as object), stream: options.logStream ?? destination({ dest: 1, sync: false }) },
    // The log id is ours: a client's x-request-id could forge or collide with other requests' lines.
    requestIdHeader: false,
    logController: new OneLineRequestLog(),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false } },
    schemaController: { compilersFactory: lazyCompilers as never },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Hooks that never wait are written with `done`, not async: an async hook costs a promise and a
  // turn of the microtask queue on every request (together some percent of a cached read).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Shutdown (close(), on SIGTERM): the server stops listening and closes the idle connections; a
  // connection whose request is still in flight gets its answer, then is closed at once instead of
  // being kept alive for the next request (Fastify's 72 s would hold the process that long).
  app.addHook('preClose', (done) => {
    app.server.keepAliveTimeout = 1;
    done();
  });
  app.addSchema(ErrorResponse);
  app.addSchema(UserContext);

  await app.register(errors);
  // JSON answers above 1 KB are compressed for clients that accept it; the bundles' assets are
  // compressed at build time (plugins/spa.ts), downloads (.xlsx) are already zipped. Request bodies
  // are not decompressed: no browser sends one compressed, and the hook that would look for one
  // ran on every request (plugins/errors.ts refuses a compressed body with 415 and says why).
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  // External plugins.
  await app.register(database, { db, closeOnShutdown: options.closeDatabase ?? true });
  // Before every route: each route's own hook times its requests.
  await app.register(metrics);
  await app.register(securityHeaders, { tenants, appEnv: config.appEnv, https: config.https });
  await app.register(tenancy, { tenants, appEnv: config.appEnv, port: config.port });
  await app.register(session, { config });
  await app.register(dataScope);
  await app.register(policy, { prefixPolicies: { [DOCS_PREFIX]: config.publicApiDocs ? policies.public : policies.superAdmin } });
  await app.register(csrf);
  await app.register(openapi);
  // Services.
  await app.register(mailer, { config });
  await app.register(throttle, { config });
  await app.register(botChallengeService, { config });
  await app.register(signInGuard, { config });
  await app.register(sso, { config });
  await app.register(bulkImport, { config });
  await app.register(housekeeping, { config });
  await app.register(scheduler, { config });
  await app.register(readiness);
  await app.register(backup);
  // Routes: every area of server/modules (a folder with a routes.ts), found by one rule
  // (scripts/modules-index.ts writes the index), each given the config; the bundles' pages last.
  for (const [, routes] of AREAS) await app.register(routes, { config });
  await app.register(spa, { distDir: config.distDir });
  return app;
}

export type App = Awaited<ReturnType<typeof createApp>>;
