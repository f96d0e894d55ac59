// This area's API calls: the generated endpoints it uses, from src/api/endpoints.
export {
  type GetContentItemApiResponse,
  type GetContentStructureApiResponse,
  type ListContentItemsApiArg,
  type ListContentItemsApiResponse,
  useAddContentFileMutation,
  useCreateContentItemMutation,
  useGetContentItemQuery,
  useGetContentStructureQuery,
  useListContentItemsQuery,
  usePreviewContentMutation,
  usePublishContentItemMutation,
  useRestoreContentVersionMutation,
  useSaveContentItemMutation,
  useUnpublishContentItemMutation,
} from '../../api/endpoints/content-authoring.ts';
