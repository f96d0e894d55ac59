import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    validatePartner: build.query<
      ValidatePartnerApiResponse,
      ValidatePartnerApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/partner-associations/validate`,
        params: {
          businessCode: queryArg.businessCode,
        },
      }),
    }),
    addPartner: build.mutation<AddPartnerApiResponse, AddPartnerApiArg>({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/partner-associations`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    listPartners: build.query<ListPartnersApiResponse, ListPartnersApiArg>({
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
    updatePartner: build.mutation<
      UpdatePartnerApiResponse,
      UpdatePartnerApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/partner-associations/${queryArg.associationId}`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
    deletePartner: build.mutation<
      DeletePartnerApiResponse,
      DeletePartnerApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/partner-associations/${queryArg.associationId}`,
        method: "DELETE",
      }),
    }),
    listPartnershipProducts: build.query<
      ListPartnershipProductsApiResponse,
      ListPartnershipProductsApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v2/identity/tenants/${queryArg.companyId}/products`,
        params: {
          associated_tenant_id: queryArg.associatedTenantId,
        },
      }),
    }),
    listPartnerAccessApps: build.query<
      ListPartnerAccessAppsApiResponse,
      ListPartnerAccessAppsApiArg
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
export type ValidatePartnerApiResponse = /** status 200 Default Response */ {
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
export type ValidatePartnerApiArg = {
  businessCode: string;
  companyId: string;
};
export type AddPartnerApiResponse = /** status 201 Default Response */ {
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
export type AddPartnerApiArg = {
  companyId: string;
  body: {
    businessCode: string;
    products: string[];
  };
};
export type ListPartnersApiResponse = /** status 200 Default Response */ {
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
export type ListPartnersApiArg = {
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
export type UpdatePartnerApiResponse = /** status 200 Default Response */ {
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
export type UpdatePartnerApiArg = {
  companyId: string;
  associationId: string;
  body: {
    products: string[];
  };
};
export type DeletePartnerApiResponse = /** status 200 Default Response */ {
  message: string;
};
export type DeletePartnerApiArg = {
  companyId: string;
  associationId: string;
};
export type ListPartnershipProductsApiResponse =
  /** status 200 Default Response */ {
    supplierCompanyId: string;
    partnerCompanyId: string;
    products: {
      product_id: string;
      access_status: "ACCESS_COMPLETE";
    }[];
  };
export type ListPartnershipProductsApiArg = {
  /** The other company of the association. */
  associatedTenantId: string;
  companyId: string;
};
export type ListPartnerAccessAppsApiResponse =
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
export type ListPartnerAccessAppsApiArg = {
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
  useValidatePartnerQuery,
  useAddPartnerMutation,
  useListPartnersQuery,
  useUpdatePartnerMutation,
  useDeletePartnerMutation,
  useListPartnershipProductsQuery,
  useListPartnerAccessAppsQuery,
} = injectedRtkApi;
