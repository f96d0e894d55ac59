// User Management with the server's answers played by a stubbed fetch (the server's lists:
// tests/api/users.test.ts): the tab and its list's view live in the address, so a reload or a
// shared link shows the same tab, page, sort and search; another tab starts its own list, and Back
// returns to the previous one.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { address, back, renderPage } from '../../../app/test-page.tsx';
import type { SessionState } from '../../../lib/session.ts';
import { type SentRequest, stubFetch } from '../../../lib/test-fetch.ts';
import { signedInAs } from '../../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: UserListPage } = await import('./UserListPage.tsx');

const USERS = '/core-app-api/companies/c1/users';
const PENDING = '/core-app-api/companies/c1/users/non-provisioned';
const harper = {
  userId: '00000000-0000-4000-8000-000000000011',
  firstName: 'Harper',
  lastName: 'Reyes',
  email: 'harper.reyes@acme.example',
  uiCompanyType: 'Supplier',
  multipleSupplierAccess: false,
  products: ['SHOPPER_BEHAVIOR'],
  uiLastLoginTime: null,
  role: 'User',
  status: 'ACTIVE',
  blockedReason: 'Left the company',
  uiBlockedBy: 'Taylor Brown',
  uiBlockedOn: '2026-11-20T10:00:00.000Z',
};
const paged = (content: unknown[], query: Record<string, string>) => ({
  content,
  page: Number(query.page),
  pageSize: Number(query.pageSize),
  totalElements: 11,
  totalPages: 2,
});

let sent: SentRequest[];
beforeEach(() => {
  sent = stubFetch(({ path, query }) => {
    if (path === USERS) return { status: 200, body: paged([harper], query) };
    if (path === PENDING) return { status: 200, body: paged([], query) };
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

function open(path: string) {
  session.current = signedInAs({ group: 'Admin' });
  return renderPage(path, <UserListPage />, { route: '/admin/userList' });
}

const queriesTo = (path: string) => sent.filter((request) => request.path === path).map((request) => request.query);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search by name or email' }) as HTMLInputElement;

describe('User Management, the view in the address', () => {
  test('the Users tab at an address with a page, a sort and a search shows that view', async () => {
    await open('/admin/userList?page=2&sort=email&dir=desc&q=harper');
    await screen.findByText('Harper Reyes');
    expect(queriesTo(USERS)).toEqual([
      { search: 'harper', sortBy: 'email', sortOrder: 'DESC', page: '1', pageSize: '10', status: 'ACTIVE' },
    ]);
    expect(searchBox().value).toBe('harper');
    const table = screen.getByRole('table', { name: 'Users' });
    expect(within(table).getByRole('columnheader', { name: /Email/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText('11–11 of 11')).toBeTruthy();
  });

  test('the Blocked tab is in the address too, with its own default sort (the latest blocked first) and its view', async () => {
    await open('/admin/userList?tab=blocked&size=25');
    await screen.findByText('Harper Reyes');
    expect(screen.getByRole('tab', { name: 'Blocked' }).getAttribute('aria-selected')).toBe('true');
    expect(queriesTo(USERS)).toEqual([{ sortBy: 'uiBlockedOn', sortOrder: 'DESC', page: '0', pageSize: '25', status: 'BLOCKED' }]);
  });

  test('another tab starts its own list; Back returns to the previous tab and its view', async () => {
    const { user } = await open('/admin/userList?sort=email&q=harper');
    await screen.findByText('Harper Reyes');
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() => expect(queriesTo(PENDING)).toEqual([{ sortBy: 'uiCreatedOnDate', sortOrder: 'DESC', page: '0', pageSize: '10' }]));
    expect(address()).toBe('/admin/userList?tab=pending');
    expect(searchBox().value).toBe('');

    await back();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true'));
    expect(searchBox().value).toBe('harper');
    expect(queriesTo(USERS).at(-1)).toMatchObject({ search: 'harper', sortBy: 'email', sortOrder: 'ASC' });
  });
});

describe('Resend invite (issue 30 §1: no GET changes state)', () => {
  test('is a POST to the task’s RESEND_INVITE, says so, and the pending list is asked again', async () => {
    const robin = {
      taskId: '00000000-0000-4000-8000-000000000021',
      userId: '00000000-0000-4000-8000-000000000022',
      firstName: 'Robin',
      lastName: 'Castillo',
      loginId: 'robin.castillo@acme.example',
      uiAppAccess: [],
      uiState: 'PENDING',
      createdBy: 'Taylor Brown',
      uiCreatedOnDate: '2026-11-20T10:00:00.000Z',
      type: 'CREATE_USER',
      stage: 'INVITATION_SENT',
    };
    const resend = `/core-app-api/companies/c1/users/batch-tasks/${robin.taskId}/RESEND_INVITE`;
    sent = stubFetch(({ method, path, query }) => {
      if (path === PENDING) return { status: 200, body: paged([robin], query) };
      if (method === 'POST' && path === resend) return { status: 200, body: { message: 'Invitation sent again.', taskId: robin.taskId } };
      return undefined;
    });
    session.current = signedInAs({ group: 'Admin', permissions: [{ action: 'MANAGE', resource: 'USER' }] });
    const { user } = await renderPage('/admin/userList?tab=pending', <UserListPage />, { route: '/admin/userList' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Robin Castillo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Resend invite' }));
    expect(await screen.findByText('The invitation was sent again to robin.castillo@acme.example.')).toBeTruthy();
    expect(sent.filter((r) => r.path === resend).map((r) => r.method)).toEqual(['POST']);
    await waitFor(() => expect(queriesTo(PENDING)).toHaveLength(2));
  });
});
