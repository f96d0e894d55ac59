// Product tile values that the tenant files do not carry, in one place. The tenant file decides
// where a product is offered (products[].environments) and PRODUCT_FAMILIES its family; these are
// the rest of the tile (spec §2, §3 "Product tile", §4). Super admins override any of them at run
// time (product_overrides, see product-catalogue.ts).
import type { ProductCode, TenantId } from '../../tenants/schema.ts';
import type { RestrictedLaunch } from '../db/schema.ts';

export interface ProductTileDefaults {
  comingSoon: boolean;
  restrictedLaunch: RestrictedLaunch | null;
  hideWhenNoAccess: boolean;
  redirectUrl: string;
  isNewTab: boolean;
  learnMore: boolean;
}

/** Spec §2: the four learn-more pages (shopper behavior, channel performance, customer perception, digital landscapes). */
const LEARN_MORE: readonly ProductCode[] = ['SHOPPER_BEHAVIOR', 'CHANNEL_PERFORMANCE', 'CUSTOMER_PERCEPTION', 'DIGITAL_LANDSCAPES'];

/** Spec §2: "In the Mexico tenant the report-builder tile says 'coming soon'". */
const COMING_SOON: Partial<Record<TenantId, readonly ProductCode[]>> = { mx: ['REPORT_BUILDER'] };

/** Spec §4: Modular Intelligence and Customer Pulse are hidden on the US domain when the user has no access. */
const HIDE_WHEN_NO_ACCESS: Partial<Record<TenantId, readonly ProductCode[]>> = { us: ['MODULAR_INTELLIGENCE', 'CUSTOMER_PULSE'] };

/** Each product app lives on its own host: SHOPPER_BEHAVIOR → https://shopper-behavior.apps.supplier-insights.example/ */
export function defaultRedirectUrl(code: ProductCode): string {
  return `https://${code.toLowerCase().replaceAll('_', '-')}.apps.supplier-insights.example/`;
}

export function productDefaults(tenantId: TenantId, code: ProductCode): ProductTileDefaults {
  return {
    comingSoon: COMING_SOON[tenantId]?.includes(code) ?? false,
    restrictedLaunch: null,
    hideWhenNoAccess: HIDE_WHEN_NO_ACCESS[tenantId]?.includes(code) ?? false,
    redirectUrl: defaultRedirectUrl(code),
    isNewTab: true,
    learnMore: LEARN_MORE.includes(code),
  };
}
