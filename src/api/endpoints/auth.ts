// Sign-in, sign-out and password reset (gen/auth.gen.ts) with their cache tags: the sign-in status
// is part of the session, and signing in refreshes the session. Signing out leaves the page right
// after, so it refreshes nothing (a refetch would only 401).
import { cacheTags } from '../cacheTags.ts';
import { authEndpoints } from '../gen/auth.gen.ts';

export const authApi = authEndpoints.enhanceEndpoints({
  endpoints: cacheTags(authEndpoints, ['Session'], { provide: ['getAuthStatus'], invalidate: ['signIn'] }),
});

export const {
  useGetAuthStatusQuery,
  useSignInMutation,
  useSignOutMutation,
  useStartSignInMutation,
  useSendPasswordResetLinkMutation,
  useResetPasswordMutation,
} = authApi;
export type * from '../gen/auth.gen.ts';
