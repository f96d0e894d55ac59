import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGlobalUsers: build.query<
      ListGlobalUsersApiResponse,
      ListGlobalUsersApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/users`,
        method: "POST",
        body: queryArg.body,
        params: {
          userType: queryArg.userType,
          pageNo: queryArg.pageNo,
          pageSize: queryArg.pageSize,
          sortBy: queryArg.sortBy,
          sortOrder: queryArg.sortOrder,
        },
      }),
    }),
    listCompanyTypes: build.query<
      ListCompanyTypesApiResponse,
      ListCompanyTypesApiArg
    >({
      query: () => ({ url: `/core-app-api/companies/types` }),
    }),
    listCompanyStatuses: build.query<
      ListCompanyStatusesApiResponse,
      ListCompanyStatusesApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/statuses`,
        params: {
          companyTypes: queryArg.companyTypes,
        },
      }),
    }),
    listGlobalUserRoles: build.query<
      ListGlobalUserRolesApiResponse,
      ListGlobalUserRolesApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/users/filters/roles`,
        params: {
          userType: queryArg.userType,
        },
      }),
    }),
    listGlobalUserAttributes: build.query<
      ListGlobalUserAttributesApiResponse,
      ListGlobalUserAttributesApiArg
    >({
      query: () => ({ url: `/core-app-api/users/filters/attributes` }),
    }),
    listGlobalUserSbus: build.query<
      ListGlobalUserSbusApiResponse,
      ListGlobalUserSbusApiArg
    >({
      query: () => ({ url: `/core-app-api/users/filters/sbu` }),
    }),
    listGlobalUserProducts: build.query<
      ListGlobalUserProductsApiResponse,
      ListGlobalUserProductsApiArg
    >({
      query: () => ({ url: `/core-app-api/products` }),
    }),
    blockGlobalUser: build.mutation<
      BlockGlobalUserApiResponse,
      BlockGlobalUserApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/users/${queryArg.id}/block`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    unblockGlobalUser: build.mutation<
      UnblockGlobalUserApiResponse,
      UnblockGlobalUserApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/users/${queryArg.id}/unblock`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    exportGlobalUsers: build.mutation<
      ExportGlobalUsersApiResponse,
      ExportGlobalUsersApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/users/export`,
        method: "POST",
        body: queryArg.body,
        params: {
          userType: queryArg.userType,
          sortBy: queryArg.sortBy,
          sortOrder: queryArg.sortOrder,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as globalUserManagementEndpoints };
export type ListGlobalUsersApiResponse = /** status 200 Default Response */ {
  content: {
    userId: string;
    name: string;
    email: string;
    status: "ACTIVE" | "BLOCKED" | "PENDING";
    companyId: string | null;
    companyName: string | null;
    companyType:
      | (
          | "SUPPLIER"
          | "THIRD_PARTY_AGENCY"
          | "BASIC_VENDOR"
          | "BASIC_THIRD_PARTY_AGENCY"
          | "UNKNOWN"
        )
      | (null | null);
    /** The supplier an agency user works for. */
    thirdPartyCompanyName: string | null;
    /** Product codes with complete access. */
    appAccess: string[];
    role: string;
    lastLogin: string | null;
    sbu: string | null;
    buoAreaNumber: string | null;
  }[];
  page: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
  /** Present (true) when totalElements is an estimate: a search matching more than 2,000 users is counted that far and estimated beyond (to two significant digits). */
  totalIsEstimate?: boolean;
};
export type ListGlobalUsersApiArg = {
  userType: "EXTERNAL" | "INTERNAL" | "MERCHANT" | "ASSET_PROTECTION";
  /** Zero-based page number. */
  pageNo?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
  sortBy?:
    | "name"
    | "email"
    | "companyName"
    | "companyType"
    | "thirdPartyCompanyName"
    | "role"
    | "lastLogin"
    | "sbu"
    | "buoAreaNumber";
  sortOrder?: "ASC" | "DESC";
  body: {
    /** Part of the name, e-mail or company name, any letter case; at least 3 characters (blank: no search). */
    search?: string;
    filters?: {
      companyTypes?: (
        | "SUPPLIER"
        | "THIRD_PARTY_AGENCY"
        | "BASIC_VENDOR"
        | "BASIC_THIRD_PARTY_AGENCY"
        | "UNKNOWN"
      )[];
      /** Company statuses (GET companies/statuses). */
      companyStatuses?: string[];
      /** Roles (GET users/filters/roles). */
      roles?: string[];
      /** Product codes (GET products): users with complete access to any of them. */
      products?: string[];
      attributes?: (
        | "BLOCKED"
        | "PENDING_REGISTRATION"
        | "NEVER_SIGNED_IN"
        | "INACTIVE_90_DAYS"
        | "PENDING_ACCESS"
        | "THIRD_PARTY_USER"
      )[];
      /** Strategic business units (GET users/filters/sbu). */
      sbu?: string[];
    };
  };
};
export type ListCompanyTypesApiResponse = /** status 200 Default Response */ {
  companyTypes: {
    value:
      | "SUPPLIER"
      | "THIRD_PARTY_AGENCY"
      | "BASIC_VENDOR"
      | "BASIC_THIRD_PARTY_AGENCY"
      | "UNKNOWN";
    companies: number;
  }[];
};
export type ListCompanyTypesApiArg = void;
export type ListCompanyStatusesApiResponse =
  /** status 200 Default Response */ {
    statuses: string[];
  };
export type ListCompanyStatusesApiArg = {
  /** Company types, comma-separated (blank: every type). */
  companyTypes?: string;
};
export type ListGlobalUserRolesApiResponse =
  /** status 200 Default Response */ {
    roles: string[];
  };
export type ListGlobalUserRolesApiArg = {
  userType: "EXTERNAL" | "INTERNAL" | "MERCHANT" | "ASSET_PROTECTION";
};
export type ListGlobalUserAttributesApiResponse =
  /** status 200 Default Response */ {
    attributes: string[];
  };
export type ListGlobalUserAttributesApiArg = void;
export type ListGlobalUserSbusApiResponse = /** status 200 Default Response */ {
  sbu: string[];
};
export type ListGlobalUserSbusApiArg = void;
export type ListGlobalUserProductsApiResponse =
  /** status 200 Default Response */ {
    products: {
      code: string;
      name: string;
    }[];
  };
export type ListGlobalUserProductsApiArg = void;
export type BlockGlobalUserApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type BlockGlobalUserApiArg = {
  id: string;
  body: {
    /** Why (kept in the activity log). */
    reason: string;
  };
};
export type UnblockGlobalUserApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type UnblockGlobalUserApiArg = {
  id: string;
  body: {
    reason?: string;
  };
};
export type ExportGlobalUsersApiResponse =
  /** status 200 The .xlsx file (attachment users_<tab>_<yyyy-mm-dd>.xlsx). */ Blob;
export type ExportGlobalUsersApiArg = {
  userType: "EXTERNAL" | "INTERNAL" | "MERCHANT" | "ASSET_PROTECTION";
  sortBy?:
    | "name"
    | "email"
    | "companyName"
    | "companyType"
    | "thirdPartyCompanyName"
    | "role"
    | "lastLogin"
    | "sbu"
    | "buoAreaNumber";
  sortOrder?: "ASC" | "DESC";
  body: {
    /** Part of the name, e-mail or company name, any letter case; at least 3 characters (blank: no search). */
    search?: string;
    filters?: {
      companyTypes?: (
        | "SUPPLIER"
        | "THIRD_PARTY_AGENCY"
        | "BASIC_VENDOR"
        | "BASIC_THIRD_PARTY_AGENCY"
        | "UNKNOWN"
      )[];
      /** Company statuses (GET companies/statuses). */
      companyStatuses?: string[];
      /** Roles (GET users/filters/roles). */
      roles?: string[];
      /** Product codes (GET products): users with complete access to any of them. */
      products?: string[];
      attributes?: (
        | "BLOCKED"
        | "PENDING_REGISTRATION"
        | "NEVER_SIGNED_IN"
        | "INACTIVE_90_DAYS"
        | "PENDING_ACCESS"
        | "THIRD_PARTY_USER"
      )[];
      /** Strategic business units (GET users/filters/sbu). */
      sbu?: string[];
    };
  };
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useListGlobalUsersQuery,
  useListCompanyTypesQuery,
  useListCompanyStatusesQuery,
  useListGlobalUserRolesQuery,
  useListGlobalUserAttributesQuery,
  useListGlobalUserSbusQuery,
  useListGlobalUserProductsQuery,
  useBlockGlobalUserMutation,
  useUnblockGlobalUserMutation,
  useExportGlobalUsersMutation,
} = injectedRtkApi;
