// The user-access audit banner (issue 14 §3) with the server's answers played by a stubbed fetch
// (the server's rules: tests/api/user-audits.test.ts): who sees it and what it says, the three
// statements checked before the completion is sent, the banner gone once the audit is complete,
// the expired wording, and the spectator who only reads it.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import type { SessionState, UserContext } from '../../lib/session.ts';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';
import { type SessionOverrides, signedInAs } from '../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: AuditBanner } = await import('./AuditBanner.tsx');

const COMPANY = '00000000-0000-4000-8000-0000000000c1';
const AUDIT = '00000000-0000-4000-8000-0000000000a1';
const AUDIT_PATH = `/core-app-api/companies/${COMPANY}/user-audit`;
const COMPLETE_PATH = `${AUDIT_PATH}/${AUDIT}/complete`;
const LIST_USER = { action: 'LIST', resource: 'USER' };
const MANAGE_USER = { action: 'MANAGE', resource: 'USER' };
const ADMIN: SessionOverrides = { group: 'Admin', permissions: [LIST_USER, MANAGE_USER] };

type Audit = Record<string, unknown>;
const audit = (overrides: Audit = {}): Audit => ({
  id: AUDIT,
  periodId: '00000000-0000-4000-8000-0000000000f1',
  companyId: COMPANY,
  companyName: 'Lakeside Home Goods LLC',
  companyType: 'BASIC_VENDOR',
  dueDate: '2026-03-15',
  status: 'PENDING',
  daysLeft: 5,
  reminders: [14, 7],
  completedBy: null,
  completedAt: null,
  expiredAt: null,
  ...overrides,
});

let current: Audit | null;
let completeStatus: number;
let sent: SentRequest[];

beforeEach(() => {
  current = audit();
  completeStatus = 200;
  sent = stubFetch(({ method, path }) => {
    if (path === AUDIT_PATH && method === 'GET') return { status: 200, body: { audit: current } };
    if (path === COMPLETE_PATH && method === 'POST') {
      if (completeStatus !== 200) return { status: completeStatus, body: { message: 'boom' } };
      current = audit({ status: 'COMPLETED', daysLeft: null, completedBy: 'A B', completedAt: '2026-03-10T15:00:00Z' });
      return { status: 200, body: current };
    }
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

function open(overrides: SessionOverrides = ADMIN, type: NonNullable<UserContext['tenant']>['type'] = 'BASIC_VENDOR') {
  session.current = signedInAs({ ...overrides, tenant: { id: COMPANY, name: 'Lakeside Home Goods LLC', type } });
  const { user } = session.current as Extract<SessionState, { status: 'signed-in' }>;
  return renderPage('/apps', <AuditBanner user={user} />);
}

const banner = () => screen.findByRole('region', { name: 'User access audit' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the audit banner', () => {
  test('a pending audit: the due date, the days left, the link to the user list and the Complete button', async () => {
    await open();
    const region = within(await banner());
    expect(
      region.getByText(
        "User access audit: confirm by Mar 15, 2026 that your company's user list is correct, or all its users lose access.",
        {
          exact: false,
        },
      ),
    ).toBeTruthy();
    expect(region.getByText('5 days left')).toBeTruthy();
    expect(region.getByRole('link', { name: 'Review the user list' }).getAttribute('href')).toBe('/admin/userList');
    expect(region.getByRole('button', { name: 'Complete the audit' })).toBeTruthy();
    expect(sent.map((r) => [r.method, r.path])).toEqual([['GET', AUDIT_PATH]]);
  });

  test.each([
    [1, '1 day left'],
    [0, 'Due today'],
  ])('%i days left reads “%s”', async (daysLeft, text) => {
    current = audit({ daysLeft });
    await open();
    expect(within(await banner()).getByText(text)).toBeTruthy();
  });

  test('the dialog sends the completion only once the three statements are checked; the banner then thanks and goes', async () => {
    const { user } = await open();
    await user.click(within(await banner()).getByRole('button', { name: 'Complete the audit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete the user access audit' }));
    const confirm = dialog.getByRole('button', { name: 'Complete the audit' });

    await user.click(confirm);
    expect(dialog.getByRole('alert').textContent).toBe('Confirm all three statements to complete the audit.');
    await user.click(dialog.getByRole('checkbox', { name: 'I reviewed the user list' }));
    await user.click(dialog.getByRole('checkbox', { name: 'I made the needed changes' }));
    await user.click(confirm);
    expect(dialog.getByRole('alert')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    // The last box by keyboard: Enter toggles it like Space.
    dialog.getByRole('checkbox', { name: 'I acknowledge that all users are verified' }).focus();
    await user.keyboard('{Enter}');
    expect(dialog.queryByRole('alert')).toBeNull();
    await user.click(confirm);

    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toBe('Thank you: the audit is complete.');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: COMPLETE_PATH,
        query: {},
        body: { reviewedUserList: true, madeNeededChanges: true, acknowledgeAllUsersVerified: true },
      },
    ]);
    // The completion refreshed the audit: once the thanks are dismissed, nothing is left.
    await waitFor(() => expect(sent.filter((r) => r.method === 'GET')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'User access audit' })).toBeNull();
  });

  test('a failed completion says so and keeps the dialog open', async () => {
    completeStatus = 500;
    const { user } = await open();
    await user.click(within(await banner()).getByRole('button', { name: 'Complete the audit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete the user access audit' }));
    for (const checkbox of dialog.getAllByRole('checkbox')) await user.click(checkbox);
    await user.click(dialog.getByRole('button', { name: 'Complete the audit' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('An error occurred while performing the operation');
    expect(screen.getByRole('dialog', { name: 'Complete the user access audit' })).toBeTruthy();
  });

  test('an expired audit: the users lost their access, the audit can still be completed', async () => {
    current = audit({ status: 'EXPIRED', daysLeft: null, expiredAt: '2026-03-16T00:00:00Z' });
    await open(ADMIN, 'BASIC_THIRD_PARTY_AGENCY');
    const region = within(await banner());
    expect(
      region.getByText(
        "The user access audit due Mar 15, 2026 was not completed: your users' access was removed. Complete the audit, then give your users their access again.",
      ),
    ).toBeTruthy();
    expect(region.queryByText(/days left/)).toBeNull();
    expect(region.getByRole('link', { name: 'Review the user list' })).toBeTruthy();
    expect(region.getByRole('button', { name: 'Complete the audit' })).toBeTruthy();
  });

  test('the spectator viewing a basic company reads the banner but cannot complete the audit', async () => {
    await open({ group: 'Super Admin Spectator', permissions: [LIST_USER] });
    const region = within(await banner());
    expect(region.getByText('5 days left')).toBeTruthy();
    expect(region.queryByRole('button', { name: 'Complete the audit' })).toBeNull();
  });

  test('nothing once the audit is completed, nor when the company never had one', async () => {
    current = audit({ status: 'COMPLETED', daysLeft: null, completedBy: 'A B', completedAt: '2026-03-10T15:00:00Z' });
    await open();
    await waitFor(() => expect(sent).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
  });

  test.each([
    ['an admin of a charter company', ADMIN, 'SUPPLIER' as const],
    ['a user of a basic company who may not list its users', { group: 'User', permissions: [] }, 'BASIC_VENDOR' as const],
  ])('nothing, and no request, for %s', async (_who, overrides, type) => {
    await open(overrides, type);
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
    expect(sent).toHaveLength(0);
  });
});
