import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listLegalDocuments: build.query<
      ListLegalDocumentsApiResponse,
      ListLegalDocumentsApiArg
    >({
      query: () => ({ url: `/core-app-api/legal-documents` }),
    }),
    getLegalVersion: build.query<
      GetLegalVersionApiResponse,
      GetLegalVersionApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/legal-documents/versions/${queryArg.id}`,
      }),
    }),
    saveLegalDraft: build.mutation<
      SaveLegalDraftApiResponse,
      SaveLegalDraftApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/legal-documents/versions/${queryArg.id}`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
    discardLegalDraft: build.mutation<
      DiscardLegalDraftApiResponse,
      DiscardLegalDraftApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/legal-documents/versions/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    createLegalDraft: build.mutation<
      CreateLegalDraftApiResponse,
      CreateLegalDraftApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/legal-documents/${queryArg.document}/${queryArg.variant}/drafts`,
        method: "POST",
      }),
    }),
    publishLegalVersion: build.mutation<
      PublishLegalVersionApiResponse,
      PublishLegalVersionApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/legal-documents/versions/${queryArg.id}/publish`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as legalDocumentsEndpoints };
export type ListLegalDocumentsApiResponse = /** status 200 Default Response */ {
  /** A day of the tenant, YYYY-MM-DD. */
  today: string;
  /** The tenant's zone: an effective date begins at its midnight. */
  timeZone: string;
  /** The tenant's languages: a version has a text in each. */
  languages: ("en" | "es" | "fr")[];
  documents: {
    document: "TERMS" | "DATA_SHARING_ADDENDUM" | "PRIVACY_POLICY";
    variant: "STANDARD" | "BASIC" | "3P";
    /** The company types whose users accept it (none for the privacy policy). */
    companyTypes: string[];
    /** Newest first. */
    versions: {
      id: string;
      number: number;
      /** DRAFT: being written; IN_FORCE: the version users accept now; SCHEDULED: published, its effective date to come; PAST: replaced by a later version. */
      status: "DRAFT" | "IN_FORCE" | "SCHEDULED" | "PAST";
      /** A day of the tenant, YYYY-MM-DD. */
      effectiveDate: string | null;
      publishedAt: string | null;
      publishedBy: string | null;
      updatedAt: string;
      updatedBy: string | null;
      /** How many users of the tenant accepted this version. */
      acceptances: number;
    }[];
  }[];
};
export type ListLegalDocumentsApiArg = void;
export type GetLegalVersionApiResponse = /** status 200 Default Response */ {
  id: string;
  number: number;
  /** DRAFT: being written; IN_FORCE: the version users accept now; SCHEDULED: published, its effective date to come; PAST: replaced by a later version. */
  status: "DRAFT" | "IN_FORCE" | "SCHEDULED" | "PAST";
  /** A day of the tenant, YYYY-MM-DD. */
  effectiveDate: string | null;
  publishedAt: string | null;
  publishedBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
  /** How many users of the tenant accepted this version. */
  acceptances: number;
  document: "TERMS" | "DATA_SHARING_ADDENDUM" | "PRIVACY_POLICY";
  variant: "STANDARD" | "BASIC" | "3P";
  texts: {
    language: "en" | "es" | "fr";
    title: string;
    /** Markdown: each section starts with a line "## Heading", its paragraphs separated by blank lines. */
    body: string;
  }[];
  /** Who accepted it, latest first (at most 500). */
  acceptedBy: {
    name: string;
    email: string;
    company: string | null;
    acceptedAt: string;
  }[];
};
export type GetLegalVersionApiArg = {
  id: string;
};
export type SaveLegalDraftApiResponse = unknown;
export type SaveLegalDraftApiArg = {
  id: string;
  body: {
    texts: {
      language: "en" | "es" | "fr";
      title: string;
      /** Markdown: each section starts with a line "## Heading", its paragraphs separated by blank lines. */
      body: string;
    }[];
  };
};
export type DiscardLegalDraftApiResponse = unknown;
export type DiscardLegalDraftApiArg = {
  id: string;
};
export type CreateLegalDraftApiResponse = /** status 201 Default Response */ {
  id: string;
};
export type CreateLegalDraftApiArg = {
  document: "TERMS" | "DATA_SHARING_ADDENDUM" | "PRIVACY_POLICY";
  variant: "STANDARD" | "BASIC" | "3P";
};
export type PublishLegalVersionApiResponse = unknown;
export type PublishLegalVersionApiArg = {
  id: string;
  body: {
    /** Today or a later day of the tenant. */
    effectiveDate: string;
  };
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useListLegalDocumentsQuery,
  useGetLegalVersionQuery,
  useSaveLegalDraftMutation,
  useDiscardLegalDraftMutation,
  useCreateLegalDraftMutation,
  usePublishLegalVersionMutation,
} = injectedRtkApi;
