// Host B's content (gen/content.gen.ts): release notes, resources, fragments and public pages are
// the content store's (tag Content); the release notes' unseen marks and count change when the
// user looks at them (tag ReleaseNotesSeen).
import { cacheTags } from '../cacheTags.ts';
import { contentEndpoints } from '../gen/content.gen.ts';

const reads = cacheTags(contentEndpoints, ['Content'], {
  provide: ['listContentTags', 'getContentFragment', 'getManagedContent', 'getPublicArticle'],
});
const seen = cacheTags(contentEndpoints, ['Content', 'ReleaseNotesSeen'], {
  provide: ['listContentFragments', 'getUnseenReleaseNotes'],
});
const marking = cacheTags(contentEndpoints, ['ReleaseNotesSeen'], { invalidate: ['markReleaseNotesSeen'] });

export const contentApi = contentEndpoints.enhanceEndpoints({ endpoints: { ...reads, ...seen, ...marking } });

export const {
  useListContentFragmentsQuery,
  useGetContentFragmentQuery,
  useListContentTagsQuery,
  useGetManagedContentQuery,
  useGetPublicArticleQuery,
  useGetUnseenReleaseNotesQuery,
  useMarkReleaseNotesSeenMutation,
} = contentApi;
export type * from '../gen/content.gen.ts';
