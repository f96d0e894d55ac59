// A stubbed fetch for component tests: the server's answers played by the test's handler (the
// server itself is covered by the API tests). Every request is recorded; a request the handler does
// not answer gets a 404.
import { vi } from 'vitest';

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

export interface SentRequest {
  method: string;
  /** The path, without the prefix given to stubFetch. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Stubs fetch (and Request, for relative URLs); returns the list every request is recorded in. */
export function stubFetch(
  answer: (request: SentRequest) => Reply | undefined | Promise<Reply | undefined>,
  /** A path prefix left out of the recorded paths (an area's API prefix). */
  prefix = '',
): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = typeof input === 'string' ? new PageRequest(input, init) : input;
      const url = new URL(request.url);
      const text = await request.text();
      const path = prefix && url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
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
