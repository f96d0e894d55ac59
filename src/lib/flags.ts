import { configurationApi } from '../api/endpoints/configuration.ts';

export type FeatureFlag = keyof typeof __TENANT__.featureFlags;

/** A feature flag: the server's configuration (GET api/ccm), else the tenant file's default. */
export function useFeatureFlag(flag: FeatureFlag): boolean {
  const { data } = configurationApi.endpoints.listFeatureFlags.useQueryState();
  return data?.flags[flag] ?? __TENANT__.featureFlags[flag];
}
