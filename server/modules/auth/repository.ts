// The queries of sign-in and the password reset, for the request's tenant.
import { detailsOf } from '../activity-logs/catalogue.ts';
import type { TenantDb } from '../../db/scope.ts';
import { recordTenantActivity } from '../../services/activity-log.ts';
import { retireCredentials, spendToken } from '../../services/credentials.ts';
import type { SessionService } from '../../services/sessions.ts';

export function authRepository(scoped: TenantDb) {
  return {
    /** The account signing in with this login. */
    userForSignIn(loginId: string) {
      return scoped
        .selectFromTenant('users')
        .select(['id', 'tenant_id', 'password_hash', 'status', 'language_code', 'user_type'])
        .where('login_id', '=', loginId)
        .executeTakeFirst();
    },

    recordSignIn(userId: string) {
      return scoped.updateTenant('users').set({ last_login_at: new Date() }).where('id', '=', userId).execute();
    },

    /** The active account with this login, to send a reset link to. */
    activeUser(loginId: string) {
      return scoped
        .selectFromTenant('users')
        .select(['id', 'first_name', 'login_id', 'language_code', 'user_type'])
        .where('login_id', '=', loginId)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst();
    },

    /** Whose password an unspent, unexpired reset token would set (the password policy checks against it), if anyone's. */
    resetTokenOwner(tokenHash: string) {
      // password_reset_tokens has no scope columns of its own: the join to the tenant's users scopes it.
      return scoped
        .selectFromTenant('users')
        .innerJoin('password_reset_tokens as t', 't.user_id', 'users.id')
        .select(['users.login_id', 'users.first_name', 'users.last_name'])
        .where('t.token_hash', '=', tokenHash)
        .where('t.purpose', '=', 'RESET')
        .where('t.used_at', 'is', null)
        .where('t.expires_at', '>', new Date())
        .executeTakeFirst();
    },

    /**
     * Stores a single-use reset token of a user found in the tenant, and runs `announce` (the
     * e-mail's outbox row) in the same transaction.
     */
    storeResetToken(userId: string, tokenHash: string, expiresAt: Date, announce: (trx: TenantDb) => Promise<void>) {
      return scoped.transaction(async (trx) => {
        // password_reset_tokens has no scope columns of its own: the user was found in the tenant.
        await trx
          .childRows()
          .insertInto('password_reset_tokens')
          .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt })
          .execute();
        await announce(trx);
      });
    },

    /**
     * Spends an unused, unexpired reset token of an account of this tenant and sets the account's
     * new password; every other credential of the account is retired and the change is recorded,
     * in one transaction. False when the token does not qualify.
     */
    resetPassword(tokenHash: string, passwordHash: string, sessions: SessionService) {
      return scoped.transaction(async (trx) => {
        const userId = await spendToken(trx, tokenHash, 'RESET');
        if (!userId) return false;
        const user = await trx
          .updateTenant('users')
          .set({ password_hash: passwordHash })
          .where('id', '=', userId)
          .returning(['id', 'company_id'])
          .executeTakeFirst();
        if (!user) return false;
        // Older reset links and any invitation link of the account stop working with this one.
        await retireCredentials(trx, sessions, user.id);
        await recordTenantActivity(trx, {
          company_id: user.company_id,
          actor_user_id: user.id,
          entity_id: user.id,
          event: 'PASSWORD_RESET',
          details: detailsOf('PASSWORD_RESET', {}),
        });
        return true;
      });
    },
  };
}
