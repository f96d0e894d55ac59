// The development mailbox: messages kept in the outbox when no SMTP server is configured.
// Registered only outside production mode.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { policies } from '../plugins/policy.ts';
import { escapeHtml } from '../services/html.ts';

const OutboxMessage = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

const devMailbox: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/mailbox/messages',
    {
      config: { policy: policies.public },
      schema: {
        tags: ['dev'],
        summary: 'Development only: e-mails stored in the outbox for this tenant, newest first.',
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254, description: 'Only messages to this address.' })) }),
        response: { 200: Type.Object({ messages: Type.Array(OutboxMessage) }) },
      },
    },
    async (request) => {
      let query = app.db.selectFrom('mail_outbox').selectAll().where('tenant_id', '=', request.tenant.id);
      if (request.query.to) query = query.where('to_address', '=', request.query.to.toLowerCase());
      const rows = await query.orderBy('created_at', 'desc').limit(100).execute();
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

export default devMailbox;

/** A plain page for developers (not translated: it never ships in production). */
export const devMailboxPage: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/dev/mailbox', { config: { policy: policies.public }, schema: { hide: true } }, async (request, reply) => {
    const rows = await app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('tenant_id', '=', request.tenant.id)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
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
