import { baseApi as api } from "./baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    postPlatformLogin: build.mutation<
      PostPlatformLoginApiResponse,
      PostPlatformLoginApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/login`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    postPlatformLogout: build.mutation<
      PostPlatformLogoutApiResponse,
      PostPlatformLogoutApiArg
    >({
      query: () => ({ url: `/platform/logout`, method: "POST" }),
    }),
    getCoreAppApiAuthStatus: build.query<
      GetCoreAppApiAuthStatusApiResponse,
      GetCoreAppApiAuthStatusApiArg
    >({
      query: () => ({ url: `/core-app-api/auth-status` }),
    }),
    getCoreAppApiPwdResetLink: build.query<
      GetCoreAppApiPwdResetLinkApiResponse,
      GetCoreAppApiPwdResetLinkApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/pwd-reset-link`,
        params: {
          email: queryArg.email,
        },
      }),
    }),
    postPlatformPasswordReset: build.mutation<
      PostPlatformPasswordResetApiResponse,
      PostPlatformPasswordResetApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/password-reset`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getPlatformV1IdentityUserContext: build.query<
      GetPlatformV1IdentityUserContextApiResponse,
      GetPlatformV1IdentityUserContextApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/identity/user-context`,
        params: {
          permissions: queryArg.permissions,
        },
      }),
    }),
    getCoreAppApiUsersCompanies: build.query<
      GetCoreAppApiUsersCompaniesApiResponse,
      GetCoreAppApiUsersCompaniesApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/users/companies`,
        params: {
          loginId: queryArg.loginId,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as portalApi };
export type PostPlatformLoginApiResponse = /** status 200 Default Response */ {
  redirectTo: string;
};
export type PostPlatformLoginApiArg = {
  body: {
    email: string;
    password: string;
    lastUrl?: string;
  };
};
export type PostPlatformLogoutApiResponse = unknown;
export type PostPlatformLogoutApiArg = void;
export type GetCoreAppApiAuthStatusApiResponse =
  /** status 200 Default Response */ {
    authenticated: boolean;
    idleTimeoutSeconds: number;
  };
export type GetCoreAppApiAuthStatusApiArg = void;
export type GetCoreAppApiPwdResetLinkApiResponse =
  /** status 202 Default Response */ {
    message: string;
  };
export type GetCoreAppApiPwdResetLinkApiArg = {
  email: string;
};
export type PostPlatformPasswordResetApiResponse =
  /** status 200 Default Response */ {
    message: string;
  };
export type PostPlatformPasswordResetApiArg = {
  body: {
    token: string;
    password: string;
  };
};
export type GetPlatformV1IdentityUserContextApiResponse =
  /** status 200 Default Response */ UserContext;
export type GetPlatformV1IdentityUserContextApiArg = {
  permissions?: boolean;
};
export type GetCoreAppApiUsersCompaniesApiResponse =
  /** status 200 Default Response */ {
    companies: {
      companyId: string;
      companyName: string;
      companyType:
        | "SUPPLIER"
        | "THIRD_PARTY_AGENCY"
        | "BASIC_VENDOR"
        | "BASIC_THIRD_PARTY_AGENCY"
        | "UNKNOWN";
      status: string;
    }[];
  };
export type GetCoreAppApiUsersCompaniesApiArg = {
  loginId: string;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export type UserContext = {
  first_name: string;
  last_name: string;
  login_id: string;
  email_address: string;
  user_type: "EXTERNAL" | "INTERNAL";
  tenant: {
    id: string;
    name: string;
    type:
      | "SUPPLIER"
      | "THIRD_PARTY_AGENCY"
      | "BASIC_VENDOR"
      | "BASIC_THIRD_PARTY_AGENCY"
      | "UNKNOWN";
  } | null;
  site_id: string;
  third_party_user: boolean;
  user_preferences: {
    language_code: string;
    locale: {
      timezone: string;
    };
  };
  authz: {
    group: string;
    permissions: {
      action: string;
      resource: string;
    }[];
  };
  persona_access_codes: number[];
  products: {
    product_id: string;
    access_status: "ACCESS_COMPLETE" | "ACCESS_PENDING";
  }[];
};
export const {
  usePostPlatformLoginMutation,
  usePostPlatformLogoutMutation,
  useGetCoreAppApiAuthStatusQuery,
  useGetCoreAppApiPwdResetLinkQuery,
  usePostPlatformPasswordResetMutation,
  useGetPlatformV1IdentityUserContextQuery,
  useGetCoreAppApiUsersCompaniesQuery,
} = injectedRtkApi;
