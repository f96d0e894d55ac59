// The authorised e-mail domains (gen/email-domains.gen.ts): any change refreshes the list.
import { emailDomainsEndpoints } from '../gen/email-domains.gen.ts';

export const emailDomainsApi = emailDomainsEndpoints.enhanceEndpoints({
  endpoints: {
    listEmailDomains: { providesTags: ['EmailDomains'] },
    addEmailDomain: { invalidatesTags: ['EmailDomains'] },
    updateEmailDomain: { invalidatesTags: ['EmailDomains'] },
    deleteEmailDomain: { invalidatesTags: ['EmailDomains'] },
  },
});

export const {
  useListEmailDomainsQuery,
  useAddEmailDomainMutation,
  useValidateEmailDomainMutation,
  useUpdateEmailDomainMutation,
  useDeleteEmailDomainMutation,
} = emailDomainsApi;
export type * from '../gen/email-domains.gen.ts';
