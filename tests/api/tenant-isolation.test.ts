// The tenant scope holds (issue 29 §3): every tenant has the same demo data (the same 16 accounts,
// companies, incidents, content, glossary), and every read of every module — each GET of the route
// table and the reads sent as POST (lists with a body, searches, exports) — is sent on the US host
// as each kind of caller, first with the US tenant's real values, then with the other tenants' ids
// in its path. No answer may carry a row of Mexico or Canada: none of their rows' ids, none of
// their users' e-mails; and a read of another tenant's row by its id is never a success.
// A new route is covered without edits (its path parameters take values from real-values.ts).
import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { seedDemoContent } from '../../server/seed/content.ts';
import { ensureGlossary } from '../../server/seed/glossary.ts';
import { buildTestApp, signIn, tenants } from '../helpers/app.ts';
import { deref, type Known, type OpenApi, type Operation, type Schema } from './fuzz-inputs.ts';
import { type Caller, HOST, usRealValues } from './real-values.ts';

const ctx = await buildTestApp({ jobsPollMs: 2 ** 31 - 1, signInLimits: { perAccount: 1000, perIp: 10_000, windowMinutes: 15 } });
afterAll(() => ctx.close());
await seedDemoContent(ctx.db, tenants);
await ensureGlossary(ctx.db, tenants, 30);
const { db } = ctx;
const doc = ctx.app.swagger() as unknown as OpenApi;
const { callers, knownFor, passes } = await usRealValues(ctx);

// ---- The other tenants' data: the same kinds of rows, in Mexico and Canada ----

const OTHERS = ['mx', 'ca'];
// A user-access audit in Mexico too (the demo has none until a super admin starts one).
{
  const cookie = await signIn(ctx.app, 'super-admin', 'mx');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/core-app-api/user-audits',
    headers: { host: 'mx.localhost', origin: 'http://mx.localhost', cookie },
    payload: { dueDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10) },
  });
  expect(res.statusCode, res.body).toBe(201);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Every id of a row of another tenant (tables with a tenant column, and the files under their rows), and their users' e-mails. */
async function foreignMarks(): Promise<Set<string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select c.table_name as name from information_schema.columns c
    where c.table_schema = current_schema() and c.column_name = 'tenant_id'
      and exists (select 1 from information_schema.columns i
                  where i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id')
    order by 1`.execute(db);
  const marks = new Set<string>();
  for (const { name } of tables) {
    const { rows } = await sql<{
      id: string;
    }>`select id::text as id from ${sql.table(name)} where tenant_id in (${sql.join(OTHERS)})`.execute(db);
    for (const r of rows) if (UUID.test(r.id)) marks.add(r.id);
  }
  const children = [
    sql<{
      id: string;
    }>`select f.id::text as id from content_files f join content_items i on i.id = f.item_id where i.tenant_id in (${sql.join(OTHERS)})`,
    sql<{ id: string }>`select login_id as id from users where tenant_id in (${sql.join(OTHERS)})`,
  ];
  for (const query of children) for (const r of (await query.execute(db)).rows) marks.add(r.id);
  return marks;
}
const marks = await foreignMarks();

/** The id of the first row a query finds (in Mexico). */
async function firstId(query: ReturnType<typeof sql<{ id: string }>>): Promise<string> {
  const row = (await query.execute(db)).rows[0];
  if (!row) throw new Error(`the Mexican demo data has no row for: ${query.compile(db).sql}`);
  return row.id;
}
const supplierAdmin = await db
  .selectFrom('users')
  .select(['id', 'company_id', 'login_id'])
  .where('tenant_id', '=', 'mx')
  .where('login_id', '=', 'supplier-admin.mx@demo.test')
  .executeTakeFirstOrThrow();
/** Mexico's row behind each parameter that names a row by id (what a caller could paste from another country's portal). */
const mexico: Known = {
  companyId: supplierAdmin.company_id!,
  userId: supplierAdmin.id,
  id: supplierAdmin.id,
  loginId: supplierAdmin.login_id,
  email: supplierAdmin.login_id,
  associated_tenant_id: await firstId(sql`select partner_company_id::text as id from partner_associations where tenant_id = 'mx'`),
  taskID: await firstId(sql`select id::text as id from user_tasks where tenant_id = 'mx'`),
  periodId: await firstId(sql`select id::text as id from user_audit_periods where tenant_id = 'mx'`),
  auditId: await firstId(sql`select id::text as id from company_user_audits where tenant_id = 'mx'`),
  // The demo's Mexican incidents have no attachment: any id then (the route must still refuse it).
  attachmentId: await firstId(
    sql`(select id::text as id from incident_attachments where tenant_id = 'mx' limit 1) union all select gen_random_uuid()::text`,
  ),
};
/** Per route, the parameter named `id` is the row of that route's kind. */
const MEXICAN_ID_BY_ROUTE: Record<string, string> = {
  '/core-app-api/content/files/:id': await firstId(
    sql`select f.id::text as id from content_files f join content_items i on i.id = f.item_id where i.tenant_id = 'mx'`,
  ),
  '/core-app-api/content/items/:id': await firstId(sql`select id::text as id from content_items where tenant_id = 'mx'`),
  '/core-app-api/legal-documents/versions/:id': await firstId(sql`select id::text as id from legal_versions where tenant_id = 'mx'`),
  '/core-app-api/v1/customer-support/glossaries/:id': await firstId(
    sql`select id::text as id from glossary_entries where tenant_id = 'mx'`,
  ),
};

// ---- The reads ----

/** Reads sent as POST: lists with a body, searches and exports. */
const POST_READS = new Set([
  '/core-app-api/users',
  '/core-app-api/users/export',
  '/core-app-api/companies/:companyId/activity-logs',
  '/core-app-api/companies/:companyId/activity-logs/eventlist',
  '/core-app-api/companies/:companyId/activity-logs/applicationlist',
  '/core-app-api/companies/:companyId/activity-logs/download',
  '/core-app-api/v1/customer-support/search-glossaries',
  '/core-app-api/v1/customer-support/export-glossaries',
  '/platform/v2/identity/tenants/:companyId/fetch-active-partner-access-apps',
]);
/** Routes outside the tenants' data: the machine's own tools and the development tools. */
const OUTSIDE = (url: string) => url.startsWith('/ops/') || url.startsWith('/dev/') || url === '/metrics';
const reads = ctx.app.routeTable.filter((r) => !OUTSIDE(r.url) && (r.method === 'GET' || (r.method === 'POST' && POST_READS.has(r.url))));
const operationOf = (method: string, url: string): Operation | undefined =>
  doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/**
 * The least a request needs: its path parameters, its required query parameters and the required
 * fields of its body (a list with no search and no filter shows every row it may show).
 */
function minimal(schema: Schema | undefined, name: string, known: Known): unknown {
  const s = deref(schema, doc);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  if (known[name] !== undefined && type === 'string') return known[name];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum.find((v: unknown) => v !== null);
  const branch = s.anyOf ?? s.oneOf ?? s.allOf;
  if (Array.isArray(branch) && branch.length) return minimal(branch[0], name, known);
  if (type === 'object') {
    const required: string[] = Array.isArray(s.required) ? s.required : [];
    return Object.fromEntries(required.map((key) => [key, minimal(s.properties?.[key], key, known)]));
  }
  if (type === 'array') return Array.from({ length: s.minItems ?? 0 }, () => minimal(s.items, name, known));
  if (type === 'integer' || type === 'number') return s.minimum ?? 0;
  if (type === 'boolean') return false;
  if (s.format === 'date') return new Date().toISOString().slice(0, 10);
  return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
}

/** A search of the data dictionary needs 3 letters: ones found in every tenant's glossary. */
const SEARCHES: Known = { search_field: 'sal' };

async function send(caller: Caller, route: { method: string; url: string }, values: Known) {
  const known = { ...SEARCHES, ...values };
  const operation = operationOf(route.method, route.url);
  const pathParameter = (name: string) => operation?.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
  const path = route.url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) =>
    encodeURIComponent(String(name ? (known[name] ?? minimal(pathParameter(name), name, known)) : (known['*'] ?? 'x'))),
  );
  const query = (operation?.parameters ?? [])
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(minimal(p.schema, p.name, known)))}`);
  const url = query.length ? `${path}?${query.join('&')}` : path;
  const bodySchema = operation?.requestBody?.content['application/json']?.schema;
  const res = await ctx.app.inject({
    method: route.method as 'GET' | 'POST',
    url,
    headers: { host: HOST, origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin', ...(caller.cookie ? { cookie: caller.cookie } : {}) },
    ...(bodySchema ? { payload: minimal(bodySchema, '', known) as object } : {}),
  });
  return { res, url };
}

/** The other tenants' marks an answer carries, leaving out what the request itself named. */
function leaked(body: string, sent: string): string[] {
  const found: string[] = [];
  for (const mark of marks) if (body.includes(mark) && !sent.includes(mark) && !sent.includes(encodeURIComponent(mark))) found.push(mark);
  return found;
}

const answered = new Map<string, string[]>();

describe('on the US host, nothing of Mexico or Canada', () => {
  test.each(reads.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', async (_name, route) => {
    const statuses: string[] = [];
    for (const caller of callers.filter((c) => passes(c, route))) {
      // With the US tenant's own values: lists, searches, exports and reads by id.
      const own = await send(caller, route, knownFor(route.url, caller));
      statuses.push(`${caller.name} ${own.res.statusCode}${own.res.statusCode >= 400 ? ` ${own.res.body.slice(0, 120)}` : ''}`);
      expect(leaked(own.res.body, own.url), `${route.method} ${own.url} as ${caller.name}`).toEqual([]);

      // With Mexico's ids in the path: never a success, and nothing of theirs in the answer.
      const foreign = pathParams(route.url).filter(
        (name) => mexico[name] !== undefined || (name === 'id' && MEXICAN_ID_BY_ROUTE[route.url]),
      );
      if (!foreign.length) continue;
      const known = {
        ...knownFor(route.url, caller),
        ...mexico,
        ...(MEXICAN_ID_BY_ROUTE[route.url] ? { id: MEXICAN_ID_BY_ROUTE[route.url]! } : {}),
      };
      const other = await send(caller, route, known);
      expect(
        other.res.statusCode,
        `${route.method} ${other.url} as ${caller.name}: ${other.res.body.slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(leaked(other.res.body, other.url), `${route.method} ${other.url} as ${caller.name}`).toEqual([]);
    }
    answered.set(`${route.method} ${route.url}`, statuses);
  });
});

test('the check saw the other tenants’ data and the reads answered with success to someone', () => {
  // Mexico and Canada hold the same demo data as the US: thousands of rows to look for.
  expect(marks.size).toBeGreaterThan(400);
  expect(reads.length).toBeGreaterThan(60);
  const unsuccessful = [...answered].filter(([, statuses]) => !statuses.some((s) => /\s[23]\d\d$/.test(s)));
  expect(unsuccessful.map(([route, statuses]) => `${route}: ${statuses.join(', ')}`)).toEqual([]);
});
