// The app launch list (spec §2 "Product list", §4 "Product tile access"; issue 28 §5): which of the
// tenant's available products a user is shown, and which their plan leaves out. One rule for the
// apps page (src/features/apps) and the configuration owners' preview, which the server computes
// with a pending change applied (issue 31 §1). Pure data; it imports nothing at run time.
import { inBasicPlan } from './plans.ts';

export interface LaunchListOptions {
  /** Whether the user has (complete or pending) access to the product. */
  hasAccess: (code: string) => boolean;
  /** A basic account's user (not a super admin acting for one): its plan holds the basic products only. */
  basicPlan: boolean;
  /** The insights-activation-rollout flag: the Insights Activation tile shows only while it is on. */
  activationRollout: boolean;
}

/**
 * `visible`: the tiles the user sees, in the catalogue's order. `charterOnly`: the products a
 * basic account is not offered (its plan leaves them out and it has no access to them): the page
 * says a charter plan adds them. Hidden: a product behind the activation flag while it is off, and
 * a tile set to hide from users without access (hideWhenNoAccess) for a user without access.
 */
export function launchList<P extends { code: string; hideWhenNoAccess: boolean }>(
  products: readonly P[],
  { hasAccess, basicPlan, activationRollout }: LaunchListOptions,
): { visible: P[]; charterOnly: P[] } {
  const offered = products.filter((p) => {
    if (p.code === 'INSIGHTS_ACTIVATION' && !activationRollout) return false;
    return !(p.hideWhenNoAccess && !hasAccess(p.code));
  });
  const charterOnly = offered.filter((p) => basicPlan && !inBasicPlan(p.code) && !hasAccess(p.code));
  return { visible: offered.filter((p) => !charterOnly.includes(p)), charterOnly };
}
