// What setting a password does to the account's other ways in (issue 8, finding 5): every reset
// and invitation link still outstanding stops working and every session ends, in the caller's
// transaction, so a link mailed earlier (or a session opened by whoever held the old password)
// cannot outlive the change.
import type { Db } from '../db/database.ts';
import type { SessionService } from './sessions.ts';

/** Spends every unused reset and invitation token of the user and ends all their sessions. */
export async function retireCredentials(trx: Db, sessions: SessionService, userId: string, now = new Date()): Promise<void> {
  await trx.updateTable('password_reset_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  await sessions.revokeAllFor(trx, userId);
}
