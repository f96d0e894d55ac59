// What setting a password does to the account's other ways in (issue 8, finding 5): every reset
// and invitation link still outstanding stops working and every session ends, in the caller's
// transaction, so a link mailed earlier (or a session opened by whoever held the old password)
// cannot outlive the change.
import type { TokenPurpose, User } from '../db/schema.ts';
import type { TenantDb } from '../db/scope.ts';
import type { SessionService } from './sessions.ts';

/**
 * Spends an unused, unexpired token of this purpose that belongs to a user of the scope's tenant
 * (with this status, when given) and returns the user's id, or undefined. A token used on another
 * tenant's host does not match there and so is not spent.
 */
export async function spendToken(
  trx: TenantDb,
  tokenHash: string,
  purpose: TokenPurpose,
  status?: User['status'],
): Promise<string | undefined> {
  // The token's user is found in the scope's tenant below (password_reset_tokens has no tenant column).
  const row = await trx
    .childRows()
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where(
      'user_id',
      'in',
      trx
        .selectFromTenant('users')
        .select('id')
        .$if(status !== undefined, (qb) => qb.where('status', '=', status!)),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Spends every unused reset and invitation token of the user and ends all their sessions. */
export async function retireCredentials(trx: TenantDb, sessions: SessionService, userId: string, now = new Date()): Promise<void> {
  // Child rows of a user found in the scope by the caller.
  await trx
    .childRows()
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await sessions.revokeAllFor(trx, userId);
}
