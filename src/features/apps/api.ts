// This area's API calls: the generated endpoints it uses, from src/api/endpoints (where each generated
// file's cache tags are declared once). The area's components import them from here.
export { type ListProductsApiResponse, productsApi, useListProductsQuery } from '../../api/endpoints/products.ts';
