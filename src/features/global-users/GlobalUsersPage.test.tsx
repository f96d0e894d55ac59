// Global User Management with the server's answers played by a stubbed fetch (the server's list:
// tests/api/global-users.test.ts): the tab, the search, the filters, the sort, the page and its
// size live in the address, so a reload or a shared link shows the same users; another tab keeps
// the search and the filters it offers.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage, searchParams } from '../../app/test-page.tsx';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';

const { default: GlobalUsersPage } = await import('./GlobalUsersPage.tsx');

const LIST = '/core-app-api/users';
const olivia = {
  userId: '00000000-0000-4000-8000-000000000041',
  name: 'Olivia Merchant',
  email: 'olivia@retailer.example',
  status: 'ACTIVE',
  companyId: null,
  companyName: null,
  companyType: null,
  thirdPartyCompanyName: null,
  appAccess: ['REPORT_BUILDER'],
  role: 'Merchant',
  lastLogin: null,
  sbu: 'Grocery',
  buoAreaNumber: null,
};

let sent: SentRequest[];
beforeEach(() => {
  sent = stubFetch(({ path, method, query }) =>
    path === LIST && method === 'POST'
      ? { status: 200, body: { content: [olivia], page: Number(query.pageNo), pageSize: 50, totalElements: 101, totalPages: 3 } }
      : undefined,
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(path: string) {
  return renderPage(path, <GlobalUsersPage />, { route: '/globalUserManagement' });
}

const lists = () => sent.filter((request) => request.path === LIST && request.method === 'POST');
const searchBox = () => screen.getByRole('searchbox', { name: 'Search name, email or company' }) as HTMLInputElement;

describe('Global User Management, the view in the address', () => {
  test('an address with a tab, a search, filters, a sort, a page and a size shows that view', async () => {
    await open('/globalUserManagement?tab=MERCHANT&q=olivia&sbu=Grocery&sbu=Home&attributes=BLOCKED&sort=sbu&dir=desc&page=3&size=50');
    await screen.findByText('Olivia Merchant');
    expect(lists().map(({ query, body }) => ({ query, body }))).toEqual([
      {
        query: { userType: 'MERCHANT', pageNo: '2', pageSize: '50', sortBy: 'sbu', sortOrder: 'DESC' },
        body: { search: 'olivia', filters: { sbu: ['Grocery', 'Home'], attributes: ['BLOCKED'] } },
      },
    ]);
    expect(screen.getByRole('tab', { name: 'Merchants' }).getAttribute('aria-selected')).toBe('true');
    expect(searchBox().value).toBe('olivia');
    const table = screen.getByRole('table', { name: 'Merchants' });
    expect(within(table).getByRole('columnheader', { name: /SBU/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText('101–101 of 101')).toBeTruthy();
  });

  test('a clean address, or one with only a filter its tab does not offer, shows the filter prompt and asks for nothing', async () => {
    await open('/globalUserManagement?sbu=Grocery&q=ab');
    expect(await screen.findByText('Choose a filter or search with at least 3 characters to see users.')).toBeTruthy();
    expect(lists()).toEqual([]);
  });

  test('another tab keeps the search and the filters it offers, drops the others and a sort it has no column for', async () => {
    const { user } = await open('/globalUserManagement?q=olivia&companyTypes=SUPPLIER&products=REPORT_BUILDER&sort=companyName&page=2');
    await screen.findByText('Olivia Merchant');
    await user.click(screen.getByRole('tab', { name: 'Internal users' }));
    await waitFor(() => expect(lists().at(-1)!.query).toMatchObject({ userType: 'INTERNAL', pageNo: '0', sortBy: 'name' }));
    expect(lists().at(-1)!.body).toEqual({ search: 'olivia', filters: { products: ['REPORT_BUILDER'] } });
    expect(Object.fromEntries(searchParams())).toEqual({ q: 'olivia', products: 'REPORT_BUILDER', tab: 'INTERNAL' });
  });
});
