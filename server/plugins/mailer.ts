// Outgoing e-mail through a transactional outbox (issue 8 §9): send(mail, trx) only writes a
// mail_outbox row in the caller's transaction, so a mail exists exactly when the change it
// announces committed, and no SMTP conversation runs inside a transaction.
// SMTP_URL set: a dispatcher (services/mail-outbox.ts) delivers committed rows by SMTP, once
// across instances, with retries. Unset: the rows stay in the outbox and the development mailbox
// lists them, so invitations and resets work out of the box.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { TenantDb } from '../db/scope.ts';
import { createDispatcher, type OutboxDispatcher, type OutboxLog } from '../services/mail-outbox.ts';

export interface Mail {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox within `db`: the caller's scope (its transaction, when in one),
   * whose tenant the mail must be of, or the database (jobs that make no scope).
   */
  send(mail: Mail, db?: Db | TenantDb): Promise<void>;
  /** Asks the dispatcher to deliver soon: for callers that wrote outbox rows themselves (bulk import). */
  kick(): void;
  /** Delivers every due outbox row now (SMTP only; 0 without it). */
  deliverPending(): Promise<number>;
  /** SMTP deliveries by this instance since start: sent, and attempts that failed (the metrics). */
  counts(): { sent: number; failed: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const silentLog: OutboxLog = { warn: () => undefined, error: () => undefined };

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailOutboxPollMs'>,
  defaultDb: Db,
  log: OutboxLog = silentLog,
): Mailer & { close(): Promise<void> } {
  let dispatcher: OutboxDispatcher | null = null;
  let closeTransport = () => undefined as void;
  if (config.smtpUrl) {
    // Timeouts well under the dispatcher's lease, so a hung server cannot outlive the claim.
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    closeTransport = () => transport.close();
    dispatcher = createDispatcher(
      defaultDb,
      async (row) => {
        await transport.sendMail({
          from: config.mailFrom,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
        });
      },
      { pollMs: config.mailOutboxPollMs, log },
    );
  }
  return {
    async send(mail, db = defaultDb) {
      const row = { to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html };
      if (db instanceof TenantDb) {
        if (mail.tenantId !== db.scope.tenantId)
          throw new Error(`A mail of tenant ${mail.tenantId} written in the scope of ${db.scope.tenantId}`);
        await db.insertIntoTenant('mail_outbox', row).execute();
      } else {
        await db
          .insertInto('mail_outbox')
          .values({ ...row, tenant_id: mail.tenantId })
          .execute();
      }
      dispatcher?.kick();
    },
    kick() {
      dispatcher?.kick();
    },
    async deliverPending() {
      return dispatcher ? dispatcher.deliverPending() : 0;
    },
    counts() {
      return dispatcher?.counts ?? { sent: 0, failed: 0 };
    },
    async close() {
      await dispatcher?.stop();
      closeTransport();
    },
  };
}

async function mailerPlugin(app: FastifyInstance, options: { config: Config }) {
  const mailer = createMailer(options.config, app.db, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['db'] });
