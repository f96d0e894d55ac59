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

/** How many times, and how far apart, the user context is read after a change until it shows it. */
const AFTER_CHANGE_READS = 20;
const AFTER_CHANGE_PAUSE_MS = 250;

/**
 * Reads the user context again until it shows what a change just saved (`shows`: the company now
 * acted for, say): the routing rules read it, so a page must not move on before. One refetch is
 * not enough: a read already under way when the change was saved answers from before it, RTK
 * Query joins a refetch to that read, and while the change's own refetch (its invalidated tag) is
 * in flight a refetch answers at once from the store. So it reads on, a quarter of a second apart,
 * for about five seconds at most, and then lets the page move on whatever it shows. (The company
 * list that came back after the choice in CI was another thing: its debounced search writing the
 * address while /apps was loading; lib/useListState.ts.)
 */
export function useUserContextAfterChange(): (shows: (user: UserContext) => boolean) => Promise<void> {
  const { refetch } = useGetUserContextQuery({ permissions: true });
  return async (shows) => {
    for (let read = 0; read < AFTER_CHANGE_READS; read++) {
      if (read > 1) await new Promise((resolve) => setTimeout(resolve, AFTER_CHANGE_PAUSE_MS));
      const { data } = await refetch();
      if (data && shows(data)) return;
    }
  };
}
