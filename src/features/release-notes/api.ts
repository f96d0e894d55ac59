// This area's API calls (release notes exist on the US tenant only; this code is in no other bundle).
export {
  useGetContentFragmentQuery,
  useGetUnseenReleaseNotesQuery,
  useListContentFragmentsQuery,
  useListContentTagsQuery,
  useMarkReleaseNotesSeenMutation,
} from '../../api/endpoints/content.ts';
