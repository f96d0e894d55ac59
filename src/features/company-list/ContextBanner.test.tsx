// "Return to company list" in the banner of a super admin acting for a company: it ends the acting
// context and lands on /companyList (also from /noAccess), or stays put when the server refuses.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { address, renderPage } from '../../app/test-page.tsx';
import { signedInAs } from '../../lib/test-session.ts';
import ContextBanner from './ContextBanner.tsx';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let calls: string[];

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}

const acting = signedInAs({
  group: 'Super Admin',
  companyType: 'BASIC_VENDOR',
  acting: { company: { id: 'c1', name: 'Prairie Candle Co.', type: 'BASIC_VENDOR' }, persona: null },
});
const actingUser = acting.status === 'signed-in' ? acting.user : null!;
const notActing = { ...actingUser, tenant: null, acting: { company: null, persona: null } };

beforeEach(() => {
  calls = [];
  answers = {
    'GET /platform/v1/identity/user-context': { status: 200, body: actingUser },
    'POST /core-app-api/users/reset-context': { status: 200, body: { company: null, persona: null } },
  };
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const key = `${request.method} ${new URL(request.url).pathname}`;
      calls.push(key);
      if (key === 'POST /core-app-api/users/reset-context' && answers[key]!.status === 200)
        answers['GET /platform/v1/identity/user-context'] = { status: 200, body: notActing };
      const answer = answers[key] ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: key } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openOn(path: string) {
  return renderPage(path, <ContextBanner user={actingUser} />);
}

test('from /noAccess: the context is reset and the page is the company list, once the session shows no company', async () => {
  const { user } = await openOn('/noAccess');
  expect(screen.getByRole('region', { name: 'Working context' }).textContent).toContain('You are acting on behalf of Prairie Candle Co.');
  await user.click(screen.getByRole('button', { name: 'Return to company list' }));
  await waitFor(() => expect(address()).toBe('/companyList'));
  const reset = calls.indexOf('POST /core-app-api/users/reset-context');
  expect(reset).toBeGreaterThanOrEqual(0);
  expect(calls.slice(reset + 1)).toContain('GET /platform/v1/identity/user-context');
});

test('when the server refuses the reset, the page stays', async () => {
  answers['POST /core-app-api/users/reset-context'] = { status: 500, body: { statusCode: 500, error: 'Error', message: 'Down' } };
  const { user } = await openOn('/noAccess');
  await user.click(screen.getByRole('button', { name: 'Return to company list' }));
  await vi.waitFor(() => expect(calls).toContain('POST /core-app-api/users/reset-context'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(address()).toBe('/noAccess');
});
