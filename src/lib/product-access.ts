// The signed-in user's access to each product (spec §3 user context `products`, §4 "Product tile
// access"): their own grants, and for a third-party user also the apps the supplier they work for
// granted their agency. The app tiles and the product pages (Report Builder) read it here.
import { useGetUserContextQuery } from '../api/endpoints/identity.ts';
import { useListPartnerAccessAppsQuery } from '../api/endpoints/partners.ts';
import { isThirdPartySponsored } from './session.ts';

/** Spec §3 "Product access states"; null: no access. */
export type Access = 'ACCESS_COMPLETE' | 'ACCESS_PENDING' | null;

export function useProductAccess() {
  const user = useGetUserContextQuery({ permissions: true });
  const thirdPartyCompanyId = user.data && isThirdPartySponsored(user.data) ? user.data.tenant?.id : undefined;
  const partnerApps = useListPartnerAccessAppsQuery({ companyId: thirdPartyCompanyId ?? '', body: {} }, { skip: !thirdPartyCompanyId });
  const access = new Map<string, Access>([
    ...(user.data?.products.map((p) => [p.product_id, p.access_status as Access] as const) ?? []),
    ...(partnerApps.data?.apps.map((a) => [a.product_id, 'ACCESS_COMPLETE' as Access] as const) ?? []),
  ]);
  return {
    /** The user context query (its data, loading and error states). */
    user,
    /** Product code → access; a product without an entry has none. */
    access,
    /** Still finding out (the user context, or a third-party user's partner apps). */
    loading: user.isLoading || partnerApps.isLoading,
  };
}
