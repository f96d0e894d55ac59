// The legal documents a user accepted (document_acceptances; issue 14 §1 and §4): read for the
// profile and for the user context's pending documents, written when a user accepts a new version.
// The table has no scope columns of its own: callers pass a user found in their tenant scope.
import type { TenantDb } from '../db/scope.ts';
import type { LegalDocument } from '../db/schema.ts';

/** Every acceptance of the user, newest first. */
export function acceptancesOf(scoped: TenantDb, userId: string) {
  return scoped.db
    .selectFrom('document_acceptances')
    .select(['document', 'version', 'accepted_at'])
    .where('user_id', '=', userId)
    .orderBy('accepted_at', 'desc')
    .orderBy('document')
    .execute();
}

/** Records that the user accepted a version (once: accepting it again changes nothing). */
export async function recordAcceptance(scoped: TenantDb, userId: string, document: LegalDocument, version: string): Promise<void> {
  await scoped.db
    .insertInto('document_acceptances')
    .values({ user_id: userId, document, version })
    .onConflict((oc) => oc.columns(['user_id', 'document', 'version']).doNothing())
    .execute();
}
