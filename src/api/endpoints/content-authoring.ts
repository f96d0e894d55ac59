// Content authoring (gen/content-authoring.gen.ts): the owners' reads and writes are the content
// store (tag Content), so a publish refreshes what readers see in the same tab. The generated
// uploadContentFile cannot carry its multipart body (the OpenAPI describes it only in words), so
// addContentFile sends the same call with a FormData body (field "file").
import { cacheTags } from '../cacheTags.ts';
import { contentAuthoringEndpoints, type UploadContentFileApiResponse } from '../gen/content-authoring.gen.ts';

const tagged = contentAuthoringEndpoints.enhanceEndpoints({
  endpoints: cacheTags(contentAuthoringEndpoints, ['Content'], {
    provide: ['listContentItems', 'getContentItem', 'getContentStructure'],
    invalidate: ['createContentItem', 'saveContentItem', 'publishContentItem', 'unpublishContentItem', 'restoreContentVersion'],
  }),
});

export const contentAuthoringApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    addContentFile: build.mutation<UploadContentFileApiResponse, { id: string; file: File }>({
      query: ({ id, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: `/core-app-api/content/items/${id}/files`, method: 'POST', body };
      },
      invalidatesTags: ['Content'],
    }),
  }),
});

export const {
  useListContentItemsQuery,
  useGetContentItemQuery,
  useGetContentStructureQuery,
  useCreateContentItemMutation,
  useSaveContentItemMutation,
  usePublishContentItemMutation,
  useUnpublishContentItemMutation,
  useRestoreContentVersionMutation,
  usePreviewContentMutation,
  useAddContentFileMutation,
} = contentAuthoringApi;
export type * from '../gen/content-authoring.gen.ts';
