// The user's own settings (issue 14 §1): their saved language and time zone, and the legal documents
// they accepted (document_acceptances; issue 14 §1 and §4), read for the profile and the pending
// documents, written when a user accepts a new version. A change to the user row is announced on the
// change feed, so every instance's copy of the signed-in context (services/sessions.ts) is read again
// at the next request. document_acceptances has no scope columns of its own: callers pass a user
// found in their tenant scope.
import type { LegalDocument } from '../../db/schema.ts';
import type { TenantDb } from '../../db/scope.ts';

export function profileRepository(scoped: TenantDb) {
  return {
    async savePreferences(userId: string, changes: { language_code?: string; timezone?: string }) {
      await scoped.updateTenant('users').set(changes).where('id', '=', userId).execute();
    },

    /** Every acceptance of the user, newest first. */
    acceptancesOf(userId: string) {
      // Child rows of the signed-in user, found in the tenant.
      return scoped
        .childRows()
        .selectFrom('document_acceptances')
        .select(['document', 'version', 'accepted_at'])
        .where('user_id', '=', userId)
        .orderBy('accepted_at', 'desc')
        .orderBy('document')
        .execute();
    },

    /** Records that the user accepted a version (once: accepting it again changes nothing). */
    async recordAcceptance(userId: string, document: LegalDocument, version: string): Promise<void> {
      await scoped
        .childRows()
        .insertInto('document_acceptances')
        .values({ user_id: userId, document, version })
        .onConflict((oc) => oc.columns(['user_id', 'document', 'version']).doNothing())
        .execute();
    },
  };
}
