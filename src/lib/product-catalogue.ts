// The words on each product tile (spec §1, §2 "Product list"). Product names are brand names and
// stay as they are in every language (spec §1: "Some catalogue texts are untranslated"): they come
// from tenants/product-names.ts, like everywhere else in the portal.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRODUCT_NAMES } from '../../tenants/product-names.ts';
import type { ProductCode } from '../../tenants/schema.ts';

export interface ProductText {
  name: string;
  description: MessageDescriptor;
  /** The learn-more dialog, for the products that have one; `pageId` is its analytics page id. */
  learnMore: { pageId: string; keyNotes: MessageDescriptor[] } | undefined;
}

/** A product family's name: the heading of its section and the footer of its tiles (spec §1). */
export const FAMILY_NAMES: Record<'KYC' | 'KYS', MessageDescriptor> = {
  KYC: msg`Know your customer`,
  KYS: msg`Know your store`,
};

const DESCRIPTIONS: Record<ProductCode, MessageDescriptor> = {
  SHOPPER_BEHAVIOR: msg`See who buys your products, how often and what else is in their basket.`,
  CUSTOMER_PERCEPTION: msg`Understand how customers rate your brand and products, from surveys and reviews.`,
  INSIGHTS_ACTIVATION: msg`Turn audience insights into campaigns and measure what they return.`,
  DIGITAL_LANDSCAPES: msg`Follow how customers find and choose your products online.`,
  CUSTOMER_PULSE: msg`Quick reads of customer sentiment on the topics you choose.`,
  REPORT_BUILDER: msg`Build your own reports from sales, inventory and store data.`,
  CHANNEL_PERFORMANCE: msg`Channel performance: sales, share and trends across stores and online.`,
  MODULAR_INTELLIGENCE: msg`Combine data modules into the analysis your team needs.`,
};

/** The key notes of the learn-more dialog; a product without any has no dialog. */
const KEY_NOTES: Partial<Record<ProductCode, MessageDescriptor[]>> = {
  SHOPPER_BEHAVIOR: [msg`Customer segments and loyalty over time`, msg`Basket affinity and switching`, msg`Refreshed every week`],
  CUSTOMER_PERCEPTION: [msg`Survey results by segment`, msg`Review themes and sentiment`],
  DIGITAL_LANDSCAPES: [msg`Search and browse paths`, msg`Share of digital shelf`],
  CHANNEL_PERFORMANCE: [msg`Store and online sales side by side`, msg`Trends by week, category and region`],
};

function productText(code: ProductCode): ProductText {
  const keyNotes = KEY_NOTES[code];
  return {
    name: PRODUCT_NAMES[code],
    description: DESCRIPTIONS[code],
    // The page id names the product code in words: 'learn more shopper behavior' for SHOPPER_BEHAVIOR.
    learnMore: keyNotes && { pageId: `learn more ${code.toLowerCase().replace(/_/g, ' ')}`, keyNotes },
  };
}

export const PRODUCT_TEXT = Object.fromEntries(
  (Object.keys(PRODUCT_NAMES) as ProductCode[]).map((code) => [code, productText(code)]),
) as Record<ProductCode, ProductText>;
