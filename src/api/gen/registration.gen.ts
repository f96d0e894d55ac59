import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    postPlatformInvitationsLookup: build.mutation<
      PostPlatformInvitationsLookupApiResponse,
      PostPlatformInvitationsLookupApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/invitations/lookup`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    postPlatformInvitationsAccept: build.mutation<
      PostPlatformInvitationsAcceptApiResponse,
      PostPlatformInvitationsAcceptApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/invitations/accept`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    putCoreAppApiCompaniesByCompanyIdUsersCompleteRegistration: build.mutation<
      PutCoreAppApiCompaniesByCompanyIdUsersCompleteRegistrationApiResponse,
      PutCoreAppApiCompaniesByCompanyIdUsersCompleteRegistrationApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/complete-registration`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
    putCoreAppApiCompaniesByCompanyIdUsersCompleteRegistrationBasic:
      build.mutation<
        PutCoreAppApiCompaniesByCompanyIdUsersCompleteRegistrationBasicApiResponse,
        PutCoreAppApiCompaniesByCompanyIdUsersCompleteRegistrationBasicApiArg
      >({
        query: (queryArg) => ({
          url: `/core-app-api/companies/${queryArg.companyId}/users/complete-registration/basic`,
          method: "PUT",
          body: queryArg.body,
        }),
      }),
    getPlatformV1LegalTerms: build.query<
      GetPlatformV1LegalTermsApiResponse,
      GetPlatformV1LegalTermsApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/legal/terms`,
        params: {
          companyType: queryArg.companyType,
          locale: queryArg.locale,
        },
      }),
    }),
    getPlatformV1LegalDataSharingAddendum: build.query<
      GetPlatformV1LegalDataSharingAddendumApiResponse,
      GetPlatformV1LegalDataSharingAddendumApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/legal/data-sharing-addendum`,
        params: {
          variant: queryArg.variant,
          locale: queryArg.locale,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as registrationEndpoints };
export type PostPlatformInvitationsLookupApiResponse =
  /** status 200 Default Response */ {
    status: "VALID" | "EXPIRED" | "USED";
    firstName?: string;
    lastName?: string;
    email?: string;
    companyName?: string;
    expiresAt: string;
  };
export type PostPlatformInvitationsLookupApiArg = {
  body: {
    token: string;
  };
};
export type PostPlatformInvitationsAcceptApiResponse =
  /** status 200 Default Response */ {
    redirectTo: string;
    message: string;
  };
export type PostPlatformInvitationsAcceptApiArg = {
  body: {
    token: string;
    password: string;
  };
};
export type PutCoreAppApiCompaniesByCompanyIdUsersCompleteRegistrationApiResponse =
  /** status 200 Default Response */ {
    redirectTo: string;
    stage: "WAITING_FOR_ACCESS" | "COMPLETED";
    acceptedAt: string;
  };
export type PutCoreAppApiCompaniesByCompanyIdUsersCompleteRegistrationApiArg = {
  companyId: string;
  body: {
    /** When given, must be the company of the path. */
    companyId?: string;
    firstName: string;
    lastName: string;
    languageCode: "en-US" | "es-MX" | "fr-CA" | "en-CA";
    /** An IANA time zone, e.g. America/Chicago. */
    timezone: string;
    termsAccepted: boolean;
    /** The version id of the terms shown. */
    termsVersion: string;
    dataSharingAddendumAccepted: boolean;
    dataSharingAddendumVersion: string;
    jobTitle?: string;
    phoneNumber?: string;
  };
};
export type PutCoreAppApiCompaniesByCompanyIdUsersCompleteRegistrationBasicApiResponse =
  /** status 200 Default Response */ {
    redirectTo: string;
    stage: "WAITING_FOR_ACCESS" | "COMPLETED";
    acceptedAt: string;
  };
export type PutCoreAppApiCompaniesByCompanyIdUsersCompleteRegistrationBasicApiArg =
  {
    companyId: string;
    body: {
      /** When given, must be the company of the path. */
      companyId?: string;
      firstName: string;
      lastName: string;
      languageCode: "en-US" | "es-MX" | "fr-CA" | "en-CA";
      /** An IANA time zone, e.g. America/Chicago. */
      timezone: string;
      termsAccepted: boolean;
      /** The version id of the terms shown. */
      termsVersion: string;
      dataSharingAddendumAccepted: boolean;
      dataSharingAddendumVersion: string;
    };
  };
export type GetPlatformV1LegalTermsApiResponse =
  /** status 200 Default Response */ {
    document: "TERMS" | "DATA_SHARING_ADDENDUM";
    variant: "STANDARD" | "BASIC" | "3P";
    /** Send this id back when accepting the document. */
    version: string;
    effectiveDate: string;
    locale: "en-US" | "es-MX" | "fr-CA" | "en-CA";
    title: string;
    /** Plain paragraphs, in order. */
    body: string[];
  };
export type GetPlatformV1LegalTermsApiArg = {
  companyType?:
    | "SUPPLIER"
    | "THIRD_PARTY_AGENCY"
    | "BASIC_VENDOR"
    | "BASIC_THIRD_PARTY_AGENCY"
    | "UNKNOWN";
  /** The language; one the site does not offer falls back to the site's default (or the x-user-locale header's). */
  locale?: "en-US" | "es-MX" | "fr-CA" | "en-CA";
};
export type GetPlatformV1LegalDataSharingAddendumApiResponse =
  /** status 200 Default Response */ {
    document: "TERMS" | "DATA_SHARING_ADDENDUM";
    variant: "STANDARD" | "BASIC" | "3P";
    /** Send this id back when accepting the document. */
    version: string;
    effectiveDate: string;
    locale: "en-US" | "es-MX" | "fr-CA" | "en-CA";
    title: string;
    /** Plain paragraphs, in order. */
    body: string[];
  };
export type GetPlatformV1LegalDataSharingAddendumApiArg = {
  variant?: "standard" | "3p";
  /** The language; one the site does not offer falls back to the site's default (or the x-user-locale header's). */
  locale?: "en-US" | "es-MX" | "fr-CA" | "en-CA";
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  usePostPlatformInvitationsLookupMutation,
  usePostPlatformInvitationsAcceptMutation,
  usePutCoreAppApiCompaniesByCompanyIdUsersCompleteRegistrationMutation,
  usePutCoreAppApiCompaniesByCompanyIdUsersCompleteRegistrationBasicMutation,
  useGetPlatformV1LegalTermsQuery,
  useGetPlatformV1LegalDataSharingAddendumQuery,
} = injectedRtkApi;
