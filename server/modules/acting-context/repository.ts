// The acting context kept on the caller's own session, and its activity-log entries.
import type { TenantDb } from '../../db/scope.ts';
import type { Company, NewActivity, Persona } from '../../db/schema.ts';
import { recordTenantActivity } from '../../services/activity-log.ts';
import type { SessionService } from '../../services/sessions.ts';

type Entry = Omit<NewActivity, 'source_app' | 'tenant_id'>;

export function actingContextRepository(scoped: TenantDb, sessions: SessionService, sessionHash: string) {
  return {
    /** A company of the tenant. */
    company(id: string): Promise<Company | undefined> {
      return scoped.selectFromTenant('companies').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Changes the session's context and records the entries, in one transaction. */
    setContext(context: { acting_company_id?: string | null; persona?: Persona | null }, entries: Entry[]) {
      return scoped.transaction(async (trx) => {
        await sessions.setContext(trx.db, sessionHash, context);
        for (const entry of entries) await recordTenantActivity(trx, entry);
      });
    },
  };
}
