// Access to other companies (gen/company-access.gen.ts): the company search and the user's own
// requests are one cache; asking or withdrawing refreshes both.
import { cacheTags } from '../cacheTags.ts';
import { companyAccessEndpoints } from '../gen/company-access.gen.ts';

export const companyAccessApi = companyAccessEndpoints.enhanceEndpoints({
  endpoints: cacheTags(companyAccessEndpoints, ['CompanyAccess'], {
    provide: ['searchCompaniesForAccess', 'listOwnAccessRequests'],
    invalidate: ['requestCompanyAccess', 'withdrawAccessRequest'],
  }),
});

export const {
  useSearchCompaniesForAccessQuery,
  useListOwnAccessRequestsQuery,
  useRequestCompanyAccessMutation,
  useWithdrawAccessRequestMutation,
} = companyAccessApi;
export type * from '../gen/company-access.gen.ts';
