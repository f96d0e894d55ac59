import { productsEndpoints } from '../../api/gen/products.gen.ts';

// The tiles follow the user's session (acting company, sign-in) and the catalogue.
export const appsApi = productsEndpoints.enhanceEndpoints({
  addTagTypes: ['Session'],
  endpoints: { getPlatformV1Products: { providesTags: ['Session'] } },
});

export const { useGetPlatformV1ProductsQuery } = appsApi;
