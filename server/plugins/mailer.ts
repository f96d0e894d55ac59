// Outgoing e-mail. SMTP_URL set: sent by SMTP through Nodemailer. Unset: kept in the mail_outbox
// table and listed at the dev-only mailbox page, so invitations and resets work out of the box.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';

export interface Mail {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends now by SMTP, or stores in the outbox within `db` (a transaction, when given one). */
  send(mail: Mail, db?: Db): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, defaultDb: Db): Mailer & { close(): void } {
  const transport: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(mail, db = defaultDb) {
      if (transport) {
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        return;
      }
      await db
        .insertInto('mail_outbox')
        .values({ tenant_id: mail.tenantId, to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html })
        .execute();
    },
    close() {
      transport?.close();
    },
  };
}

async function mailerPlugin(app: FastifyInstance, options: { config: Config }) {
  const mailer = createMailer(options.config, app.db);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['db'] });
