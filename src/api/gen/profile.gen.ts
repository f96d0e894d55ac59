import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPreferences: build.query<
      GetPreferencesApiResponse,
      GetPreferencesApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/users/${queryArg.id}/preferences`,
      }),
    }),
    savePreferences: build.mutation<
      SavePreferencesApiResponse,
      SavePreferencesApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/users/${queryArg.loginId}/preferences`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    listLegalAcceptances: build.query<
      ListLegalAcceptancesApiResponse,
      ListLegalAcceptancesApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/users/${queryArg.id}/legal-acceptances`,
      }),
    }),
    acceptLegalDocument: build.mutation<
      AcceptLegalDocumentApiResponse,
      AcceptLegalDocumentApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/users/${queryArg.id}/legal-acceptances`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as profileEndpoints };
export type GetPreferencesApiResponse = /** status 200 Default Response */ {
  /** The portal language: one of the tenant’s language choices. */
  language_code: string;
  /** An IANA time zone; dates are shown in it. An unknown zone reads as the tenant’s default. */
  timezone: string;
};
export type GetPreferencesApiArg = {
  id: string;
};
export type SavePreferencesApiResponse = /** status 200 Default Response */ {
  /** The portal language: one of the tenant’s language choices. */
  language_code: string;
  /** An IANA time zone; dates are shown in it. An unknown zone reads as the tenant’s default. */
  timezone: string;
};
export type SavePreferencesApiArg = {
  loginId: string;
  body: {
    language_code?: string;
    timezone?: string;
  };
};
export type ListLegalAcceptancesApiResponse =
  /** status 200 Default Response */ {
    acceptances: {
      document: "TERMS" | "DATA_SHARING_ADDENDUM";
      /** The version id, as accepted (not for display). */
      version: string;
      /** The day this version took effect, YYYY-MM-DD; null when its id does not carry it. */
      effective_date: string | null;
      accepted_at: string;
    }[];
  };
export type ListLegalAcceptancesApiArg = {
  id: string;
};
export type AcceptLegalDocumentApiResponse =
  /** status 200 Default Response */ {
    /** The documents still to accept. */
    legal_updates: {
      document: "TERMS" | "DATA_SHARING_ADDENDUM";
      version: string;
    }[];
  };
export type AcceptLegalDocumentApiArg = {
  id: string;
  body: {
    document: "TERMS" | "DATA_SHARING_ADDENDUM";
    version: string;
  };
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useGetPreferencesQuery,
  useSavePreferencesMutation,
  useListLegalAcceptancesQuery,
  useAcceptLegalDocumentMutation,
} = injectedRtkApi;
