// The session as every part of the app reads it: route guards, the header and the pages.
import { useGetAuthStatusQuery } from '../api/endpoints/auth.ts';
import { useGetUserContextQuery } from '../api/endpoints/identity.ts';
import type { SessionState } from './session.ts';

/** Whether someone is signed in, and who: auth status first, then the user context. */
export function useSession(): SessionState {
  const status = useGetAuthStatusQuery();
  const signedIn = status.data?.authenticated === true;
  const context = useGetUserContextQuery({ permissions: true }, { skip: !signedIn });
  if (status.isLoading || (signedIn && context.isLoading)) return { status: 'loading' };
  if (signedIn && context.data) return { status: 'signed-in', user: context.data };
  return { status: 'signed-out' };
}
