import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listEmailDomains: build.query<
      ListEmailDomainsApiResponse,
      ListEmailDomainsApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/email-domains`,
        params: {
          search: queryArg.search,
          sortBy: queryArg.sortBy,
          sortOrder: queryArg.sortOrder,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    addEmailDomain: build.mutation<
      AddEmailDomainApiResponse,
      AddEmailDomainApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/email-domains`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    validateEmailDomain: build.mutation<
      ValidateEmailDomainApiResponse,
      ValidateEmailDomainApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/email-domains/validate`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updateEmailDomain: build.mutation<
      UpdateEmailDomainApiResponse,
      UpdateEmailDomainApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/email-domains/${queryArg.id}`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
    deleteEmailDomain: build.mutation<
      DeleteEmailDomainApiResponse,
      DeleteEmailDomainApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/email-domains/${queryArg.domainName}`,
        method: "DELETE",
        params: {
          confirm: queryArg.confirm,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as emailDomainsEndpoints };
export type ListEmailDomainsApiResponse = /** status 200 Default Response */ {
  content: {
    id: string;
    companyId: string;
    domainName: string;
    allowSubDomains: boolean;
    /** Domain type: true for a third-party (3P) domain, false for a company domain. */
    is3pDomain: boolean;
    uiCreatedOnDate: string;
    /** Users of the company with an e-mail under this domain (or its subdomains, when allowed). */
    usersCount: number;
  }[];
  page: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
};
export type ListEmailDomainsApiArg = {
  /** Part of the domain name. */
  search?: string;
  sortBy?: "domainName" | "allowSubDomains" | "is3pDomain" | "uiCreatedOnDate";
  sortOrder?: "ASC" | "DESC";
  /** Zero-based page number. */
  page?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
  companyId: string;
};
export type AddEmailDomainApiResponse = /** status 201 Default Response */ {
  id: string;
  companyId: string;
  domainName: string;
  allowSubDomains: boolean;
  /** Domain type: true for a third-party (3P) domain, false for a company domain. */
  is3pDomain: boolean;
  uiCreatedOnDate: string;
  /** Users of the company with an e-mail under this domain (or its subdomains, when allowed). */
  usersCount: number;
};
export type AddEmailDomainApiArg = {
  companyId: string;
  body: {
    domainName: string;
    allowSubDomains: boolean;
    is3pDomain: boolean;
  };
};
export type ValidateEmailDomainApiResponse =
  /** status 200 Default Response */ {
    valid: boolean;
    message: string;
    /** The name as it would be stored: lower case, ASCII. */
    domainName: string;
    reason:
      | (
          | "INVALID_SYNTAX"
          | "NOT_ASCII"
          | "PUBLIC_WEBMAIL"
          | "ALREADY_ADDED"
          | "OWNED_BY_OTHER_COMPANY"
        )
      | (null | null);
  };
export type ValidateEmailDomainApiArg = {
  companyId: string;
  body: {
    domainName: string;
    /** Also check that no subdomain belongs to another company. */
    allowSubDomains?: boolean;
  };
};
export type UpdateEmailDomainApiResponse = /** status 200 Default Response */ {
  id: string;
  companyId: string;
  domainName: string;
  allowSubDomains: boolean;
  /** Domain type: true for a third-party (3P) domain, false for a company domain. */
  is3pDomain: boolean;
  uiCreatedOnDate: string;
  /** Users of the company with an e-mail under this domain (or its subdomains, when allowed). */
  usersCount: number;
};
export type UpdateEmailDomainApiArg = {
  companyId: string;
  id: string;
  body: {
    allowSubDomains: boolean;
    is3pDomain: boolean;
  };
};
export type DeleteEmailDomainApiResponse = /** status 200 Default Response */ {
  message: string;
  usersCount: number;
};
export type DeleteEmailDomainApiArg = {
  /** Delete even though users still have an e-mail under it. */
  confirm?: boolean;
  companyId: string;
  domainName: string;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useListEmailDomainsQuery,
  useAddEmailDomainMutation,
  useValidateEmailDomainMutation,
  useUpdateEmailDomainMutation,
  useDeleteEmailDomainMutation,
} = injectedRtkApi;
