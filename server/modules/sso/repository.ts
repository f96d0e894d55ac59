// The queries of single sign-on, for the request's tenant: the account a provider identity or an
// e-mail names, its link to the identity, and the sign-in's time.
import type { TenantDb } from '../../db/scope.ts';

const COLUMNS = ['id', 'tenant_id', 'status', 'user_type', 'language_code', 'sso_issuer', 'sso_subject'] as const;

export function ssoRepository(scoped: TenantDb) {
  return {
    /** The account linked to this identity at this provider. */
    userByIdentity(issuer: string, subject: string) {
      return scoped
        .selectFromTenant('users')
        .select(COLUMNS)
        .where('sso_issuer', '=', issuer)
        .where('sso_subject', '=', subject)
        .executeTakeFirst();
    },

    /** The account with this login (the first sign-in at the provider finds it by its e-mail). */
    userByLogin(loginId: string) {
      return scoped.selectFromTenant('users').select(COLUMNS).where('login_id', '=', loginId).executeTakeFirst();
    },

    /** Whether the portal knows this login as an external user's (who signs in with a portal password). */
    async isExternal(loginId: string) {
      const row = await scoped.selectFromTenant('users').select('user_type').where('login_id', '=', loginId).executeTakeFirst();
      return row?.user_type === 'EXTERNAL';
    },

    /** Links the account to the provider identity and records the sign-in. */
    recordSignIn(userId: string, identity: { issuer: string; subject: string }) {
      return scoped
        .updateTenant('users')
        .set({ sso_issuer: identity.issuer, sso_subject: identity.subject, last_login_at: new Date() })
        .where('id', '=', userId)
        .execute();
    },
  };
}
