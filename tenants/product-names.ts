// Product codes, their families and their names as the portal shows them: brand names, the same in
// every language (spec §1: "Some catalogue texts are untranslated"). One list for the server
// (exports, templates, messages) and the client; it imports nothing at run time, so bundles carry
// only these strings (tenants/schema.ts, which re-exports the codes, carries the schema library).

/** Product codes and their family (spec §1: KYC 'know your customer', KYS 'know your store'). */
export const PRODUCT_FAMILIES = {
  SHOPPER_BEHAVIOR: 'KYC',
  CUSTOMER_PERCEPTION: 'KYC',
  INSIGHTS_ACTIVATION: 'KYC',
  DIGITAL_LANDSCAPES: 'KYC',
  CUSTOMER_PULSE: 'KYC',
  REPORT_BUILDER: 'KYS',
  CHANNEL_PERFORMANCE: 'KYS',
  MODULAR_INTELLIGENCE: 'KYS',
} as const;
export type ProductCode = keyof typeof PRODUCT_FAMILIES;

export const PRODUCT_NAMES: Record<ProductCode, string> = {
  SHOPPER_BEHAVIOR: 'Shopper Behavior',
  CUSTOMER_PERCEPTION: 'Customer Perception',
  INSIGHTS_ACTIVATION: 'Insights Activation',
  DIGITAL_LANDSCAPES: 'Digital Landscapes',
  CUSTOMER_PULSE: 'Customer Pulse',
  REPORT_BUILDER: 'Report Builder',
  // Spec §1: "Insights (channel insights, also called Channel Performance)".
  CHANNEL_PERFORMANCE: 'Insights',
  MODULAR_INTELLIGENCE: 'Modular Intelligence',
};

/** The name of a product code; an unknown code shows as itself. */
export const productName = (code: string): string => PRODUCT_NAMES[code as ProductCode] ?? code;

/** Spec §9: "Product names joined with ' | '". */
export const productText = (codes: readonly string[]): string => codes.map(productName).join(' | ');
