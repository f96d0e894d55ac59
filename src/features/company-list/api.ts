// This area's API calls: the generated endpoints it uses, from src/api/endpoints (where each generated
// file's cache tags are declared once). The area's components import them from here.
export {
  useResetActingContextMutation,
  useSetActingContextMutation,
  useSwitchContextMutation,
} from '../../api/endpoints/acting-context.ts';
export { type ListCompaniesApiResponse, useListCompaniesQuery } from '../../api/endpoints/companies.ts';
export { useGetUserContextQuery } from '../../api/endpoints/identity.ts';
