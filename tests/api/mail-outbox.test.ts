// The transactional mail outbox (issue 8 §9): a mail written in a transaction that rolls back is
// never sent; one that commits is delivered by SMTP exactly once, even with two instances'
// dispatchers racing for it; a failed delivery is recorded and retried later, not lost.
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { createMailer, type Mail } from '../../server/plugins/mailer.ts';
import { buildTestApp, type TestContext } from '../helpers/app.ts';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp.ts';

let smtp: SmtpCapture;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  ctx = await buildTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await ctx?.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.refuse = false;
});

const mail = (to: string): Mail => ({ tenantId: 'us', to, subject: `Subject for ${to}`, text: 'Hello', html: '<p>Hello</p>' });
const deliveredTo = (to: string) => smtp.received.filter((r) => r.to.includes(to)).length;

test('a mail written in a transaction that rolls back is never sent', async () => {
  const to = 'rolled-back@outbox.test';
  await expect(
    ctx.db.transaction().execute(async (trx) => {
      await ctx.app.mailer.send(mail(to), trx);
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  await ctx.app.mailer.deliverPending();
  await new Promise((r) => setTimeout(r, 300)); // past the dispatcher's kick
  expect(deliveredTo(to)).toBe(0);
  expect(await ctx.db.selectFrom('mail_outbox').select('id').where('to_address', '=', to).execute()).toEqual([]);
});

test('a committed mail is delivered after the commit, exactly once, even with two instances dispatching', async () => {
  const to = 'committed@outbox.test';
  // A second "instance": another mailer with its own dispatcher on the same database.
  const other = createMailer({ smtpUrl: smtp.url, mailFrom: 'Other <other@example.test>', mailOutboxPollMs: 3000 }, ctx.db);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await ctx.app.mailer.send(mail(to), trx);
      // Not sent while the transaction is open.
      await new Promise((r) => setTimeout(r, 300));
      expect(deliveredTo(to)).toBe(0);
    });
    await Promise.all([ctx.app.mailer.deliverPending(), other.deliverPending(), ctx.app.mailer.deliverPending(), other.deliverPending()]);
    const deadline = Date.now() + 5000;
    while (deliveredTo(to) < 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    expect(deliveredTo(to)).toBe(1);
    const row = await ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
  } finally {
    await other.close();
  }
});

test('a delivery the SMTP server refuses is recorded and retried later with back-off, then sent once', async () => {
  const to = 'refused-first@outbox.test';
  smtp.refuse = true;
  await ctx.app.mailer.send(mail(to));
  await ctx.app.mailer.deliverPending();
  let row = await ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
  expect(row.sent_at).toBeNull();
  expect(row.attempts).toBe(1);
  expect(row.last_error).toMatch(/Mailbox unavailable/);
  // Not retried at once: the next attempt waits (30 s after the first failure).
  expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
  smtp.refuse = false;
  await ctx.app.mailer.deliverPending();
  expect(deliveredTo(to)).toBe(0);
  // Once due, it goes.
  await ctx.db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: new Date(Date.now() - 1000) })
    .where('id', '=', row.id)
    .execute();
  await ctx.app.mailer.deliverPending();
  expect(deliveredTo(to)).toBe(1);
  row = await ctx.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ attempts: 2, last_error: null });
  expect(row.sent_at).toBeInstanceOf(Date);
});
