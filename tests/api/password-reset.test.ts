// Password reset by e-mail: the link request (no account enumeration), the mail itself (outbox and
// real SMTP), the single-use token and what a reset does to the account's sessions.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashToken } from '../../server/services/tokens.ts';
import { buildTestApp, demoLogin, signIn, type TestContext, tenants, useTestApp } from '../helpers/app.ts';
import { INVALID_LINK, login, mailbox, mailedResetToken, requestResetLink, resetPassword, TOKEN_IN_LINK, userContext } from './support.ts';
import { countRows } from '../helpers/db.ts';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp.ts';

const ACCEPTED = { message: 'If an account uses this e-mail, a reset link is on its way.' };

// A generous per-address limit: every request here comes from the same test address.
const ctx = useTestApp({ signInLimits: { perAccount: 50, perIp: 500, windowMinutes: 15 } });

/** Requests a link for a demo account and returns the token of the newest message it received. */
const resetToken = (account: string, tenantId = 'us') => mailedResetToken(ctx.app, demoLogin(account, tenantId), tenantId);

const outboxCount = (to: string) => countRows(ctx.db.selectFrom('mail_outbox').where('to_address', '=', to));

// Spec §7 names it with GET; it writes (a token, a mail), so the server takes a POST (issue 30 §1).
describe('POST /core-app-api/pwd-reset-link', () => {
  test('answers 202 with the same body for an existing and an unknown address', async () => {
    const existing = await requestResetLink(ctx.app, demoLogin('supplier-admin', 'us'));
    const unknown = await requestResetLink(ctx.app, 'no-such-user.us@demo.test');
    expect(existing.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(existing.json()).toEqual(ACCEPTED);
    expect(unknown.body).toBe(existing.body);
    expect(await outboxCount(demoLogin('supplier-admin', 'us'))).toBe(1);
    expect(await outboxCount('no-such-user.us@demo.test')).toBe(0);
  });

  test('mails a link to this host, with the product name of the tenant in the subject', async () => {
    const email = demoLogin('supplier-user', 'us');
    await requestResetLink(ctx.app, email.toUpperCase());
    const [message] = await mailbox(ctx.app, 'us', email);
    expect(message).toBeDefined();
    expect(message!.to).toBe(email);
    expect(message!.subject).toContain(tenants.find((t) => t.id === 'us')!.branding.productName);
    expect(message!.text).toMatch(/http:\/\/us\.localhost:3000\/platform\/reset-password\?token=[A-Za-z0-9_-]{20,}/);
    expect(message!.html).toContain(message!.text.match(TOKEN_IN_LINK)![0]);
  });

  test('a Mexico user gets the Mexico product name and a link to mx.localhost', async () => {
    const email = demoLogin('supplier-user', 'mx');
    expect((await requestResetLink(ctx.app, email, 'mx')).statusCode).toBe(202);
    const [message] = await mailbox(ctx.app, 'mx', email);
    expect(message!.subject).toContain('Información para Proveedores');
    expect(message!.text).toMatch(/http:\/\/mx\.localhost:3000\/platform\/reset-password\?token=/);
    // Another tenant's mailbox does not show it.
    expect((await mailbox(ctx.app, 'us')).some((m) => m.to === email)).toBe(false);
  });

  test('the e-mail is in the language of the user: Spanish in Mexico, French for a fr-CA user', async () => {
    const mxEmail = demoLogin('agency-user', 'mx');
    await requestResetLink(ctx.app, mxEmail, 'mx');
    const [mx] = await mailbox(ctx.app, 'mx', mxEmail);
    expect(mx!.subject).toBe('Restablezca su contraseña de Información para Proveedores');

    const caEmail = demoLogin('agency-user', 'ca');
    await ctx.db.updateTable('users').set({ language_code: 'fr-CA' }).where('login_id', '=', caEmail).execute();
    await requestResetLink(ctx.app, caEmail, 'ca');
    const [ca] = await mailbox(ctx.app, 'ca', caEmail);
    expect(ca!.subject).toBe('Réinitialisez votre mot de passe Supplier Insights Canada');
    expect(ca!.text).toMatch(/http:\/\/ca\.localhost:3000\/platform\/reset-password\?token=/);
  });

  test('an account of another country is unknown on this host: no mail', async () => {
    const email = demoLogin('agency-admin', 'ca');
    expect((await requestResetLink(ctx.app, email, 'us')).json()).toEqual(ACCEPTED);
    expect(await outboxCount(email)).toBe(0);
  });

  test('a blocked account gets no mail, and the answer is the same', async () => {
    const email = demoLogin('basic-agency', 'us');
    await ctx.db.updateTable('users').set({ status: 'BLOCKED' }).where('login_id', '=', email).execute();
    try {
      const res = await requestResetLink(ctx.app, email);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual(ACCEPTED);
      expect(await outboxCount(email)).toBe(0);
    } finally {
      await ctx.db.updateTable('users').set({ status: 'ACTIVE' }).where('login_id', '=', email).execute();
    }
  });

  test('after three requests for one account in the window, more answer the same but send nothing', async () => {
    const email = demoLogin('merchant', 'ca');
    for (let i = 0; i < 5; i++) expect((await requestResetLink(ctx.app, email, 'ca')).json()).toEqual(ACCEPTED);
    expect(await outboxCount(email)).toBe(3);
  });

  test('a malformed address is a 400 naming the field', async () => {
    const res = await requestResetLink(ctx.app, 'not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('email');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/core-app-api/pwd-reset-link',
      headers: { host: 'us.localhost', origin: 'http://us.localhost' },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    // A GET (a link, an image) asks for nothing.
    const email = demoLogin('supplier-user', 'us');
    const before = await outboxCount(email);
    const get = await ctx.app.inject({
      url: `/core-app-api/pwd-reset-link?email=${encodeURIComponent(email)}`,
      headers: { host: 'us.localhost' },
    });
    expect(get.statusCode).toBe(404);
    expect(await outboxCount(email)).toBe(before);
  });
});

describe('POST /platform/password-reset', () => {
  test('sets the new password once, ends every session and logs PASSWORD_RESET', async () => {
    const laptop = await signIn(ctx.app, 'agency-admin');
    const phone = await signIn(ctx.app, 'agency-admin');
    const token = await resetToken('agency-admin');
    const newPassword = 'Brand-New-Password-42';

    const res = await resetPassword(ctx.app, token, newPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been changed. Sign in with the new password.' });

    // Every session of the account has ended.
    expect((await userContext(ctx.app, laptop)).statusCode).toBe(401);
    expect((await userContext(ctx.app, phone)).statusCode).toBe(401);
    // The old password no longer works; the new one does.
    expect((await login(ctx.app, 'agency-admin', { ip: '10.9.0.1' })).statusCode).toBe(401);
    expect((await login(ctx.app, 'agency-admin', { password: newPassword, ip: '10.9.0.1' })).statusCode).toBe(200);
    // The link works once.
    const again = await resetPassword(ctx.app, token, 'Another-Password-43');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    expect((await login(ctx.app, 'agency-admin', { password: newPassword, ip: '10.9.0.1' })).statusCode).toBe(200);

    const user = await ctx.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('login_id', '=', demoLogin('agency-admin', 'us'))
      .executeTakeFirstOrThrow();
    const entries = await ctx.db.selectFrom('activity_log').selectAll().where('entity_id', '=', user.id).execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      tenant_id: 'us',
      company_id: user.company_id,
      actor_user_id: user.id,
      event: 'PASSWORD_RESET',
      source_app: 'PORTAL',
    });
  });

  test('the password change and its activity-log row are one transaction', async () => {
    const email = demoLogin('supplier-admin', 'ca');
    const session = await signIn(ctx.app, 'supplier-admin', 'ca');
    const token = await resetToken('supplier-admin', 'ca');
    // Make the activity-log insert fail (for new rows only) to see the whole reset roll back.
    await sql`alter table activity_log add constraint test_no_password_reset check (event <> 'PASSWORD_RESET') not valid`.execute(ctx.db);
    try {
      const res = await resetPassword(ctx.app, token, 'Rolled-Back-Password-1', 'ca');
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`alter table activity_log drop constraint test_no_password_reset`.execute(ctx.db);
    }
    // Nothing of the reset happened: same password, session alive, token unused.
    expect((await userContext(ctx.app, session, 'ca')).statusCode).toBe(200);
    expect((await login(ctx.app, 'supplier-admin', { tenantId: 'ca', ip: '10.9.0.2' })).statusCode).toBe(200);
    expect(
      (await login(ctx.app, 'supplier-admin', { tenantId: 'ca', password: 'Rolled-Back-Password-1', ip: '10.9.0.2' })).statusCode,
    ).toBe(401);
    const user = await ctx.db.selectFrom('users').select('id').where('login_id', '=', email).executeTakeFirstOrThrow();
    expect(await ctx.db.selectFrom('activity_log').select('id').where('entity_id', '=', user.id).execute()).toEqual([]);
    expect((await resetPassword(ctx.app, token, 'Second-Try-Password-2', 'ca')).statusCode).toBe(200);
  });

  test('an expired link is refused', async () => {
    const token = await resetToken('category-manager');
    await ctx.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const res = await resetPassword(ctx.app, token, 'Too-Late-Password-1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID_LINK);
    expect((await login(ctx.app, 'category-manager', { ip: '10.9.0.3' })).statusCode).toBe(200);
  });

  test('the link is valid for an hour', async () => {
    const token = await resetToken('associate', 'mx');
    const row = await ctx.db
      .selectFrom('password_reset_tokens')
      .select('expires_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(row.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  });

  test.each([
    ['too short', 'Short-1', 'tooShort', 'Utilice al menos 12 caracteres.'],
    ['letters only', 'onlylettersinhere', 'letterAndOther', 'Utilice letras y al menos un número o símbolo.'],
    ['no letters', '123456789012345', 'letterAndOther', 'Utilice letras y al menos un número o símbolo.'],
  ])(
    'a weak password (%s) is a 400 in the reader’s language, beside the field, and the link stays usable',
    async (_what, weak, code, message) => {
      const token = await resetToken('spectator', 'mx');
      const res = await resetPassword(ctx.app, token, weak, 'mx');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message,
        code: 'weakPassword',
        fields: { password: { code, message } },
      });
      expect((await resetPassword(ctx.app, token, 'Strong-Enough-Password-7', 'mx')).statusCode).toBe(200);
    },
  );

  describe('the password policy knows whose link it is, and the common passwords (issue 30 §1)', () => {
    const EMAIL = 'Do not use your e-mail address, or its part before the @, in your password.';
    const NAME = 'Do not use your first or last name in your password.';
    const COMMON = 'This password is one of the most common ones, and easy to guess. Choose another.';
    const owner = () =>
      ctx.db
        .selectFrom('users')
        .select(['login_id', 'first_name', 'last_name'])
        .where('login_id', '=', demoLogin('associate', 'us'))
        .executeTakeFirstOrThrow();
    const cases: Array<[string, (o: Awaited<ReturnType<typeof owner>>) => string, string, string]> = [
      ['the account’s own e-mail address', (o) => o.login_id, 'email', EMAIL],
      ['the e-mail address in capitals', (o) => o.login_id.toUpperCase(), 'email', EMAIL],
      ['the part before the @ with a digit', (o) => `${o.login_id.split('@')[0]}-2026`, 'email', EMAIL],
      ['the first name inside', (o) => `My-${o.first_name}-Secret-9`, 'name', NAME],
      [
        'the last name, without its accents',
        (o) => `${o.last_name.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}#Rules#2026`,
        'name',
        NAME,
      ],
      ['a common password', () => 'qwertyuiop123', 'common', COMMON],
      ['a common password with digits and a symbol around it', () => 'Password123!', 'common', COMMON],
      ['a common password with separators', () => '!Super-Man-2024', 'common', COMMON],
    ];
    test('each is refused, beside the field, and the link stays usable', async () => {
      const token = await resetToken('associate', 'us'); // one link: at most 3 a window per account
      for (const [what, choose, code, message] of cases) {
        const res = await resetPassword(ctx.app, token, choose(await owner()));
        expect(res.statusCode, what).toBe(400);
        expect(res.json(), what).toEqual({
          statusCode: 400,
          error: 'Bad Request',
          message,
          code: 'weakPassword',
          fields: { password: { code, message } },
        });
      }
      expect((await resetPassword(ctx.app, token, 'Quiet-Harbour-Lantern-41')).statusCode).toBe(200);
    });

    test('the message follows the reader’s language', async () => {
      const token = await resetToken('associate', 'ca');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/platform/password-reset',
        headers: { host: 'ca.localhost', origin: 'http://ca.localhost', 'x-user-locale': 'fr-CA' },
        payload: { token, password: 'Password123!' },
      });
      expect(res.json().fields.password).toEqual({
        code: 'common',
        message: 'Ce mot de passe est parmi les plus courants et facile à deviner. Choisissez-en un autre.',
      });
    });
  });

  test('a made-up token is refused', async () => {
    const res = await resetPassword(ctx.app, 'A'.repeat(43), 'Whatever-Password-1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID_LINK);
  });

  test("a link used on another country's host is refused there and still works on its own host", async () => {
    const token = await resetToken('merchant', 'us');
    const elsewhere = await resetPassword(ctx.app, token, 'Wrong-Host-Password-1', 'mx');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual(INVALID_LINK);
    expect((await resetPassword(ctx.app, token, 'Right-Host-Password-1', 'us')).statusCode).toBe(200);
  });

  test('two simultaneous uses of one link: exactly one succeeds', async () => {
    const token = await resetToken('basic-vendor-user', 'mx');
    const results = await Promise.all([
      resetPassword(ctx.app, token, 'Racing-Password-One-1', 'mx'),
      resetPassword(ctx.app, token, 'Racing-Password-Two-2', 'mx'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  test('needs a same-site Origin like every state-changing request', async () => {
    const token = await resetToken('basic-vendor-admin');
    const res = await resetPassword(ctx.app, token, 'Cross-Site-Password-1', 'us', 'https://evil.example');
    expect(res.statusCode).toBe(403);
    expect((await resetPassword(ctx.app, token, 'Same-Site-Password-1')).statusCode).toBe(200);
  });
});

describe('production mode', () => {
  const prod = useTestApp({}, { NODE_ENV: 'production' });

  test.each(['/dev/mailbox/messages', '/dev/mailbox'])('%s is not served', async (url) => {
    // Put a message in the outbox so a registered mailbox would have something to list.
    expect((await requestResetLink(prod.app, demoLogin('supplier-admin', 'us'), 'us')).statusCode).toBe(202);
    const res = await prod.app.inject({ url, headers: { host: 'us.localhost' } });
    // Without the mailbox routes the path falls to the portal page (or its not-built notice).
    expect(res.headers['content-type']).not.toMatch(/json/);
    expect(res.body).not.toContain(demoLogin('supplier-admin', 'us'));
    expect(res.body).not.toContain('reset-password');
    expect(res.body).not.toContain('Development mailbox');
  });
});

describe('with SMTP_URL: sent through a real SMTP server', () => {
  let smtp: SmtpCapture;
  let smtpCtx: TestContext;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    smtpCtx = await buildTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await smtpCtx?.close();
    await smtp.close();
  });

  /** Undoes quoted-printable soft line breaks and =XX escapes (how long mail lines are sent). */
  const decodeQuotedPrintable = (s: string) =>
    s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

  /** Waits until the outbox dispatcher has handed `count` mails to the SMTP server. */
  async function receivedAtLeast(count: number) {
    const deadline = Date.now() + 10_000;
    while (smtp.received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(smtp.received).toHaveLength(count);
  }

  test('the reset mail reaches the SMTP server once, after the commit, with a working link; the outbox row is marked sent', async () => {
    const email = demoLogin('supplier-admin', 'us');
    const res = await requestResetLink(smtpCtx.app, email, 'us');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(ACCEPTED);

    await receivedAtLeast(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([email]);
    expect(mail!.from).toBe('no-reply@supplier-insights.example');
    const body = decodeQuotedPrintable(mail!.raw);
    expect(body).toMatch(/^Subject: .*Supplier Insights/m);
    const token = body.match(TOKEN_IN_LINK)?.[1];
    expect(body).toContain(`http://us.localhost:3000/platform/reset-password?token=${token}`);
    // The SMTP server has the mail before the dispatch marks its row sent: let the background
    // dispatch end first (a call made while it runs joins that run and reports its mail).
    await smtpCtx.app.mailer.deliverPending();
    const rows = await smtpCtx.db.selectFrom('mail_outbox').select(['to_address', 'sent_at', 'attempts', 'last_error']).execute();
    expect(rows).toEqual([{ to_address: email, sent_at: expect.any(Date), attempts: 1, last_error: null }]);
    // Delivered once: another dispatch finds nothing left to send.
    expect(await smtpCtx.app.mailer.deliverPending()).toBe(0);
    expect(smtp.received).toHaveLength(1);

    // The mailed link is the real one: it resets the password.
    const reset = await resetPassword(smtpCtx.app, token!, 'Mailed-Link-Password-1');
    expect(reset.statusCode).toBe(200);
    expect((await login(smtpCtx.app, 'supplier-admin', { password: 'Mailed-Link-Password-1' })).statusCode).toBe(200);
  });

  test('an unknown address sends nothing over SMTP', async () => {
    const before = smtp.received.length;
    expect((await requestResetLink(smtpCtx.app, 'nobody.us@demo.test', 'us')).statusCode).toBe(202);
    expect(await smtpCtx.app.mailer.deliverPending()).toBe(0);
    expect(smtp.received).toHaveLength(before);
  });
});
