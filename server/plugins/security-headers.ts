// Security headers on every answer (Helmet). Pages: a Content-Security-Policy the built bundles
// satisfy (their scripts are files of this origin, no inline script; Emotion writes <style>
// elements, hence inline styles), nosniff, no framing by other sites, a strict referrer policy,
// and HSTS where the portal is served over https (every environment but local). Other answers: the
// short set of RESOURCE_POLICY.
//
// The headers are the same for every answer (no nonces), so Helmet computes them once at start-up;
// @fastify/helmet built Helmet again on every request, a tenth of a signed-in request's CPU time.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import type { Environment, TenantConfig } from '../../tenants/schema.ts';

/** Origins of absolute URLs (analytics script, API bases) the environment's bundles use. */
function externalOrigins(tenants: TenantConfig[], env: Environment) {
  const scripts = new Set<string>();
  const apis = new Set<string>();
  for (const tenant of tenants) {
    const settings = tenant.environments[env];
    if (settings.analyticsScriptUrl) scripts.add(new URL(settings.analyticsScriptUrl).origin);
    for (const base of [settings.coreApiBase, settings.platformBase]) if (base.startsWith('https://')) apis.add(new URL(base).origin);
  }
  return { scripts: [...scripts], apis: [...apis] };
}

export function contentSecurityPolicy(tenants: TenantConfig[], env: Environment) {
  const { scripts, apis } = externalOrigins(tenants, env);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...apis, ...scripts],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** The headers Helmet sets for these options (the ones it removes, X-Powered-By, are never set here). */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * What an answer that is not a page needs (JSON, files, assets; OWASP's REST Security cheat sheet):
 * a policy under which the answer, opened as a document, runs and loads nothing and cannot be
 * framed; nosniff; no cross-origin reads; the referrer rule; HSTS. Helmet's other headers
 * (Cross-Origin-Opener-Policy, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies, X-XSS-Protection) govern documents only: leaving them off the
 * API answers saves about 4 % of a cached read's throughput (npm run bench api).
 */
const RESOURCE_POLICY = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies HelmetOptions;

async function securityHeaders(app: FastifyInstance, options: { tenants: TenantConfig[]; appEnv: Environment; https: boolean }) {
  const shared = {
    // Reset and invitation pages carry their token in the address: never send it to another site.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  } satisfies HelmetOptions;
  const pageHeaders = helmetHeaders({
    ...shared,
    contentSecurityPolicy: contentSecurityPolicy(options.tenants, options.appEnv),
    // The portal opens no cross-origin windows that need it; Helmet's default would break nothing either.
    crossOriginEmbedderPolicy: false,
  });
  const resourceHeaders = helmetHeaders({ ...RESOURCE_POLICY, ...shared });
  // When the answer's type is known: an HTML page gets the page's headers, anything else the short set.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    reply.headers(typeof type === 'string' && type.startsWith('text/html') ? pageHeaders : resourceHeaders);
    // API answers speak of a person, a company or a session: no cache, shared or the browser's,
    // keeps them (issue 30 §1), unless the route chose its own rule (article images, files).
    if (typeof type === 'string' && /^application\/(problem\+)?json/.test(type) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
