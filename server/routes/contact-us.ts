// Contact us (spec §2 "contact us (with bot prevention)", §7 "POST (B) lcs/contact-us"): a visitor's
// message goes by e-mail to the tenant's support mailbox. A burst of messages from one client
// address within the sign-in window needs a solved human-verification challenge (spec §4: 412).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Config } from '../config.ts';
import { policies } from '../plugins/policy.ts';
import { BotBlockResponse, errors, MessageResponse } from '../schemas.ts';
import { type BotChallenge, HumanCheckHeaders, humanCheck } from '../services/bot-challenge.ts';
import { escapeHtml } from '../services/html.ts';
import { Throttle } from '../services/throttle.ts';

export const CONTACT_TOPICS = ['ACCESS', 'DATA', 'TECHNICAL', 'OTHER'] as const;
const THANK_YOU = 'Thank you. Our support team will get back to you.';

const contactUs: FastifyPluginAsyncTypebox<{ config: Config; bot: BotChallenge }> = async (app, { config, bot }) => {
  // Same table and window as the sign-in limits; its hourly pruning (routes/auth.ts) clears these rows too.
  const throttle = new Throttle(app.db, config.signInLimits.windowMinutes);

  app.post(
    '/platform/lcs/contact-us',
    {
      config: { policy: policies.public },
      schema: {
        tags: ['contact'],
        summary:
          "Sends a message to the tenant's support team by e-mail. 412: too many messages from this address; solve a human-verification challenge first.",
        headers: HumanCheckHeaders,
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: 100 }),
          email: Type.String({ format: 'email', maxLength: 254 }),
          company: Type.Optional(Type.String({ maxLength: 200 })),
          topic: Type.Union(CONTACT_TOPICS.map((t) => Type.Literal(t))),
          message: Type.String({ minLength: 10, maxLength: 2000 }),
        }),
        response: { 202: MessageResponse, 412: BotBlockResponse, ...errors(400, 403) },
      },
    },
    async (request, reply) => {
      const ipKey = `contact:ip:${request.ip}`;
      const needed = (await throttle.count(ipKey)) >= config.contactUsBurst;
      const blocked = await humanCheck(bot, request, needed, 'Please confirm that you are a person, then send your message again.');
      if (blocked) return reply.code(412).send(blocked);

      const { name, email, company, topic, message } = request.body;
      const fields: [string, string][] = [
        ['Name', name],
        ['Email', email],
        ...(company ? [['Company', company] as [string, string]] : []),
        ['Topic', topic],
      ];
      const text = `${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nMessage:\n${message}\n`;
      const html =
        `<dl>${fields.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>` +
        `<p>${escapeHtml(message).replace(/\r?\n/g, '<br>')}</p>`;
      // Headers cannot carry line breaks: keep the subject on one line.
      const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
      const subject = `Contact us [${topic}] from ${oneLine(name)} <${email}>: ${oneLine(message).slice(0, 120)}`;
      await app.mailer.send({ tenantId: request.tenant.id, to: request.tenant.support.mailbox, subject, text, html });
      await throttle.record([ipKey]);
      return reply.code(202).send({ message: THANK_YOU });
    },
  );
};

export default contactUs;
