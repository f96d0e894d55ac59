import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
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
    listPendingUsers: build.query<
      ListPendingUsersApiResponse,
      ListPendingUsersApiArg
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
    listAccessRequests: build.query<
      ListAccessRequestsApiResponse,
      ListAccessRequestsApiArg
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
    listPersonas: build.query<ListPersonasApiResponse, ListPersonasApiArg>({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/personas`,
      }),
    }),
    exportUsers: build.query<ExportUsersApiResponse, ExportUsersApiArg>({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/export/${queryArg.tabName}`,
        params: {
          search: queryArg.search,
        },
      }),
    }),
    grantUserAccess: build.mutation<
      GrantUserAccessApiResponse,
      GrantUserAccessApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/access`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    setUserAccess: build.mutation<
      SetUserAccessApiResponse,
      SetUserAccessApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/access`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
    updateUserProfile: build.mutation<
      UpdateUserProfileApiResponse,
      UpdateUserProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/profile`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
    deleteUsers: build.mutation<DeleteUsersApiResponse, DeleteUsersApiArg>({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/delete`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    blockUsers: build.mutation<BlockUsersApiResponse, BlockUsersApiArg>({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/block`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    unblockUsers: build.mutation<UnblockUsersApiResponse, UnblockUsersApiArg>({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/unblock`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    decideAccessRequests: build.mutation<
      DecideAccessRequestsApiResponse,
      DecideAccessRequestsApiArg
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
export type ListUsersApiResponse = /** status 200 Default Response */ {
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
export type ListUsersApiArg = {
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
export type ListPendingUsersApiResponse = /** status 200 Default Response */ {
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
export type ListPendingUsersApiArg = {
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
export type ListAccessRequestsApiResponse = /** status 200 Default Response */ {
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
export type ListAccessRequestsApiArg = {
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
export type ListPersonasApiResponse = /** status 200 Default Response */ {
  code: "Admin" | "User";
  name: string;
}[];
export type ListPersonasApiArg = {
  companyId: string;
};
export type ExportUsersApiResponse =
  /** status 200 The .xlsx file (attachment users_<tab>_<yyyy-mm-dd>.xlsx). */ Blob;
export type ExportUsersApiArg = {
  /** Part of the first name, last name, full name or e-mail, any letter case. */
  search?: string;
  companyId: string;
  tabName: "users" | "pending" | "blocked" | "access-requests";
};
export type GrantUserAccessApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type GrantUserAccessApiArg = {
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
export type SetUserAccessApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type SetUserAccessApiArg = {
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
export type UpdateUserProfileApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type UpdateUserProfileApiArg = {
  companyId: string;
  body: {
    userId: string;
    firstName: string;
    lastName: string;
  };
};
export type DeleteUsersApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type DeleteUsersApiArg = {
  companyId: string;
  body: {
    userIds: string[];
  };
};
export type BlockUsersApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type BlockUsersApiArg = {
  companyId: string;
  /** userIds, or userId for one user. */
  body: {
    userIds?: string[];
    userId?: string;
    reason: string;
  };
};
export type UnblockUsersApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type UnblockUsersApiArg = {
  companyId: string;
  /** userIds, or userId for one user. */
  body: {
    userIds?: string[];
    userId?: string;
    reason?: string;
  };
};
export type DecideAccessRequestsApiResponse =
  /** status 200 Default Response */ {
    message: string;
    approved: number;
    denied: number;
  };
export type DecideAccessRequestsApiArg = {
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
  useListUsersQuery,
  useListPendingUsersQuery,
  useListAccessRequestsQuery,
  useListPersonasQuery,
  useExportUsersQuery,
  useGrantUserAccessMutation,
  useSetUserAccessMutation,
  useUpdateUserProfileMutation,
  useDeleteUsersMutation,
  useBlockUsersMutation,
  useUnblockUsersMutation,
  useDecideAccessRequestsMutation,
} = injectedRtkApi;
