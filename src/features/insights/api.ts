// This area's API calls.
export { useGetPublicArticleQuery } from '../../api/endpoints/content.ts';
