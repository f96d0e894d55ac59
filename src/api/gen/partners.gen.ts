import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoreAppApiCompaniesByCompanyIdPartnerAssociationsValidate: build.query<
      GetCoreAppApiCompaniesByCompanyIdPartnerAssociationsValidateApiResponse,
      GetCoreAppApiCompaniesByCompanyIdPartnerAssociationsValidateApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/partner-associations/validate`,
        params: {
          businessCode: queryArg.businessCode,
        },
      }),
    }),
    postCoreAppApiCompaniesByCompanyIdPartnerAssociations: build.mutation<
      PostCoreAppApiCompaniesByCompanyIdPartnerAssociationsApiResponse,
      PostCoreAppApiCompaniesByCompanyIdPartnerAssociationsApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/partner-associations`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getCoreAppApiCompaniesByCompanyIdPartnerAssociations: build.query<
      GetCoreAppApiCompaniesByCompanyIdPartnerAssociationsApiResponse,
      GetCoreAppApiCompaniesByCompanyIdPartnerAssociationsApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/partner-associations/`,
        params: {
          search: queryArg.search,
          sortBy: queryArg.sortBy,
          sortOrder: queryArg.sortOrder,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    putCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationId:
      build.mutation<
        PutCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdApiResponse,
        PutCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdApiArg
      >({
        query: (queryArg) => ({
          url: `/core-app-api/companies/${queryArg.companyId}/partner-associations/${queryArg.associationId}`,
          method: "PUT",
          body: queryArg.body,
        }),
      }),
    deleteCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationId:
      build.mutation<
        DeleteCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdApiResponse,
        DeleteCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdApiArg
      >({
        query: (queryArg) => ({
          url: `/core-app-api/companies/${queryArg.companyId}/partner-associations/${queryArg.associationId}`,
          method: "DELETE",
        }),
      }),
    getPlatformV2IdentityTenantsByCompanyIdProducts: build.query<
      GetPlatformV2IdentityTenantsByCompanyIdProductsApiResponse,
      GetPlatformV2IdentityTenantsByCompanyIdProductsApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v2/identity/tenants/${queryArg.companyId}/products`,
        params: {
          associated_tenant_id: queryArg.associatedTenantId,
        },
      }),
    }),
    postPlatformV2IdentityTenantsByCompanyIdFetchActivePartnerAccessApps:
      build.mutation<
        PostPlatformV2IdentityTenantsByCompanyIdFetchActivePartnerAccessAppsApiResponse,
        PostPlatformV2IdentityTenantsByCompanyIdFetchActivePartnerAccessAppsApiArg
      >({
        query: (queryArg) => ({
          url: `/platform/v2/identity/tenants/${queryArg.companyId}/fetch-active-partner-access-apps`,
          method: "POST",
          body: queryArg.body,
        }),
      }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as partnersEndpoints };
export type GetCoreAppApiCompaniesByCompanyIdPartnerAssociationsValidateApiResponse =
  /** status 200 Default Response */ {
    companyId: string;
    companyName: string;
    companyType:
      | "SUPPLIER"
      | "THIRD_PARTY_AGENCY"
      | "BASIC_VENDOR"
      | "BASIC_THIRD_PARTY_AGENCY"
      | "UNKNOWN";
    businessCode: string | null;
    /** Primary contact. */
    adminEmail: string | null;
  };
export type GetCoreAppApiCompaniesByCompanyIdPartnerAssociationsValidateApiArg =
  {
    businessCode: string;
    companyId: string;
  };
export type PostCoreAppApiCompaniesByCompanyIdPartnerAssociationsApiResponse =
  /** status 201 Default Response */ {
    associationId: string;
    partnerCompany: {
      companyId: string;
      companyName: string;
      companyType:
        | "SUPPLIER"
        | "THIRD_PARTY_AGENCY"
        | "BASIC_VENDOR"
        | "BASIC_THIRD_PARTY_AGENCY"
        | "UNKNOWN";
      businessCode: string | null;
      /** Primary contact. */
      adminEmail: string | null;
    };
    /** The supplier's products the partner's users may use. */
    products: string[];
    uiCreatedOnDate: string;
  };
export type PostCoreAppApiCompaniesByCompanyIdPartnerAssociationsApiArg = {
  companyId: string;
  body: {
    businessCode: string;
    products: string[];
  };
};
export type GetCoreAppApiCompaniesByCompanyIdPartnerAssociationsApiResponse =
  /** status 200 Default Response */ {
    content: {
      associationId: string;
      partnerCompany: {
        companyId: string;
        companyName: string;
        companyType:
          | "SUPPLIER"
          | "THIRD_PARTY_AGENCY"
          | "BASIC_VENDOR"
          | "BASIC_THIRD_PARTY_AGENCY"
          | "UNKNOWN";
        businessCode: string | null;
        /** Primary contact. */
        adminEmail: string | null;
      };
      /** The supplier's products the partner's users may use. */
      products: string[];
      uiCreatedOnDate: string;
    }[];
    page: number;
    pageSize: number;
    totalElements: number;
    totalPages: number;
  };
export type GetCoreAppApiCompaniesByCompanyIdPartnerAssociationsApiArg = {
  /** Part of the partner name or business code. */
  search?: string;
  sortBy?: "companyName" | "businessCode" | "adminEmail" | "uiCreatedOnDate";
  sortOrder?: "ASC" | "DESC";
  /** Zero-based page number. */
  page?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
  companyId: string;
};
export type PutCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdApiResponse =
  /** status 200 Default Response */ {
    associationId: string;
    partnerCompany: {
      companyId: string;
      companyName: string;
      companyType:
        | "SUPPLIER"
        | "THIRD_PARTY_AGENCY"
        | "BASIC_VENDOR"
        | "BASIC_THIRD_PARTY_AGENCY"
        | "UNKNOWN";
      businessCode: string | null;
      /** Primary contact. */
      adminEmail: string | null;
    };
    /** The supplier's products the partner's users may use. */
    products: string[];
    uiCreatedOnDate: string;
  };
export type PutCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdApiArg =
  {
    companyId: string;
    associationId: string;
    body: {
      products: string[];
    };
  };
export type DeleteCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdApiResponse =
  /** status 200 Default Response */ {
    message: string;
  };
export type DeleteCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdApiArg =
  {
    companyId: string;
    associationId: string;
  };
export type GetPlatformV2IdentityTenantsByCompanyIdProductsApiResponse =
  /** status 200 Default Response */ {
    supplierCompanyId: string;
    partnerCompanyId: string;
    products: {
      product_id: string;
      access_status: "ACCESS_COMPLETE";
    }[];
  };
export type GetPlatformV2IdentityTenantsByCompanyIdProductsApiArg = {
  /** The other company of the association. */
  associatedTenantId: string;
  companyId: string;
};
export type PostPlatformV2IdentityTenantsByCompanyIdFetchActivePartnerAccessAppsApiResponse =
  /** status 200 Default Response */ {
    apps: {
      product_id: string;
      access_status: "ACCESS_COMPLETE";
      supplier: {
        id: string;
        name: string;
      };
    }[];
  };
export type PostPlatformV2IdentityTenantsByCompanyIdFetchActivePartnerAccessAppsApiArg =
  {
    companyId: string;
    body: {
      /** The caller's company id, if given (checked against the path). */
      tenantId?: string;
      /** Only this supplier’s grants. */
      thirdPartyCompanyId?: string;
    };
  };
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useGetCoreAppApiCompaniesByCompanyIdPartnerAssociationsValidateQuery,
  usePostCoreAppApiCompaniesByCompanyIdPartnerAssociationsMutation,
  useGetCoreAppApiCompaniesByCompanyIdPartnerAssociationsQuery,
  usePutCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdMutation,
  useDeleteCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdMutation,
  useGetPlatformV2IdentityTenantsByCompanyIdProductsQuery,
  usePostPlatformV2IdentityTenantsByCompanyIdFetchActivePartnerAccessAppsMutation,
} = injectedRtkApi;
