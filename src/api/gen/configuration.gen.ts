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
  flags: {
    "insights-activation-rollout": boolean;
    "wem-kb-rollout": boolean;
    "kb-search-rollout": boolean;
    "data-dictionary-v2": boolean;
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
    enabled: boolean;
  };
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const { useListFeatureFlagsQuery, useSetFeatureFlagMutation } =
  injectedRtkApi;
