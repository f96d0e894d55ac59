// Contact us (spec §2, §7 "POST (B) lcs/contact-us with bot prevention"): the message goes by
// e-mail to the tenant's support mailbox; a burst from one address needs a solved challenge (§4: 412).
import { botBlock } from './support.ts';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../helpers/app.ts';

const BURST = 2;
const ctx = useTestApp({}, { CONTACT_US_BURST: String(BURST) });

const HOST = 'mx.localhost';
const SUPPORT = 'support.mx@supplier-insights.example';

const valid = {
  name: 'Ana <Pérez>',
  email: 'ana.perez@example.com',
  company: 'Abarrotes & Co',
  topic: 'DATA',
  message: 'The sales report for last week is missing a store.',
};

function send(ip: string, body: Record<string, unknown> = valid, payload?: string) {
  const headers: Record<string, string> = { host: HOST, origin: `http://${HOST}` };
  if (payload !== undefined) headers['x-altcha-payload'] = payload;
  return ctx.app.inject({ method: 'POST', url: '/platform/lcs/contact-us', headers, remoteAddress: ip, payload: body });
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

async function mailbox(): Promise<OutboxMessage[]> {
  const res = await ctx.app.inject({ url: `/dev/mailbox/messages?to=${SUPPORT}`, headers: { host: HOST } });
  expect(res.statusCode).toBe(200);
  return res.json().messages;
}

async function solvedChallenge(): Promise<string> {
  const res = await ctx.app.inject({ url: '/platform/v1/bot/challenge', headers: { host: HOST } });
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('POST /platform/lcs/contact-us', () => {
  test('202 with the thank-you message, and a mail to the support mailbox with every field', async () => {
    const before = (await mailbox()).length;
    const res = await send('10.30.0.1');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Thank you. Our support team will get back to you.' });
    const messages = await mailbox();
    expect(messages).toHaveLength(before + 1);
    const mail = messages[0]!;
    expect(mail.to).toBe(SUPPORT);
    for (const part of [valid.name, valid.email, valid.topic]) expect(mail.subject).toContain(part);
    expect(mail.subject).toContain('The sales report');
    for (const part of Object.values(valid)) expect(mail.text).toContain(part);
    // The HTML part escapes what the visitor typed.
    expect(mail.html).toContain('Ana &lt;Pérez&gt;');
    expect(mail.html).toContain('Abarrotes &amp; Co');
    expect(mail.html).not.toContain('<Pérez>');
  });

  test('the company is optional', async () => {
    const { company: _company, ...withoutCompany } = valid;
    expect((await send('10.30.0.2', withoutCompany)).statusCode).toBe(202);
  });

  test.each([
    ['a bad e-mail', { ...valid, email: 'not-an-email' }, /email/],
    ['a too-short message', { ...valid, message: 'Help' }, /message/],
    ['an unknown topic', { ...valid, topic: 'BILLING' }, /topic/],
    ['no name', { ...valid, name: '' }, /name/],
  ])('400 with a clear message for %s, and nothing sent', async (_label, body, mentions) => {
    const before = (await mailbox()).length;
    const res = await send('10.30.1.1', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(mentions) });
    expect(await mailbox()).toHaveLength(before);
  });

  test('a cross-site post is refused', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/platform/lcs/contact-us',
      headers: { host: HOST, origin: 'http://evil.example' },
      payload: valid,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('bot prevention: a burst from one address', () => {
  test(`after ${BURST} messages the next is 412 with the bot-block properties, and not sent`, async () => {
    for (let i = 0; i < BURST; i++) expect((await send('10.30.2.1')).statusCode).toBe(202);
    const before = (await mailbox()).length;
    const res = await send('10.30.2.1');
    expect(res.statusCode).toBe(412);
    expect(res.json()).toEqual(botBlock(`http://${HOST}:3000`));
    expect(await mailbox()).toHaveLength(before);
    // Another address is not affected.
    expect((await send('10.30.2.99')).statusCode).toBe(202);
  });

  test('a solved challenge lets the message through once; the same payload again is 412', async () => {
    for (let i = 0; i < BURST; i++) expect((await send('10.30.3.1')).statusCode).toBe(202);
    const payload = await solvedChallenge();
    const before = (await mailbox()).length;
    expect((await send('10.30.3.1', valid, payload)).statusCode).toBe(202);
    expect(await mailbox()).toHaveLength(before + 1);
    expect((await send('10.30.3.1', valid, payload)).statusCode).toBe(412);
    expect(await mailbox()).toHaveLength(before + 1);
  });

  test('a made-up payload is 412', async () => {
    for (let i = 0; i < BURST; i++) expect((await send('10.30.4.1')).statusCode).toBe(202);
    expect((await send('10.30.4.1', valid, Buffer.from('{}').toString('base64'))).statusCode).toBe(412);
  });
});

test('CONTACT_US_BURST defaults to 3', async () => {
  const { loadConfig } = await import('../../server/config.ts');
  expect(loadConfig({}).contactUsBurst).toBe(3);
  expect(loadConfig({ CONTACT_US_BURST: '5' }).contactUsBurst).toBe(5);
});
