// The data dictionary's product tags (spec §9 "Product tags") and the product each names, shared by
// the pages and the export (issue 13). Product names are brand names: the same in every language.
export const PRODUCT_TAGS = [
  'chnl_perf_report_builder',
  'shopper_behavior',
  'customer_perception',
  'digital_landscapes',
  'chnl_perf_insights',
  'chnl_perf_bi_link',
  'chnl_perf_cloud_feeds',
  'chnl_perf_data_feeds_api',
  'mod_intel',
] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

export const PRODUCT_TAG_NAMES: Record<ProductTag, string> = {
  chnl_perf_report_builder: 'Channel Performance Report Builder',
  shopper_behavior: 'Shopper Behavior',
  customer_perception: 'Customer Perception',
  digital_landscapes: 'Digital Landscapes',
  chnl_perf_insights: 'Channel Performance Insights',
  chnl_perf_bi_link: 'Channel Performance BI Link',
  chnl_perf_cloud_feeds: 'Channel Performance Cloud Feeds',
  chnl_perf_data_feeds_api: 'Channel Performance Data Feeds API',
  mod_intel: 'Modular Intelligence',
};

/** A tag's product name; an unknown tag shows as itself. */
export const productTagName = (tag: string): string => (PRODUCT_TAG_NAMES as Record<string, string>)[tag] ?? tag;

/** Spec §9: at least 3 characters to search. */
export const MIN_GLOSSARY_SEARCH = 3;
