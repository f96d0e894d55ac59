// Host B's content (gen/content.gen.ts): release notes, resources, fragments and public pages are
// the content store's (tag Content); the release notes' unseen count changes when the user looks at
// them (tag ReleaseNotesSeen). The list keeps its New marks while it is shown (marking them seen
// does not refetch it, which wiped the marks the moment they appeared); the release-notes page asks
// again each time it opens.
import { cacheTags } from '../cacheTags.ts';
import { contentEndpoints } from '../gen/content.gen.ts';

const reads = cacheTags(contentEndpoints, ['Content'], {
  provide: ['listContentTags', 'listContentFragments', 'getContentFragment', 'getManagedContent', 'getPublicArticle'],
});
const seen = cacheTags(contentEndpoints, ['Content', 'ReleaseNotesSeen'], { provide: ['getUnseenReleaseNotes'] });
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
