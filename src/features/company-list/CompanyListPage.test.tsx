// Customer Accounts with the server's answers played by a stubbed fetch (the server's list:
// tests/api/shell-companies.test.ts): the list's view lives in the address, so a reload or a
// shared link at an address with a search, a sort, a page and a size shows that view.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import { choiceOf } from '../../components/kit/test-utils.tsx';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';

const { default: CompanyListPage } = await import('./CompanyListPage.tsx');

const LIST = '/core-app-api/companies';
const company = {
  companyId: '00000000-0000-4000-8000-000000000021',
  companyName: 'Blue Ridge Foods Inc.',
  status: 'ACTIVE',
  adminEmail: 'admin@blueridge.example',
  companyType: 'SUPPLIER',
};

let sent: SentRequest[];
beforeEach(() => {
  sent = stubFetch(({ path, query }) =>
    path === LIST
      ? { status: 200, body: { content: [company], page: Number(query.page), pageSize: 50, totalElements: 101, totalPages: 3 } }
      : undefined,
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Customer Accounts, the view in the address', () => {
  test('an address with a search, a sort, a page and a size shows that view: the list asks for it and the page shows it', async () => {
    await renderPage('/companyList?q=blue&sort=status&dir=desc&page=3&size=50', <CompanyListPage />);
    await screen.findByRole('cell', { name: 'Blue Ridge Foods Inc.' });
    expect(sent.filter((request) => request.path === LIST).map((request) => request.query)).toEqual([
      { page: '2', pageSize: '50', sortBy: 'status', sortOrder: 'DESC', search: 'blue', showProducts: 'false' },
    ]);
    expect((screen.getByRole('searchbox', { name: 'Search companies' }) as HTMLInputElement).value).toBe('blue');
    const table = screen.getByRole('table', { name: 'Companies' });
    expect(
      within(table)
        .getByRole('columnheader', { name: /Status/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(choiceOf('Rows per page')).toBe('50');
    expect(screen.getByText('101–101 of 101')).toBeTruthy();
  });
});
