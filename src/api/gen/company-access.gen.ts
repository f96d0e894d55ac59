import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchCompaniesForAccess: build.query<
      SearchCompaniesForAccessApiResponse,
      SearchCompaniesForAccessApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/identity/users/${queryArg.userId}/access`,
        params: {
          search: queryArg.search,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    requestCompanyAccess: build.mutation<
      RequestCompanyAccessApiResponse,
      RequestCompanyAccessApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/identity/users/${queryArg.userId}/access-requests`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    listOwnAccessRequests: build.query<
      ListOwnAccessRequestsApiResponse,
      ListOwnAccessRequestsApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/identity/users/${queryArg.userId}/access-requests`,
        params: {
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    withdrawAccessRequest: build.mutation<
      WithdrawAccessRequestApiResponse,
      WithdrawAccessRequestApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/identity/users/${queryArg.userId}/access-requests/${queryArg.requestId}/withdraw`,
        method: "POST",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as companyAccessEndpoints };
export type SearchCompaniesForAccessApiResponse =
  /** status 200 Default Response */ {
    content: {
      companyId: string;
      companyName: string;
      companyType:
        | "SUPPLIER"
        | "THIRD_PARTY_AGENCY"
        | "BASIC_VENDOR"
        | "BASIC_THIRD_PARTY_AGENCY"
        | "UNKNOWN";
      /** The products of this company the user may use (approved requests). */
      granted: string[];
      pendingRequest: {
        id: string;
        products: string[];
        create_time: string;
      } | null;
    }[];
    page: number;
    pageSize: number;
    totalElements: number;
    totalPages: number;
  };
export type SearchCompaniesForAccessApiArg = {
  /** Part of the company name, any letter case. */
  search?: string;
  /** Zero-based page number. */
  page?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
  userId: string;
};
export type RequestCompanyAccessApiResponse =
  /** status 201 Default Response */ {
    id: string;
    companyId: string;
    companyName: string;
    products: string[];
    requestor_note: string | null;
    status: "PENDING" | "APPROVED" | "DENIED" | "WITHDRAWN";
    create_time: string;
    decided_at: string | null;
  };
export type RequestCompanyAccessApiArg = {
  userId: string;
  body: {
    /** The company's id (spec §3: company_id sent as tenant_id). */
    tenant_id: string;
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
    /** Why access is needed; the admins read it. */
    requestor_note: string;
  };
};
export type ListOwnAccessRequestsApiResponse =
  /** status 200 Default Response */ {
    content: {
      id: string;
      companyId: string;
      companyName: string;
      products: string[];
      requestor_note: string | null;
      status: "PENDING" | "APPROVED" | "DENIED" | "WITHDRAWN";
      create_time: string;
      decided_at: string | null;
    }[];
    page: number;
    pageSize: number;
    totalElements: number;
    totalPages: number;
  };
export type ListOwnAccessRequestsApiArg = {
  /** Zero-based page number. */
  page?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
  userId: string;
};
export type WithdrawAccessRequestApiResponse =
  /** status 200 Default Response */ {
    message: string;
  };
export type WithdrawAccessRequestApiArg = {
  userId: string;
  requestId: string;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useSearchCompaniesForAccessQuery,
  useRequestCompanyAccessMutation,
  useListOwnAccessRequestsQuery,
  useWithdrawAccessRequestMutation,
} = injectedRtkApi;
