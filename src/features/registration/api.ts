// Invitation and registration calls. Completing registration changes the user context
// (registration_complete), so it refreshes the session; accepting an invitation reloads the page.
import { registrationEndpoints } from '../../api/gen/registration.gen.ts';

const registration = registrationEndpoints.enhanceEndpoints({
  addTagTypes: ['Session'],
  endpoints: {
    getPlatformV1LegalTerms: { providesTags: ['Session'] },
    getPlatformV1LegalDataSharingAddendum: { providesTags: ['Session'] },
    putCoreAppApiCompaniesByCompanyIdUsersCompleteRegistration: { invalidatesTags: ['Session'] },
    putCoreAppApiCompaniesByCompanyIdUsersCompleteRegistrationBasic: { invalidatesTags: ['Session'] },
  },
});

export const {
  usePostPlatformInvitationsLookupMutation,
  usePostPlatformInvitationsAcceptMutation,
  usePutCoreAppApiCompaniesByCompanyIdUsersCompleteRegistrationMutation,
  usePutCoreAppApiCompaniesByCompanyIdUsersCompleteRegistrationBasicMutation,
  useGetPlatformV1LegalTermsQuery,
  useGetPlatformV1LegalDataSharingAddendumQuery,
} = registration;
export type { GetPlatformV1LegalTermsApiResponse as LegalText } from '../../api/gen/registration.gen.ts';
