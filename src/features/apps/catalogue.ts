// The words on each product tile (spec §1, §2 "Product list"). Product names are brand names and
// stay as they are in every language (spec §1: "Some catalogue texts are untranslated").
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductCode } from '../../../tenants/schema.ts';

export interface ProductText {
  name: string;
  description: MessageDescriptor;
  footer: MessageDescriptor;
  learnMore?: { pageId: string; keyNotes: MessageDescriptor[] };
}

export const PRODUCT_TEXT: Record<ProductCode, ProductText> = {
  SHOPPER_BEHAVIOR: {
    name: 'Shopper Behavior',
    description: msg`See who buys your products, how often and what else is in their basket.`,
    footer: msg`Know your customer`,
    learnMore: {
      pageId: 'learn more shopper behavior',
      keyNotes: [msg`Customer segments and loyalty over time`, msg`Basket affinity and switching`, msg`Refreshed every week`],
    },
  },
  CUSTOMER_PERCEPTION: {
    name: 'Customer Perception',
    description: msg`Understand how customers rate your brand and products, from surveys and reviews.`,
    footer: msg`Know your customer`,
    learnMore: {
      pageId: 'learn more customer perception',
      keyNotes: [msg`Survey results by segment`, msg`Review themes and sentiment`],
    },
  },
  INSIGHTS_ACTIVATION: {
    name: 'Insights Activation',
    description: msg`Turn audience insights into campaigns and measure what they return.`,
    footer: msg`Know your customer`,
  },
  DIGITAL_LANDSCAPES: {
    name: 'Digital Landscapes',
    description: msg`Follow how customers find and choose your products online.`,
    footer: msg`Know your customer`,
    learnMore: {
      pageId: 'learn more digital landscapes',
      keyNotes: [msg`Search and browse paths`, msg`Share of digital shelf`],
    },
  },
  CUSTOMER_PULSE: {
    name: 'Customer Pulse',
    description: msg`Quick reads of customer sentiment on the topics you choose.`,
    footer: msg`Know your customer`,
  },
  REPORT_BUILDER: {
    name: 'Report Builder',
    description: msg`Build your own reports from sales, inventory and store data.`,
    footer: msg`Know your store`,
  },
  CHANNEL_PERFORMANCE: {
    name: 'Insights',
    description: msg`Channel performance: sales, share and trends across stores and online.`,
    footer: msg`Know your store`,
    learnMore: {
      pageId: 'learn more channel performance',
      keyNotes: [msg`Store and online sales side by side`, msg`Trends by week, category and region`],
    },
  },
  MODULAR_INTELLIGENCE: {
    name: 'Modular Intelligence',
    description: msg`Combine data modules into the analysis your team needs.`,
    footer: msg`Know your store`,
  },
};
