import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCompanies: build.query<ListCompaniesApiResponse, ListCompaniesApiArg>({
      query: (queryArg) => ({
        url: `/core-app-api/companies`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
          sortBy: queryArg.sortBy,
          sortOrder: queryArg.sortOrder,
          showProducts: queryArg.showProducts,
          search: queryArg.search,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as companiesEndpoints };
export type ListCompaniesApiResponse = /** status 200 Default Response */ {
  content: {
    companyId: string;
    companyName: string;
    status: string;
    adminEmail: string | null;
    companyType:
      | "SUPPLIER"
      | "THIRD_PARTY_AGENCY"
      | "BASIC_VENDOR"
      | "BASIC_THIRD_PARTY_AGENCY"
      | "UNKNOWN";
    subscribedProduct?: string[];
  }[];
  page: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
};
export type ListCompaniesApiArg = {
  /** Zero-based page number. */
  page?: number;
  pageSize?: number;
  sortBy?: "companyName" | "status" | "companyType";
  sortOrder?: "ASC" | "DESC";
  /** Add subscribedProduct: the products the company’s users have access to. */
  showProducts?: boolean;
  /** Part of the company name, any letter case. */
  search?: string;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const { useListCompaniesQuery } = injectedRtkApi;
