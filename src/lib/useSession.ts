// The session as every part of the app reads it: route guards, the header and the pages.
import { useGetAuthStatusQuery } from '../api/endpoints/auth.ts';
import { useGetUserContextQuery } from '../api/endpoints/identity.ts';
import type { SessionState, UserContext } from './session.ts';

/** Whether someone is signed in, and who: auth status first, then the user context. */
export function useSession(): SessionState {
  const status = useGetAuthStatusQuery();
  const signedIn = status.data?.authenticated === true;
  const context = useGetUserContextQuery({ permissions: true }, { skip: !signedIn });
  if (status.isLoading || (signedIn && context.isLoading)) return { status: 'loading' };
  if (signedIn && context.data) return { status: 'signed-in', user: context.data };
  return { status: 'signed-out' };
}

/**
 * Reads the user context again until it shows what a change just saved (`shows`: the company now
 * acted for, say), three reads at most: the routing rules read it, so a page must not move on before.
 * One refetch is not enough. A read of the context already under way when the change was saved
 * answers from before it, and RTK Query joins a refetch to that read: a super admin who chose a
 * company was then sent back to the company list (CI, e2e shell.spec.ts, now and then).
 */
export function useUserContextAfterChange(): (shows: (user: UserContext) => boolean) => Promise<void> {
  const { refetch } = useGetUserContextQuery({ permissions: true });
  return async (shows) => {
    for (let read = 0; read < 3; read++) {
      const { data } = await refetch();
      if (data && shows(data)) return;
    }
  };
}
