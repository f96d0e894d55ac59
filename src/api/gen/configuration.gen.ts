import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoreAppApiApiCcm: build.query<
      GetCoreAppApiApiCcmApiResponse,
      GetCoreAppApiApiCcmApiArg
    >({
      query: () => ({ url: `/core-app-api/api/ccm` }),
    }),
    putCoreAppApiAdminFeatureFlagsByFlag: build.mutation<
      PutCoreAppApiAdminFeatureFlagsByFlagApiResponse,
      PutCoreAppApiAdminFeatureFlagsByFlagApiArg
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
export type GetCoreAppApiApiCcmApiResponse =
  /** status 200 Default Response */ {
    flags: {
      "insights-activation-rollout": boolean;
      "wem-kb-rollout": boolean;
      "kb-search-rollout": boolean;
    };
  };
export type GetCoreAppApiApiCcmApiArg = void;
export type PutCoreAppApiAdminFeatureFlagsByFlagApiResponse =
  /** status 200 Default Response */ {
    flags: {
      "insights-activation-rollout": boolean;
      "wem-kb-rollout": boolean;
      "kb-search-rollout": boolean;
    };
  };
export type PutCoreAppApiAdminFeatureFlagsByFlagApiArg = {
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
export const {
  useGetCoreAppApiApiCcmQuery,
  usePutCoreAppApiAdminFeatureFlagsByFlagMutation,
} = injectedRtkApi;
