import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCoreAppApiCompaniesByCompanyIdUsersDownloadBulkCreateTemplate:
      build.query<
        GetCoreAppApiCompaniesByCompanyIdUsersDownloadBulkCreateTemplateApiResponse,
        GetCoreAppApiCompaniesByCompanyIdUsersDownloadBulkCreateTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/core-app-api/companies/${queryArg.companyId}/users/download-bulk-create-template`,
        }),
      }),
    getPlatformV1IdentityCompaniesByCompanyIdDownloadBulkEditTemplate:
      build.query<
        GetPlatformV1IdentityCompaniesByCompanyIdDownloadBulkEditTemplateApiResponse,
        GetPlatformV1IdentityCompaniesByCompanyIdDownloadBulkEditTemplateApiArg
      >({
        query: (queryArg) => ({
          url: `/platform/v1/identity/companies/${queryArg.companyId}/download-bulk-edit-template`,
        }),
      }),
    postCoreAppApiCompaniesByCompanyIdUsersBulkUploadValidateCreate:
      build.mutation<
        PostCoreAppApiCompaniesByCompanyIdUsersBulkUploadValidateCreateApiResponse,
        PostCoreAppApiCompaniesByCompanyIdUsersBulkUploadValidateCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/core-app-api/companies/${queryArg.companyId}/users/bulk-upload/validate-create`,
          method: "POST",
          params: {
            isOverrideConfirmed: queryArg.isOverrideConfirmed,
          },
        }),
      }),
    postPlatformV1IdentityCompaniesByCompanyIdUsersBulkEdit: build.mutation<
      PostPlatformV1IdentityCompaniesByCompanyIdUsersBulkEditApiResponse,
      PostPlatformV1IdentityCompaniesByCompanyIdUsersBulkEditApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/identity/companies/${queryArg.companyId}/users/bulk-edit`,
        method: "POST",
        headers: {
          tenant_id: queryArg.tenantId,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as bulkUsersEndpoints };
export type GetCoreAppApiCompaniesByCompanyIdUsersDownloadBulkCreateTemplateApiResponse =
  /** status 200 Default Response */ Blob;
export type GetCoreAppApiCompaniesByCompanyIdUsersDownloadBulkCreateTemplateApiArg =
  {
    companyId: string;
  };
export type GetPlatformV1IdentityCompaniesByCompanyIdDownloadBulkEditTemplateApiResponse =
  /** status 200 Default Response */ Blob;
export type GetPlatformV1IdentityCompaniesByCompanyIdDownloadBulkEditTemplateApiArg =
  {
    companyId: string;
  };
export type PostCoreAppApiCompaniesByCompanyIdUsersBulkUploadValidateCreateApiResponse =
  /** status 200 Default Response */ {
    created: number;
    updated: number;
    message: string;
  };
export type PostCoreAppApiCompaniesByCompanyIdUsersBulkUploadValidateCreateApiArg =
  {
    /** Update the existing users the sheet names. */
    isOverrideConfirmed?: boolean;
    companyId: string;
  };
export type PostPlatformV1IdentityCompaniesByCompanyIdUsersBulkEditApiResponse =
  /** status 200 Default Response */ {
    created: number;
    updated: number;
    message: string;
  };
export type PostPlatformV1IdentityCompaniesByCompanyIdUsersBulkEditApiArg = {
  companyId: string;
  /** The company id of the path. */
  tenantId: string;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useGetCoreAppApiCompaniesByCompanyIdUsersDownloadBulkCreateTemplateQuery,
  useGetPlatformV1IdentityCompaniesByCompanyIdDownloadBulkEditTemplateQuery,
  usePostCoreAppApiCompaniesByCompanyIdUsersBulkUploadValidateCreateMutation,
  usePostPlatformV1IdentityCompaniesByCompanyIdUsersBulkEditMutation,
} = injectedRtkApi;
