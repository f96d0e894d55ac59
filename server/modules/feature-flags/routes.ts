// Feature flags and configuration (spec §4 "Startup", §6, §7 "GET /api/ccm"): the flags are the
// tenant file's defaults, overridden at run time by super admins; the experimentation settings come
// from the tenant file's environment. The client fetches them before it starts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { defaultFlags, FEATURE_FLAGS } from '../../../tenants/schema.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { featureFlagsRepository } from './repository.ts';
import { type Configuration, ConfigurationResponse, FlagBody, FlagParams, FlagsResponse, isFlag } from './schemas.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('configuration');

const featureFlags: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/core-app-api/api/ccm',
    route(policies.public, {
      operationId: 'listFeatureFlags',
      summary:
        "The configuration of this host's tenant keyed by name (spec §7): the experimentation key and default file of this environment, and the feature flags (the tenant's defaults with the super admins' changes applied), also as `flags`.",
      response: { 200: ConfigurationResponse },
    }),
    async (request) => {
      const flags = await featureFlagsRepository(request.tenantDb).flagsOf(request.tenant, app.appEnv);
      const { experimentation } = request.tenant.environments[app.appEnv];
      const byName = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, { enabled: flags[flag] }]));
      return { flags, configuration: { experimentation, ...byName } as Static<typeof Configuration> };
    },
  );

  app.put(
    '/core-app-api/admin/feature-flags/:flag',
    route(policies.superAdmin, {
      operationId: 'setFeatureFlag',
      summary:
        "Turns one feature flag of this host's tenant on or off, or (enabled: null) back to the tenant file's value (super admins; recorded in the activity log).",
      params: FlagParams,
      body: FlagBody,
      response: { 200: FlagsResponse, ...errors(400, 401, 403, 404) },
    }),
    async (request, reply) => {
      const { flag } = request.params;
      if (!isFlag(flag)) {
        return reply.code(404).send(problem(404, `Unknown feature flag "${flag}". Known flags: ${FEATURE_FLAGS.join(', ')}.`));
      }
      const { enabled } = request.body;
      const tenant = request.tenant;
      const flags = featureFlagsRepository(request.tenantDb);
      await flags.setFlag(
        flag,
        enabled,
        request.auth!.user.id,
        detailsOf(enabled === null ? 'FEATURE_FLAG_RESET' : enabled ? 'FEATURE_FLAG_TURNED_ON' : 'FEATURE_FLAG_TURNED_OFF', {
          flag,
          tenantDefault: defaultFlags(tenant, app.appEnv)[flag] ? 'ON' : 'OFF',
        }),
      );
      return { flags: await flags.flagsOf(tenant, app.appEnv) };
    },
  );
};

export default featureFlags;
