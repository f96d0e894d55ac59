// The knowledge base (gen/knowledge-base.gen.ts): every read is of the content store, which the
// content owners' changes refresh (tag Content).
import { cacheTags } from '../cacheTags.ts';
import { knowledgeBaseEndpoints } from '../gen/knowledge-base.gen.ts';

export const knowledgeBaseApi = knowledgeBaseEndpoints.enhanceEndpoints({
  endpoints: cacheTags(knowledgeBaseEndpoints, ['Content'], {
    provide: ['listKbWorkspaces', 'listKbTopArticles', 'getKbHierarchy', 'getKbArticle', 'searchKnowledgeBase'],
  }),
});

export const {
  useListKbWorkspacesQuery,
  useListKbTopArticlesQuery,
  useGetKbHierarchyQuery,
  useGetKbArticleQuery,
  useSearchKnowledgeBaseQuery,
} = knowledgeBaseApi;
export type * from '../gen/knowledge-base.gen.ts';
