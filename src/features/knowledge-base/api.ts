// This area's API calls: the generated endpoints it uses, from src/api/endpoints.
export {
  type GetKbArticleApiResponse,
  type GetKbHierarchyApiResponse,
  type SearchKnowledgeBaseApiResponse,
  useGetKbArticleQuery,
  useGetKbHierarchyQuery,
  useListKbTopArticlesQuery,
  useListKbWorkspacesQuery,
  useSearchKnowledgeBaseQuery,
} from '../../api/endpoints/knowledge-base.ts';
export { useGetManagedContentQuery } from '../../api/endpoints/content.ts';
