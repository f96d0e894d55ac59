// The feature flags of one tenant: the tenant file's defaults with the super admins' overrides.
import { defaultFlags, type Environment, type TenantConfig } from '../../../tenants/schema.ts';
import type { TenantDb } from '../../db/scope.ts';
import { recordTenantActivity } from '../../services/activity-log.ts';
import type { StoredDetails } from '../../services/activity-messages.ts';
import { tenantCache } from '../../services/tenant-cache.ts';
import { type Flag, isFlag } from './schemas.ts';

/** The tenant's overrides, kept per instance (services/tenant-cache.ts); setFlag invalidates it. */
const flagOverrides = tenantCache((scoped) => scoped.selectFromTenant('feature_flag_overrides').select(['flag', 'enabled']).execute());

export function featureFlagsRepository(scoped: TenantDb) {
  return {
    /** The tenant file's defaults in this environment, with the overrides applied. */
    async flagsOf(tenant: TenantConfig, env: Environment): Promise<Record<Flag, boolean>> {
      const overrides = await flagOverrides.get(scoped);
      const flags = defaultFlags(tenant, env);
      for (const { flag, enabled } of overrides) if (isFlag(flag)) flags[flag] = enabled;
      return flags;
    },

    /** Overrides a flag (null: removes its override, the tenant file's value applies) and records it in the activity log, in one transaction. */
    async setFlag(flag: Flag, enabled: boolean | null, actorId: string, details: StoredDetails) {
      await scoped.transaction(async (trx) => {
        const updated_at = new Date();
        if (enabled === null) await trx.deleteFromTenant('feature_flag_overrides').where('flag', '=', flag).execute();
        else
          await trx
            .insertIntoTenant('feature_flag_overrides', { flag, enabled, updated_by: actorId, updated_at })
            .onConflict((oc) => oc.columns(['tenant_id', 'flag']).doUpdateSet({ enabled, updated_by: actorId, updated_at }))
            .execute();
        await recordTenantActivity(trx, {
          company_id: null,
          actor_user_id: actorId,
          entity_id: flag,
          event: 'FEATURE_FLAG_CHANGED',
          details,
        });
      });
    },
  };
}
