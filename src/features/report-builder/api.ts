// This area's API calls: the generated endpoints it uses, from src/api/endpoints (where each generated
// file's cache tags are declared once). The area's components import them from here. The user's
// access to the product comes from lib/product-access.ts, shared with the app tiles.
export { useListProductsQuery } from '../../api/endpoints/products.ts';
