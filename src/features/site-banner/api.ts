// This area's API calls: the generated endpoints it uses, from src/api/endpoints. The area's
// components import them from here.
export {
  type GetSiteBannerApiResponse,
  type ListSiteBannersApiResponse,
  useCreateSiteBannerMutation,
  useDismissSiteBannerMutation,
  useEndSiteBannerMutation,
  useGetSiteBannerQuery,
  useListSiteBannersQuery,
  useUpdateSiteBannerMutation,
} from '../../api/endpoints/site-banner.ts';
