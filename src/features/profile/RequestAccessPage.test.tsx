// The request-access page (issue 14 §2) with the server's answers played by a stubbed fetch (the
// server's rules: tests/api/company-access.test.ts): the search sent as typed, each company's
// state, the request form's own checks before anything is sent, the request as the spec's payload,
// the requester's list with its statuses and withdraw, and users who do not ask for access; both
// lists' views kept in the address.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage, searchParams } from '../../app/test-page.tsx';
import type { SessionState } from '../../lib/session.ts';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';
import { signedInAs } from '../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: RequestAccessPage } = await import('./RequestAccessPage.tsx');

const USER_ID = '00000000-0000-4000-8000-000000000001';
const LAKESIDE = '00000000-0000-4000-8000-0000000000aa';
const BLUE_RIDGE = '00000000-0000-4000-8000-0000000000bb';
const page = <T,>(content: T[]) => ({ content, page: 0, pageSize: 10, totalElements: content.length, totalPages: 1 });
const product = (code: string) => ({
  code,
  family: 'KYC',
  available: true,
  comingSoon: false,
  restrictedLaunch: null,
  hideWhenNoAccess: false,
  redirectUrl: '',
  isNewTab: false,
  learnMore: false,
});

let sent: SentRequest[];
let requests: unknown[];

beforeEach(() => {
  requests = [
    {
      id: 'r1',
      companyId: BLUE_RIDGE,
      companyName: 'Blue Ridge Foods Inc.',
      products: ['SHOPPER_BEHAVIOR'],
      requestor_note: 'Category review',
      status: 'PENDING',
      // Long ago: past the two business days the tenant promises.
      create_time: '2026-01-05T15:00:00Z',
      decided_at: null,
    },
    {
      id: 'r0',
      companyId: LAKESIDE,
      companyName: 'Lakeside Home Goods LLC',
      products: ['CUSTOMER_PERCEPTION'],
      requestor_note: 'Earlier',
      status: 'APPROVED',
      create_time: '2025-12-01T15:00:00Z',
      decided_at: '2025-12-02T15:00:00Z',
    },
  ];
  sent = stubFetch(({ method, path, query }) => {
    if (path === `/platform/v1/identity/users/${USER_ID}/access`) {
      const companies = [
        {
          companyId: BLUE_RIDGE,
          companyName: 'Blue Ridge Foods Inc.',
          companyType: 'SUPPLIER',
          granted: [],
          pendingRequest: { id: 'r1', products: ['SHOPPER_BEHAVIOR'], create_time: '2026-01-05T15:00:00Z' },
        },
        {
          companyId: LAKESIDE,
          companyName: 'Lakeside Home Goods LLC',
          companyType: 'SUPPLIER',
          granted: ['CUSTOMER_PERCEPTION'],
          pendingRequest: null,
        },
      ];
      return {
        status: 200,
        body: page(companies.filter((c) => !query.search || c.companyName.toLowerCase().includes(query.search.toLowerCase()))),
      };
    }
    if (path === `/platform/v1/identity/users/${USER_ID}/access-requests` && method === 'GET') return { status: 200, body: page(requests) };
    if (path === `/platform/v1/identity/users/${USER_ID}/access-requests` && method === 'POST') return { status: 201, body: {} };
    if (path === `/platform/v1/identity/users/${USER_ID}/access-requests/r1/withdraw`) {
      requests = [{ ...(requests[0] as object), status: 'WITHDRAWN', decided_at: '2026-01-06T15:00:00Z' }, requests[1]];
      return { status: 200, body: { message: 'ok' } };
    }
    if (path === '/platform/v1/products') {
      return { status: 200, body: { products: ['SHOPPER_BEHAVIOR', 'CUSTOMER_PERCEPTION', 'REPORT_BUILDER'].map(product) } };
    }
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

function open(permissions = [{ action: 'REQUEST', resource: 'COMPANY_ACCESS' }], path = '/profile/requestAccess') {
  session.current = signedInAs({ permissions, user_id: USER_ID, tenant: null });
  return renderPage(path, <RequestAccessPage />);
}

const companies = () => within(screen.getByRole('table', { name: 'Companies' }));
const mine = () => within(screen.getByRole('table', { name: 'Your requests' }));

describe('request access', () => {
  test("each company's state; a company with a pending request offers no second one; the search is sent as typed", async () => {
    await open();
    await companies().findByText('Lakeside Home Goods LLC');
    expect(companies().getByText('Requested: Shopper Behavior')).toBeTruthy();
    expect(companies().getByText('Granted: Customer Perception')).toBeTruthy();
    expect(companies().queryByRole('button', { name: 'Request access to Blue Ridge Foods Inc.' })).toBeNull();
    expect(companies().getByRole('button', { name: 'Request access to Lakeside Home Goods LLC' })).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Company name' }), 'lake');
    // The search is debounced: on a busy 2-core machine it goes out well after waitFor's default second.
    await waitFor(() => expect(sent.some((r) => r.path.endsWith('/access') && r.query.search === 'lake')).toBe(true), { timeout: 5_000 });
    await waitFor(() => expect(companies().queryByText('Blue Ridge Foods Inc.')).toBeNull(), { timeout: 5_000 });
  });

  test('the form asks for a product and a note before sending; the request carries the company as tenant_id', async () => {
    await open();
    await userEvent.click(await companies().findByRole('button', { name: 'Request access to Lakeside Home Goods LLC' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Request access to Lakeside Home Goods LLC' }));
    // The product already granted there is not offered again.
    await dialog.findByRole('checkbox', { name: 'Shopper Behavior' });
    expect(dialog.queryByRole('checkbox', { name: 'Customer Perception' })).toBeNull();

    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(dialog.getByText('Choose at least one product.')).toBeTruthy();
    expect(dialog.getByText('Tell the administrators why you need access.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.click(dialog.getByRole('checkbox', { name: 'Report Builder' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Note for the administrators' }), 'I buy for home goods.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await screen.findByText('Your request was sent to the administrators of Lakeside Home Goods LLC.');
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      path: `/platform/v1/identity/users/${USER_ID}/access-requests`,
      body: { tenant_id: LAKESIDE, products: ['REPORT_BUILDER'], requestor_note: 'I buy for home goods.' },
    });
  });

  test('the requester’s list: statuses, an overdue pending request, withdraw after confirming', async () => {
    await open();
    const row = (await mine().findByText('Blue Ridge Foods Inc.')).closest('tr')!;
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(mine().getByText('Approved')).toBeTruthy();
    expect(mine().queryByRole('button', { name: 'Withdraw your request to Lakeside Home Goods LLC' })).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Withdraw your request to Blue Ridge Foods Inc.' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw your request?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Your request to Blue Ridge Foods Inc. was withdrawn.');
    expect(await mine().findByText('Withdrawn')).toBeTruthy();
  });

  test('a user who does not ask for access is told whom to ask, and nothing is fetched', async () => {
    await open([]);
    expect(screen.getByText(/Access to other companies is requested by the retailer's associates/)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  test("an address with both lists' views shows them: the companies' search, page and size, the requests' page and size", async () => {
    const { user } = await open(undefined, '/profile/requestAccess?q=blue&page=2&size=25&requestsPage=3&requestsSize=50');
    await screen.findByRole('table', { name: 'Companies' });
    await waitFor(() => expect(sent.filter((r) => r.path.endsWith('/access-requests')).length).toBeGreaterThan(0));
    expect(sent.filter((r) => r.path === `/platform/v1/identity/users/${USER_ID}/access`).map((r) => r.query)).toEqual([
      { search: 'blue', page: '1', page_size: '25' },
    ]);
    expect(sent.filter((r) => r.path === `/platform/v1/identity/users/${USER_ID}/access-requests`).map((r) => r.query)).toEqual([
      { page: '2', page_size: '50' },
    ]);
    expect((screen.getByRole('searchbox', { name: 'Company name' }) as HTMLInputElement).value).toBe('blue');

    // A new search starts the companies again from their first page; the requests keep theirs.
    await user.type(screen.getByRole('searchbox', { name: 'Company name' }), ' ridge');
    await waitFor(() => expect(searchParams().get('q')).toBe('blue ridge'), { timeout: 3000 });
    expect(Object.fromEntries(searchParams())).toEqual({
      q: 'blue ridge',
      size: '25',
      requestsPage: '3',
      requestsSize: '50',
    });
  });
});
