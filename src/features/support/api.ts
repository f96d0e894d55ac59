// This area's API calls: the generated endpoints it uses, from src/api/endpoints (where each generated
// file's cache tags are declared once). The area's components import them from here.
export { type IncidentFiling, useFileIncidentMutation, useListSupportCategoriesQuery } from '../../api/endpoints/support.ts';
export type { ListSupportCategoriesApiResponse } from '../../api/endpoints/support.ts';
