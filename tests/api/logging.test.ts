// What the server writes to its log: a request id on every request line, and no secrets (passwords,
// session ids, reset tokens, e-mail addresses in URLs). At debug every request has its line; at
// info (production's level) routine reads have none.
import { describe, expect, test } from 'vitest';
import { DEMO_PASSWORD, demoLogin, useTestApp } from '../helpers/app.ts';
import { login, sessionCookie, userContext } from './support.ts';

const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };

const ctx = useTestApp({ logLevel: 'debug' }, {}, { logStream });

const isRequestLine = (l: LogLine) => l.msg === 'request completed' || l.msg === 'request errored';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  url?: string;
  host?: string;
  statusCode?: number;
  responseTime?: number;
}

test('request lines carry the request id; passwords, session ids, tokens and addresses stay out', async () => {
  const email = demoLogin('supplier-admin', 'us');
  const headers = { host: 'us.localhost', origin: 'http://us.localhost' };

  // Sign in (password in the body), then use the session (cookie header).
  const signedIn = await login(ctx.app, 'supplier-admin');
  expect(signedIn.statusCode).toBe(200);
  const cookie = sessionCookie(signedIn);
  const sessionId = cookie.split('=')[1]!;
  expect((await userContext(ctx.app, cookie)).statusCode).toBe(200);
  await ctx.app.inject({
    url: `/core-app-api/users/companies?loginId=${encodeURIComponent(email)}`,
    headers: { host: 'us.localhost', cookie },
  });
  // A failed sign-in and a malformed one (validation errors are logged).
  await login(ctx.app, 'supplier-user', { password: 'Wrong-But-Secret-Password-9', ip: '10.7.0.1' });
  await ctx.app.inject({
    method: 'POST',
    url: '/platform/login',
    headers,
    payload: { email: 'bad-address', password: 'Another-Secret-9' },
  });

  // Ask for a reset link and use its token (both in the body).
  const reset = await ctx.app.inject({
    method: 'POST',
    url: '/core-app-api/pwd-reset-link',
    headers,
    payload: { email },
  });
  expect(reset.statusCode).toBe(202);
  const mail = await ctx.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).executeTakeFirstOrThrow();
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1]!;
  const newPassword = 'Fresh-Secret-Password-77';
  const changed = await ctx.app.inject({
    method: 'POST',
    url: '/platform/password-reset',
    headers,
    payload: { token, password: newPassword },
  });
  expect(changed.statusCode).toBe(200);
  // The reset page link itself, as a browser would open it.
  await ctx.app.inject({ url: `/platform/reset-password?token=${token}`, headers: { host: 'us.localhost' } });

  const parsed = lines.map((l) => JSON.parse(l) as LogLine);
  const requestLines = parsed.filter(isRequestLine);
  // One line per request (8 above), when it is answered: request, status and time together.
  expect(requestLines.length).toBe(8);
  for (const line of requestLines) {
    expect(line.reqId, JSON.stringify(line)).toMatch(/\S/);
    expect(line, JSON.stringify(line)).toMatchObject({
      msg: 'request completed',
      method: expect.any(String),
      url: expect.any(String),
      host: expect.stringMatching(/^us\.localhost/),
      statusCode: expect.any(Number),
    });
    expect(line.responseTime, JSON.stringify(line)).toBeGreaterThanOrEqual(0);
  }
  // The id in the log is the one the client got back in x-request-id.
  expect(parsed.some((l) => l.reqId === reset.headers['x-request-id'] && l.url?.startsWith('/core-app-api/pwd-reset-link'))).toBe(true);
  // URLs are logged, with the sensitive query values blanked.
  expect(parsed.some((l) => l.url === '/core-app-api/users/companies?loginId=[redacted]')).toBe(true);
  expect(parsed.some((l) => l.url === '/platform/reset-password?token=[redacted]')).toBe(true);

  const log = lines.join('');
  for (const secret of [
    DEMO_PASSWORD,
    'Wrong-But-Secret-Password-9',
    'Another-Secret-9',
    newPassword,
    sessionId,
    token,
    email,
    encodeURIComponent(email),
  ]) {
    expect(log, `log contains ${secret}`).not.toContain(secret);
  }
});

describe('at info', () => {
  const infoLines: string[] = [];
  const info = useTestApp({ logLevel: 'info' }, {}, { logStream: { write: (line: string) => void infoLines.push(line) } });

  test('reads answered below 400 write no line; writes, refusals and missing pages do, at info', async () => {
    const signedIn = await login(info.app, 'supplier-admin');
    const cookie = sessionCookie(signedIn);
    expect((await userContext(info.app, cookie)).statusCode).toBe(200);
    const refused = await info.app.inject({ url: '/platform/v1/identity/user-context', headers: { host: 'us.localhost' } });
    expect(refused.statusCode).toBe(401);
    const missing = await info.app.inject({ url: '/core-app-api/no-such-endpoint', headers: { host: 'us.localhost', cookie } });
    expect(missing.statusCode).toBe(404);

    const logged = infoLines.map((l) => JSON.parse(l) as LogLine).filter(isRequestLine);
    expect(logged.map((l) => [l.level, l.method, l.url, l.statusCode])).toEqual([
      [30, 'POST', '/platform/login', 200],
      [30, 'GET', '/platform/v1/identity/user-context', 401],
      [30, 'GET', '/core-app-api/no-such-endpoint', 404],
    ]);
  });
});
