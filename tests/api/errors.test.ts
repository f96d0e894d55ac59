// Issue 8, finding 4: input the database cannot take (NUL characters, unbounded page numbers) is
// refused with a 400 that says why, exports check their input before the file starts, and anything
// unexpected answers 500 with the spec §8 text while the log keeps the cause.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { policies } from '../../server/plugins/policy.ts';
import { buildTestApp, demoLogin, signIn, type TestContext } from '../helpers/app.ts';

const SPEC_8 = 'An error occurred while processing your request. Please try again.';
/** Database error texts and stack frames: never in an answer. */
const INTERNALS = /syntax error|invalid byte sequence|invalid input syntax|out of range|relation "|postgres|pglite|\.ts:\d+|node_modules/i;

const lines: string[] = [];
let ctx: TestContext;
let cookie: string;
let supplierId: string;
let harperId: string;
const host = 'us.localhost';
const headers = () => ({ host, origin: `http://${host}`, cookie });

// A stand-in bundle with one asset, for the static files' own 4xx answers.
const distDir = mkdtempSync(join(tmpdir(), 'errors-dist-'));
mkdirSync(join(distDir, 'us-local', 'static'), { recursive: true });
writeFileSync(join(distDir, 'us-local', 'index.html'), '<!doctype html><title>portal</title>');
writeFileSync(join(distDir, 'us-local', 'static', 'app.js'), 'void 0;');

beforeAll(async () => {
  ctx = await buildTestApp(
    { logLevel: 'info', distDir },
    {},
    {
      logStream: { write: (line: string) => void lines.push(line) },
      beforeReady: (app) => {
        // A route whose query fails the way a bug would: the answer must not show the database's words.
        app.get('/core-app-api/test/broken', { config: { policy: policies.public }, schema: { hide: true } }, async () => {
          await sql`select * from no_such_table_for_the_test`.execute(app.db);
          return {};
        });
      },
    },
  );
  cookie = await signIn(ctx.app, 'supplier-admin');
  const admin = await ctx.db
    .selectFrom('users')
    .selectAll()
    .where('login_id', '=', demoLogin('supplier-admin', 'us'))
    .executeTakeFirstOrThrow();
  supplierId = admin.company_id!;
  harperId = (
    await ctx.db
      .selectFrom('users')
      .select('id')
      .where('first_name', '=', 'Harper')
      .where('company_id', '=', supplierId)
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await ctx.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: headers() });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  ctx.app.inject({ method, url, headers: headers(), payload: payload as object });

function expectRefused(res: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, message: RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { statusCode: number; error: string; message: string };
  expect(body).toEqual({ statusCode: status, error: expect.any(String), message: expect.stringMatching(message) });
  expect(res.body).not.toMatch(INTERNALS);
}

describe('NUL characters are refused before they reach the database', () => {
  test('in an admin list search', async () => {
    const res = await get(`/core-app-api/companies/${supplierId}/users?search=${encodeURIComponent('har\0per')}`);
    expectRefused(res, 400, /NUL character.*querystring\.search/);
  });

  test('in a profile name: 400, and the user is unchanged', async () => {
    const res = await send('PUT', `/core-app-api/companies/${supplierId}/users/profile`, {
      userId: harperId,
      firstName: 'Har\0per',
      lastName: 'Reyes',
    });
    expectRefused(res, 400, /NUL character.*body\.firstName/);
    const harper = await ctx.db.selectFrom('users').select('first_name').where('id', '=', harperId).executeTakeFirstOrThrow();
    expect(harper.first_name).toBe('Harper');
  });

  test('in a loginId, a business code, an activity-log filter and a contact-us message', async () => {
    expectRefused(await get(`/core-app-api/users/companies?loginId=${encodeURIComponent('a\0@b.test')}`), 400, /NUL character/);
    expectRefused(
      await get(`/core-app-api/companies/${supplierId}/partner-associations/validate?businessCode=${encodeURIComponent('WMT\0')}`),
      400,
      /NUL character/,
    );
    expectRefused(
      await send('POST', `/core-app-api/companies/${supplierId}/activity-logs`, { query: 'a\0b' }),
      400,
      /NUL character.*body\.query/,
    );
    const contact = { name: 'Pat\0', email: 'pat@example.com', topic: 'OTHER', message: 'Hello, I need help with my access.' };
    expectRefused(
      await ctx.app.inject({
        method: 'POST',
        url: '/platform/lcs/contact-us',
        headers: { host, origin: `http://${host}` },
        payload: contact,
      }),
      400,
      /NUL character/,
    );
  });

  test('in a key of a JSON body and in a path parameter', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/core-app-api/companies/${supplierId}/activity-logs`,
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: '{"query":"x","a\\u0000b":1}',
    });
    expect(res.statusCode).toBe(400);
    expectRefused(
      await get(`/core-app-api/companies/${supplierId}/email-domains?search=x&sortBy=${encodeURIComponent('\0')}`),
      400,
      /sortBy/,
    );
    expectRefused(await get(`/platform/v1/identity/sites/${encodeURIComponent('us\0')}`), 400, /NUL character.*params\.site/);
  });
});

describe('page numbers are bounded', () => {
  test.each(['1e300', '100001', 'Infinity', '-Infinity', 'NaN', '-1'])('page=%s answers 400', async (page) => {
    expectRefused(await get(`/core-app-api/companies/${supplierId}/users?page=${page}`), 400, /page|finite/);
  });

  test('the last allowed page answers an empty page', async () => {
    const res = await get(`/core-app-api/companies/${supplierId}/users?page=100000&pageSize=100`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: [], page: 100000 });
  });

  test('activity-log and company lists too', async () => {
    expectRefused(await send('POST', `/core-app-api/companies/${supplierId}/activity-logs?pageNumber=1e300`, {}), 400, /pageNumber/);
    const superAdmin = await signIn(ctx.app, 'super-admin');
    const res = await ctx.app.inject({ url: '/core-app-api/companies?page=Infinity', headers: { host, cookie: superAdmin } });
    expectRefused(res, 400, /finite.*querystring\.page/);
  });
});

describe('exports check their input before the file starts', () => {
  test('a bad search, tab or filter answers a JSON 4xx, not an empty 200', async () => {
    expectRefused(await get(`/core-app-api/companies/${supplierId}/users/export/users?search=${encodeURIComponent('a\0')}`), 400, /NUL/);
    expectRefused(await get(`/core-app-api/companies/${supplierId}/users/export/everyone`), 400, /tabName/);
    const download = `/core-app-api/companies/${supplierId}/activity-logs/download`;
    // An unknown time zone is not refused: it falls back to the user's, then the tenant's (spec §5).
    expect((await send('POST', download, { timeZone: 'Mars/Olympus' })).statusCode).toBe(200);
    expectRefused(await send('POST', download, { query: 'a\0b' }), 400, /NUL/);
    expectRefused(await send('POST', download, { fromDate: '2026-01-01', toDate: '2026-03-01' }), 400, /30 days/);
  });

  test('a good request still downloads the file', async () => {
    const res = await get(`/core-app-api/companies/${supplierId}/users/export/users?search=harper`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the error handler', () => {
  test('an unexpected error answers 500 with the spec §8 text; the log has the cause and the request id', async () => {
    const res = await ctx.app.inject({ url: '/core-app-api/test/broken', headers: { host } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: SPEC_8 });
    const requestId = res.headers['x-request-id'];
    const logged = lines
      .map((l) => JSON.parse(l) as { level: number; reqId?: string; err?: { message?: string } })
      .find((l) => l.level >= 50);
    expect(logged).toMatchObject({ reqId: requestId, err: { message: expect.stringContaining('no_such_table_for_the_test') } });
  });

  test('bodies that cannot be read answer clean 4xx', async () => {
    const url = `/core-app-api/companies/${supplierId}/activity-logs`;
    const raw = (contentType: string, payload: string) =>
      ctx.app.inject({ method: 'POST', url, headers: { ...headers(), 'content-type': contentType }, payload });
    expectRefused(await raw('application/json', '{"query":'), 400, /JSON/);
    expectRefused(await raw('application/json', '{"__proto__":{"x":1}}'), 400, /JSON/);
    expectRefused(await raw('text/csv', 'a,b'), 415, /Unsupported Media Type/);
    expectRefused(await raw('application/json', JSON.stringify({ query: 'x'.repeat(2_000_000) })), 413, /too large/);
    expectRefused(await raw('application/json', `${'['.repeat(10_000)}${']'.repeat(10_000)}`), 400, /body/);
  });

  test('a client error of a plugin keeps its status: a Range beyond a file answers 416', async () => {
    const res = await ctx.app.inject({ url: '/static/app.js', headers: { host, range: 'bytes=999999-' } });
    expectRefused(res, 416, /Range Not Satisfiable/);
  });

  test('an unknown API address answers a JSON 404 in the same shape, whatever the method', async () => {
    expectRefused(await ctx.app.inject({ method: 'POST', url: '/core-app-api/no-such-thing', headers: headers() }), 404, /no-such-thing/);
    expectRefused(await ctx.app.inject({ method: 'GET', url: '/core-app-api/no-such-thing', headers: { host } }), 404, /no-such-thing/);
  });
});
