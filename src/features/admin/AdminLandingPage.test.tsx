// The admin landing page (spec §2 "Admin landing", §6): a card for each area the user may open —
// never one that leads to /noAccess — and for non-admins 'You are not an administrator.' with a way back.
import { screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import { type SessionOverrides, signedInAs } from '../../lib/test-session.ts';
import AdminLandingPage from './AdminLandingPage.tsx';

const EVERY_AREA = ['USER', 'EMAIL_DOMAIN', 'COMPANY_PARTNER_ASSOCIATION', 'ACTIVITY_LOG'].map((resource) => ({
  action: 'LIST',
  resource,
}));

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}
afterEach(() => vi.unstubAllGlobals());

async function openAs(overrides: SessionOverrides) {
  const session = signedInAs(overrides);
  const user = session.status === 'signed-in' ? session.user : null;
  const bodies: Record<string, unknown> = {
    '/core-app-api/auth-status': { authenticated: true, idleTimeoutSeconds: 900 },
    '/platform/v1/identity/user-context': user,
  };
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const body = bodies[new URL(request.url).pathname];
      return new Response(JSON.stringify(body ?? {}), { status: body ? 200 : 404, headers: { 'content-type': 'application/json' } });
    }),
  );
  return renderPage('/admin', <AdminLandingPage />);
}

/** The cards' links, once the session has loaded (the page has no other links). */
const cards = async () => (await screen.findAllByRole('link')).map((link) => [link.textContent, link.getAttribute('href')]);

test('a basic vendor admin sees only user management, the one admin area of their plan', async () => {
  await openAs({ companyType: 'BASIC_VENDOR', group: 'Admin', permissions: EVERY_AREA });
  expect(await cards()).toEqual([['User Management', '/admin/userList']]);
});

test('a charter admin, and a super admin acting for a basic company, see every area, titled as their pages', async () => {
  const every = [
    ['User Management', '/admin/userList'],
    ['Authorized Domains', '/admin/domainsList'],
    ['Third Party', '/admin/thirdParty'],
    ['Audit Log', '/admin/activityLog'],
  ];
  const charter = await openAs({ group: 'Admin', permissions: EVERY_AREA });
  expect(await cards()).toEqual(every);
  charter.unmount();
  await openAs({
    group: 'Super Admin',
    companyType: 'BASIC_VENDOR',
    permissions: EVERY_AREA,
    acting: { company: { id: 'c1', name: 'Prairie Candle Co.', type: 'BASIC_VENDOR' }, persona: null },
  });
  expect(await cards()).toEqual(every);
});

test('a user without admin areas is told so, with a way back to their apps', async () => {
  await openAs({ companyType: 'BASIC_VENDOR' });
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('You are not an administrator.')).toBeTruthy();
  expect(within(alert).getByRole('link', { name: 'Back to your apps' }).getAttribute('href')).toBe('/apps');
});
