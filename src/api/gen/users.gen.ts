import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoreAppApiCompaniesByCompanyIdUsers: build.query<
      GetCoreAppApiCompaniesByCompanyIdUsersApiResponse,
      GetCoreAppApiCompaniesByCompanyIdUsersApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users`,
        params: {
          status: queryArg.status,
          search: queryArg.search,
          sortBy: queryArg.sortBy,
          sortOrder: queryArg.sortOrder,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    getCoreAppApiCompaniesByCompanyIdUsersNonProvisioned: build.query<
      GetCoreAppApiCompaniesByCompanyIdUsersNonProvisionedApiResponse,
      GetCoreAppApiCompaniesByCompanyIdUsersNonProvisionedApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/non-provisioned`,
        params: {
          search: queryArg.search,
          sortBy: queryArg.sortBy,
          sortOrder: queryArg.sortOrder,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    getPlatformV1IdentityAccountsByCompanyIdAccessRequests: build.query<
      GetPlatformV1IdentityAccountsByCompanyIdAccessRequestsApiResponse,
      GetPlatformV1IdentityAccountsByCompanyIdAccessRequestsApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/identity/accounts/${queryArg.companyId}/access-requests`,
        params: {
          search: queryArg.search,
          sortBy: queryArg.sortBy,
          sortOrder: queryArg.sortOrder,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    getCoreAppApiCompaniesByCompanyIdPersonas: build.query<
      GetCoreAppApiCompaniesByCompanyIdPersonasApiResponse,
      GetCoreAppApiCompaniesByCompanyIdPersonasApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/personas`,
      }),
    }),
    getCoreAppApiCompaniesByCompanyIdUsersExportAndTabName: build.query<
      GetCoreAppApiCompaniesByCompanyIdUsersExportAndTabNameApiResponse,
      GetCoreAppApiCompaniesByCompanyIdUsersExportAndTabNameApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/export/${queryArg.tabName}`,
        params: {
          search: queryArg.search,
        },
      }),
    }),
    postCoreAppApiCompaniesByCompanyIdUsersAccess: build.mutation<
      PostCoreAppApiCompaniesByCompanyIdUsersAccessApiResponse,
      PostCoreAppApiCompaniesByCompanyIdUsersAccessApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/access`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    putCoreAppApiCompaniesByCompanyIdUsersAccess: build.mutation<
      PutCoreAppApiCompaniesByCompanyIdUsersAccessApiResponse,
      PutCoreAppApiCompaniesByCompanyIdUsersAccessApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/access`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
    putCoreAppApiCompaniesByCompanyIdUsersProfile: build.mutation<
      PutCoreAppApiCompaniesByCompanyIdUsersProfileApiResponse,
      PutCoreAppApiCompaniesByCompanyIdUsersProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/profile`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
    postCoreAppApiCompaniesByCompanyIdUsersDelete: build.mutation<
      PostCoreAppApiCompaniesByCompanyIdUsersDeleteApiResponse,
      PostCoreAppApiCompaniesByCompanyIdUsersDeleteApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/delete`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    postCoreAppApiCompaniesByCompanyIdUsersBlock: build.mutation<
      PostCoreAppApiCompaniesByCompanyIdUsersBlockApiResponse,
      PostCoreAppApiCompaniesByCompanyIdUsersBlockApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/block`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    postCoreAppApiCompaniesByCompanyIdUsersUnblock: build.mutation<
      PostCoreAppApiCompaniesByCompanyIdUsersUnblockApiResponse,
      PostCoreAppApiCompaniesByCompanyIdUsersUnblockApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/unblock`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    postPlatformV1IdentityAccountsByCompanyIdBulkAccessRequests: build.mutation<
      PostPlatformV1IdentityAccountsByCompanyIdBulkAccessRequestsApiResponse,
      PostPlatformV1IdentityAccountsByCompanyIdBulkAccessRequestsApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/identity/accounts/${queryArg.companyId}/bulk-access-requests`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as usersEndpoints };
export type GetCoreAppApiCompaniesByCompanyIdUsersApiResponse =
  /** status 200 Default Response */ {
    content: {
      userId: string;
      firstName: string;
      lastName: string;
      email: string;
      uiCompanyType:
        | "Supplier"
        | "Third Party User"
        | "Basic Vendor"
        | "Basic Third Party Agency"
        | "Account"
        | "Unknown";
      /** A third-party user whose agency works for more than one supplier. */
      multipleSupplierAccess: boolean;
      /** App access: product codes. */
      products: string[];
      uiLastLoginTime: string | null;
      role: string;
      status: "ACTIVE" | "BLOCKED";
      blockedReason?: string | null;
      /** Name of the admin who blocked the user. */
      uiBlockedBy?: string | null;
      uiBlockedOn?: string | null;
    }[];
    page: number;
    pageSize: number;
    totalElements: number;
    totalPages: number;
  };
export type GetCoreAppApiCompaniesByCompanyIdUsersApiArg = {
  status?: "ACTIVE" | "BLOCKED";
  /** Part of the first name, last name, full name or e-mail, any letter case. */
  search?: string;
  sortBy?:
    | "firstName"
    | "lastName"
    | "email"
    | "role"
    | "uiLastLoginTime"
    | "uiBlockedOn";
  sortOrder?: "ASC" | "DESC";
  /** Zero-based page number. */
  page?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
  companyId: string;
};
export type GetCoreAppApiCompaniesByCompanyIdUsersNonProvisionedApiResponse =
  /** status 200 Default Response */ {
    content: {
      taskId: string;
      userId: string;
      firstName: string;
      lastName: string;
      loginId: string;
      /** Product codes. */
      uiAppAccess: string[];
      /** The account's state (PENDING until registration is complete). */
      uiState: string;
      /** Name of the admin who created the user. */
      createdBy: string | null;
      uiCreatedOnDate: string;
      type: "CREATE_USER";
      stage:
        | "INVITATION_SENT"
        | "GRANTING_ACCESS"
        | "COMPLETING"
        | "WAITING_FOR_ACCESS";
    }[];
    page: number;
    pageSize: number;
    totalElements: number;
    totalPages: number;
  };
export type GetCoreAppApiCompaniesByCompanyIdUsersNonProvisionedApiArg = {
  /** Part of the first name, last name, full name or e-mail, any letter case. */
  search?: string;
  sortBy?: "firstName" | "lastName" | "loginId" | "stage" | "uiCreatedOnDate";
  sortOrder?: "ASC" | "DESC";
  /** Zero-based page number. */
  page?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
  companyId: string;
};
export type GetPlatformV1IdentityAccountsByCompanyIdAccessRequestsApiResponse =
  /** status 200 Default Response */ {
    content: {
      id: string;
      first_name: string;
      last_name: string;
      email: string;
      products: string[];
      /** Product names joined with ' | ' (spec §9). */
      product_text: string;
      requestor_note: string | null;
      create_time: string;
    }[];
    page: number;
    pageSize: number;
    totalElements: number;
    totalPages: number;
  };
export type GetPlatformV1IdentityAccountsByCompanyIdAccessRequestsApiArg = {
  /** Part of the first name, last name, full name or e-mail, any letter case. */
  search?: string;
  sortBy?: "first_name" | "last_name" | "email" | "create_time";
  sortOrder?: "ASC" | "DESC";
  /** Zero-based page number. */
  page?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
  companyId: string;
};
export type GetCoreAppApiCompaniesByCompanyIdPersonasApiResponse =
  /** status 200 Default Response */ {
    code: "Admin" | "User";
    name: string;
  }[];
export type GetCoreAppApiCompaniesByCompanyIdPersonasApiArg = {
  companyId: string;
};
export type GetCoreAppApiCompaniesByCompanyIdUsersExportAndTabNameApiResponse =
  /** status 200 The .xlsx file (attachment users_<tab>_<yyyy-mm-dd>.xlsx). */ Blob;
export type GetCoreAppApiCompaniesByCompanyIdUsersExportAndTabNameApiArg = {
  /** Part of the first name, last name, full name or e-mail, any letter case. */
  search?: string;
  companyId: string;
  tabName: "users" | "pending" | "blocked" | "access-requests";
};
export type PostCoreAppApiCompaniesByCompanyIdUsersAccessApiResponse =
  /** status 200 Default Response */ {
    message: string;
  };
export type PostCoreAppApiCompaniesByCompanyIdUsersAccessApiArg = {
  companyId: string;
  body: {
    userIds: string[];
    products: (
      | "SHOPPER_BEHAVIOR"
      | "CUSTOMER_PERCEPTION"
      | "INSIGHTS_ACTIVATION"
      | "DIGITAL_LANDSCAPES"
      | "CUSTOMER_PULSE"
      | "REPORT_BUILDER"
      | "CHANNEL_PERFORMANCE"
      | "MODULAR_INTELLIGENCE"
    )[];
  };
};
export type PutCoreAppApiCompaniesByCompanyIdUsersAccessApiResponse =
  /** status 200 Default Response */ {
    message: string;
  };
export type PutCoreAppApiCompaniesByCompanyIdUsersAccessApiArg = {
  companyId: string;
  body: {
    userId: string;
    products: (
      | "SHOPPER_BEHAVIOR"
      | "CUSTOMER_PERCEPTION"
      | "INSIGHTS_ACTIVATION"
      | "DIGITAL_LANDSCAPES"
      | "CUSTOMER_PULSE"
      | "REPORT_BUILDER"
      | "CHANNEL_PERFORMANCE"
      | "MODULAR_INTELLIGENCE"
    )[];
    role: "Admin" | "User";
  };
};
export type PutCoreAppApiCompaniesByCompanyIdUsersProfileApiResponse =
  /** status 200 Default Response */ {
    message: string;
  };
export type PutCoreAppApiCompaniesByCompanyIdUsersProfileApiArg = {
  companyId: string;
  body: {
    userId: string;
    firstName: string;
    lastName: string;
  };
};
export type PostCoreAppApiCompaniesByCompanyIdUsersDeleteApiResponse =
  /** status 200 Default Response */ {
    message: string;
  };
export type PostCoreAppApiCompaniesByCompanyIdUsersDeleteApiArg = {
  companyId: string;
  body: {
    userIds: string[];
  };
};
export type PostCoreAppApiCompaniesByCompanyIdUsersBlockApiResponse =
  /** status 200 Default Response */ {
    message: string;
  };
export type PostCoreAppApiCompaniesByCompanyIdUsersBlockApiArg = {
  companyId: string;
  /** userIds, or userId for one user. */
  body: {
    userIds?: string[];
    userId?: string;
    reason: string;
  };
};
export type PostCoreAppApiCompaniesByCompanyIdUsersUnblockApiResponse =
  /** status 200 Default Response */ {
    message: string;
  };
export type PostCoreAppApiCompaniesByCompanyIdUsersUnblockApiArg = {
  companyId: string;
  /** userIds, or userId for one user. */
  body: {
    userIds?: string[];
    userId?: string;
    reason?: string;
  };
};
export type PostPlatformV1IdentityAccountsByCompanyIdBulkAccessRequestsApiResponse =
  /** status 200 Default Response */ {
    message: string;
    approved: number;
    denied: number;
  };
export type PostPlatformV1IdentityAccountsByCompanyIdBulkAccessRequestsApiArg =
  {
    companyId: string;
    body: {
      approvals: {
        requestId: string;
        approved: boolean;
      }[];
    };
  };
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useGetCoreAppApiCompaniesByCompanyIdUsersQuery,
  useGetCoreAppApiCompaniesByCompanyIdUsersNonProvisionedQuery,
  useGetPlatformV1IdentityAccountsByCompanyIdAccessRequestsQuery,
  useGetCoreAppApiCompaniesByCompanyIdPersonasQuery,
  useGetCoreAppApiCompaniesByCompanyIdUsersExportAndTabNameQuery,
  usePostCoreAppApiCompaniesByCompanyIdUsersAccessMutation,
  usePutCoreAppApiCompaniesByCompanyIdUsersAccessMutation,
  usePutCoreAppApiCompaniesByCompanyIdUsersProfileMutation,
  usePostCoreAppApiCompaniesByCompanyIdUsersDeleteMutation,
  usePostCoreAppApiCompaniesByCompanyIdUsersBlockMutation,
  usePostCoreAppApiCompaniesByCompanyIdUsersUnblockMutation,
  usePostPlatformV1IdentityAccountsByCompanyIdBulkAccessRequestsMutation,
} = injectedRtkApi;
