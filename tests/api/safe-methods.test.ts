// No state change on GET (issue 30 §1): a GET is what a link, an image of an article or a prefetch
// sends with the reader's cookies, so none may write. Every GET of the route table (every GET
// operation of the OpenAPI document, and the hidden ones) is sent as each demo caller its policy
// lets in, with real ids (a pending invitation, an incident with its attachment, a user, a file,
// a registered e-mail…), so that a write behind a lookup would run; after each route the whole
// database is compared with before it, table by table. Only the session's idle clock may move.
// A new GET route is covered without edits, and one whose parameters this file cannot fill with a
// real value fails here until it can (a GET only ever answered 404 proves nothing).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, test } from 'vitest';
import { seedDemoContent } from '../../server/seed/content.ts';
import { ensureGlossary } from '../../server/seed/glossary.ts';
import { buildTestApp, tenants } from '../helpers/app.ts';
import { deref, inputsOf, type OpenApi, type Operation, type Schema } from './fuzz-inputs.ts';
import { HOST, usRealValues } from './real-values.ts';

// A stand-in bundle, so that the portal's page route and /release.json serve a file.
const distDir = mkdtempSync(join(tmpdir(), 'safe-methods-dist-'));
mkdirSync(join(distDir, 'us-local', 'static'), { recursive: true });
writeFileSync(join(distDir, 'us-local', 'index.html'), '<!doctype html><title>portal</title>');
writeFileSync(join(distDir, 'us-local', 'static', 'app.js'), 'void 0;');
writeFileSync(join(distDir, 'us-local', 'release.json'), JSON.stringify({ tenant: 'us', environment: 'local', commit: 'test' }));

// The scheduled jobs do not poll here: their writes are not a GET's.
const ctx = await buildTestApp({ distDir, jobsPollMs: 2 ** 31 - 1, signInLimits: { perAccount: 1000, perIp: 10_000, windowMinutes: 15 } });
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});
await seedDemoContent(ctx.db, tenants);
await ensureGlossary(ctx.db, tenants, 30);

const doc = ctx.app.swagger() as unknown as OpenApi;

/**
 * What may change while GETs run, each for a reason: a session's last activity (the idle
 * time-out, written at most once a minute per session), and the columns below.
 */
const MAY_CHANGE: Record<string, string[] | 'all'> = {
  sessions: ['last_seen_at'],
  // The server's own random secrets (services/app-secrets.ts): the first instance that needs one
  // creates it (the human-verification challenge's key, on the first challenge), nothing of a user.
  app_secrets: 'all',
};

const { db } = ctx;
const { callers, knownFor, passes } = await usRealValues(ctx);

/** The parameters each route's values come from: a new name fails the test until it has one here. */
const pathParams = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');

// ---- The database, table by table ----

async function fingerprint(): Promise<Map<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const prints = new Map<string, string>();
  for (const { name } of tables) {
    const skip = MAY_CHANGE[name] ?? [];
    if (skip === 'all') continue;
    const { rows } = await sql<{ n: number; h: string }>`
      select count(*)::int as n, md5(coalesce(string_agg(r, '|' order by r), '')) as h
      from (select (to_jsonb(t) - ${sql.val(skip)}::text[])::text as r from ${sql.table(name)} t) s`.execute(db);
    prints.set(name, `${rows[0]!.n} rows ${rows[0]!.h}`);
  }
  return prints;
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((n) => before.get(n) !== after.get(n))
    .map((n) => `${n}: ${before.get(n) ?? 'absent'} → ${after.get(n) ?? 'absent'}`);
}

// ---- Every GET ----

/** A value of an enumerated parameter is as real as any: the schema's list gives it. */
function fromList(operation: Operation | undefined, name: string): boolean {
  const listed = (s: Schema | undefined): boolean =>
    s?.enum !== undefined || s?.const !== undefined || (Array.isArray(s?.anyOf) && s.anyOf.every(listed));
  return listed(deref(operation?.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema, doc));
}

/** What a route needs besides its parameters to get past its own checks. */
const EXTRA: Record<string, { headers?: Record<string, string>; remoteAddress?: string }> = {
  // npm run backup: this machine, with the server's token.
  '/ops/backup': { remoteAddress: '127.0.0.1', headers: { authorization: `Bearer ${ctx.app.backup.token}` } },
};

/** GETs that cannot answer with success in this run, each for a reason (their handlers still ran, and wrote nothing). */
const NO_SUCCESS_HERE: Record<string, string> = ctx.databaseUrl
  ? { '/ops/backup': 'on PostgreSQL there is no embedded database to copy: pg_dump backs it up (tests/api/backup.test.ts)' }
  : {};

const operationOf = (url: string): Operation | undefined => doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.get;
const gets = ctx.app.routeTable.filter((r) => r.method === 'GET');
/** Per route: the status each caller got. */
const answered = new Map<string, string[]>();
let state = await fingerprint();

describe('no GET changes anything', () => {
  test.each(gets.map((r) => [r.url, r] as const))('GET %s', async (url, route) => {
    const operation = operationOf(url);
    const unknown = pathParams(url).filter((name) => knownFor(url, callers[0]!)[name] === undefined && !fromList(operation, name));
    expect(unknown, `no real value for these parameters: add one to knownFor`).toEqual([]);
    const statuses: string[] = [];
    const passing = callers.filter((c) => passes(c, route));
    // A route that answers only a machine's own tools (the backup: a copy of every row) is sent once.
    for (const caller of EXTRA[url] ? passing.slice(0, 1) : passing) {
      const input = inputsOf(route, operation, { label: 'real values', apply: () => {} }, knownFor(url, caller), doc);
      const res = await ctx.app.inject({
        method: 'GET',
        url: input.url,
        // As the portal's own page sends it (an image of an article, a fetch): same-origin.
        headers: {
          host: HOST,
          'sec-fetch-site': 'same-origin',
          ...(caller.cookie ? { cookie: caller.cookie } : {}),
          ...input.headers,
          ...EXTRA[url]?.headers,
        },
        ...(EXTRA[url]?.remoteAddress ? { remoteAddress: EXTRA[url].remoteAddress } : {}),
      });
      statuses.push(`${caller.name} ${res.statusCode}`);
    }
    answered.set(url, statuses);
    const after = await fingerprint();
    const changed = changedTables(state, after);
    state = after;
    expect(changed, `GET ${url} as ${statuses.join(', ')}`).toEqual([]);
  });
});

test('every GET operation of the OpenAPI document was sent, and answered with success to someone', () => {
  const documented = Object.entries(doc.paths)
    .filter(([, operations]) => operations.get)
    .map(([path]) => path.replace(/\{(\w+)\}/g, ':$1'));
  expect(documented.length).toBeGreaterThan(40);
  expect(documented.filter((url) => !answered.has(url))).toEqual([]);
  // A GET that nobody got past its checks proves nothing about its writes.
  const unsuccessful = [...answered].filter(([url, statuses]) => !NO_SUCCESS_HERE[url] && !statuses.some((s) => /\s[23]\d\d$/.test(s)));
  expect(unsuccessful.map(([url, statuses]) => `${url}: ${statuses.join(', ')}`)).toEqual([]);
});
