// Access policy: every route declares who may call it and how far its data reaches. A route
// registered without a policy stops the app at start-up; the policy is enforced here, once.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isBasicCompanyType } from '../services/legal-documents.ts';
import type { AuthContext } from '../services/sessions.ts';
import { SESSION_COOKIE } from './session.ts';

export type Access = 'public' | 'signed-in' | 'super-admin' | { permission: { action: string; resource: string } } | { roles: string[] };

export interface Policy {
  access: Access;
  /**
   * tenant: data of the host's tenant only (every route). company: additionally, a `companyId`
   * route parameter must be the caller's company (or the company a super admin acts for).
   */
  scope: 'tenant' | 'company';
  /**
   * Read-only roles (the spectator) are refused every method but GET/HEAD/OPTIONS, on public
   * routes too, unless the route sets this: only for routes that change what the caller views (the
   * company or persona chosen on their own session), reads whose filter is a body, and the
   * session's own beginning and end — never for routes that change data in a company's name.
   * `tests/api/access-policy.test.ts` lists every such write route.
   */
  readOnlyAllowed?: boolean;
  /**
   * Issue 8, finding 6: a signed-in user whose registration is incomplete (an invitee who set a
   * password but has not accepted the terms) is refused every non-public route but those that set
   * this: only what the registration page and the app shell need before completion.
   */
  unregisteredAllowed?: boolean;
  /**
   * The route belongs to an area outside the basic accounts' allow-list (spec §2: basic users open
   * admin and the user list, not domains, third party or the activity log): the users of a basic
   * company are refused. A super admin acting for one is not (spec §6: they bypass basic
   * restrictions).
   */
  notForBasic?: boolean;
}

/** The refusal an unregistered user gets; the client sends them to the registration page. */
export const REGISTRATION_INCOMPLETE =
  'User registration incomplete: accept the terms of use on the registration page (/userRegistration) to continue.';

/**
 * How the answer for a blocked account begins: a sign-in with the right password (403), and any
 * call of a session that the block ended (401). Clients key on this prefix to say so.
 */
export const ACCOUNT_BLOCKED = 'User account blocked: contact your company administrator or support to regain access.';

/**
 * Spec §8's 401 messages, by why no one is signed in: the client sends the first three to sign in
 * again and an idle one to /logout (src/api/unauthorized.ts).
 */
export const SESSION_REFUSALS = {
  missing: 'Missing token',
  unknown: 'Invalid token',
  ended: 'Invalid token',
  expired: 'Session Expired',
  idle: 'User has been inactive for long',
  blocked: ACCOUNT_BLOCKED,
} as const;

/** The methods that read: a read-only session (the spectator) may send only these, but for routes with `readOnlyAllowed`. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The refusal a read-only session (the spectator) gets on a write. */
export const SPECTATOR_REFUSAL = 'Spectators have view-only access.';

/** The refusal a basic company's user gets on a route with `notForBasic`. */
export const NOT_IN_BASIC_PLAN = "Access Denied/Forbidden. This area is not part of a basic account's plan.";

export const policies = {
  public: { access: 'public', scope: 'tenant' },
  signedIn: { access: 'signed-in', scope: 'tenant' },
  /** Signed in, registration complete or not (the user context the registration page reads). */
  signedInUnregistered: { access: 'signed-in', scope: 'tenant', unregisteredAllowed: true },
  superAdmin: { access: 'super-admin', scope: 'tenant' },
  permission: (action: string, resource: string, scope: Policy['scope'] = 'company'): Policy => ({
    access: { permission: { action, resource } },
    scope,
  }),
  /**
   * A POST (or PUT) the spectator may send although it writes nothing lasting: a read whose filter
   * is a body (spec §7 searches, the activity log), or a choice of what to view that changes only the
   * caller's own session.
   */
  readOnlyAllowed: (policy: Policy): Policy => ({ ...policy, readOnlyAllowed: true }),
  /** A permission on a company's area that basic accounts do not have (see `notForBasic`). */
  charterPermission: (action: string, resource: string): Policy => ({
    access: { permission: { action, resource } },
    scope: 'company',
    notForBasic: true,
  }),
} satisfies Record<string, Policy | ((...args: never[]) => Policy)>;

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Policy;
  }
  interface FastifyInstance {
    /** Every route with its policy, for the access tests and the route listing. */
    routeTable: Array<{ method: string; url: string; policy: Policy }>;
  }
}

export class PolicyError extends Error {}

export function effectiveCompanyId(auth: AuthContext): string | null {
  return auth.user.company_id ?? auth.actingCompanyId;
}

/** A write by a read-only session (the spectator) through a route that does not take one. */
const writesReadOnly = (policy: Policy, request: FastifyRequest, auth: AuthContext) =>
  auth.role.read_only && !policy.readOnlyAllowed && !SAFE_METHODS.has(request.method);

/** Why the caller may not use the route, as [status, message], or null when allowed. */
export function checkPolicy(policy: Policy, request: FastifyRequest): [number, string] | null {
  const { auth } = request;
  // A read-only session writes nothing, through public routes too (issue 30 §1: a spectator filed
  // an incident in the name of the company they viewed).
  if (policy.access === 'public') return auth && writesReadOnly(policy, request, auth) ? [403, SPECTATOR_REFUSAL] : null;
  if (!auth) return [401, SESSION_REFUSALS.missing]; // the hook below says why, from the cookie
  if (auth.user.registration_completed_at === null && !policy.unregisteredAllowed) return [403, REGISTRATION_INCOMPLETE];
  const { access } = policy;
  const allowed =
    access === 'signed-in' ||
    (access === 'super-admin' && auth.role.is_super_admin) ||
    (typeof access === 'object' && 'roles' in access && access.roles.includes(auth.role.name)) ||
    (typeof access === 'object' &&
      'permission' in access &&
      auth.permissions.some((p) => p.action === access.permission.action && p.resource === access.permission.resource));
  if (!allowed) return [403, 'Access Denied/Forbidden.'];
  if (policy.notForBasic && !auth.role.is_super_admin && isBasicCompanyType(auth.company?.company_type)) return [403, NOT_IN_BASIC_PLAN];
  if (writesReadOnly(policy, request, auth)) return [403, SPECTATOR_REFUSAL];
  if (policy.scope === 'company') {
    const companyId = (request.params as { companyId: string }).companyId;
    if (companyId !== effectiveCompanyId(auth)) return [403, 'Access Denied/Forbidden.'];
  }
  return null;
}

export interface PolicyPluginOptions {
  /** Policies for routes that third-party plugins register under a prefix (e.g. the API docs UI). */
  prefixPolicies?: Record<string, Policy>;
}

async function policyPlugin(app: FastifyInstance, options: PolicyPluginOptions) {
  app.decorate('routeTable', []);
  const prefixes = Object.entries(options.prefixPolicies ?? {});
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.policy) {
      const inherited = prefixes.find(([prefix]) => route.url.startsWith(prefix))?.[1];
      if (inherited) route.config = { ...route.config, policy: inherited };
    }
    const policy = route.config?.policy;
    if (!policy) throw new PolicyError(`Route ${String(route.method)} ${route.url} declares no access policy`);
    if (policy.scope === 'company' && !route.url.includes(':companyId')) {
      throw new PolicyError(`Route ${String(route.method)} ${route.url} has company scope but no :companyId parameter`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, policy });
    }
  });
  // preValidation, not preHandler: a caller the policy turns away must get 401/403 before the
  // route's schema looks at the input (Fastify validates between the two hooks).
  app.addHook('preValidation', (request, reply, done) => {
    const policy = request.routeOptions.config.policy;
    const denied = policy && checkPolicy(policy, request); // no policy: the not-found handler
    if (!denied) return done();
    const [statusCode, reason] = denied;
    const refuse = (message: string) =>
      reply.code(statusCode).send({ statusCode, error: statusCode === 401 ? 'Unauthorized' : 'Forbidden', message });
    if (statusCode !== 401) return refuse(reason);
    // No one signed in: the answer says why (only the cookie's owner learns how their session ended).
    const token = request.cookies?.[SESSION_COOKIE];
    if (!token || !request.tenant) return refuse(SESSION_REFUSALS.missing);
    app.sessions.whyEnded(token, request.tenant.id).then((why) => refuse(SESSION_REFUSALS[why]), done);
  });
}

export default fp(policyPlugin, { name: 'policy', dependencies: ['session'] });
