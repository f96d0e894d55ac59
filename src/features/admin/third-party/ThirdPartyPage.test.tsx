// Third Party with the server's answers played by a stubbed fetch (the server's list:
// tests/api/partners.test.ts): the list's view lives in the address, so a reload or a shared link
// at an address with a page, a size, a sort and a search shows that view.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../../app/test-page.tsx';
import { choiceOf } from '../../../components/kit/test-utils.tsx';
import type { SessionState } from '../../../lib/session.ts';
import { type SentRequest, stubFetch } from '../../../lib/test-fetch.ts';
import { signedInAs } from '../../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: ThirdPartyPage } = await import('./ThirdPartyPage.tsx');

const LIST = '/core-app-api/companies/c1/partner-associations/';
const association = {
  associationId: '00000000-0000-4000-8000-000000000001',
  partnerCompany: {
    companyId: '00000000-0000-4000-8000-000000000002',
    companyName: 'Northstar Retail Analytics',
    companyType: 'THIRD_PARTY_AGENCY',
    businessCode: 'NSRA',
    adminEmail: 'admin@northstar.example',
  },
  products: ['SHOPPER_BEHAVIOR'],
  uiCreatedOnDate: '2026-11-01T10:00:00.000Z',
};

let sent: SentRequest[];
beforeEach(() => {
  sent = stubFetch(({ path, query }) =>
    path === LIST
      ? { status: 200, body: { content: [association], page: Number(query.page), pageSize: 25, totalElements: 76, totalPages: 4 } }
      : undefined,
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Third Party, the view in the address', () => {
  test('an address with a page, a size, a sort and a search shows that view: the list asks for it and the page shows it', async () => {
    session.current = signedInAs({ group: 'Admin' });
    await renderPage('/admin/thirdParty?page=4&size=25&sort=businessCode&dir=desc&q=north', <ThirdPartyPage />);
    await screen.findByText('Northstar Retail Analytics');
    expect(sent.filter((request) => request.path === LIST).map((request) => request.query)).toEqual([
      { search: 'north', sortBy: 'businessCode', sortOrder: 'DESC', page: '3', pageSize: '25' },
    ]);
    expect((screen.getByRole('searchbox', { name: 'Search partners' }) as HTMLInputElement).value).toBe('north');
    const table = screen.getByRole('table', { name: 'Third-party partners' });
    expect(
      within(table)
        .getByRole('columnheader', { name: /Partner code/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    expect(choiceOf('Rows per page')).toBe('25');
    expect(screen.getByText('76–76 of 76')).toBeTruthy();
  });
});
