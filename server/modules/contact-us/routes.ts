// Contact us (spec §2 "contact us (with bot prevention)", §7 "POST (B) lcs/contact-us"): a visitor's
// message goes by e-mail to the tenant's support mailbox. A burst of messages from one client
// address within the sign-in window needs a solved human-verification challenge (spec §4: 412).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from '../../config.ts';
import { policies } from '../../plugins/policy.ts';
import { BotBlockResponse, errors, MessageResponse } from '../../schemas.ts';
import { HumanCheckHeaders, humanCheck } from '../../services/bot-challenge.ts';
import { escapeHtml } from '../../services/html.ts';
import { ContactBody } from './schemas.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('contact');

const THANK_YOU = 'Thank you. Our support team will get back to you.';

const contactUs: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  // Same table and window as the sign-in limits (app.throttle); the hourly housekeeping (plugins/housekeeping.ts) prunes these rows too.
  const { throttle } = app;

  app.post(
    '/platform/lcs/contact-us',
    route(policies.public, {
      operationId: 'sendContactMessage',
      summary:
        "Sends a message to the tenant's support team by e-mail. 412: too many messages from this address; solve a human-verification challenge first.",
      headers: HumanCheckHeaders,
      body: ContactBody,
      response: { 202: MessageResponse, 412: BotBlockResponse, ...errors(400, 403) },
    }),
    async (request, reply) => {
      const ipKey = `contact:ip:${request.ip}`;
      const needed = (await throttle.count(ipKey)) >= config.contactUsBurst;
      const blocked = await humanCheck(
        app.botChallenge,
        request,
        needed,
        'Please confirm that you are a person, then send your message again.',
      );
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
