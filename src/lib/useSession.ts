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
 * The signed-in user and the company they act for, on a page whose route has a permission rule:
 * the route frame shows such a page only to a signed-in user of a company (guards.ts `permitted`).
 */
export function useCompanySession(): { user: UserContext; companyId: string } {
  const session = useSession();
  const companyId = session.status === 'signed-in' ? session.user.tenant?.id : undefined;
  if (session.status !== 'signed-in' || !companyId) {
    throw new Error('A company page was shown without a company: give its route a permission rule.');
  }
  return { user: session.user, companyId };
}
