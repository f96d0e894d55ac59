import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    postCoreAppApiUsersSetContext: build.mutation<
      PostCoreAppApiUsersSetContextApiResponse,
      PostCoreAppApiUsersSetContextApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/users/set-context`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    postCoreAppApiUsersResetContext: build.mutation<
      PostCoreAppApiUsersResetContextApiResponse,
      PostCoreAppApiUsersResetContextApiArg
    >({
      query: () => ({
        url: `/core-app-api/users/reset-context`,
        method: "POST",
      }),
    }),
    postCoreAppApiUsersSwitchContext: build.mutation<
      PostCoreAppApiUsersSwitchContextApiResponse,
      PostCoreAppApiUsersSwitchContextApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/users/switch-context`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as actingContextEndpoints };
export type PostCoreAppApiUsersSetContextApiResponse =
  /** status 200 Default Response */ {
    company: {
      id: string;
      name: string;
      type:
        | "SUPPLIER"
        | "THIRD_PARTY_AGENCY"
        | "BASIC_VENDOR"
        | "BASIC_THIRD_PARTY_AGENCY"
        | "UNKNOWN";
    } | null;
    persona: ("SUPPLIER" | "MERCHANT") | (null | null);
  };
export type PostCoreAppApiUsersSetContextApiArg = {
  body: {
    companyId: string;
    /** Why you act for this company (kept in the activity log). */
    reason: string;
  };
};
export type PostCoreAppApiUsersResetContextApiResponse =
  /** status 200 Default Response */ {
    company: {
      id: string;
      name: string;
      type:
        | "SUPPLIER"
        | "THIRD_PARTY_AGENCY"
        | "BASIC_VENDOR"
        | "BASIC_THIRD_PARTY_AGENCY"
        | "UNKNOWN";
    } | null;
    persona: ("SUPPLIER" | "MERCHANT") | (null | null);
  };
export type PostCoreAppApiUsersResetContextApiArg = void;
export type PostCoreAppApiUsersSwitchContextApiResponse =
  /** status 200 Default Response */ {
    company: {
      id: string;
      name: string;
      type:
        | "SUPPLIER"
        | "THIRD_PARTY_AGENCY"
        | "BASIC_VENDOR"
        | "BASIC_THIRD_PARTY_AGENCY"
        | "UNKNOWN";
    } | null;
    persona: ("SUPPLIER" | "MERCHANT") | (null | null);
  };
export type PostCoreAppApiUsersSwitchContextApiArg = {
  body: {
    persona: "SUPPLIER" | "MERCHANT";
  };
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  usePostCoreAppApiUsersSetContextMutation,
  usePostCoreAppApiUsersResetContextMutation,
  usePostCoreAppApiUsersSwitchContextMutation,
} = injectedRtkApi;
