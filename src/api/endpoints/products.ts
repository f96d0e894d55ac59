// The products of the tenant (gen/products.gen.ts): the tiles follow the user's session (acting
// company, sign-in), so the list is tagged 'Session'.
import { cacheTags } from '../cacheTags.ts';
import { productsEndpoints } from '../gen/products.gen.ts';

export const productsApi = productsEndpoints.enhanceEndpoints({
  endpoints: cacheTags(productsEndpoints, ['Session'], { provide: ['listProducts'] }),
});

export const { useListProductsQuery } = productsApi;
export type * from '../gen/products.gen.ts';
