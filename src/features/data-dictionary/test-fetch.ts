// The server's answers for the data dictionary's component tests, played by a stubbed fetch (the
// server itself is covered by tests/api/data-dictionary.test.ts): sample entries, and a fetch that
// records every request and answers from the test's handler (404 when it has no answer).
import { vi } from 'vitest';

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

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}

export interface Reply {
  status: number;
  body: unknown;
}
export const page = (results: unknown[], extra: object = {}) => ({ results, total_elements: results.length, total_pages: 1, ...extra });

export interface SentRequest {
  method: string;
  /** The path under the customer-support prefix (or the whole path for other calls). */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Stubs fetch (and Request, for relative URLs); returns the list every request is recorded in. */
export function stubFetch(answer: (request: SentRequest) => Reply | undefined | Promise<Reply | undefined>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new PageRequest(input, init) : input;
      const url = new URL(request.url);
      const text = await request.text();
      const path = url.pathname.startsWith(API) ? url.pathname.slice(API.length) : url.pathname;
      const recorded = {
        method: request.method,
        path,
        query: Object.fromEntries(url.searchParams),
        body: text ? JSON.parse(text) : undefined,
      };
      sent.push(recorded);
      const { status, body } = (await answer(recorded)) ?? { status: 404, body: { message: 'not found' } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}
