// The data dictionary's component tests: sample entries and answers, and the stubbed fetch
// (lib/test-fetch.ts) with the customer-support prefix left out of the recorded paths.
import { type Reply, type SentRequest, stubFetch as stubAnyFetch } from '../../lib/test-fetch.ts';

export type { Reply, SentRequest };

export const API = '/core-app-api/v1/customer-support';

export const entry = (id: string, name: string, availability: 'ALL' | 'CHARTER', products: string[]) => ({
  id,
  business_name: name,
  business_definition: `What ${name} means.`,
  dss_business_name: `${name} (DSS)`,
  technical_name: name.toLowerCase().replace(/ /g, '_'),
  type: 'DECIMAL',
  field_type: 'MEASURE',
  availability,
  glossary_tags: [
    { tag_name: 'topic', tag_value: 'Sales' },
    { tag_name: 'product', tag_value: products[0] ?? 'shopper_behavior' },
  ],
  available_products: products,
});
export const SALES = entry('11111111-1111-4111-8111-111111111111', 'Sales amount', 'CHARTER', [
  'shopper_behavior',
  'chnl_perf_report_builder',
]);
export const STORES = entry('22222222-2222-4222-8222-222222222222', 'Store count', 'ALL', ['digital_landscapes']);
export const ELSEWHERE = entry('33333333-3333-4333-8333-333333333333', 'Markdown units', 'ALL', ['mod_intel']);

export const page = (results: unknown[], extra: object = {}) => ({ results, total_elements: results.length, total_pages: 1, ...extra });

/** The stubbed fetch, recording paths under the customer-support prefix. */
export const stubFetch = (answer: Parameters<typeof stubAnyFetch>[0]) => stubAnyFetch(answer, API);
