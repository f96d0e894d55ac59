import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listKbWorkspaces: build.query<
      ListKbWorkspacesApiResponse,
      ListKbWorkspacesApiArg
    >({
      query: () => ({ url: `/core-app-api/kb/workspaces` }),
    }),
    listKbTopArticles: build.query<
      ListKbTopArticlesApiResponse,
      ListKbTopArticlesApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/knowledgeBaseTopArticle`,
        params: {
          workspace: queryArg.workspace,
        },
      }),
    }),
    getKbHierarchy: build.query<
      GetKbHierarchyApiResponse,
      GetKbHierarchyApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/kb/workspaces/${queryArg.workspace}/hierarchy`,
        params: {
          title: queryArg.title,
        },
      }),
    }),
    getKbArticle: build.query<GetKbArticleApiResponse, GetKbArticleApiArg>({
      query: (queryArg) => ({
        url: `/core-app-api/kb/workspaces/${queryArg.workspace}/articles/${queryArg.contentId}/content`,
      }),
    }),
    searchKnowledgeBase: build.query<
      SearchKnowledgeBaseApiResponse,
      SearchKnowledgeBaseApiArg
    >({
      query: (queryArg) => ({
        url: `/core-app-api/kb/search`,
        params: {
          q: queryArg.q,
          workspace: queryArg.workspace,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as knowledgeBaseEndpoints };
export type ListKbWorkspacesApiResponse = /** status 200 Default Response */ {
  content: {
    key: string;
    title: string;
    description: string;
    articleCount: number;
  }[];
};
export type ListKbWorkspacesApiArg = void;
export type ListKbTopArticlesApiResponse = /** status 200 Default Response */ {
  content: {
    key: string;
    workspace: string;
    category: string;
    categoryTitle: string;
    title: string;
    summary: string;
    updatedAt: string;
  }[];
};
export type ListKbTopArticlesApiArg = {
  workspace?: string;
};
export type GetKbHierarchyApiResponse = /** status 200 Default Response */ {
  content: {
    workspace: {
      key: string;
      title: string;
      description: string;
      articleCount: number;
    };
    categories: {
      key: string;
      parent: string | null;
      title: string;
      /** Articles in this category and below. */
      articleCount: number;
      articles: {
        key: string;
        title: string;
        summary: string;
        updatedAt: string;
      }[];
    }[];
  };
};
export type GetKbHierarchyApiArg = {
  /** Only articles whose title contains this text. */
  title?: string;
  workspace: string;
};
export type GetKbArticleApiResponse = /** status 200 Default Response */ {
  content: {
    key: string;
    workspace: string;
    workspaceTitle: string;
    locale: string;
    title: string;
    summary: string;
    /** The body, rendered from Markdown and sanitised. */
    html: string;
    productCode: string | null;
    publishedAt: string;
    updatedAt: string;
    /** The category and its parents, outermost first. */
    breadcrumbs: {
      key: string;
      title: string;
    }[];
    related: {
      key: string;
      workspace: string;
      category: string;
      categoryTitle: string;
      title: string;
      summary: string;
      updatedAt: string;
    }[];
  };
};
export type GetKbArticleApiArg = {
  workspace: string;
  contentId: string;
};
export type SearchKnowledgeBaseApiResponse =
  /** status 200 Default Response */ {
    content: {
      key: string;
      workspace: string;
      workspaceTitle: string;
      category: string;
      title: {
        text: string;
        match: boolean;
      }[];
      snippet: {
        text: string;
        match: boolean;
      }[];
      updatedAt: string;
    }[];
    page: number;
    pageSize: number;
    totalElements: number;
    totalPages: number;
  };
export type SearchKnowledgeBaseApiArg = {
  /** Words to find (spec §9: at least 3 characters); "quotes" for a phrase, -word to exclude. */
  q: string;
  workspace?: string;
  /** Zero-based page number. */
  page?: number;
  /** Rows per page: one of the spec §9 page sizes. */
  pageSize?: 10 | 25 | 50 | 75 | 100;
};
export type ErrorResponse = {
  statusCode: number;
  error: string;
  message: string;
};
export const {
  useListKbWorkspacesQuery,
  useListKbTopArticlesQuery,
  useGetKbHierarchyQuery,
  useGetKbArticleQuery,
  useSearchKnowledgeBaseQuery,
} = injectedRtkApi;
