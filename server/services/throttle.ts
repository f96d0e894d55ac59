// Counts attempts per subject (an account, a client address) in a sliding window, in the
// database so every server instance sees the same count.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface Limit {
  subject: string;
  max: number;
}

export class Throttle {
  constructor(
    private readonly db: Db,
    private readonly windowMinutes: number,
  ) {}

  /** Seconds until the caller may try again, or 0 when every limit still has room. */
  async retryAfter(limits: Limit[], now = new Date()): Promise<number> {
    const since = new Date(now.getTime() - this.windowMinutes * 60_000);
    let wait = 0;
    for (const { subject, max } of limits) {
      const rows = await this.db
        .selectFrom('login_attempts')
        .select('attempted_at')
        .where('subject', '=', subject)
        .where('attempted_at', '>', since)
        .orderBy('attempted_at', 'desc')
        .limit(max)
        .execute();
      if (rows.length < max) continue;
      const oldest = rows[rows.length - 1]!.attempted_at.getTime();
      wait = Math.max(wait, Math.ceil((oldest + this.windowMinutes * 60_000 - now.getTime()) / 1000));
    }
    return wait;
  }

  /** Attempts recorded for a subject within the window. */
  async count(subject: string, now = new Date()): Promise<number> {
    const row = await this.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('subject', '=', subject)
      .where('attempted_at', '>', new Date(now.getTime() - this.windowMinutes * 60_000))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async record(subjects: string[], now = new Date()): Promise<void> {
    await this.db
      .insertInto('login_attempts')
      .values(subjects.map((subject) => ({ subject, attempted_at: now })))
      .execute();
  }

  async clear(subject: string): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('subject', '=', subject).execute();
  }

  /** Drops rows older than the window; called now and then so the table stays small. */
  async prune(now = new Date()): Promise<void> {
    await sql`delete from login_attempts where attempted_at < ${new Date(now.getTime() - this.windowMinutes * 60_000)}`.execute(this.db);
  }
}
