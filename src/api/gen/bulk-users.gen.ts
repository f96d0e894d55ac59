import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    downloadBulkCreateTemplate: build.query<
      DownloadBulkCreateTemplateApiResponse,
      DownloadBulkCreateTemplateApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/download-bulk-create-template`,
      }),
    }),
    downloadBulkEditTemplate: build.query<
      DownloadBulkEditTemplateApiResponse,
      DownloadBulkEditTemplateApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/identity/companies/${queryArg.companyId}/download-bulk-edit-template`,
      }),
    }),
    bulkCreateUsers: build.mutation<
      BulkCreateUsersApiResponse,
      BulkCreateUsersApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/bulk-upload/validate-create`,
        method: "POST",
        params: {
          isOverrideConfirmed: queryArg.isOverrideConfirmed,
        },
      }),
    }),
    bulkEditUsers: build.mutation<
      BulkEditUsersApiResponse,
      BulkEditUsersApiArg
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
export type DownloadBulkCreateTemplateApiResponse =
  /** status 200 The template (.xlsx), as an attachment. */ Blob;
export type DownloadBulkCreateTemplateApiArg = {
  companyId: string;
};
export type DownloadBulkEditTemplateApiResponse =
  /** status 200 The template (.xlsx), as an attachment. */ Blob;
export type DownloadBulkEditTemplateApiArg = {
  companyId: string;
};
export type BulkCreateUsersApiResponse = /** status 200 Default Response */ {
  created: number;
  updated: number;
  message: string;
};
export type BulkCreateUsersApiArg = {
  /** Update the existing users the sheet names. */
  isOverrideConfirmed?: boolean;
  companyId: string;
};
export type BulkEditUsersApiResponse = /** status 200 Default Response */ {
  created: number;
  updated: number;
  message: string;
};
export type BulkEditUsersApiArg = {
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
  useDownloadBulkCreateTemplateQuery,
  useDownloadBulkEditTemplateQuery,
  useBulkCreateUsersMutation,
  useBulkEditUsersMutation,
} = injectedRtkApi;
