// The user's own settings (issue 14 §1): their saved language and time zone (the legal documents
// they accepted: services/legal-acceptances.ts). A change to the user row is announced on the change feed, so every
// instance's copy of the signed-in context (services/sessions.ts) is read again at the next request.
import type { TenantDb } from '../../db/scope.ts';

export function profileRepository(scoped: TenantDb) {
  return {
    async savePreferences(userId: string, changes: { language_code?: string; timezone?: string }) {
      await scoped.updateTenant('users').set(changes).where('id', '=', userId).execute();
    },
  };
}
