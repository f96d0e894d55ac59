// The access policy: every route declares one, and the server enforces it before anything else.
// The table-driven part reads the app's route table, so a new route is covered without edits.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DOCS_PREFIX } from '../../server/plugins/openapi.ts';
import policyPlugin, { type Policy, PolicyError, policies } from '../../server/plugins/policy.ts';
import { DEMO_ACCOUNTS } from '../../server/seed/demo-data.ts';
import { isBasicCompanyType } from '../../server/services/legal-documents.ts';
import type { AuthContext } from '../../server/services/sessions.ts';
import { buildTestApp, hostOf, signIn, tenants } from '../helpers/app.ts';
import { routeNames } from './support.ts';

// Built at collection time: the per-route tests below are generated from its route table.
const ctx = await buildTestApp({ signInLimits: { perAccount: 1000, perIp: 10_000, windowMinutes: 15 } });
afterAll(() => ctx.close());

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TENANT_IDS: string[] = tenants.map((t) => t.id);
/** Public by design and not worth calling: the docs UI's static files and the portal page fallback. */
const isSkipped = (route: { method: string; url: string }) =>
  route.url.startsWith(`${DOCS_PREFIX}/static/`) || (route.method === 'GET' && route.url === '/*');
const routes = ctx.app.routeTable.filter((r) => !isSkipped(r));

describe('every route declares a policy', () => {
  test('each entry of the route table has a known access rule and scope', () => {
    expect(ctx.app.routeTable.length).toBeGreaterThan(10);
    for (const { method, url, policy } of ctx.app.routeTable) {
      const where = `${method} ${url}`;
      expect(['tenant', 'company'], where).toContain(policy.scope);
      const { access } = policy;
      if (typeof access === 'string') expect(['public', 'signed-in', 'super-admin'], where).toContain(access);
      else if ('permission' in access)
        expect(access.permission, where).toEqual({ action: expect.any(String), resource: expect.any(String) });
      else expect(access.roles.length, where).toBeGreaterThan(0);
      if (policy.scope === 'company') expect(url, `${where} has company scope`).toContain(':companyId');
      expect(ctx.app.hasRoute({ method: method as 'GET', url }), where).toBe(true);
    }
  });

  test('the route table lists every registered route (all methods but the automatic HEAD)', () => {
    // Rebuild full paths from the router's radix tree print-out (each line one more path piece).
    const printed: string[] = [];
    const stack: string[] = [];
    for (const line of ctx.app.printRoutes().split('\n')) {
      const match = /^((?:│   |    )*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      stack.length = depth;
      const path = (stack[depth - 1] ?? '') + match[2]!;
      stack.push(path);
      for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') printed.push(`${method} ${path}`);
    }
    // Routes with differently named parameters at one position (PUT …/:id, DELETE …/:domainName)
    // share a tree node that prints ':id|:domainName': compare with parameter names left out.
    const unnamed = (route: string) => route.replace(/:\w+(\|:\w+)*/g, ':param');
    printed.splice(0, printed.length, ...printed.map(unnamed));
    const listed = new Set(ctx.app.routeTable.map((r) => unnamed(`${r.method} ${r.url}`)));
    // Fastify adds '/prefix/' next to a plugin's '/prefix' route without running onRoute again;
    // that twin shares the route's options, policy included.
    const unlisted = printed.filter((r) => !listed.has(r) && !(r.endsWith('/') && listed.has(r.slice(0, -1))));
    expect(unlisted).toEqual([]);
    expect(printed).toEqual(expect.arrayContaining([...listed]));
  });

  test('only the expected routes are public', () => {
    const publicRoutes = routeNames(ctx.app, (r) => r.policy.access === 'public' && !r.url.startsWith(DOCS_PREFIX));
    expect(publicRoutes).toEqual([
      'GET /*',
      'GET /core-app-api/api/ccm',
      'GET /core-app-api/auth-status',
      // A public page's images (the insights article); other files need a reader who may see their item.
      'GET /core-app-api/content/files/:id',
      // The incident form is public (spec §2), and so are its support categories (issue 12 §2).
      'GET /core-app-api/support/categories',
      'GET /dev/mailbox',
      'GET /dev/mailbox/messages',
      'GET /healthz',
      // Prometheus: public to the policy, answered only to this machine or with METRICS_TOKEN (issue 32 §2).
      'GET /metrics',
      // npm run backup: public to the policy, answered only to this machine with the server's own token (issue 32 §3).
      'GET /ops/backup',
      'GET /platform/sso/callback', // the identity provider sends the browser back here (issue 32 §1)
      'GET /platform/v1/bot/challenge',
      // The public insights article (spec §2 /articles/insights is public; issue 15 §2).
      'GET /platform/v1/content-management/articles/:path',
      'GET /platform/v1/identity/sites/:site',
      'GET /platform/v1/legal/data-sharing-addendum',
      'GET /platform/v1/legal/privacy-policy',
      'GET /platform/v1/legal/terms',
      'GET /platform/v1/legal/terms/pdf',
      'GET /readyz',
      // Which build the host serves (issue 31 §2): what the bundle holds, nothing secret.
      'GET /release.json',
      // Page views of the public pages count too (issue 16 §3); signed-out batches are throttled per address.
      'POST /core-app-api/analytics/events',
      // Visitors file incidents too (spec §2: /support/ticketCreation is public; issue 12 §2).
      'POST /core-app-api/incidents',
      'POST /core-app-api/pwd-reset-link',
      // Local only, like the mailbox: the audit clock and the scheduled jobs (issue 14 §3).
      'POST /dev/clock',
      'POST /dev/jobs/run',
      'POST /platform/invitations/accept',
      'POST /platform/invitations/lookup',
      'POST /platform/lcs/contact-us',
      'POST /platform/login',
      'POST /platform/logout',
      'POST /platform/password-reset',
      'POST /platform/sso/start', // where an e-mail signs in, before anyone is signed in (issue 32 §1)
    ]);
  });
});

test('the write routes a read-only session (the spectator) may call are these, each for a reason', () => {
  // Every other POST, PUT, PATCH and DELETE, public ones included, refuses a spectator (issue 30
  // §1); the matrix below checks that they do. A new entry here needs the reason it writes nothing
  // in the name of the company the spectator views.
  const writes = routeNames(ctx.app, (r) => !SAFE_METHODS.has(r.method) && r.policy.readOnlyAllowed === true);
  expect(writes).toEqual([
    'POST /core-app-api/analytics/events', // page views: the portal's usage counts, no company data
    'POST /core-app-api/banner/:id/dismissals', // the spectator's own session: a banner closed
    'POST /core-app-api/companies/:companyId/activity-logs', // reads whose filter is a body (spec §7)
    'POST /core-app-api/companies/:companyId/activity-logs/applicationlist',
    'POST /core-app-api/companies/:companyId/activity-logs/download',
    'POST /core-app-api/companies/:companyId/activity-logs/eventlist',
    'POST /core-app-api/configuration/preview', // a launch list computed from a body; nothing is saved
    'POST /core-app-api/release-notes/seen', // the spectator's own: release notes seen
    'POST /core-app-api/users', // reads whose filter is a body (global user management)
    'POST /core-app-api/users/export',
    'POST /core-app-api/users/reset-context', // what the spectator's own session views
    'POST /core-app-api/users/set-context',
    'POST /core-app-api/users/switch-context',
    'POST /core-app-api/v1/customer-support/export-glossaries', // reads whose filter is a body (spec §7)
    'POST /core-app-api/v1/customer-support/search-glossaries',
    'POST /platform/invitations/accept', // what an e-mailed token authorises; it ends the caller's session
    'POST /platform/invitations/lookup', // a read
    'POST /platform/login', // a session's beginning and end
    'POST /platform/logout',
    'POST /platform/password-reset', // what an e-mailed token authorises
    'POST /platform/sso/start', // a session's beginning, at the company's identity provider
    'POST /platform/v2/identity/tenants/:companyId/fetch-active-partner-access-apps', // a read whose filter is a body (spec §7)
  ]);
});

describe('the policy plugin on its own', () => {
  /** A stand-in for the session plugin: the caller is whatever the x-test-auth header says. */
  const stubSession = fp(
    async (app: FastifyInstance) => {
      app.decorateRequest('auth', null);
      app.addHook('onRequest', async (request) => {
        const header = request.headers['x-test-auth'];
        request.auth = typeof header === 'string' ? (JSON.parse(header) as AuthContext) : null;
      });
    },
    { name: 'session' },
  );

  // Returned in an object: a Fastify instance is thenable, and awaiting it would start it.
  async function tinyApp(register: (app: FastifyInstance) => void, prefixPolicies?: Record<string, Policy>) {
    const app = Fastify();
    await app.register(stubSession);
    await app.register(policyPlugin, { prefixPolicies });
    app.register(async (child) => {
      register(child);
    });
    return { app };
  }

  const caller = (overrides: Partial<AuthContext> & { companyId?: string | null } = {}): Record<string, string> => {
    const { companyId = 'c-1', ...rest } = overrides;
    const auth = {
      sessionHash: 'x',
      user: { company_id: companyId },
      company: null,
      actingCompanyId: null,
      role: { name: 'Admin', is_super_admin: false, read_only: false },
      permissions: [{ action: 'LIST', resource: 'USER' }],
      ...rest,
    };
    return { 'x-test-auth': JSON.stringify(auth) };
  };

  test('a route without a policy stops the app at start-up, naming the route', async () => {
    const { app } = await tinyApp((child) => child.get('/no-policy', async () => 'ok'));
    const error = await app.ready().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PolicyError);
    expect((error as Error).message).toBe('Route GET /no-policy declares no access policy');
  });

  test('a route under a prefix with a policy inherits it', async () => {
    const { app } = await tinyApp((child) => child.get('/docs/page', async () => 'ok'), { '/docs': policies.signedIn });
    await app.ready();
    expect(app.routeTable).toEqual([{ method: 'GET', url: '/docs/page', policy: policies.signedIn }]);
    expect((await app.inject('/docs/page')).statusCode).toBe(401);
    expect((await app.inject({ url: '/docs/page', headers: caller() })).statusCode).toBe(200);
    await app.close();
  });

  test('the policy is checked before input validation: a stranger learns nothing about the input rules', async () => {
    const { app } = await tinyApp((child) => {
      child.get(
        '/search',
        {
          config: { policy: policies.signedIn },
          schema: { querystring: { type: 'object', required: ['q'], properties: { q: { type: 'string' } } } },
        },
        async () => 'ok',
      );
      child.post(
        '/companies/:companyId/things',
        { config: { policy: policies.permission('LIST', 'USER') }, schema: { body: { type: 'object', required: ['name'] } } },
        async () => 'ok',
      );
    });
    expect((await app.inject('/search')).statusCode).toBe(401);
    expect((await app.inject({ url: '/search', headers: caller() })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/companies/c-2/things', payload: {}, headers: caller() })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/companies/c-1/things', payload: {}, headers: caller() })).statusCode).toBe(400);
    await app.close();
  });

  test('permission, company scope, roles, super admin and read-only rules', async () => {
    const { app } = await tinyApp((child) => {
      const ok = async () => 'ok';
      child.get('/companies/:companyId/users', { config: { policy: policies.permission('LIST', 'USER') } }, ok);
      child.post('/companies/:companyId/users', { config: { policy: policies.permission('LIST', 'USER') } }, ok);
      child.get('/admin/companies', { config: { policy: policies.superAdmin } }, ok);
      child.get('/merchant', { config: { policy: { access: { roles: ['Merchant'] }, scope: 'tenant' } } }, ok);
      child.route({ method: ['GET', 'POST'], url: '/incidents', config: { policy: policies.public }, handler: ok });
      child.post('/logout', { config: { policy: policies.readOnlyAllowed(policies.public) } }, ok);
    });
    const status = async (method: 'GET' | 'POST', url: string, headers?: Record<string, string>) =>
      (await app.inject({ method, url, headers })).statusCode;
    const superAdmin = { name: 'Super Admin', is_super_admin: true, read_only: false };
    const spectator = { name: 'Super Admin Spectator', is_super_admin: true, read_only: true };

    expect(await status('GET', '/companies/c-1/users')).toBe(401);
    expect(await status('GET', '/companies/c-1/users', caller())).toBe(200);
    expect(await status('GET', '/companies/c-2/users', caller())).toBe(403);
    expect(await status('GET', '/companies/c-1/users', caller({ permissions: [] }))).toBe(403);
    // A super admin reaches only the company they act for.
    expect(await status('GET', '/companies/c-2/users', caller({ companyId: null, role: superAdmin, actingCompanyId: 'c-2' }))).toBe(200);
    expect(await status('GET', '/companies/c-1/users', caller({ companyId: null, role: superAdmin, actingCompanyId: 'c-2' }))).toBe(403);
    expect(await status('GET', '/companies/c-1/users', caller({ companyId: null, role: superAdmin }))).toBe(403);
    // A spectator reads but does not write.
    expect(await status('GET', '/companies/c-2/users', caller({ companyId: null, role: spectator, actingCompanyId: 'c-2' }))).toBe(200);
    expect(await status('POST', '/companies/c-2/users', caller({ companyId: null, role: spectator, actingCompanyId: 'c-2' }))).toBe(403);
    // Public routes too (issue 30 §1): the spectator filed incidents in the viewed company's name.
    const viewing = caller({ companyId: null, role: spectator, actingCompanyId: 'c-2' });
    expect(await status('POST', '/incidents', viewing)).toBe(403);
    expect(await status('POST', '/incidents')).toBe(200);
    expect(await status('POST', '/incidents', caller({ companyId: null, role: superAdmin, actingCompanyId: 'c-2' }))).toBe(200);
    expect(await status('GET', '/incidents', viewing)).toBe(200);
    expect(await status('POST', '/logout', viewing)).toBe(200);

    expect(await status('GET', '/admin/companies', caller())).toBe(403);
    expect(await status('GET', '/admin/companies', caller({ role: superAdmin }))).toBe(200);
    expect(await status('GET', '/merchant', caller())).toBe(403);
    expect(await status('GET', '/merchant', caller({ role: { name: 'Merchant', is_super_admin: false, read_only: false } }))).toBe(200);
    await app.close();
  });
});

// ---- Every route × every demo account (and anonymous) × own and another tenant's host ----

interface Caller {
  label: string;
  tenantId: string;
  account: string;
  role: string;
  isSuperAdmin: boolean;
  readOnly: boolean;
  permissions: Array<{ action: string; resource: string }>;
  companyId: string | null;
  /** Of a basic company (spec §2 allow-list). */
  basic: boolean;
  cookie: string;
}

const callers: Caller[] = [];
/** Per tenant: its companies' ids. */
const companiesOf = new Map<string, string[]>();

beforeAll(async () => {
  const [roles, grants, users, companies] = await Promise.all([
    ctx.db.selectFrom('roles').selectAll().execute(),
    ctx.db.selectFrom('role_permissions').selectAll().execute(),
    ctx.db.selectFrom('users').select(['id', 'tenant_id', 'login_id', 'company_id', 'role']).execute(),
    ctx.db.selectFrom('companies').select(['id', 'tenant_id', 'company_type']).orderBy('created_at').execute(),
  ]);
  for (const c of companies) companiesOf.set(c.tenant_id, [...(companiesOf.get(c.tenant_id) ?? []), c.id]);
  const signIns = TENANT_IDS.flatMap((tenantId) =>
    DEMO_ACCOUNTS.map(async ({ account }) => {
      const user = users.find((u) => u.login_id === `${account}.${tenantId}@demo.test`)!;
      const role = roles.find((r) => r.name === user.role)!;
      const caller: Caller = {
        label: `${account}.${tenantId}`,
        tenantId,
        account,
        role: role.name,
        isSuperAdmin: role.is_super_admin,
        readOnly: role.read_only,
        permissions: grants.filter((g) => g.role === role.name),
        companyId: user.company_id,
        basic: isBasicCompanyType(companies.find((c) => c.id === user.company_id)?.company_type),
        cookie: await signIn(ctx.app, account, tenantId),
      };
      return caller;
    }),
  );
  callers.push(...(await Promise.all(signIns)));
});

type Outcome = 'allowed' | 401 | 403;

/** What the declared policy says a caller gets (null caller: anonymous). */
function expectedOutcome(
  route: { method: string; policy: Policy },
  caller: Caller | null,
  hostTenant: string,
  companyId: string | null,
): Outcome {
  const { access, scope } = route.policy;
  const signedInHere = caller !== null && caller.tenantId === hostTenant;
  // A read-only session (the spectator) writes through no route that does not take it, public or not.
  const readOnlyWrite = signedInHere && caller.readOnly && !SAFE_METHODS.has(route.method) && !route.policy.readOnlyAllowed;
  if (access === 'public') return readOnlyWrite ? 403 : 'allowed';
  if (!caller || !signedInHere) return 401;
  const permitted =
    access === 'signed-in' ||
    (access === 'super-admin' && caller.isSuperAdmin) ||
    (typeof access === 'object' && 'roles' in access && access.roles.includes(caller.role)) ||
    (typeof access === 'object' &&
      'permission' in access &&
      caller.permissions.some((p) => p.action === access.permission.action && p.resource === access.permission.resource));
  if (!permitted) return 403;
  if (route.policy.notForBasic && !caller.isSuperAdmin && caller.basic) return 403;
  if (readOnlyWrite) return 403;
  // Acting companies start unset at sign-in, so a caller's own company is their user's company.
  if (scope === 'company' && companyId !== caller.companyId) return 403;
  return 'allowed';
}

const otherTenant = (tenantId: string) => TENANT_IDS[(TENANT_IDS.indexOf(tenantId) + 1) % TENANT_IDS.length]!;
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';

/** The :companyId values to try: own company, another company of the host's tenant, one of another tenant. */
function companyVariants(caller: Caller | null, hostTenant: string): Array<[string, string]> {
  const local = companiesOf.get(hostTenant)!;
  const own = caller && caller.tenantId === hostTenant ? caller.companyId : null;
  const variants: Array<[string, string]> = [];
  if (own) variants.push(['own company', own]);
  variants.push(['another company of this tenant', local.find((id) => id !== own)!]);
  variants.push(['a company of another tenant', companiesOf.get(otherTenant(hostTenant))![0]!]);
  return variants;
}

function urlFor(pattern: string, companyId: string | null): string {
  return pattern
    .replace(/:companyId\b/g, companyId ?? PLACEHOLDER_ID)
    .replace(/:[A-Za-z_]\w*/g, PLACEHOLDER_ID)
    .replace(/\*$/, 'x');
}

/** A session may end through a route under test (logout): then start a fresh one for the caller. */
async function keepSignedIn(caller: Caller): Promise<void> {
  const res = await ctx.app.inject({ url: '/core-app-api/auth-status', headers: { host: hostOf(caller.tenantId), cookie: caller.cookie } });
  if (res.json().authenticated) return;
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'tenant_id'])
    .where('login_id', '=', `${caller.account}.${caller.tenantId}@demo.test`)
    .executeTakeFirstOrThrow();
  caller.cookie = `sip_session=${await ctx.app.sessions.create(user)}`;
}

// Safe methods first, so routes that end a session (logout) run after the read-only checks.
const ordered = [...routes].sort((a, b) => Number(!SAFE_METHODS.has(a.method)) - Number(!SAFE_METHODS.has(b.method)));

describe('every route answers every caller as its policy says', () => {
  test.each(ordered.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_name, route) => {
    const hasCompanyParam = route.url.includes(':companyId');
    const mismatches: string[] = [];
    let calls = 0;

    async function check(caller: Caller | null, hostTenant: string, companyLabel: string, companyId: string | null) {
      const host = hostOf(hostTenant);
      const headers: Record<string, string> = { host, origin: `http://${host}` };
      if (caller) headers.cookie = caller.cookie;
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: urlFor(route.url, companyId),
        headers,
        ...(SAFE_METHODS.has(route.method) ? {} : { payload: {} }),
      });
      calls++;
      const want = expectedOutcome(route, caller, hostTenant, companyId);
      const got = res.statusCode;
      // The knowledge base's own rule past the policy (spec §8): an account without any product is
      // refused with its code (tests/api/knowledge-base.test.ts covers who).
      const kbRefusal = got === 403 && res.json().errors?.[0]?.code === 'KB_ACCESS_DENIED';
      const ok = want === 'allowed' ? (got !== 401 && got !== 403 && got < 500) || kbRefusal : got === want;
      if (!ok)
        mismatches.push(
          `${caller?.label ?? 'anonymous'} on ${host}${hasCompanyParam ? ` (${companyLabel})` : ''}: expected ${want}, got ${got} ${res.body.slice(0, 120)}`,
        );
      // Only a write that went through can have ended the session (an empty body mostly gets a 400).
      if (caller && !SAFE_METHODS.has(route.method) && got < 400) await keepSignedIn(caller);
    }

    for (const hostTenant of TENANT_IDS) {
      for (const [label, companyId] of hasCompanyParam ? companyVariants(null, hostTenant) : [['', null] as [string, null]]) {
        await check(null, hostTenant, label, companyId);
      }
    }
    for (const caller of callers) {
      for (const hostTenant of [caller.tenantId, otherTenant(caller.tenantId)]) {
        const variants = hasCompanyParam ? companyVariants(caller, hostTenant) : [['', null] as [string, null]];
        for (const [label, companyId] of variants) await check(caller, hostTenant, label, companyId);
      }
    }
    expect(callers).toHaveLength(DEMO_ACCOUNTS.length * TENANT_IDS.length);
    expect(calls).toBeGreaterThanOrEqual(callers.length * 2 + TENANT_IDS.length);
    expect(mismatches).toEqual([]);
  });
});

// ---- User management: ids in the body never reach past the caller's company ----

describe('an admin never acts on a user of another company or tenant', () => {
  const host = hostOf('us');
  const call = (cookie: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    ctx.app.inject({ method, url, headers: { host, origin: `http://${host}`, cookie }, payload });
  const userOf = (login: string) => ctx.db.selectFrom('users').selectAll().where('login_id', '=', login).executeTakeFirstOrThrow();
  const companyOf = (name: string) => ctx.db.selectFrom('companies').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  /** Everything a user-management change could touch about a user. */
  const snapshot = async (userId: string) => ({
    user: await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    products: await ctx.db.selectFrom('user_products').selectAll().where('user_id', '=', userId).orderBy('product_code').execute(),
    openSessions: (
      await ctx.db.selectFrom('sessions').select('id_hash').where('user_id', '=', userId).where('revoked_at', 'is', null).execute()
    ).length,
  });

  /** Each user mutation, for a target user id (and an access request id). */
  const mutations = (userId: string, requestId: string): Array<[string, 'POST' | 'PUT', string, object]> => [
    ['grant access', 'POST', 'users/access', { userIds: [userId], products: ['SHOPPER_BEHAVIOR'] }],
    ['set access', 'PUT', 'users/access', { userId, products: [], role: 'Admin' }],
    ['edit profile', 'PUT', 'users/profile', { userId, firstName: 'Taken', lastName: 'Over' }],
    ['delete', 'POST', 'users/delete', { userIds: [userId] }],
    ['block', 'POST', 'users/block', { userId, reason: 'Not yours' }],
    ['unblock', 'POST', 'users/unblock', { userIds: [userId] }],
    ['decide access request', 'POST', 'bulk-access-requests', { approvals: [{ requestId, approved: true }] }],
  ];
  const urlOf = (companyId: string, path: string) =>
    path === 'bulk-access-requests'
      ? `/platform/v1/identity/accounts/${companyId}/bulk-access-requests`
      : `/core-app-api/companies/${companyId}/${path}`;

  test('ids of another company of the tenant, or of another tenant: 404, and nothing changes', async () => {
    const cookie = await signIn(ctx.app, 'supplier-admin', 'us');
    const own = (await companyOf('Blue Ridge Foods Inc.')).id;
    const targets = [
      { label: 'another company of this tenant', login: 'agency-user.us@demo.test' },
      { label: 'another tenant', login: 'supplier-user.mx@demo.test' },
    ];
    for (const { label, login } of targets) {
      const target = await userOf(login);
      // A pending request of the target's company: naming it from here must not decide it.
      const request = await ctx.db
        .insertInto('access_requests')
        .values({ tenant_id: target.tenant_id, company_id: target.company_id!, user_id: target.id, products: ['SHOPPER_BEHAVIOR'] })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The target has an open session, which a block would end.
      await ctx.app.sessions.create(target);
      const before = await snapshot(target.id);
      for (const [name, method, path, payload] of mutations(target.id, request.id)) {
        const res = await call(cookie, method, urlOf(own, path), payload);
        expect(res.statusCode, `${name} on a user of ${label}: ${res.body}`).toBe(404);
        expect(await snapshot(target.id), `${name} on a user of ${label}`).toEqual(before);
      }
      const stored = await ctx.db.selectFrom('access_requests').select('status').where('id', '=', request.id).executeTakeFirstOrThrow();
      expect(stored.status).toBe('PENDING');
    }
  });

  test("another company's id in the path: 403 before anything is read", async () => {
    const cookie = await signIn(ctx.app, 'supplier-admin', 'us');
    for (const [label, company] of [
      ['another company of this tenant', 'Northstar Retail Analytics'],
      ['a company of another tenant', 'Analítica Comercial Norte'],
    ] as const) {
      const target = await userOf(label === 'another company of this tenant' ? 'agency-user.us@demo.test' : 'agency-user.mx@demo.test');
      const companyId = (await companyOf(company)).id;
      const before = await snapshot(target.id);
      for (const [name, method, path, payload] of mutations(target.id, PLACEHOLDER_ID)) {
        const res = await call(cookie, method, urlOf(companyId, path), payload);
        expect(res.statusCode, `${name} in ${label}`).toBe(403);
      }
      expect(await snapshot(target.id)).toEqual(before);
    }
  });
});
