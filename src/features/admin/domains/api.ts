// Cache tags for the authorised domains: any change refreshes the list.
import { emailDomainsEndpoints } from '../../../api/gen/email-domains.gen.ts';

export const domainsApi = emailDomainsEndpoints.enhanceEndpoints({
  addTagTypes: ['EmailDomains'],
  endpoints: {
    getCoreAppApiCompaniesByCompanyIdEmailDomains: { providesTags: ['EmailDomains'] },
    postCoreAppApiCompaniesByCompanyIdEmailDomains: { invalidatesTags: ['EmailDomains'] },
    putCoreAppApiCompaniesByCompanyIdEmailDomainsAndId: { invalidatesTags: ['EmailDomains'] },
    deleteCoreAppApiCompaniesByCompanyIdEmailDomainsAndDomainName: { invalidatesTags: ['EmailDomains'] },
  },
});

export const {
  useGetCoreAppApiCompaniesByCompanyIdEmailDomainsQuery,
  usePostCoreAppApiCompaniesByCompanyIdEmailDomainsMutation,
  usePostCoreAppApiCompaniesByCompanyIdEmailDomainsValidateMutation,
  usePutCoreAppApiCompaniesByCompanyIdEmailDomainsAndIdMutation,
  useDeleteCoreAppApiCompaniesByCompanyIdEmailDomainsAndDomainNameMutation,
} = domainsApi;
