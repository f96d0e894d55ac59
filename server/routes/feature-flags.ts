// Feature flags (spec §4 "Startup", §6): the tenant file's defaults, overridden at run time by
// super admins. The client fetches them before it starts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FEATURE_FLAGS, type TenantConfig } from '../../tenants/schema.ts';
import type { Db } from '../db/database.ts';
import { policies } from '../plugins/policy.ts';
import { errors, problem } from '../schemas.ts';
import { recordActivity } from '../services/activity-log.ts';

type Flag = (typeof FEATURE_FLAGS)[number];
const isFlag = (flag: string): flag is Flag => (FEATURE_FLAGS as readonly string[]).includes(flag);

const FlagsResponse = Type.Object({
  flags: Type.Object(Object.fromEntries(FEATURE_FLAGS.map((f) => [f, Type.Boolean()])) as Record<Flag, ReturnType<typeof Type.Boolean>>),
});

async function flagsOf(db: Db, tenant: TenantConfig): Promise<Record<Flag, boolean>> {
  const overrides = await db.selectFrom('feature_flag_overrides').select(['flag', 'enabled']).where('tenant_id', '=', tenant.id).execute();
  const flags = { ...tenant.featureFlags };
  for (const { flag, enabled } of overrides) if (isFlag(flag)) flags[flag] = enabled;
  return flags;
}

const featureFlags: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/core-app-api/api/ccm',
    {
      config: { policy: policies.public },
      schema: {
        tags: ['configuration'],
        summary: "The feature flags of this host's tenant: the tenant's defaults with the super admins' changes applied.",
        response: { 200: FlagsResponse },
      },
    },
    async (request) => ({ flags: await flagsOf(app.db, request.tenant) }),
  );

  app.put(
    '/core-app-api/admin/feature-flags/:flag',
    {
      config: { policy: policies.superAdmin },
      schema: {
        tags: ['configuration'],
        summary: "Turns one feature flag of this host's tenant on or off (super admins; recorded in the activity log).",
        params: Type.Object({ flag: Type.String({ maxLength: 100 }) }),
        body: Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: FlagsResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { flag } = request.params;
      if (!isFlag(flag)) {
        return reply.code(404).send(problem(404, `Unknown feature flag "${flag}". Known flags: ${FEATURE_FLAGS.join(', ')}.`));
      }
      const { enabled } = request.body;
      const { user } = request.auth!;
      const tenant = request.tenant;
      await app.db.transaction().execute(async (trx) => {
        const updated_at = new Date();
        await trx
          .insertInto('feature_flag_overrides')
          .values({ tenant_id: tenant.id, flag, enabled, updated_by: user.id, updated_at })
          .onConflict((oc) => oc.columns(['tenant_id', 'flag']).doUpdateSet({ enabled, updated_by: user.id, updated_at }))
          .execute();
        await recordActivity(trx, {
          tenant_id: tenant.id,
          company_id: null,
          actor_user_id: user.id,
          entity_id: flag,
          event: 'FEATURE_FLAG_CHANGED',
          event_description: `Feature flag ${flag} turned ${enabled ? 'on' : 'off'} (tenant default: ${tenant.featureFlags[flag] ? 'on' : 'off'})`,
        });
      });
      return { flags: await flagsOf(app.db, tenant) };
    },
  );
};

export default featureFlags;
