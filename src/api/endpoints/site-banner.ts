// The site banner (gen/site-banner.gen.ts; issue 16 §2): the banner every signed-in user reads and
// the super admins' banners are one cache; creating, changing, ending or dismissing a banner
// refreshes both (the header's banner follows at once for whoever made the change).
import { cacheTags } from '../cacheTags.ts';
import { siteBannerEndpoints } from '../gen/site-banner.gen.ts';

export const siteBannerApi = siteBannerEndpoints.enhanceEndpoints({
  endpoints: cacheTags(siteBannerEndpoints, ['SiteBanner'], {
    provide: ['getSiteBanner', 'listSiteBanners'],
    invalidate: ['createSiteBanner', 'updateSiteBanner', 'endSiteBanner', 'dismissSiteBanner'],
  }),
});

export const {
  useGetSiteBannerQuery,
  useDismissSiteBannerMutation,
  useListSiteBannersQuery,
  useCreateSiteBannerMutation,
  useUpdateSiteBannerMutation,
  useEndSiteBannerMutation,
} = siteBannerApi;
export type * from '../gen/site-banner.gen.ts';
