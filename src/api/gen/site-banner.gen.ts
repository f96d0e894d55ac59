import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSiteBanner: build.query<GetSiteBannerApiResponse, GetSiteBannerApiArg>({
      query: () => ({ url: `/core-app-api/banner` }),
    }),
    dismissSiteBanner: build.mutation<
      DismissSiteBannerApiResponse,
      DismissSiteBannerApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/banner/${queryArg.id}/dismissals`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    listSiteBanners: build.query<
      ListSiteBannersApiResponse,
      ListSiteBannersApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/banners`,
        params: {
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    createSiteBanner: build.mutation<
      CreateSiteBannerApiResponse,
      CreateSiteBannerApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/banners`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    updateSiteBanner: build.mutation<
      UpdateSiteBannerApiResponse,
      UpdateSiteBannerApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/banners/${queryArg.id}`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
    endSiteBanner: build.mutation<
      EndSiteBannerApiResponse,
      EndSiteBannerApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/banners/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as siteBannerEndpoints };
export type GetSiteBannerApiResponse = /** status 200 Default Response */ {
  banner: {
    id: string;
    /** Dismissing names it: a changed banner shows again. */
    revision: number;
    /** info: news; warning: a coming disruption; critical: one now. */
    severity: "info" | "warning" | "critical";
    message: string;
    /** The message's locale: the reader's, or the tenant's default when the banner has no text in theirs. */
    locale: string;
    startsAt: string;
    endsAt: string;
  } | null;
};
export type GetSiteBannerApiArg = void;
export type DismissSiteBannerApiResponse = unknown;
export type DismissSiteBannerApiArg = {
  id: string;
  body: {
    /** The revision the reader saw. */
    revision: number;
  };
};
export type ListSiteBannersApiResponse = /** status 200 Default Response */ {
  content: {
    id: string;
    /** info: news; warning: a coming disruption; critical: one now. */
    severity: "info" | "warning" | "critical";
    startsAt: string;
    endsAt: string;
    messages: {
      [key: string]: string;
    };
    revision: number;
    status: "SCHEDULED" | "ACTIVE" | "ENDED";
    createdBy: string | null;
    createdAt: string;
    updatedBy: string | null;
    updatedAt: string;
  }[];
  page: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
};
export type ListSiteBannersApiArg = {
  /** Zero-based page number. */
  page?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
};
export type CreateSiteBannerApiResponse = /** status 201 Default Response */ {
  id: string;
  /** info: news; warning: a coming disruption; critical: one now. */
  severity: "info" | "warning" | "critical";
  startsAt: string;
  endsAt: string;
  messages: {
    [key: string]: string;
  };
  revision: number;
  status: "SCHEDULED" | "ACTIVE" | "ENDED";
  createdBy: string | null;
  createdAt: string;
  updatedBy: string | null;
  updatedAt: string;
};
export type CreateSiteBannerApiArg = {
  body: {
    /** info: news; warning: a coming disruption; critical: one now. */
    severity: "info" | "warning" | "critical";
    /** When it starts showing. */
    startsAt: string;
    /** When it stops showing: after the start, and not yet passed. */
    endsAt: string;
    /** The banner's text per locale (plain text). The tenant's default locale needs one. */
    messages: {
      "en-US"?: string;
      "es-MX"?: string;
      "fr-CA"?: string;
      "en-CA"?: string;
    };
  };
};
export type UpdateSiteBannerApiResponse = /** status 200 Default Response */ {
  id: string;
  /** info: news; warning: a coming disruption; critical: one now. */
  severity: "info" | "warning" | "critical";
  startsAt: string;
  endsAt: string;
  messages: {
    [key: string]: string;
  };
  revision: number;
  status: "SCHEDULED" | "ACTIVE" | "ENDED";
  createdBy: string | null;
  createdAt: string;
  updatedBy: string | null;
  updatedAt: string;
};
export type UpdateSiteBannerApiArg = {
  id: string;
  body: {
    /** info: news; warning: a coming disruption; critical: one now. */
    severity: "info" | "warning" | "critical";
    /** When it starts showing. */
    startsAt: string;
    /** When it stops showing: after the start, and not yet passed. */
    endsAt: string;
    /** The banner's text per locale (plain text). The tenant's default locale needs one. */
    messages: {
      "en-US"?: string;
      "es-MX"?: string;
      "fr-CA"?: string;
      "en-CA"?: string;
    };
  };
};
export type EndSiteBannerApiResponse = unknown;
export type EndSiteBannerApiArg = {
  id: string;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useGetSiteBannerQuery,
  useDismissSiteBannerMutation,
  useListSiteBannersQuery,
  useCreateSiteBannerMutation,
  useUpdateSiteBannerMutation,
  useEndSiteBannerMutation,
} = injectedRtkApi;
