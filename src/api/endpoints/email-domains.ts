// The authorised e-mail domains (gen/email-domains.gen.ts): any change refreshes the list.
import { cacheTags } from '../cacheTags.ts';
import { emailDomainsEndpoints } from '../gen/email-domains.gen.ts';

export const emailDomainsApi = emailDomainsEndpoints.enhanceEndpoints({
  endpoints: cacheTags(emailDomainsEndpoints, ['EmailDomains'], {
    provide: ['listEmailDomains'],
    invalidate: ['addEmailDomain', 'updateEmailDomain', 'deleteEmailDomain'],
  }),
});

export const {
  useListEmailDomainsQuery,
  useAddEmailDomainMutation,
  useValidateEmailDomainMutation,
  useUpdateEmailDomainMutation,
  useDeleteEmailDomainMutation,
} = emailDomainsApi;
export type * from '../gen/email-domains.gen.ts';
