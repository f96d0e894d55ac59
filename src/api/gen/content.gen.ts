import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContentFragments: build.query<
      ListContentFragmentsApiResponse,
      ListContentFragmentsApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/core-services/wem-secured/content-fragments`,
        params: {
          folder: queryArg.folder,
          tag: queryArg.tag,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    getContentFragment: build.query<
      GetContentFragmentApiResponse,
      GetContentFragmentApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/core-services/wem-secured/content-fragments/details`,
        params: {
          path: queryArg.path,
        },
      }),
    }),
    listContentTags: build.query<
      ListContentTagsApiResponse,
      ListContentTagsApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/core-services/wem-secured/tags`,
        params: {
          parentAssetFolder: queryArg.parentAssetFolder,
        },
      }),
    }),
    getManagedContent: build.query<
      GetManagedContentApiResponse,
      GetManagedContentApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/core-services/content-management/${queryArg.folder}/${queryArg.key}`,
      }),
    }),
    getPublicArticle: build.query<
      GetPublicArticleApiResponse,
      GetPublicArticleApiArg
    >({
      query: (queryArg) => ({
        url: `/platform/v1/content-management/articles/${queryArg.path}`,
      }),
    }),
    downloadContentFile: build.query<
      DownloadContentFileApiResponse,
      DownloadContentFileApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/content/files/${queryArg.id}`,
      }),
    }),
    getUnseenReleaseNotes: build.query<
      GetUnseenReleaseNotesApiResponse,
      GetUnseenReleaseNotesApiArg
    >({
      query: () => ({ url: `/core-app-api/release-notes/unseen` }),
    }),
    markReleaseNotesSeen: build.mutation<
      MarkReleaseNotesSeenApiResponse,
      MarkReleaseNotesSeenApiArg
    >({
      query: () => ({
        url: `/core-app-api/release-notes/seen`,
        method: "POST",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as contentEndpoints };
export type ListContentFragmentsApiResponse =
  /** status 200 Default Response */ {
    content: {
      path: string;
      key: string;
      title: string;
      summary: string;
      tags: string[];
      productCode: string | null;
      publishedAt: string;
      updatedAt: string;
      resourceType: string | null;
      /** A resource that is a link: where it goes. */
      url: string | null;
      file: {
        id: string;
        name: string;
        size: number;
        contentType: string;
      } | null;
      /** A release note published since the caller last looked at the release notes. */
      unseen: boolean;
    }[];
    page: number;
    pageSize: number;
    totalElements: number;
    totalPages: number;
  };
export type ListContentFragmentsApiArg = {
  folder: "release-notes" | "resources" | "fragments";
  tag?: string;
  /** Zero-based page number. */
  page?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
};
export type GetContentFragmentApiResponse = /** status 200 Default Response */ {
  content: {
    path: string;
    key: string;
    title: string;
    summary: string;
    tags: string[];
    productCode: string | null;
    publishedAt: string;
    updatedAt: string;
    resourceType: string | null;
    /** A resource that is a link: where it goes. */
    url: string | null;
    file: {
      id: string;
      name: string;
      size: number;
      contentType: string;
    } | null;
    /** A release note published since the caller last looked at the release notes. */
    unseen: boolean;
    locale: string;
    html: string;
  };
};
export type GetContentFragmentApiArg = {
  path: string;
};
export type ListContentTagsApiResponse = /** status 200 Default Response */ {
  content: {
    tag: string;
    count: number;
  }[];
};
export type ListContentTagsApiArg = {
  parentAssetFolder: "release-notes" | "resources" | "fragments";
};
export type GetManagedContentApiResponse = /** status 200 Default Response */ {
  content: {
    path: string;
    key: string;
    title: string;
    summary: string;
    tags: string[];
    productCode: string | null;
    publishedAt: string;
    updatedAt: string;
    resourceType: string | null;
    /** A resource that is a link: where it goes. */
    url: string | null;
    file: {
      id: string;
      name: string;
      size: number;
      contentType: string;
    } | null;
    /** A release note published since the caller last looked at the release notes. */
    unseen: boolean;
    locale: string;
    html: string;
  };
};
export type GetManagedContentApiArg = {
  folder: "release-notes" | "resources" | "fragments";
  key: string;
};
export type GetPublicArticleApiResponse = /** status 200 Default Response */ {
  content: {
    key: string;
    locale: string;
    title: string;
    summary: string;
    html: string;
    updatedAt: string;
  };
};
export type GetPublicArticleApiArg = {
  path: string;
};
export type DownloadContentFileApiResponse =
  /** status 200 The file, with the type it was uploaded as. */ Blob;
export type DownloadContentFileApiArg = {
  id: string;
};
export type GetUnseenReleaseNotesApiResponse =
  /** status 200 Default Response */ {
    /** Release notes published since the caller last looked. */
    count: number;
    lastSeenAt: string | null;
  };
export type GetUnseenReleaseNotesApiArg = void;
export type MarkReleaseNotesSeenApiResponse =
  /** status 200 Default Response */ {
    /** Release notes published since the caller last looked. */
    count: number;
    lastSeenAt: string | null;
  };
export type MarkReleaseNotesSeenApiArg = void;
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useListContentFragmentsQuery,
  useGetContentFragmentQuery,
  useListContentTagsQuery,
  useGetManagedContentQuery,
  useGetPublicArticleQuery,
  useDownloadContentFileQuery,
  useGetUnseenReleaseNotesQuery,
  useMarkReleaseNotesSeenMutation,
} = injectedRtkApi;
