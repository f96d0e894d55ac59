// GET /metrics (issue 32 §2): the Prometheus scrape an operator alerts on. Requests by route pattern
// and status, the database's pool and statement times, the session cache, the change feed, the
// scheduled jobs and the mail outbox, the process's memory and event-loop delay; served only to
// this machine or with METRICS_TOKEN, and never naming a tenant, a user or a raw address.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { buildTestApp, hostOf, signIn, type TestContext, tenants } from '../helpers/app.ts';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp.ts';
import { fromSite } from './support.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
let smtp: SmtpCapture;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await buildTestApp({ smtpUrl: smtp.url }, { METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

/** A scrape as Prometheus does it: by the instance's address, from this machine unless told otherwise. */
async function scrape(options: { remoteAddress?: string; headers?: Record<string, string> } = {}) {
  return ctx.app.inject({
    url: '/metrics',
    headers: { host: '10.0.0.7:3000', ...options.headers },
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
  });
}

async function metricsText(): Promise<string> {
  const res = await scrape();
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one sample (`name{labels} value`), or undefined when the scrape has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return undefined;
}

describe('who may read the metrics', () => {
  test('a client on this machine reads them in the Prometheus text format, on any host', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await scrape({ remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.body).toContain('# TYPE portal_http_request_duration_seconds histogram');
    }
    // Each family declared once, and every sample under a declared family.
    const text = await metricsText();
    const families = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => m[1]!);
    expect(families.filter((name, i) => families.indexOf(name) !== i)).toEqual([]);
    const samples = text.split('\n').filter((line) => line && !line.startsWith('#'));
    const undeclared = samples.filter((line) => !families.some((f) => new RegExp(`^${f}(_bucket|_sum|_count|_total)?[{ ]`).test(line)));
    expect(undeclared).toEqual([]);
  });

  test('a client elsewhere needs the bearer token: without it, with a wrong one, or naming this machine in a header, 401', async () => {
    const refused: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { 'x-forwarded-for': '127.0.0.1' },
    ];
    for (const headers of refused) {
      const res = await scrape({ remoteAddress: '192.0.2.10', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json().message).toMatch(/this machine, or with the bearer token of METRICS_TOKEN/);
      expect(res.body).not.toContain('portal_');
    }
    const allowed = await scrape({ remoteAddress: '192.0.2.10', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('portal_db_up 1');
  });

  test('without METRICS_TOKEN no client elsewhere reads them, and a short token stops the server at start', async () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 24 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it but is long enough' })).toThrow(/without spaces/);
  });
});

describe('what they say', () => {
  test('requests are counted and timed by method, route pattern and status; a path of no route counts as unmatched', async () => {
    const route = { method: 'GET', route: '/platform/v1/identity/sites/:site', status: '200' };
    const before = await metricsText();
    for (let i = 0; i < 3; i++) expect((await fromSite(ctx.app, 'GET', '/platform/v1/identity/sites/WMT-US')).statusCode).toBe(200);
    // No route: a method the portal page does not answer. An unknown API path is the page route's own 404.
    const missing = await ctx.app.inject({
      method: 'DELETE',
      url: '/no/such/page/jane.doe@example.com',
      headers: { host: 'us.localhost', origin: 'http://us.localhost' },
    });
    expect(missing.statusCode).toBe(404);
    const unknownApi = await ctx.app.inject({ url: '/core-app-api/no-such-call/jane.doe@example.com', headers: { host: 'us.localhost' } });
    expect(unknownApi.statusCode).toBe(404);
    const after = await metricsText();
    const count = (text: string, labels: Record<string, string>) => sample(text, 'portal_http_request_duration_seconds_count', labels) ?? 0;
    expect(count(after, route) - count(before, route)).toBe(3);
    expect(sample(after, 'portal_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(count(after, route));
    expect(sample(after, 'portal_http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    const unmatched = { method: 'DELETE', route: 'unmatched', status: '404' };
    expect(count(after, unmatched) - count(before, unmatched)).toBe(1);
    const pageRoute = { method: 'GET', route: '/*', status: '404' };
    expect(count(after, pageRoute) - count(before, pageRoute)).toBe(1);
    // The raw paths are nowhere: only patterns.
    expect(after).not.toContain('WMT-US');
    expect(after).not.toContain('/no/such/page');
    expect(after).not.toContain('no-such-call');
  });

  test('the database: statements timed, pool connections by state, and whether it answers', async () => {
    const before = await metricsText();
    await fromSite(ctx.app, 'GET', '/core-app-api/support/categories?fresh=1');
    await ctx.db.selectFrom('tenants').select('id').execute();
    const after = await metricsText();
    const statements = (text: string) => sample(text, 'portal_db_query_duration_seconds_count') ?? 0;
    expect(statements(after)).toBeGreaterThan(statements(before));
    expect(sample(after, 'portal_db_query_duration_seconds_sum')).toBeGreaterThan(0);
    const max = ctx.databaseUrl ? 10 : 1;
    expect(sample(after, 'portal_db_pool_max')).toBe(max);
    const busy = sample(after, 'portal_db_pool_connections', { state: 'busy' })!;
    const idle = sample(after, 'portal_db_pool_connections', { state: 'idle' })!;
    expect(busy + idle).toBeGreaterThanOrEqual(1);
    expect(busy + idle).toBeLessThanOrEqual(max);
    expect(sample(after, 'portal_db_pool_waiting')).toBe(0);
    expect(sample(after, 'portal_db_up')).toBe(1);
  });

  test('the session cache: a signed-in request served from memory is a hit, one read from the database a miss', async () => {
    const before = await metricsText();
    const cookie = await signIn(ctx.app, 'supplier-admin');
    for (let i = 0; i < 3; i++) expect((await fromSite(ctx.app, 'GET', '/platform/v1/identity/user-context', cookie)).statusCode).toBe(200);
    const after = await metricsText();
    const delta = (result: string) =>
      (sample(after, 'portal_session_cache_requests_total', { result }) ?? 0) -
      (sample(before, 'portal_session_cache_requests_total', { result }) ?? 0);
    expect(delta('miss')).toBe(1);
    expect(delta('hit')).toBe(2);
  });

  test('the change feed: heard, and how long a notification takes to arrive', async () => {
    const text = await metricsText();
    expect(sample(text, 'portal_change_feed_up')).toBe(1);
    const lag = sample(text, 'portal_change_feed_lag_seconds')!;
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(1);
    expect(sample(text, 'portal_change_feed_sync_timeouts_total')).toBe(0);
  });

  test('scheduled jobs waiting (due, unclaimed) and failed (last run failed), across instances', async () => {
    const before = await metricsText();
    const past = new Date(Date.now() - 3_600_000);
    await ctx.db
      .insertInto('scheduled_jobs')
      .values([
        { name: 'metrics-test-due', run_at: past },
        { name: 'metrics-test-failed', run_at: new Date(Date.now() + 3_600_000), last_error: 'boom' },
        { name: 'metrics-test-claimed', run_at: past, locked_until: new Date(Date.now() + 3_600_000) },
      ])
      .execute();
    try {
      const after = await metricsText();
      expect(sample(after, 'portal_jobs_waiting')! - sample(before, 'portal_jobs_waiting')!).toBe(1);
      expect(sample(after, 'portal_jobs_failed')! - sample(before, 'portal_jobs_failed')!).toBe(1);
    } finally {
      await ctx.db.deleteFrom('scheduled_jobs').where('name', 'like', 'metrics-test-%').execute();
    }
  });

  test('mails sent and failed by this instance, and the outbox left to send', async () => {
    const mail = (to: string) => ({ tenantId: 'us', to, subject: 'Metrics', text: 'Hello', html: '<p>Hello</p>' });
    const before = await metricsText();
    await ctx.app.mailer.send(mail('sent@metrics.test'));
    expect(await ctx.app.mailer.deliverPending()).toBe(1);
    smtp.refuse = true;
    try {
      await ctx.app.mailer.send(mail('refused@metrics.test'));
      await ctx.app.mailer.deliverPending();
    } finally {
      smtp.refuse = false;
    }
    const after = await metricsText();
    const delta = (name: string) => sample(after, name)! - sample(before, name)!;
    expect(delta('portal_mail_sent_total')).toBe(1);
    expect(delta('portal_mail_failed_total')).toBe(1);
    expect(delta('portal_mail_outbox_waiting')).toBe(1);
    expect(sample(after, 'portal_mail_outbox_undeliverable')).toBe(0);
  });

  test('the process: memory, CPU and event-loop delay (prom-client default metrics)', async () => {
    // The event-loop delay is sampled between two scrapes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const text = await metricsText();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
  });

  test('no label names a tenant, a user, an address or a host; every route label is a pattern', async () => {
    const cookie = await signIn(ctx.app, 'supplier-admin', 'mx');
    await fromSite(ctx.app, 'GET', '/platform/v1/identity/user-context', cookie, undefined, 'mx');
    const text = await metricsText();
    const labelValues = [...text.matchAll(/\w+="([^"]*)"/g)].map((m) => m[1]!);
    expect(labelValues.filter((v) => v.includes('@'))).toEqual([]);
    for (const tenant of tenants) expect(labelValues).not.toContain(tenant.id);
    expect(labelValues.filter((v) => v.includes('localhost') || v.includes(hostOf('mx')))).toEqual([]);
    const routes = [...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]!);
    expect(routes.filter((r) => r !== 'unmatched' && !r.startsWith('/'))).toEqual([]);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  });
});
