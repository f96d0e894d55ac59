import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    openUserAuditPeriod: build.mutation<
      OpenUserAuditPeriodApiResponse,
      OpenUserAuditPeriodApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/user-audits`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    listUserAuditPeriods: build.query<
      ListUserAuditPeriodsApiResponse,
      ListUserAuditPeriodsApiArg
    >({
      query: () => ({ url: `/core-app-api/user-audits` }),
    }),
    listUserAuditCompanies: build.query<
      ListUserAuditCompaniesApiResponse,
      ListUserAuditCompaniesApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/user-audits/${queryArg.periodId}/companies`,
        params: {
          status: queryArg.status,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    downloadUserAuditEvidenceForTenant: build.query<
      DownloadUserAuditEvidenceForTenantApiResponse,
      DownloadUserAuditEvidenceForTenantApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/user-audits/${queryArg.periodId}/companies/${queryArg.companyId}/evidence`,
      }),
    }),
    getCompanyUserAudit: build.query<
      GetCompanyUserAuditApiResponse,
      GetCompanyUserAuditApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/user-audit`,
      }),
    }),
    completeCompanyUserAudit: build.mutation<
      CompleteCompanyUserAuditApiResponse,
      CompleteCompanyUserAuditApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/user-audit/${queryArg.auditId}/complete`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    downloadUserAuditEvidence: build.query<
      DownloadUserAuditEvidenceApiResponse,
      DownloadUserAuditEvidenceApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/user-audit/${queryArg.auditId}/evidence`,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as userAuditsEndpoints };
export type OpenUserAuditPeriodApiResponse =
  /** status 201 Default Response */ {
    id: string;
    /** A calendar day, YYYY-MM-DD (UTC). */
    dueDate: string;
    openedAt: string;
    openedBy: string | null;
    counts: {
      pending: number;
      completed: number;
      expired: number;
    };
  };
export type OpenUserAuditPeriodApiArg = {
  body: {
    /** The last day to confirm, at least tomorrow and at most a year ahead (UTC). */
    dueDate: string;
  };
};
export type ListUserAuditPeriodsApiResponse =
  /** status 200 Default Response */ {
    periods: {
      id: string;
      /** A calendar day, YYYY-MM-DD (UTC). */
      dueDate: string;
      openedAt: string;
      openedBy: string | null;
      counts: {
        pending: number;
        completed: number;
        expired: number;
      };
    }[];
  };
export type ListUserAuditPeriodsApiArg = void;
export type ListUserAuditCompaniesApiResponse =
  /** status 200 Default Response */ {
    content: {
      id: string;
      periodId: string;
      companyId: string;
      companyName: string;
      companyType:
        | "SUPPLIER"
        | "THIRD_PARTY_AGENCY"
        | "BASIC_VENDOR"
        | "BASIC_THIRD_PARTY_AGENCY"
        | "UNKNOWN";
      /** A calendar day, YYYY-MM-DD (UTC). */
      dueDate: string;
      status: "PENDING" | "COMPLETED" | "EXPIRED";
      daysLeft: number | null;
      reminders: number[];
      completedBy: string | null;
      completedAt: string | null;
      expiredAt: string | null;
    }[];
    page: number;
    pageSize: number;
    totalElements: number;
    totalPages: number;
  };
export type ListUserAuditCompaniesApiArg = {
  status?: "PENDING" | "COMPLETED" | "EXPIRED";
  /** Zero-based page number. */
  page?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
  periodId: string;
};
export type DownloadUserAuditEvidenceForTenantApiResponse =
  /** status 200 The evidence workbook (.xlsx): who confirmed, when, and the user list as it stood. */ Blob;
export type DownloadUserAuditEvidenceForTenantApiArg = {
  periodId: string;
  companyId: string;
};
export type GetCompanyUserAuditApiResponse =
  /** status 200 Default Response */ {
    audit: {
      id: string;
      periodId: string;
      companyId: string;
      companyName: string;
      companyType:
        | "SUPPLIER"
        | "THIRD_PARTY_AGENCY"
        | "BASIC_VENDOR"
        | "BASIC_THIRD_PARTY_AGENCY"
        | "UNKNOWN";
      /** A calendar day, YYYY-MM-DD (UTC). */
      dueDate: string;
      status: "PENDING" | "COMPLETED" | "EXPIRED";
      daysLeft: number | null;
      reminders: number[];
      completedBy: string | null;
      completedAt: string | null;
      expiredAt: string | null;
    } | null;
  };
export type GetCompanyUserAuditApiArg = {
  companyId: string;
};
export type CompleteCompanyUserAuditApiResponse =
  /** status 200 Default Response */ {
    id: string;
    periodId: string;
    companyId: string;
    companyName: string;
    companyType:
      | "SUPPLIER"
      | "THIRD_PARTY_AGENCY"
      | "BASIC_VENDOR"
      | "BASIC_THIRD_PARTY_AGENCY"
      | "UNKNOWN";
    /** A calendar day, YYYY-MM-DD (UTC). */
    dueDate: string;
    status: "PENDING" | "COMPLETED" | "EXPIRED";
    daysLeft: number | null;
    reminders: number[];
    completedBy: string | null;
    completedAt: string | null;
    expiredAt: string | null;
  };
export type CompleteCompanyUserAuditApiArg = {
  companyId: string;
  auditId: string;
  body: {
    /** I reviewed the user list. */
    reviewedUserList: true;
    /** I made the needed changes. */
    madeNeededChanges: true;
    /** I acknowledge that all users are verified. */
    acknowledgeAllUsersVerified: true;
  };
};
export type DownloadUserAuditEvidenceApiResponse =
  /** status 200 The evidence workbook (.xlsx): who confirmed, when, and the user list as it stood. */ Blob;
export type DownloadUserAuditEvidenceApiArg = {
  companyId: string;
  auditId: string;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useOpenUserAuditPeriodMutation,
  useListUserAuditPeriodsQuery,
  useListUserAuditCompaniesQuery,
  useDownloadUserAuditEvidenceForTenantQuery,
  useGetCompanyUserAuditQuery,
  useCompleteCompanyUserAuditMutation,
  useDownloadUserAuditEvidenceQuery,
} = injectedRtkApi;
