import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContentItems: build.query<
      ListContentItemsApiResponse,
      ListContentItemsApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/content/items`,
        params: {
          kind: queryArg.kind,
          locale: queryArg.locale,
          status: queryArg.status,
          search: queryArg.search,
          page: queryArg.page,
          pageSize: queryArg.pageSize,
        },
      }),
    }),
    createContentItem: build.mutation<
      CreateContentItemApiResponse,
      CreateContentItemApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/content/items`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getContentStructure: build.query<
      GetContentStructureApiResponse,
      GetContentStructureApiArg
    >({
      query: () => ({ url: `/core-app-api/content/structure` }),
    }),
    getContentItem: build.query<
      GetContentItemApiResponse,
      GetContentItemApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/content/items/${queryArg.id}`,
      }),
    }),
    saveContentItem: build.mutation<
      SaveContentItemApiResponse,
      SaveContentItemApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/content/items/${queryArg.id}`,
        method: "PUT",
        body: queryArg.body,
      }),
    }),
    publishContentItem: build.mutation<
      PublishContentItemApiResponse,
      PublishContentItemApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/content/items/${queryArg.id}/publish`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    unpublishContentItem: build.mutation<
      UnpublishContentItemApiResponse,
      UnpublishContentItemApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/content/items/${queryArg.id}/unpublish`,
        method: "POST",
      }),
    }),
    restoreContentVersion: build.mutation<
      RestoreContentVersionApiResponse,
      RestoreContentVersionApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/content/items/${queryArg.id}/versions/${queryArg.version}/restore`,
        method: "POST",
      }),
    }),
    previewContent: build.mutation<
      PreviewContentApiResponse,
      PreviewContentApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/content/preview`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    uploadContentFile: build.mutation<
      UploadContentFileApiResponse,
      UploadContentFileApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/content/items/${queryArg.id}/files`,
        method: "POST",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as contentAuthoringEndpoints };
export type ListContentItemsApiResponse = /** status 200 Default Response */ {
  content: {
    id: string;
    kind: "ARTICLE" | "RELEASE_NOTE" | "RESOURCE" | "FRAGMENT" | "PAGE";
    key: string;
    locale: string;
    /** The latest version’s title. */
    title: string;
    status: "DRAFT" | "PUBLISHED" | "CHANGED";
    audience: "ALL" | "CHARTER" | "BASIC" | "INTERNAL";
    workspace: string | null;
    category: string | null;
    draftVersion: number;
    publishedVersion: number | null;
    savedAt: string;
    savedBy: string;
  }[];
  page: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
};
export type ListContentItemsApiArg = {
  kind?: "ARTICLE" | "RELEASE_NOTE" | "RESOURCE" | "FRAGMENT" | "PAGE";
  locale?: "en-US" | "es-MX" | "fr-CA" | "en-CA";
  status?: "DRAFT" | "PUBLISHED" | "CHANGED";
  /** Part of the title or key. */
  search?: string;
  /** Zero-based page number. */
  page?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
};
export type CreateContentItemApiResponse = /** status 201 Default Response */ {
  id: string;
};
export type CreateContentItemApiArg = {
  body: {
    kind: "ARTICLE" | "RELEASE_NOTE" | "RESOURCE" | "FRAGMENT" | "PAGE";
    /** Lower-case words joined by hyphens: the item’s path. */
    key: string;
    locale: "en-US" | "es-MX" | "fr-CA" | "en-CA";
    title: string;
    summary: string;
    /** Markdown. */
    body: string;
    tags: string[];
    audience: "ALL" | "CHARTER" | "BASIC" | "INTERNAL";
    /** Lower-case words joined by hyphens: the item’s path. */
    workspace?: string | null;
    /** Lower-case words joined by hyphens: the item’s path. */
    category?: string | null;
    productCode?: string | null;
    /** An article among its workspace’s top articles. */
    top?: boolean;
    resourceType?:
      ("guide" | "template" | "video" | "training" | "policy") | (null | null);
    resourceUrl?: string | null;
  };
};
export type GetContentStructureApiResponse =
  /** status 200 Default Response */ {
    locales: string[];
    workspaces: {
      key: string;
      title: string;
      categories: {
        key: string;
        title: string;
        parent: string | null;
      }[];
    }[];
    products: string[];
    tags: string[];
  };
export type GetContentStructureApiArg = void;
export type GetContentItemApiResponse = /** status 200 Default Response */ {
  id: string;
  kind: "ARTICLE" | "RELEASE_NOTE" | "RESOURCE" | "FRAGMENT" | "PAGE";
  key: string;
  locale: string;
  status: "DRAFT" | "PUBLISHED" | "CHANGED";
  draftVersion: number;
  publishedVersion: number | null;
  title: string;
  summary: string;
  body: string;
  tags: string[];
  audience: "ALL" | "CHARTER" | "BASIC" | "INTERNAL";
  workspace: string | null;
  category: string | null;
  productCode: string | null;
  top: boolean;
  resourceType: string | null;
  resourceUrl: string | null;
  /** Where readers find it in the portal once published. */
  readerPath: string | null;
  versions: {
    version: number;
    title: string;
    savedBy: string;
    savedAt: string;
    published: boolean;
  }[];
  files: {
    id: string;
    name: string;
    contentType: string;
    size: number;
    url: string;
  }[];
  history: {
    event: string;
    description: string;
    at: string;
  }[];
};
export type GetContentItemApiArg = {
  id: string;
};
export type SaveContentItemApiResponse = /** status 200 Default Response */ {
  version: number;
};
export type SaveContentItemApiArg = {
  id: string;
  body: {
    /** The version the editor opened: a save over a newer one is refused (409). */
    baseVersion: number;
    title: string;
    summary: string;
    /** Markdown. */
    body: string;
    tags: string[];
    audience: "ALL" | "CHARTER" | "BASIC" | "INTERNAL";
    /** Lower-case words joined by hyphens: the item’s path. */
    workspace?: string | null;
    /** Lower-case words joined by hyphens: the item’s path. */
    category?: string | null;
    productCode?: string | null;
    /** An article among its workspace’s top articles. */
    top?: boolean;
    resourceType?:
      ("guide" | "template" | "video" | "training" | "policy") | (null | null);
    resourceUrl?: string | null;
  };
};
export type PublishContentItemApiResponse = /** status 200 Default Response */ {
  version: number;
};
export type PublishContentItemApiArg = {
  id: string;
  body: {
    /** The version to publish: the latest, as the editor shows it. */
    version: number;
  };
};
export type UnpublishContentItemApiResponse =
  /** status 200 Default Response */ {
    message: string;
  };
export type UnpublishContentItemApiArg = {
  id: string;
};
export type RestoreContentVersionApiResponse =
  /** status 200 Default Response */ {
    version: number;
  };
export type RestoreContentVersionApiArg = {
  id: string;
  version: number;
};
export type PreviewContentApiResponse = /** status 200 Default Response */ {
  html: string;
};
export type PreviewContentApiArg = {
  body: {
    body: string;
  };
};
export type UploadContentFileApiResponse = /** status 201 Default Response */ {
  id: string;
  name: string;
  contentType: string;
  size: number;
  url: string;
  /** What to paste into the body: an image, or a link to the file. */
  markdown: string;
};
export type UploadContentFileApiArg = {
  id: string;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useListContentItemsQuery,
  useCreateContentItemMutation,
  useGetContentStructureQuery,
  useGetContentItemQuery,
  useSaveContentItemMutation,
  usePublishContentItemMutation,
  useUnpublishContentItemMutation,
  useRestoreContentVersionMutation,
  usePreviewContentMutation,
  useUploadContentFileMutation,
} = injectedRtkApi;
