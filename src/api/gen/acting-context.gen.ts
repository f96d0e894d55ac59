import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    setActingContext: build.mutation<
      SetActingContextApiResponse,
      SetActingContextApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/users/set-context`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    resetActingContext: build.mutation<
      ResetActingContextApiResponse,
      ResetActingContextApiArg
    >({
      query: () => ({
        url: `/core-app-api/users/reset-context`,
        method: "POST",
      }),
    }),
    switchContext: build.mutation<
      SwitchContextApiResponse,
      SwitchContextApiArg
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
export type SetActingContextApiResponse = /** status 200 Default Response */ {
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
export type SetActingContextApiArg = {
  body: {
    companyId: string;
    /** Why you act for this company (kept in the activity log). */
    reason: string;
  };
};
export type ResetActingContextApiResponse = /** status 200 Default Response */ {
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
export type ResetActingContextApiArg = void;
export type SwitchContextApiResponse = /** status 200 Default Response */ {
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
export type SwitchContextApiArg = {
  body:
    | {
        persona: "SUPPLIER" | "MERCHANT";
      }
    | {
        /** A company whose admins granted you access (issue 14 §2); null: back to your own view. */
        companyId: string | null;
      };
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useSetActingContextMutation,
  useResetActingContextMutation,
  useSwitchContextMutation,
} = injectedRtkApi;
