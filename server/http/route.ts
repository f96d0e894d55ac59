// The one way a route is declared: `app.get(url, route(policy, schema), handler)`, with
// `const route = routesTagged('users')` once per module. The policy goes where plugins/policy.ts
// looks for it (config.policy; a route without one stops the app at start-up) and the module's
// OpenAPI tag is put first in every schema, as the API document lists it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { Config } from '../config.ts';
import type { Policy } from '../plugins/policy.ts';

/**
 * What an area's routes.ts exports by default: its routes (and its other route files, which it
 * registers itself), given the app's config. app.ts registers every area of
 * server/modules/index.gen.ts (one rule: a folder with a routes.ts).
 */
export type AreaRoutes = FastifyPluginAsyncTypebox<{ config: Config }>;

/** The route options of a module's routes: `route(policy, { operationId, summary, params, body, response })`. */
export function routesTagged(tag: string) {
  return <S extends FastifySchema>(policy: Policy, schema: S, config?: Omit<FastifyContextConfig, 'policy'>) => ({
    config: { ...config, policy },
    schema: { tags: [tag], ...schema },
  });
}
