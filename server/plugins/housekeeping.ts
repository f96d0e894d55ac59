// One periodic job that removes rows nobody can use any more: sign-in attempts older than the
// window, ended sessions, long-expired reset and invitation tokens, spent challenges past their
// expiry, bulk imports whose process died. Every statement is an idempotent delete, so several instances may run it at once.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { purgeStaleImports } from '../modules/bulk-users/repository.ts';
import { Throttle } from '../services/throttle.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Ended sessions stay a day (a client still sending the cookie gets the same 401 either way). */
const ENDED_SESSION_KEPT_MS = DAY;
/** Expired tokens stay a month, so an old invitation link still says "expired", not "unknown". */
const EXPIRED_TOKEN_KEPT_MS = 30 * DAY;

export interface Purged {
  sessions: number;
  tokens: number;
  challenges: number;
  imports: number;
}

export async function purgeExpired(
  db: Db,
  config: Pick<Config, 'signInLimits' | 'sessionIdleMinutes'>,
  now = new Date(),
  throttle = new Throttle(db, config.signInLimits.windowMinutes),
): Promise<Purged> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
  // The attempt counter of sign-in, password reset and contact us (plugins/throttle.ts).
  await throttle.prune(now);
  const sessionEnded = ago(ENDED_SESSION_KEPT_MS);
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', sessionEnded),
        eb('revoked_at', '<', sessionEnded),
        eb('last_seen_at', '<', ago(config.sessionIdleMinutes * 60_000 + ENDED_SESSION_KEPT_MS)),
      ]),
    )
    .executeTakeFirst();
  const tokens = await db.deleteFrom('password_reset_tokens').where('expires_at', '<', ago(EXPIRED_TOKEN_KEPT_MS)).executeTakeFirst();
  const challenges = await db.deleteFrom('bot_challenge_redemptions').where('expires_at', '<', now).executeTakeFirst();
  const imports = await purgeStaleImports(db);
  return {
    sessions: count(sessions),
    tokens: count(tokens),
    challenges: count(challenges),
    imports,
  };
}

async function housekeeping(app: FastifyInstance, options: { config: Config; everyMs?: number }) {
  const run = () =>
    purgeExpired(app.db, options.config, new Date(), app.throttle).then(
      (purged) => app.log.debug({ purged }, 'Housekeeping: expired rows removed'),
      (error: unknown) => app.log.warn({ err: error }, 'Housekeeping failed; it runs again at the next interval'),
    );
  // A first run soon after start, so a process restarted more often than hourly still cleans up.
  const first = setTimeout(() => void run(), 60_000);
  const timer = setInterval(() => void run(), options.everyMs ?? HOUR);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}

export default fp(housekeeping, { name: 'housekeeping', dependencies: ['db', 'throttle'] });
