import { baseApi } from '../../api/baseApi.ts';
import type { PostPlatformV2IdentityTenantsByCompanyIdFetchActivePartnerAccessAppsApiResponse } from '../../api/gen/partners.gen.ts';
import { productsEndpoints } from '../../api/gen/products.gen.ts';

// The tiles follow the user's session (acting company, sign-in) and the catalogue.
export const appsApi = productsEndpoints.enhanceEndpoints({
  addTagTypes: ['Session'],
  endpoints: { getPlatformV1Products: { providesTags: ['Session'] } },
});

export const { useGetPlatformV1ProductsQuery } = appsApi;

// A third-party user's apps granted by the supplier they work for (spec §7 "Third-party apps"): a
// read, though a POST, so a query here (the generated endpoint is a mutation).
const partnerApps = baseApi
  .injectEndpoints({
    endpoints: (build) => ({
      fetchActivePartnerAccessApps: build.query<
        PostPlatformV2IdentityTenantsByCompanyIdFetchActivePartnerAccessAppsApiResponse,
        { companyId: string }
      >({
        query: ({ companyId }) => ({
          url: `/platform/v2/identity/tenants/${companyId}/fetch-active-partner-access-apps`,
          method: 'POST',
          body: {},
        }),
      }),
    }),
    overrideExisting: false,
  })
  .enhanceEndpoints({
    addTagTypes: ['Session', 'Partners'],
    endpoints: { fetchActivePartnerAccessApps: { providesTags: ['Session', 'Partners'] } },
  });

export const { useFetchActivePartnerAccessAppsQuery } = partnerApps;
