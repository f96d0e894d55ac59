// Schema-driven fuzzing (issue 8, "make it stay fixed"): every route of the app gets bad input
// derived from its OpenAPI schema — wrong types, NUL characters, 1 MB strings, 10,000-level
// nesting, huge and non-finite numbers, __proto__/constructor keys, arrays for objects, missing
// required fields, bad path parameters — both anonymously and signed in as a caller that passes
// the route's policy (so the validators and handlers run, not only the access check). No answer
// may be a 5xx, an error answer must be the app's {statusCode, error, message} without database
// or stack text, and a 200 must not be empty. Every answer must also be what the OpenAPI document
// declares for the operation — its status, media type and schema (issue 30 §2; the check is
// tests/helpers/conformance.ts, which every API test runs). Signed-in callers whom the route's
// policy refuses send a few inputs too, so the refusals are checked as well. Routes come from the
// app's route table, so a new route is fuzzed without editing this file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyRequest, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, test } from 'vitest';
import { checkPolicy, type Policy } from '../../server/plugins/policy.ts';
import type { AuthContext } from '../../server/services/sessions.ts';
import { buildTestApp, signIn, tenants } from '../helpers/app.ts';
import { checked, describeMismatch, takeMismatches } from '../helpers/conformance.ts';
import {
  deref,
  type Input,
  inputsOf,
  type Known,
  type Mutant,
  mutants,
  type OpenApi,
  type Operation,
  type Schema,
  SIGNED_OUT_SAMPLE,
} from './fuzz-inputs.ts';

// A stand-in bundle, so the portal's page route serves files instead of "bundle not built" (503).
const distDir = mkdtempSync(join(tmpdir(), 'fuzz-dist-'));
mkdirSync(join(distDir, 'us-local', 'static'), { recursive: true });
writeFileSync(join(distDir, 'us-local', 'index.html'), '<!doctype html><title>portal</title>');
writeFileSync(join(distDir, 'us-local', 'static', 'app.js'), 'void 0;');

// Limits raised so that repeated bad sign-ins and contact messages reach their handlers instead of
// the throttles (which answer 412/429 before the handler runs).
const ctx = await buildTestApp({
  distDir,
  signInLimits: { perAccount: 1_000_000, perIp: 1_000_000, windowMinutes: 15 },
  botChallenge: { afterFailures: 1_000_000, afterAddressFailures: 1_000_000 },
  contactUsBurst: 1_000_000,
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

const HOST = 'us.localhost';
const FUZZ_ADDRESS = '10.66.0.1';

/** Database error texts, SQL and stack frames: none may reach a client. */
const LEAK =
  /syntax error|violates|relation "|column "|invalid input syntax|invalid byte sequence|unterminated|out of range for type|\bat .+\.[cm]?[jt]s:\d+|node_modules|postgres|pglite|kysely|\bselect\b.+\bfrom\b|insert into|delete from|"stack"|TypeError|RangeError|ReferenceError|Cannot read propert/i;

interface Caller {
  name: string;
  account?: string;
  cookie?: string;
  auth?: AuthContext | null;
}

const callers: Caller[] = [
  { name: 'supplier-admin', account: 'supplier-admin' },
  { name: 'super-admin', account: 'super-admin' },
  { name: 'support-agent', account: 'support-agent' },
  // Internal users ask other companies for access (issue 14 §2).
  { name: 'associate', account: 'associate' },
  // Content owners write the knowledge base, release notes and resources (issue 15 §3).
  { name: 'content-owner', account: 'content-owner' },
  // Read-only: refused every write (403), reads every company it views.
  { name: 'spectator', account: 'spectator' },
  // A basic company's admin: refused the areas outside the basic plan.
  { name: 'basic-admin', account: 'basic-vendor-admin' },
];
const anonymous: Caller = { name: 'anonymous' };

/** The supplier-admin's company: the super admin acts for it, so both pass company-scoped routes with it. */
let companyId = '';

/** Signs a caller in again when a fuzzed route ended the session (sign-out) or changed its acting company. */
async function ensureSignedIn(caller: Caller) {
  const token = caller.cookie?.split('=')[1];
  let auth = token ? await ctx.app.sessions.resolve(token, 'us') : null;
  if (!auth) {
    caller.cookie = await signIn(ctx.app, caller.account!);
    auth = await ctx.app.sessions.resolve(caller.cookie.split('=')[1]!, 'us');
  }
  if (companyId && auth!.role.is_super_admin && auth!.actingCompanyId !== companyId) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/core-app-api/users/set-context',
      headers: { host: HOST, origin: `http://${HOST}`, cookie: caller.cookie! },
      payload: { companyId, reason: 'Fuzz test acts for the supplier' },
    });
    expect(res.statusCode, res.body).toBe(200);
    auth = await ctx.app.sessions.resolve(caller.cookie!.split('=')[1]!, 'us');
  }
  caller.auth = auth;
}

for (const caller of callers) await ensureSignedIn(caller);
companyId = callers[0]!.auth!.user.company_id!;
await ensureSignedIn(callers[1]!);

const known = await knownValues();
const doc = ctx.app.swagger() as unknown as OpenApi;
const routes = ctx.app.routeTable;

/** Rows of the supplier's demo data, by the field names that refer to them. */
async function knownValues(): Promise<Known> {
  const { db } = ctx;
  const harper = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('first_name', '=', 'Harper')
    .executeTakeFirstOrThrow();
  const request = await db.selectFrom('access_requests').select('id').where('company_id', '=', companyId).executeTakeFirstOrThrow();
  const task = await db.selectFrom('user_tasks').select('id').where('company_id', '=', companyId).executeTakeFirstOrThrow();
  const domain = await db
    .selectFrom('email_domains')
    .select(['id', 'domain_name'])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  const association = await db
    .selectFrom('partner_associations as pa')
    .innerJoin('companies as c', 'c.id', 'pa.partner_company_id')
    .select(['pa.id', 'c.id as partnerId', 'c.business_code'])
    .where('pa.supplier_company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  const us = tenants.find((t) => t.id === 'us')!;
  return {
    '*': 'static/app.js', // the portal page route's wildcard: an asset of the stand-in bundle
    companyId,
    supplierId: companyId,
    tenantId: companyId,
    userId: harper.id,
    userIds: harper.id,
    requestId: request.id,
    taskID: task.id,
    id: domain.id,
    domainName: domain.domain_name,
    associationId: association.id,
    thirdPartyCompanyId: association.partnerId,
    associated_tenant_id: association.partnerId,
    businessCode: association.business_code ?? 'WMT-US-AGENCY',
    code: us.products[0]!.code,
    flag: Object.keys(us.featureFlags)[0]!,
  };
}

/** Whether the caller passes the route's policy, asked of the policy plugin itself. */
function passes(caller: Caller, route: { method: string; policy: Policy }): boolean {
  const request = { auth: caller.auth ?? null, method: route.method, params: { companyId } } as unknown as FastifyRequest;
  return checkPolicy(route.policy, request) === null;
}

function operationOf(route: { method: string; url: string }): Operation | undefined {
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  return doc.paths[path]?.[route.method.toLowerCase()];
}

async function send(route: { method: string }, caller: Caller, input: Input): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: HOST, origin: `http://${HOST}`, ...input.headers };
  if (caller.cookie) headers.cookie = caller.cookie;
  return ctx.app.inject({
    method: route.method as 'GET',
    url: input.url,
    headers,
    ...(input.body !== undefined ? { payload: input.body } : {}),
    remoteAddress: FUZZ_ADDRESS,
  });
}

/** What is wrong with an answer, or null. */
function problemOf(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  if (res.statusCode >= 400) {
    if (LEAK.test(res.body)) return `leaks internals`;
    if (!String(res.headers['content-type']).startsWith('application/json')) return `error answer is ${res.headers['content-type']}`;
    const body = JSON.parse(res.body) as { statusCode?: unknown; error?: unknown; message?: unknown };
    if (body.statusCode !== res.statusCode || typeof body.error !== 'string' || typeof body.message !== 'string' || !body.message) {
      return 'error answer without {statusCode, error, message}';
    }
  }
  if (res.statusCode === 200 && res.rawPayload.length === 0) return 'empty 200';
  return null;
}

const stats = { requests: 0, reachedHandler: 0, mismatches: 0 };
/** A second caller that passes the policy sends every this-many-th input. */
const OTHER_CALLER_EVERY = 5;
/** How many inputs a signed-in caller whom the policy refuses sends (their 403 is checked against the document). */
const REFUSED_SAMPLE = 2;

describe.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_name, route) => {
  test('no 5xx, no leaked internals, errors in the app shape', async () => {
    const operation = operationOf(route);
    const anonymousPasses = route.policy.access === 'public';
    const signedIn: Caller[] = [];
    const refused: Caller[] = [];
    for (const caller of callers) {
      await ensureSignedIn(caller);
      (passes(caller, route) ? signedIn : refused).push(caller);
    }
    const failures: string[] = [];
    const run = async (caller: Caller, list: Mutant[]) => {
      for (const mutant of list) {
        const input = inputsOf(route, operation, mutant, known, doc);
        const res = await send(route, caller, input);
        stats.requests++;
        if (![401, 403].includes(res.statusCode)) stats.reachedHandler++;
        const problem = problemOf(res);
        if (problem) failures.push(`${caller.name} ${mutant.label}: ${problem} — ${res.statusCode} ${res.body.slice(0, 300)}`);
        for (const mismatch of takeMismatches()) {
          stats.mismatches++;
          failures.push(`${caller.name} ${mutant.label}: not as documented: ${describeMismatch(mismatch)}`);
        }
      }
    };
    const all = mutants(route, operation, doc);
    if (anonymousPasses) await run(anonymous, all);
    // The inputs, not the callers, vary: every input from the first caller that passes the policy,
    // a spread of them from the other.
    const [first, ...others] = signedIn;
    if (first) await run(first, all);
    for (const caller of others)
      await run(
        caller,
        all.filter((_m, i) => i % OTHER_CALLER_EVERY === 0),
      );
    // Signed out on a protected route: the policy answers first; a few inputs show it stays clean.
    if (!anonymousPasses) await run(anonymous, all.slice(0, SIGNED_OUT_SAMPLE));
    for (const caller of refused) await run(caller, all.slice(0, REFUSED_SAMPLE));
    expect(failures.join('\n')).toBe('');
  });
});

test('every operation of the OpenAPI document was fuzzed with its schemas', () => {
  const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
  );
  const fuzzed = new Set(routes.filter((r) => operationOf(r)).map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`));
  expect(documented.length).toBeGreaterThan(50);
  expect(documented.filter((operation) => !fuzzed.has(operation))).toEqual([]);
});

test('the answers of every operation of the document were checked against it', () => {
  const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((m) => `${m.toUpperCase()} ${path}`),
  );
  expect(documented.filter((operation) => !checked.has(operation))).toEqual([]);
  const answers = [...checked.values()].reduce((n, statuses) => n + [...statuses.values()].reduce((a, b) => a + b, 0), 0);
  expect(answers).toBeGreaterThan(stats.requests / 2);
  expect(stats.mismatches).toBe(0);
  console.info(
    `fuzz: ${documented.length} operations, ${stats.requests} requests, ${answers} answers checked against the document, ${stats.mismatches} mismatches`,
  );
});

test('the fuzzing reached the handlers of protected routes', () => {
  // Every protected route has a demo caller that passes its policy, or the fuzzing above would
  // only have exercised the access check there.
  const unreached = routes.filter((r) => r.policy.access !== 'public' && !callers.some((c) => passes(c, r)));
  expect(unreached.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  expect(stats.reachedHandler).toBeGreaterThan(stats.requests / 2);
});

test('every number and text of an input schema is bounded', () => {
  // A number without a maximum reaches the database as an OFFSET or id it cannot take (page=1e300
  // was a 500); a text without a maximum length costs memory and index time up to the body limit.
  // Headers are bounded by the HTTP server's header size limit.
  const unbounded: string[] = [];
  const walk = (schema: Schema | undefined, at: string) => {
    const s = deref(schema, doc);
    const types = [s.type].flat();
    const listed = Array.isArray(s.enum) || s.const !== undefined;
    if ((types.includes('integer') || types.includes('number')) && !listed && s.maximum === undefined)
      unbounded.push(`${at}: number without maximum`);
    if (types.includes('string') && !listed && s.maxLength === undefined && !['uuid', 'date', 'date-time'].includes(s.format)) {
      unbounded.push(`${at}: text without maxLength`);
    }
    for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(branch, at);
    for (const [key, prop] of Object.entries<Schema>(s.properties ?? {})) walk(prop, `${at}.${key}`);
    if (s.items) walk(s.items, `${at}[]`);
  };
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      for (const p of op.parameters ?? []) if (p.in !== 'header') walk(p.schema, `${method.toUpperCase()} ${path} ${p.in} ${p.name}`);
      for (const [type, content] of Object.entries(op.requestBody?.content ?? {}))
        walk(content.schema, `${method.toUpperCase()} ${path} body (${type})`);
    }
  }
  expect(unbounded).toEqual([]);
});
