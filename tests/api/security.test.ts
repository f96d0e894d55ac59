// Issue 8's hardening of the edges: the Host header is parsed strictly and e-mailed links start
// with the tenant's configured origin; the development mailbox and demo data exist only in local
// mode; security headers; API docs private in prod; the CSRF check compares the scheme; the log id
// is never the client's; a periodic job purges expired rows.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { startupNotices } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { purgeExpired } from '../../server/plugins/housekeeping.ts';
import { hostName } from '../../server/plugins/tenancy.ts';
import { DEMO_PASSWORD, demoLogin, signIn, type TestContext, useTestApp } from '../helpers/app.ts';

const RESET_PATH = '/core-app-api/pwd-reset-link';

// One local app for every local case (each app costs a migrated, seeded database).
// Its bundle folder holds a page of its own, so that the page's headers are tested whether or not
// the bundles are built.
const lines: string[] = [];
const distDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
mkdirSync(join(distDir, 'us-local'));
writeFileSync(join(distDir, 'us-local', 'index.html'), '<!doctype html><title>Portal</title>');
const ctx = useTestApp({ logLevel: 'debug', distDir }, {}, { logStream: { write: (line: string) => void lines.push(line) } });

async function outboxFor(app: TestContext, to: string) {
  return app.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('created_at', 'desc').execute();
}

describe('Host header and e-mailed links (local)', () => {
  test.each([
    'us.localhost:1@evil.example',
    'us.localhost@evil.example',
    'evil.example',
    'us.localhost:99999',
    'us.localhost:abc',
    'us.localhost:',
    'us.localhost evil.example',
    'us.localhost,evil.example',
    '[::1]:3000',
    'us.localhost.',
  ])('Host %j gets 421 and no reset mail is written', async (host) => {
    const email = demoLogin('supplier-user', 'us');
    const before = (await outboxFor(ctx, email)).length;
    const res = await ctx.app.inject({ method: 'POST', url: RESET_PATH, headers: { host, origin: `http://${host}` }, payload: { email } });
    expect(res.statusCode).toBe(421);
    expect(res.json()).toEqual({ statusCode: 421, error: 'Misdirected Request', message: 'This host does not serve the portal.' });
    expect((await outboxFor(ctx, email)).length).toBe(before);
  });

  test('host names are matched without case and with any numeric port', () => {
    expect(hostName('US.LocalHost:8443')).toBe('us.localhost');
    expect(hostName('mx.localhost')).toBe('mx.localhost');
    expect(hostName('us.localhost:1@evil.example')).toBeNull();
    expect(hostName(undefined)).toBeNull();
  });

  test('the reset link starts with the configured origin whatever port or forwarded host the request names', async () => {
    const email = demoLogin('basic-vendor-user', 'us');
    const res = await ctx.app.inject({
      method: 'POST',
      url: RESET_PATH,
      headers: {
        host: 'US.localhost:8443',
        origin: 'http://us.localhost:8443',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      payload: { email },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await outboxFor(ctx, email);
    expect(mail!.text_body).toMatch(/http:\/\/us\.localhost:3000\/platform\/reset-password\?token=[\w-]{20,}/);
    expect(mail!.text_body + mail!.html_body).not.toMatch(/evil|8443|https:/);
  });

  test('an invitation link starts with the configured origin, not the request host', async () => {
    const cookie = await signIn(ctx.app, 'supplier-admin');
    const me = await ctx.db
      .selectFrom('users')
      .select('company_id')
      .where('login_id', '=', demoLogin('supplier-admin', 'us'))
      .executeTakeFirstOrThrow();
    const email = 'origin.check@blue-ridge-foods-inc.test';
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/core-app-api/companies/${me.company_id}/users`,
      headers: { host: 'localhost:1234', origin: 'http://localhost:1234', cookie, 'x-forwarded-host': 'evil.example' },
      payload: { firstName: 'Origin', lastName: 'Check', email, role: 'Admin', products: ['SHOPPER_BEHAVIOR'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await outboxFor(ctx, email);
    expect(mail!.text_body).toContain('http://us.localhost:3000/platform/accept-invitation?token=');
    expect(mail!.text_body).not.toContain('localhost:1234');
  });
});

describe('a deployed environment (APP_ENV=qa)', () => {
  const qa = useTestApp({}, { APP_ENV: 'qa', SMTP_URL: '' });
  const host = 'us.qa.supplier-insights.example';

  test('links start with the https origin of the tenant file', async () => {
    const email = demoLogin('supplier-user', 'us');
    const res = await qa.app.inject({
      method: 'POST',
      url: RESET_PATH,
      headers: { host: `${host}:80`, origin: `https://${host}` },
      payload: { email },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await outboxFor(qa, email);
    expect(mail!.text_body).toContain(`https://${host}/platform/reset-password?token=`);
  });

  test('the local host names are not served there', async () => {
    expect((await qa.app.inject({ url: '/core-app-api/auth-status', headers: { host: 'us.localhost' } })).statusCode).toBe(421);
  });

  test.each(['/dev/mailbox/messages', '/dev/mailbox'])('%s is not served', async (url) => {
    const res = await qa.app.inject({ url, headers: { host } });
    expect(res.body).not.toContain('Development mailbox');
    expect(res.body).not.toContain('reset-password');
    expect(res.headers['content-type']).not.toMatch(/json/);
  });

  test('the audit clock and the scheduled jobs cannot be driven from outside', async () => {
    for (const [url, payload] of [
      ['/dev/clock', { offsetDays: 30 }],
      ['/dev/jobs/run', {}],
    ] as const) {
      const res = await qa.app.inject({ method: 'POST', url, payload, headers: { host, origin: `https://${host}` } });
      expect(res.statusCode, url).toBe(404);
    }
    expect(qa.app.clock.offsetMs).toBe(0);
  });

  test('HSTS is sent', async () => {
    const res = await qa.app.inject({ url: '/core-app-api/auth-status', headers: { host } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  test('the session cookie is Secure', async () => {
    const res = await qa.app.inject({
      method: 'POST',
      url: '/platform/login',
      headers: { host, origin: `https://${host}` },
      payload: { email: demoLogin('supplier-admin', 'us'), password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sip_session')).toMatchObject({ secure: true, httpOnly: true });
  });
});

describe('demo data and the development mailbox exist only in local mode', () => {
  test.each(['dev', 'qa', 'stg', 'preprod', 'prod'])('APP_ENV=%s: both off, even when asked for, and start-up says so', (env) => {
    const config = loadConfig({ APP_ENV: env, SEED_DEMO_DATA: 'true' });
    expect(config).toMatchObject({ seedDemoData: false, devMailbox: false });
    const notices = startupNotices(config).join('\n');
    expect(notices).toContain(`APP_ENV=${env}: demo data and the development mailbox are off`);
    expect(notices).toContain('SEED_DEMO_DATA=true ignored');
    expect(notices).toContain('SMTP_URL is not set');
  });

  test('local without NODE_ENV: both on; SEED_DEMO_DATA=false turns the seed off', () => {
    expect(loadConfig({})).toMatchObject({ seedDemoData: true, devMailbox: true });
    expect(startupNotices(loadConfig({}))).toEqual([]);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' })).toMatchObject({ seedDemoData: false, devMailbox: true });
  });

  test('local mode listens on this machine only unless HOST says otherwise; deployed ones on every interface', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ APP_ENV: 'qa' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });

  test.each([
    ['GET', '/dev/mailbox/messages'],
    ['GET', '/dev/mailbox'],
    ['POST', '/dev/clock'],
    ['POST', '/dev/jobs/run'],
  ] as const)('local: %s %s answers only a client on this machine', async (method, url) => {
    const payload = method === 'POST' ? (url === '/dev/clock' ? { offsetDays: 0 } : {}) : undefined;
    const headers = { host: 'us.localhost', origin: 'http://us.localhost' };
    const remote = await ctx.app.inject({ method, url, headers, payload, remoteAddress: '192.0.2.10' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('@');
    // Not even a forwarded header naming this machine lets a remote client in.
    const forwarded = await ctx.app.inject({
      method,
      url,
      headers: { ...headers, 'x-forwarded-for': '127.0.0.1' },
      payload,
      remoteAddress: '192.0.2.10',
    });
    expect(forwarded.statusCode).toBe(404);
    const local = await ctx.app.inject({ method, url, headers, payload, remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBeLessThan(300);
    const local6 = await ctx.app.inject({ method, url, headers, payload, remoteAddress: '::1' });
    expect(local6.statusCode).toBeLessThan(300);
  });

  test('NODE_ENV=production turns both off even in local', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ seedDemoData: false, devMailbox: false });
  });
});

describe('security headers, API docs, CSRF, request ids (local)', () => {
  test('pages carry the full CSP; API answers a policy that loads nothing; both nosniff, frame and referrer rules, no HSTS over local http', async () => {
    const page = await ctx.app.inject({ url: '/apps', headers: { host: 'us.localhost' } });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');

    const api = await ctx.app.inject({ url: '/core-app-api/auth-status', headers: { host: 'us.localhost' } });
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    // Refusals get the short set too (they are JSON).
    const refused = await ctx.app.inject({ url: '/platform/v1/identity/user-context', headers: { host: 'us.localhost' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");

    for (const res of [page, api, refused]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  test("no cache keeps an API answer about a person or a company (a route's own rule stays)", async () => {
    const cookie = await signIn(ctx.app, 'supplier-admin');
    const headers = { host: 'us.localhost', cookie };
    for (const url of ['/platform/v1/identity/user-context?permissions=true', '/platform/v1/products', '/core-app-api/auth-status']) {
      const res = await ctx.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // Refusals and errors too.
    const refused = await ctx.app.inject({ url: '/platform/v1/identity/user-context', headers: { host: 'us.localhost' } });
    expect(refused.headers['cache-control']).toBe('no-store');
    // A page keeps its own rule (revalidate each time).
    const page = await ctx.app.inject({ url: '/apps', headers: { host: 'us.localhost' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  test('API docs are public outside prod', async () => {
    expect((await ctx.app.inject({ url: '/core-app-api/docs/json', headers: { host: 'us.localhost' } })).statusCode).toBe(200);
  });

  test('a same-host Origin with another scheme or port is refused; the exact origin passes', async () => {
    const post = (origin: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/platform/login',
        headers: { host: 'us.localhost', origin },
        payload: { email: demoLogin('supplier-user', 'us'), password: DEMO_PASSWORD },
      });
    expect((await post('https://us.localhost')).statusCode).toBe(403);
    expect((await post('http://us.localhost:8080')).statusCode).toBe(403);
    expect((await post('http://us.localhost.evil.example')).statusCode).toBe(403);
    expect((await post('http://us.localhost')).statusCode).toBe(200);
  });

  test("a client's x-request-id is not the log id", async () => {
    const res = await ctx.app.inject({
      url: '/core-app-api/auth-status',
      headers: { host: 'us.localhost', 'x-request-id': 'forged-id-42' },
    });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(lines.some((l) => l.includes(id))).toBe(true);
    expect(lines.some((l) => l.includes('forged-id-42'))).toBe(false);
  });
});

describe('API docs in prod', () => {
  const prod = useTestApp({}, { APP_ENV: 'prod', NODE_ENV: 'production' });
  const host = 'us.supplier-insights.example';

  async function cookieOf(account: string) {
    const res = await prod.app.inject({
      method: 'POST',
      url: '/platform/login',
      headers: { host, origin: `https://${host}` },
      payload: { email: demoLogin(account, 'us'), password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return `sip_session=${res.cookies.find((c) => c.name === 'sip_session')!.value}`;
  }

  test.each(['/core-app-api/docs/json', '/core-app-api/docs'])(
    '%s: 401 anonymous, 403 for a supplier admin, 200 for a super admin',
    async (url) => {
      expect((await prod.app.inject({ url, headers: { host } })).statusCode).toBe(401);
      expect((await prod.app.inject({ url, headers: { host, cookie: await cookieOf('supplier-admin') } })).statusCode).toBe(403);
      const admin = await prod.app.inject({ url, headers: { host, cookie: await cookieOf('super-admin') } });
      expect([200, 302]).toContain(admin.statusCode);
    },
  );
});

describe('periodic purge of expired rows', () => {
  test('ended sessions, long-expired tokens, expired challenges and old sign-in attempts go; live ones stay', async () => {
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'tenant_id'])
      .where('login_id', '=', demoLogin('supplier-user', 'us'))
      .executeTakeFirstOrThrow();
    const session = (id: string, values: { last_seen_at: Date; expires_at: Date; revoked_at?: Date }) => ({
      id_hash: id,
      user_id: user.id,
      tenant_id: user.tenant_id,
      acting_company_id: null,
      persona: null,
      ...values,
    });
    await ctx.db
      .insertInto('sessions')
      .values([
        session('purge-expired', { last_seen_at: ago(49), expires_at: ago(37) }),
        session('purge-revoked', { last_seen_at: ago(30), expires_at: new Date(now.getTime() + 3_600_000), revoked_at: ago(25) }),
        session('purge-idle', { last_seen_at: ago(25), expires_at: new Date(now.getTime() + 3_600_000) }),
        session('keep-live', { last_seen_at: now, expires_at: new Date(now.getTime() + 3_600_000) }),
        session('keep-just-revoked', { last_seen_at: now, expires_at: new Date(now.getTime() + 3_600_000), revoked_at: now }),
      ])
      .execute();
    await ctx.db
      .insertInto('password_reset_tokens')
      .values([
        { token_hash: 'purge-old-token', user_id: user.id, expires_at: ago(31 * 24) },
        { token_hash: 'keep-recently-expired', user_id: user.id, expires_at: ago(24) },
      ])
      .execute();
    await ctx.db
      .insertInto('bot_challenge_redemptions')
      .values([
        { challenge_signature: 'purge-challenge', expires_at: ago(1) },
        { challenge_signature: 'keep-challenge', expires_at: new Date(now.getTime() + 600_000) },
      ])
      .execute();
    await ctx.db
      .insertInto('login_attempts')
      .values([
        { subject: 'purge-attempt', attempted_at: ago(1) },
        { subject: 'keep-attempt', attempted_at: now },
      ])
      .execute();

    const purged = await purgeExpired(ctx.db, ctx.config, now);
    expect(purged).toMatchObject({ sessions: 3, tokens: 1, challenges: 1 });

    const left = async (table: string, column: string) =>
      (await sql<{ k: string }>`select ${sql.ref(column)} as k from ${sql.table(table)}`.execute(ctx.db)).rows
        .map((r) => r.k)
        .filter((k) => /^(purge|keep)-/.test(k))
        .sort();
    expect(await left('sessions', 'id_hash')).toEqual(['keep-just-revoked', 'keep-live']);
    expect(await left('password_reset_tokens', 'token_hash')).toEqual(['keep-recently-expired']);
    expect(await left('bot_challenge_redemptions', 'challenge_signature')).toEqual(['keep-challenge']);
    expect(await left('login_attempts', 'subject')).toEqual(['keep-attempt']);
  });
});
