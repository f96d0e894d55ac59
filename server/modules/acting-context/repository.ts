// The acting context kept on the caller's own session, and its activity-log entries.
import type { TenantDb } from '../../db/scope.ts';
import type { Company, Persona } from '../../db/schema.ts';
import { recordTenantActivity, type TenantEntry } from '../../services/activity-log.ts';
import type { SessionService } from '../../services/sessions.ts';

export function actingContextRepository(scoped: TenantDb, sessions: SessionService, sessionHash: string) {
  return {
    /** A company of the tenant. */
    company(id: string): Promise<Company | undefined> {
      return scoped.selectFromTenant('companies').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A company of the tenant whose admins granted the user access to at least one product. */
    grantedCompany(userId: string, companyId: string): Promise<Company | undefined> {
      return scoped
        .selectFromTenant('companies')
        .selectAll()
        .where('id', '=', companyId)
        .where((eb) =>
          eb.exists(
            scoped
              .selectFromTenant('company_access_grants')
              .select('user_id')
              .where('user_id', '=', userId)
              .where('company_id', '=', companyId),
          ),
        )
        .executeTakeFirst();
    },

    /** Changes the session's context and records the entries, in one transaction. */
    setContext(context: { acting_company_id?: string | null; persona?: Persona | null }, entries: TenantEntry[]) {
      return scoped.transaction(async (trx) => {
        await sessions.setContext(trx, sessionHash, context);
        for (const entry of entries) await recordTenantActivity(trx, entry);
      });
    },
  };
}
