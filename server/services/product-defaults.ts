// Product tile defaults. The tenant file decides where a product is offered
// (products[].environments) and whether its tile says 'coming soon' or hides from users without
// access (products[].comingSoon, .hideWhenNoAccess); PRODUCT_FAMILIES gives its family; these are
// the rest of the tile, the same on every tenant (spec §2, §3 "Product tile", §4). Super admins
// override any of them at run time (product_overrides, see product-catalogue.ts).
import type { ProductCode, TenantConfig } from '../../tenants/schema.ts';
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

/** Each product app lives on its own host: SHOPPER_BEHAVIOR → https://shopper-behavior.apps.supplier-insights.example/ */
export function defaultRedirectUrl(code: ProductCode): string {
  return `https://${code.toLowerCase().replaceAll('_', '-')}.apps.supplier-insights.example/`;
}

export function productDefaults(tenant: TenantConfig, code: ProductCode): ProductTileDefaults {
  const product = tenant.products.find((p) => p.code === code);
  return {
    comingSoon: product?.comingSoon ?? false,
    restrictedLaunch: null,
    hideWhenNoAccess: product?.hideWhenNoAccess ?? false,
    redirectUrl: defaultRedirectUrl(code),
    isNewTab: true,
    learnMore: LEARN_MORE.includes(code),
  };
}
