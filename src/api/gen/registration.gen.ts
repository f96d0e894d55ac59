import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookUpInvitation: build.mutation<
      LookUpInvitationApiResponse,
      LookUpInvitationApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/invitations/lookup`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    acceptInvitation: build.mutation<
      AcceptInvitationApiResponse,
      AcceptInvitationApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/invitations/accept`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    completeRegistration: build.mutation<
      CompleteRegistrationApiResponse,
      CompleteRegistrationApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/complete-registration`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
    completeBasicRegistration: build.mutation<
      CompleteBasicRegistrationApiResponse,
      CompleteBasicRegistrationApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/companies/${queryArg.companyId}/users/complete-registration/basic`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
    getTermsOfUse: build.query<GetTermsOfUseApiResponse, GetTermsOfUseApiArg>({
      query: (queryArg) => ({
        url: `/platform/v1/legal/terms`,
        params: {
          companyType: queryArg.companyType,
          locale: queryArg.locale,
        },
      }),
    }),
    getTermsOfUsePdf: build.query<
      GetTermsOfUsePdfApiResponse,
      GetTermsOfUsePdfApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/legal/terms/pdf`,
        params: {
          companyType: queryArg.companyType,
          locale: queryArg.locale,
        },
      }),
    }),
    getDataSharingAddendum: build.query<
      GetDataSharingAddendumApiResponse,
      GetDataSharingAddendumApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/legal/data-sharing-addendum`,
        params: {
          variant: queryArg.variant,
          locale: queryArg.locale,
        },
      }),
    }),
    getPrivacyPolicy: build.query<
      GetPrivacyPolicyApiResponse,
      GetPrivacyPolicyApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/legal/privacy-policy`,
        params: {
          locale: queryArg.locale,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as registrationEndpoints };
export type LookUpInvitationApiResponse = /** status 200 Default Response */ {
  status: "VALID" | "EXPIRED" | "USED";
  firstName?: string;
  lastName?: string;
  email?: string;
  companyName?: string;
  expiresAt: string;
};
export type LookUpInvitationApiArg = {
  body: {
    token: string;
  };
};
export type AcceptInvitationApiResponse = /** status 200 Default Response */ {
  redirectTo: string;
  message: string;
};
export type AcceptInvitationApiArg = {
  body: {
    token: string;
    password: string;
  };
};
export type CompleteRegistrationApiResponse =
  /** status 200 Default Response */ {
    redirectTo: string;
    stage: "WAITING_FOR_ACCESS" | "COMPLETED";
    acceptedAt: string;
  };
export type CompleteRegistrationApiArg = {
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
export type CompleteBasicRegistrationApiResponse =
  /** status 200 Default Response */ {
    redirectTo: string;
    stage: "WAITING_FOR_ACCESS" | "COMPLETED";
    acceptedAt: string;
  };
export type CompleteBasicRegistrationApiArg = {
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
export type GetTermsOfUseApiResponse = /** status 200 Default Response */ {
  document: "TERMS" | "DATA_SHARING_ADDENDUM" | "PRIVACY_POLICY";
  variant: "STANDARD" | "BASIC" | "3P";
  /** Send this id back when accepting the document. */
  version: string;
  effectiveDate: string;
  locale: "en-US" | "es-MX" | "fr-CA" | "en-CA";
  title: string;
  /** The text in order, section by section (a table of contents lists their headings). */
  sections: {
    heading: string;
    /** Plain paragraphs, in order. */
    paragraphs: string[];
  }[];
};
export type GetTermsOfUseApiArg = {
  companyType?:
    | "SUPPLIER"
    | "THIRD_PARTY_AGENCY"
    | "BASIC_VENDOR"
    | "BASIC_THIRD_PARTY_AGENCY"
    | "UNKNOWN";
  /** The language; one the site does not offer falls back to the site's default (or the x-user-locale header's). */
  locale?: "en-US" | "es-MX" | "fr-CA" | "en-CA";
};
export type GetTermsOfUsePdfApiResponse =
  /** status 200 The PDF file (attachment terms-<site>-<variant>-<locale>.pdf). */ Blob;
export type GetTermsOfUsePdfApiArg = {
  companyType?:
    | "SUPPLIER"
    | "THIRD_PARTY_AGENCY"
    | "BASIC_VENDOR"
    | "BASIC_THIRD_PARTY_AGENCY"
    | "UNKNOWN";
  /** The language; one the site does not offer falls back to the site's default (or the x-user-locale header's). */
  locale?: "en-US" | "es-MX" | "fr-CA" | "en-CA";
};
export type GetDataSharingAddendumApiResponse =
  /** status 200 Default Response */ {
    document: "TERMS" | "DATA_SHARING_ADDENDUM" | "PRIVACY_POLICY";
    variant: "STANDARD" | "BASIC" | "3P";
    /** Send this id back when accepting the document. */
    version: string;
    effectiveDate: string;
    locale: "en-US" | "es-MX" | "fr-CA" | "en-CA";
    title: string;
    /** The text in order, section by section (a table of contents lists their headings). */
    sections: {
      heading: string;
      /** Plain paragraphs, in order. */
      paragraphs: string[];
    }[];
  };
export type GetDataSharingAddendumApiArg = {
  variant?: "standard" | "3p";
  /** The language; one the site does not offer falls back to the site's default (or the x-user-locale header's). */
  locale?: "en-US" | "es-MX" | "fr-CA" | "en-CA";
};
export type GetPrivacyPolicyApiResponse = /** status 200 Default Response */ {
  document: "TERMS" | "DATA_SHARING_ADDENDUM" | "PRIVACY_POLICY";
  variant: "STANDARD" | "BASIC" | "3P";
  /** Send this id back when accepting the document. */
  version: string;
  effectiveDate: string;
  locale: "en-US" | "es-MX" | "fr-CA" | "en-CA";
  title: string;
  /** The text in order, section by section (a table of contents lists their headings). */
  sections: {
    heading: string;
    /** Plain paragraphs, in order. */
    paragraphs: string[];
  }[];
};
export type GetPrivacyPolicyApiArg = {
  /** The language; one the site does not offer falls back to the site's default (or the x-user-locale header's). */
  locale?: "en-US" | "es-MX" | "fr-CA" | "en-CA";
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useLookUpInvitationMutation,
  useAcceptInvitationMutation,
  useCompleteRegistrationMutation,
  useCompleteBasicRegistrationMutation,
  useGetTermsOfUseQuery,
  useGetTermsOfUsePdfQuery,
  useGetDataSharingAddendumQuery,
  useGetPrivacyPolicyQuery,
} = injectedRtkApi;
