// The product tags the building blocks name, short (glossary-seed-words.ts).
import type { ProductTag } from '../../../tenants/glossary-products.ts';

export const RB: ProductTag = 'chnl_perf_report_builder';
export const CI: ProductTag = 'chnl_perf_insights';
export const SB: ProductTag = 'shopper_behavior';
export const CP: ProductTag = 'customer_perception';
export const DL: ProductTag = 'digital_landscapes';
export const MI: ProductTag = 'mod_intel';
