// Cache tags for the sign-in endpoints: signing in or out refreshes everything about the user.
import { portalApi } from '../../api/portal.gen.ts';

export const authApi = portalApi.enhanceEndpoints({
  addTagTypes: ['Session'],
  endpoints: {
    getCoreAppApiAuthStatus: { providesTags: ['Session'] },
    getPlatformV1IdentityUserContext: { providesTags: ['Session'] },
    postPlatformLogin: { invalidatesTags: ['Session'] },
    postPlatformLogout: { invalidatesTags: ['Session'] },
  },
});

export const {
  useGetCoreAppApiAuthStatusQuery,
  useGetPlatformV1IdentityUserContextQuery,
  usePostPlatformLoginMutation,
  usePostPlatformLogoutMutation,
  useLazyGetCoreAppApiPwdResetLinkQuery,
  usePostPlatformPasswordResetMutation,
} = authApi;
