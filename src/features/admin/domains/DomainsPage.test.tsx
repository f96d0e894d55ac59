// Authorized Domains with the server's answers played by a stubbed fetch (the server's list:
// tests/api/email-domains.test.ts): the list's view lives in the address, so a reload or a shared
// link at an address with a page, a sort and a search shows that view, and what the admin changes
// is written back to it.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage, searchParams } from '../../../app/test-page.tsx';
import type { SessionState } from '../../../lib/session.ts';
import { type SentRequest, stubFetch } from '../../../lib/test-fetch.ts';
import { signedInAs } from '../../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: DomainsPage } = await import('./DomainsPage.tsx');

const LIST = '/core-app-api/companies/c1/email-domains';
const domain = (n: number, domainName: string) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  companyId: 'c1',
  domainName,
  allowSubDomains: false,
  is3pDomain: false,
  uiCreatedOnDate: '2026-11-0' + n + 'T10:00:00.000Z',
  usersCount: 0,
});

let sent: SentRequest[];
beforeEach(() => {
  sent = stubFetch(({ path, query }) =>
    path === LIST
      ? {
          status: 200,
          body: {
            content: [domain(1, 'acme.example'), domain(2, 'acme-foods.example')],
            page: Number(query.page),
            pageSize: 10,
            totalElements: 12,
            totalPages: 2,
          },
        }
      : undefined,
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(path: string, actions: string[] = ['LIST']) {
  session.current = signedInAs({ group: 'Admin', permissions: actions.map((action) => ({ action, resource: 'EMAIL_DOMAIN' })) });
  return renderPage(path, <DomainsPage />, { route: '/admin/domainsList' });
}

const listQueries = () => sent.filter((request) => request.path === LIST).map((request) => request.query);

describe('Authorized Domains, the view in the address', () => {
  test('an address with a page, a sort and a search shows that view: the list asks for it and the page shows it', async () => {
    await open('/admin/domainsList?page=2&sort=uiCreatedOnDate&dir=desc&q=acme');
    await screen.findByText('acme-foods.example');
    expect(listQueries()).toEqual([{ search: 'acme', sortBy: 'uiCreatedOnDate', sortOrder: 'DESC', page: '1', pageSize: '10' }]);
    expect((screen.getByRole('searchbox', { name: 'Search domains' }) as HTMLInputElement).value).toBe('acme');
    const table = screen.getByRole('table', { name: 'Authorized domains' });
    expect(
      within(table)
        .getByRole('columnheader', { name: /Creation date/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(screen.getByText('11–12 of 12')).toBeTruthy();
  });

  test('a clean address is the default view; a new sort is written to it and starts again from page 1', async () => {
    const { user } = await open('/admin/domainsList?page=2');
    await screen.findByText('acme-foods.example');
    expect(listQueries()).toEqual([{ sortBy: 'domainName', sortOrder: 'ASC', page: '1', pageSize: '10' }]);
    await user.click(screen.getByRole('button', { name: /Domain type/ }));
    await waitFor(() => expect(listQueries().at(-1)).toMatchObject({ sortBy: 'is3pDomain', page: '0' }));
    expect(searchParams().get('sort')).toBe('is3pDomain');
    expect(searchParams().get('page')).toBeNull();
  });
});

describe('Authorized Domains, empty', () => {
  test('an empty list says what domains are for and offers to add one there', async () => {
    sent = stubFetch(({ path }) =>
      path === LIST ? { status: 200, body: { content: [], page: 0, pageSize: 10, totalElements: 0, totalPages: 0 } } : undefined,
    );
    const { user } = await open('/admin/domainsList', ['LIST', 'MANAGE']);
    const table = await screen.findByRole('table', { name: 'Authorized domains' });
    expect(await within(table).findByText(/new users are invited at addresses under them/)).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByRole('dialog', { name: 'Add domain' })).toBeTruthy();
  });
});
