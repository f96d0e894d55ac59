// This area's API calls: the generated endpoints it uses, from src/api/endpoints. The area's
// components import them from here.
export { useGetPreferencesQuery, useListLegalAcceptancesQuery, useSavePreferencesMutation } from '../../api/endpoints/profile.ts';
export { useGetUserContextQuery } from '../../api/endpoints/identity.ts';
export { useAcceptLegalDocumentMutation } from '../../api/endpoints/profile.ts';
export { useGetDataSharingAddendumQuery, useGetTermsOfUseQuery } from '../../api/endpoints/registration.ts';
export {
  type ListOwnAccessRequestsApiResponse,
  type SearchCompaniesForAccessApiResponse,
  useListOwnAccessRequestsQuery,
  useRequestCompanyAccessMutation,
  useSearchCompaniesForAccessQuery,
  useWithdrawAccessRequestMutation,
} from '../../api/endpoints/company-access.ts';
export { useListProductsQuery } from '../../api/endpoints/products.ts';
