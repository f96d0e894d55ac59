import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFeatureFlags: build.query<
      ListFeatureFlagsApiResponse,
      ListFeatureFlagsApiArg
    >({
      query: () => ({ url: `/core-app-api/api/ccm` }),
    }),
    setFeatureFlag: build.mutation<
      SetFeatureFlagApiResponse,
      SetFeatureFlagApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/admin/feature-flags/${queryArg.flag}`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as configurationEndpoints };
export type ListFeatureFlagsApiResponse = /** status 200 Default Response */ {
  /** The feature flags, name → on (the same values as in `configuration`). */
  flags: {
    "insights-activation-rollout": boolean;
    "wem-kb-rollout": boolean;
    "kb-search-rollout": boolean;
    "data-dictionary-v2": boolean;
  };
  /** The configuration keyed by name (spec §7): `experimentation`, and one entry per feature flag. */
  configuration: {
    /** The experimentation settings of this tenant and environment (tenant file, environments.<env>.experimentation). */
    experimentation: {
      /** The experimentation SDK's client-side key for this tenant and environment (public, not a secret). */
      key: string;
      /** The file of experiment defaults the SDK falls back to when the service is out of reach. */
      defaultFile: string;
    };
    "insights-activation-rollout": {
      enabled: boolean;
    };
    "wem-kb-rollout": {
      enabled: boolean;
    };
    "kb-search-rollout": {
      enabled: boolean;
    };
    "data-dictionary-v2": {
      enabled: boolean;
    };
  };
};
export type ListFeatureFlagsApiArg = void;
export type SetFeatureFlagApiResponse = /** status 200 Default Response */ {
  flags: {
    "insights-activation-rollout": boolean;
    "wem-kb-rollout": boolean;
    "kb-search-rollout": boolean;
    "data-dictionary-v2": boolean;
  };
};
export type SetFeatureFlagApiArg = {
  flag: string;
  body: {
    /** true or false overrides the tenant file's value; null returns the flag to it. */
    enabled: true | false | null;
  };
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const { useListFeatureFlagsQuery, useSetFeatureFlagMutation } =
  injectedRtkApi;
