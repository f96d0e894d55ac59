// The session as a company page (a route with a permission rule) reads it: apart from useSession.ts,
// which the first load carries, since only those pages use it.
import type { UserContext } from './session.ts';
import { useSession } from './useSession.ts';

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
