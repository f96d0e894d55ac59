import { configurationApi } from '../api/endpoints/configuration.ts';

export type FeatureFlag = keyof typeof __TENANT__.featureFlags;

/**
 * A feature flag (wem-kb-rollout, kb-search-rollout…): its entry in the server's configuration keyed
 * by name (GET api/ccm, spec §7), else the tenant file's default.
 */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  const { data } = configurationApi.endpoints.listFeatureFlags.useQueryState();
  return data?.configuration[flag]?.enabled ?? __TENANT__.featureFlags[flag];
}
