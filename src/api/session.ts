// Cache tags for the session: signing in or out, or changing the acting context, refreshes
// everything about the user. The session's hooks for any part of the app (features, app shell).
import { authEndpoints } from './gen/auth.gen.ts';
import { identityEndpoints } from './gen/identity.gen.ts';

const auth = authEndpoints.enhanceEndpoints({
  addTagTypes: ['Session'],
  endpoints: {
    getCoreAppApiAuthStatus: { providesTags: ['Session'] },
    // Signing out leaves the page right after, so nothing is refetched (a refetch would only 401).
    postPlatformLogin: { invalidatesTags: ['Session'] },
  },
});

const identity = identityEndpoints.enhanceEndpoints({
  addTagTypes: ['Session'],
  endpoints: { getPlatformV1IdentityUserContext: { providesTags: ['Session'] } },
});

export const {
  useGetCoreAppApiAuthStatusQuery,
  usePostPlatformLoginMutation,
  usePostPlatformLogoutMutation,
  useLazyGetCoreAppApiPwdResetLinkQuery,
  usePostPlatformPasswordResetMutation,
} = auth;
export const { useGetPlatformV1IdentityUserContextQuery } = identity;
