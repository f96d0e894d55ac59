// The rules of changing users (spec §3 "User", "Blocked user"): how a change is run and refused.
// Every change runs in one transaction with its activity-log entries, the company locked and the
// named users loaded in the company first (an id of another company or tenant answers 404).
import { productName } from '../../../tenants/product-names.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { who } from '../../services/activity-messages.ts';
import type { SessionService } from '../../services/sessions.ts';
import type { User } from '../../db/schema.ts';
import { problem } from '../../schemas.ts';
import type { UsersRepository } from './repository.ts';
import { MAX_IDS } from './schemas.ts';

export class Refusal extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
  get body() {
    return problem(this.statusCode, this.message);
  }
}
export const noSuchUser = (id: string) => new Refusal(404, `No user with id ${id} in this company.`);
export const LAST_ADMIN = 'This would leave the company without an active admin. Make another user an admin first.';

/** Runs checks or a change; a Refusal thrown comes back as the value, to answer with. */
export async function refusable<T>(work: () => Promise<T> | T): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
}

/** Runs a change in one transaction, the company locked and its users with these ids loaded. */
export function change<T>(
  users: { transaction: <R>(work: (users: UsersRepository) => Promise<R>) => Promise<R> },
  ids: string[],
  work: (users: UsersRepository, targets: User[]) => Promise<T>,
) {
  return refusable(() =>
    users.transaction(async (trx) => {
      await trx.lockCompany();
      const found = await trx.loadTargets(ids);
      if ('missing' in found) throw noSuchUser(found.missing);
      return work(trx, found.users);
    }),
  );
}

/** Refuses products the tenant does not offer now (`offered`: read inside the change's transaction). */
export function checkOffered(offered: ReadonlySet<string>, products: string[]) {
  const notOffered = products.filter((p) => !offered.has(p));
  if (notOffered.length) {
    throw new Refusal(
      400,
      `Not offered in this country: ${notOffered.map(productName).join(', ')}. Offered: ${[...offered].map(productName).join(', ')}.`,
    );
  }
}

/** Body ids: userIds, or a single userId (spec §3: block/unblock take one or several). */
export function idsOf(body: { userIds?: string[]; userId?: string }): string[] {
  const ids = [...new Set([...(body.userIds ?? []), ...(body.userId ? [body.userId] : [])])];
  if (!ids.length) throw new Refusal(400, 'Name the users: userIds (a list) or userId.');
  if (ids.length > MAX_IDS) throw new Refusal(400, `At most ${MAX_IDS} users at a time.`);
  return ids;
}

/**
 * Blocks active users (loaded by `change`) with a reason: they cannot sign in and their sessions
 * end at once. Not yourself, and never the company's last active admin. The company's user
 * management and global user management both block this way.
 */
export async function blockTargets(
  users: UsersRepository,
  targets: User[],
  { me, reason, sessions }: { me: string; reason: string; sessions: SessionService },
): Promise<{ message: string }> {
  if (!reason) throw new Refusal(400, 'Give the reason for blocking.');
  if (targets.some((u) => u.id === me)) throw new Refusal(409, 'You cannot block yourself.');
  const notActive = targets.find((u) => u.status !== 'ACTIVE');
  if (notActive) throw new Refusal(409, `${who(notActive)} is not active (${notActive.status.toLowerCase()}), so cannot be blocked.`);
  if (await users.wouldRemoveLastAdmin(targets.map((u) => u.id))) throw new Refusal(409, LAST_ADMIN);
  const now = new Date();
  for (const user of targets) {
    await users.block(user.id, reason, me, now, sessions);
    await users.record({
      actor_user_id: me,
      entity_id: user.id,
      event: 'USER_BLOCKED',
      details: detailsOf('USER_BLOCKED', { user: who(user), reason }),
    });
  }
  return { message: `${targets.length} user(s) blocked.` };
}

/** Unblocks blocked users (loaded by `change`), with an optional reason for the activity log. */
export async function unblockTargets(
  users: UsersRepository,
  targets: User[],
  { me, reason }: { me: string; reason?: string },
): Promise<{ message: string }> {
  const notBlocked = targets.find((u) => u.status !== 'BLOCKED');
  if (notBlocked) throw new Refusal(409, `${who(notBlocked)} is not blocked.`);
  for (const user of targets) {
    await users.unblock(user.id);
    await users.record({
      actor_user_id: me,
      entity_id: user.id,
      event: 'USER_UNBLOCKED',
      details: reason
        ? detailsOf('USER_UNBLOCKED_WITH_REASON', { user: who(user), reason })
        : detailsOf('USER_UNBLOCKED', { user: who(user) }),
    });
  }
  return { message: `${targets.length} user(s) unblocked.` };
}
