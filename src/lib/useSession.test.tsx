// Acting on behalf of a company moves on once the user context shows the company (the routing
// rules read it at once: with the old context, a super admin is sent back to the company list).
// useUserContextAfterChange, which the dialog and the banner's "Return to company list" wait on,
// must not settle for a read that was already under way when the change was saved: that read
// answers from before it, and RTK Query joins a refetch to it.
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { identityApi } from '../api/endpoints/identity.ts';
import { createStore } from '../app/store.ts';
import { signedInAs } from './test-session.ts';
import { useUserContextAfterChange } from './useSession.ts';

const CHOSEN = { id: '00000000-0000-4000-8000-0000000000c7', name: 'Prairie Candle Co.', type: 'BASIC_VENDOR' as const };
const superAdmin = signedInAs({ group: 'Super Admin', companyType: null });
const before = superAdmin.status === 'signed-in' ? superAdmin.user : null!;
const after = { ...before, tenant: CHOSEN, acting: { company: CHOSEN, persona: null } };

let saved: unknown;
let reads: number;
/** A read of the user context held until the test lets it answer (with what it read then). */
let held: { started: boolean; answer: (body: unknown) => void } | null;

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  saved = before;
  reads = 0;
  held = null;
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      reads++;
      if (held && !held.started) {
        const read = held;
        read.started = true;
        return new Promise<Response>((resolve) => (read.answer = (body) => resolve(json(body))));
      }
      return json(saved);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

test('a read under way when the company was chosen does not count: the context is read again until it shows it', async () => {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useUserContextAfterChange(), { wrapper });
  await waitFor(() => expect(reads).toBe(1));
  // A read starts and is still on its way when the choice is saved.
  held = { started: false, answer: () => {} };
  void store.dispatch(identityApi.endpoints.getUserContext.initiate({ permissions: true }, { forceRefetch: true, subscribe: false }));
  await waitFor(() => expect(held!.started).toBe(true));
  saved = after;

  const settled = result.current((now) => now.acting.company?.id === CHOSEN.id);
  // The held read answers what it read before the choice was saved.
  held!.answer(before);
  await settled;
  const { data } = identityApi.endpoints.getUserContext.select({ permissions: true })(store.getState());
  expect(data?.acting.company?.id).toBe(CHOSEN.id);
  expect(reads).toBe(3);
});

test('reads that still answer from before the change are read past, a while apart, until the context shows it', async () => {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useUserContextAfterChange(), { wrapper });
  await waitFor(() => expect(reads).toBe(1));
  // The next four reads answer from before the change; the fifth shows it.
  let staleLeft = 4;
  vi.mocked(fetch).mockImplementation(async () => {
    reads++;
    return json(staleLeft-- > 0 ? before : after);
  });
  const started = Date.now();
  await result.current((now) => now.acting.company?.id === CHOSEN.id);
  const { data } = identityApi.endpoints.getUserContext.select({ permissions: true })(store.getState());
  expect(data?.acting.company?.id).toBe(CHOSEN.id);
  expect(reads).toBe(1 + 5);
  // Paused between the later reads rather than asking five times at once.
  expect(Date.now() - started).toBeGreaterThanOrEqual(600);
});
