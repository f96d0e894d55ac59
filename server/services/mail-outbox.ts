// Delivery of the mail outbox (issue 8 §9). Every e-mail is first a mail_outbox row written in
// the transaction of the change it announces, so a rolled-back change never mails anything and
// no SMTP conversation ever runs inside a transaction. With SMTP configured this dispatcher
// delivers the committed, unsent rows:
//   - claim: a short transaction takes up to BATCH due rows with FOR UPDATE SKIP LOCKED and moves
//     their next_attempt_at a lease ahead (attempts + 1), so another instance skips them while
//     they are being sent, and picks them up again only if this process dies mid-send;
//   - send: by SMTP, outside any transaction; success sets sent_at, failure records last_error
//     and retries with exponential back-off (30 s, 1 min, 2 min … at most 1 h) until MAX_ATTEMPTS;
//   - when: kicked shortly after a send() (after the caller's commit, usually) and polling every
//     few seconds for mails whose transaction committed later.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export const MAX_ATTEMPTS = 8;
const BATCH = 20;
/** How long a claimed row is left alone by other dispatchers; longer than an SMTP send may take. */
const LEASE_SECONDS = 300;
const KICK_DELAY_MS = 150;

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

export interface OutboxLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxDispatcher {
  /** Delivers soon (debounced). */
  kick(): void;
  /** Delivers every due row now; resolves with the number sent by this call. */
  deliverPending(): Promise<number>;
  /** Stops polling and waits for a delivery in progress. */
  stop(): Promise<void>;
  /** Deliveries by this dispatcher since start: sent, and attempts that failed (the metrics). */
  readonly counts: { sent: number; failed: number };
}

export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** Unsent mails of every instance: those still to be tried, and those given up on (the metrics). */
export async function outboxBacklog(db: Db): Promise<{ waiting: number; undeliverable: number }> {
  const { rows } = await sql<{ waiting: string; undeliverable: string }>`
    select count(*) filter (where attempts < ${MAX_ATTEMPTS}) as waiting,
           count(*) filter (where attempts >= ${MAX_ATTEMPTS}) as undeliverable
      from mail_outbox where sent_at is null`.execute(db);
  return { waiting: Number(rows[0]?.waiting ?? 0), undeliverable: Number(rows[0]?.undeliverable ?? 0) };
}

/** Claims up to BATCH due, unsent rows for this dispatcher (committed at once). */
export async function claimDue(db: Db, limit = BATCH): Promise<OutboxRow[]> {
  const { rows } = await sql<OutboxRow>`
    update mail_outbox
       set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
     where id in (
       select id from mail_outbox
        where sent_at is null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= now()
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
    returning id, to_address, subject, text_body, html_body, attempts`.execute(db);
  return rows;
}

export function createDispatcher(
  db: Db,
  deliver: (row: OutboxRow) => Promise<void>,
  options: { pollMs: number; log: OutboxLog },
): OutboxDispatcher {
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let kickTimer: NodeJS.Timeout | null = null;
  const counts = { sent: 0, failed: 0 };

  const runOnce = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const rows = await claimDue(db);
      if (!rows.length) return sent;
      for (const row of rows) {
        try {
          await deliver(row);
          await db.updateTable('mail_outbox').set({ sent_at: new Date(), last_error: null }).where('id', '=', row.id).execute();
          sent++;
          counts.sent++;
        } catch (error) {
          counts.failed++;
          const message = error instanceof Error ? error.message : String(error);
          const retry = row.attempts < MAX_ATTEMPTS;
          options.log[retry ? 'warn' : 'error'](
            { err: error, mailId: row.id, attempts: row.attempts },
            retry ? 'E-mail not sent; will retry' : 'E-mail not sent; giving up',
          );
          await db
            .updateTable('mail_outbox')
            .set({
              last_error: message.slice(0, 1000),
              next_attempt_at: sql<Date>`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
            })
            .where('id', '=', row.id)
            .execute();
        }
      }
    }
  };

  const deliverPending = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await runOnce();
        } while (again && !stopped);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  };

  const safeDeliver = () => {
    if (stopped) return;
    deliverPending().catch((error: unknown) => options.log.error({ err: error }, 'Mail outbox delivery failed'));
  };
  const poll = setInterval(safeDeliver, options.pollMs);
  poll.unref();

  return {
    counts,
    kick() {
      if (stopped || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = null;
        safeDeliver();
      }, KICK_DELAY_MS);
      kickTimer.unref();
    },
    deliverPending,
    async stop() {
      stopped = true;
      clearInterval(poll);
      if (kickTimer) clearTimeout(kickTimer);
      await running?.catch(() => undefined);
    },
  };
}
