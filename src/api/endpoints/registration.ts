// Invitations and registration (gen/registration.gen.ts). The terms and addendum depend on the user's
// company (tag 'Session'; the privacy policy does not); completing registration changes the user context
// (registration_complete), so it refreshes the session. Accepting an invitation reloads the page.
import { cacheTags } from '../cacheTags.ts';
import { registrationEndpoints } from '../gen/registration.gen.ts';

export const registrationApi = registrationEndpoints.enhanceEndpoints({
  endpoints: cacheTags(registrationEndpoints, ['Session'], {
    provide: ['getTermsOfUse', 'getDataSharingAddendum'],
    invalidate: ['completeRegistration', 'completeBasicRegistration'],
  }),
});

export const {
  useLookUpInvitationMutation,
  useAcceptInvitationMutation,
  useCompleteRegistrationMutation,
  useCompleteBasicRegistrationMutation,
  useGetTermsOfUseQuery,
  useGetDataSharingAddendumQuery,
  useGetPrivacyPolicyQuery,
} = registrationApi;
export type * from '../gen/registration.gen.ts';
