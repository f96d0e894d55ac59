// The legal owners' console (gen/legal-documents.gen.ts; issue 31 §3): the overview and each version
// are one cache, which a new draft, a saved draft, a publication or a discarded draft refreshes.
import { cacheTags } from '../cacheTags.ts';
import { legalDocumentsEndpoints } from '../gen/legal-documents.gen.ts';

export const legalDocumentsApi = legalDocumentsEndpoints.enhanceEndpoints({
  endpoints: cacheTags(legalDocumentsEndpoints, ['LegalDocuments'], {
    provide: ['listLegalDocuments', 'getLegalVersion'],
    invalidate: ['createLegalDraft', 'saveLegalDraft', 'publishLegalVersion', 'discardLegalDraft'],
  }),
});

export const {
  useListLegalDocumentsQuery,
  useGetLegalVersionQuery,
  useCreateLegalDraftMutation,
  useSaveLegalDraftMutation,
  usePublishLegalVersionMutation,
  useDiscardLegalDraftMutation,
} = legalDocumentsApi;
export type * from '../gen/legal-documents.gen.ts';
