// The development mailbox: messages kept in the outbox when no SMTP server is configured.
// Registered only where the config has the development mailbox (outside production mode), with
// the development clock (clock-routes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { policies } from '../../plugins/policy.ts';
import { errors } from '../../schemas.ts';
import { escapeHtml } from '../../services/html.ts';
import { devMailboxRepository } from './repository.ts';
import { MailboxQuery, OutboxMessage } from './schemas.ts';
import { type AreaRoutes, routesTagged } from '../../http/route.ts';
import { fromLoopback } from '../../http/loopback.ts';
import devClock from './clock-routes.ts';

const route = routesTagged('dev');

const mailbox: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/mailbox/messages',
    route(policies.public, {
      operationId: 'listMailboxMessages',
      summary: 'Development only: e-mails stored in the outbox for this tenant, newest first.',
      querystring: MailboxQuery,
      response: { 200: Type.Object({ messages: Type.Array(OutboxMessage) }), ...errors(404) },
    }),
    async (request) => {
      const rows = await devMailboxRepository(request.tenantDb).newest(request.query.to ? request.query.to.toLowerCase() : undefined);
      return {
        messages: rows.map((r) => ({
          id: r.id,
          to: r.to_address,
          subject: r.subject,
          text: r.text_body,
          html: r.html_body,
          createdAt: r.created_at.toISOString(),
        })),
      };
    },
  );
};

const devTools: AreaRoutes = async (app, { config }) => {
  if (!config.devMailbox) return;
  // The tools hold reset links and move the audit clock: only a developer on this machine may use
  // them, even when HOST opens the port to the network (issue 30 §1). Others find nothing there.
  app.addHook('onRequest', async (request, reply) => {
    if (!fromLoopback(request.socket.remoteAddress)) return reply.callNotFound();
  });
  await app.register(mailbox);
  await app.register(mailboxPage);
  await app.register(devClock);
};

export default devTools;

/** A plain page for developers (not translated: it never ships in production). */
const mailboxPage: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dev/mailbox', route(policies.public, { hide: true }), async (request, reply) => {
    const rows = await devMailboxRepository(request.tenantDb).newest();
    const items = rows
      .map((r) => {
        const text = escapeHtml(r.text_body).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
        return `<article><h2>${escapeHtml(r.subject)}</h2><p>To: ${escapeHtml(r.to_address)} · ${r.created_at.toISOString()}</p><pre>${text}</pre></article>`;
      })
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>` +
          `<style>body{font-family:sans-serif;margin:2rem;max-width:60rem}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}</style></head>` +
          `<body><main><h1>Development mailbox (${escapeHtml(request.tenant.code)})</h1>${items || '<p>No messages yet.</p>'}</main></body></html>`,
      );
  });
};
