// The super admins' user-access audits page (issue 14 §3) with the server's answers played by a
// stubbed fetch (the server's rules: tests/api/user-audits.test.ts): opening an audit and its
// refusals, the periods and each company's audit with its status, the status filter sent to the
// server, the evidence of completed audits, and the spectator who only follows; the audit shown,
// its status filter and page kept in the address.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import { choiceOf, chooseOption, optionsOf } from '../../components/kit/test-utils.tsx';
import type { SessionState } from '../../lib/session.ts';
import { type Reply, type SentRequest, stubFetch } from '../../lib/test-fetch.ts';
import { signedInAs } from '../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: UserAuditsPage } = await import('./UserAuditsPage.tsx');

const NEW = '00000000-0000-4000-8000-0000000000f2';
const OLD = '00000000-0000-4000-8000-0000000000f1';
const BASE = '/core-app-api/user-audits';
const period = (id: string, dueDate: string, counts: { pending: number; completed: number; expired: number }) => ({
  id,
  dueDate,
  openedAt: '2026-02-01T15:00:00Z',
  openedBy: 'Sam Super',
  counts,
});
const row = (n: number, companyName: string, status: string, more: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  periodId: NEW,
  companyId: `00000000-0000-4000-8000-00000000020${n}`,
  companyName,
  companyType: 'BASIC_VENDOR',
  dueDate: '2026-04-30',
  status,
  daysLeft: status === 'PENDING' ? 3 : null,
  reminders: [],
  completedBy: null,
  completedAt: null,
  expiredAt: null,
  ...more,
});
const ROWS = [
  row(1, 'Blue Ridge Foods Inc.', 'COMPLETED', { completedBy: 'Ana Admin', completedAt: '2026-04-02T15:00:00Z' }),
  row(2, 'Lakeside Home Goods LLC', 'PENDING', { reminders: [7, 14] }),
  row(3, 'Maple Crafts', 'EXPIRED', { companyType: 'BASIC_THIRD_PARTY_AGENCY', reminders: [14, 7, 1] }),
];
const paged = <T,>(content: T[]) => ({ content, page: 0, pageSize: 10, totalElements: content.length, totalPages: 1 });

let periods: ReturnType<typeof period>[];
let openReply: Reply;
let sent: SentRequest[];
let saved: string[];

beforeEach(() => {
  periods = [
    period(NEW, '2026-04-30', { pending: 1, completed: 1, expired: 1 }),
    period(OLD, '2025-10-31', { pending: 0, completed: 2, expired: 0 }),
  ];
  openReply = { status: 201, body: period('00000000-0000-4000-8000-0000000000f3', '2026-09-30', { pending: 4, completed: 0, expired: 0 }) };
  sent = stubFetch(({ method, path, query }) => {
    if (path === BASE && method === 'GET') return { status: 200, body: { periods } };
    if (path === BASE && method === 'POST') {
      if (openReply.status === 201) periods = [openReply.body as (typeof periods)[number], ...periods];
      return openReply;
    }
    if (path === `${BASE}/${NEW}/companies`)
      return { status: 200, body: paged(ROWS.filter((r) => !query.status || r.status === query.status)) };
    if (path === `${BASE}/${OLD}/companies`) return { status: 200, body: paged([]) };
    if (path === `${BASE}/${NEW}/companies/${ROWS[0]!.companyId}/evidence`) return { status: 200, body: {} };
    return undefined;
  });
  saved = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:evidence', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(group = 'Super Admin', path = '/userAudits') {
  session.current = signedInAs({ group, companyType: null });
  return renderPage(path, <UserAuditsPage />);
}

const table = () => within(screen.getByRole('table', { name: 'Company audits' }));
const rowOf = async (name: string) =>
  within((await within(await screen.findByRole('table', { name: 'Company audits' })).findByText(name)).closest('tr')!);
/** The chosen period's counts by status, as its summary lists them. */
const counts = () =>
  Object.fromEntries(
    ['Pending', 'Completed', 'Expired'].map((status) => [
      status,
      screen.getByText(status, { selector: 'dt' }).nextElementSibling?.textContent,
    ]),
  );
/** A calendar day `days` from now (UTC), as the date input gives it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('user access audits', () => {
  test('the newest period is chosen; each company audit shows its status; evidence only for completed ones', async () => {
    const { user } = await open();
    await screen.findByRole('combobox', { name: 'Audit' });
    expect(choiceOf('Audit')).toBe('Due Apr 30, 2026');
    expect(await optionsOf(user, 'Audit')).toEqual(['Due Apr 30, 2026', 'Due Oct 31, 2025']);
    expect(screen.getByText('Sam Super')).toBeTruthy();
    expect(counts()).toEqual({ Pending: '1', Completed: '1', Expired: '1' });

    const completed = await rowOf('Blue Ridge Foods Inc.');
    expect(completed.getByText('Completed')).toBeTruthy();
    expect(completed.getByText('Ana Admin')).toBeTruthy();
    expect(completed.getByText('—')).toBeTruthy();
    const pending = await rowOf('Lakeside Home Goods LLC');
    expect(pending.getByText('Pending')).toBeTruthy();
    expect(pending.getByText('14 days, 7 days')).toBeTruthy();
    expect(pending.queryByRole('button')).toBeNull();
    const expired = await rowOf('Maple Crafts');
    expect(expired.getByText('Expired')).toBeTruthy();
    expect(expired.getByText('Basic Third Party Agency')).toBeTruthy();
    expect(expired.getByText('14 days, 7 days, 1 day')).toBeTruthy();
    expect(expired.queryByRole('button')).toBeNull();

    await user.click(completed.getByRole('button', { name: 'Download the evidence of Blue Ridge Foods Inc.' }));
    await waitFor(() => expect(saved).toEqual(['user-audit.xlsx']));
    expect(sent.at(-1)).toMatchObject({ method: 'GET', path: `${BASE}/${NEW}/companies/${ROWS[0]!.companyId}/evidence` });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('the status filter is sent to the server; another period shows its own companies', async () => {
    const { user } = await open();
    await rowOf('Maple Crafts');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Status' }), 'Completed');
    // The table shows its loading rows before the request goes out: wait for the request itself.
    await waitFor(() =>
      expect(sent.at(-1)).toMatchObject({ path: `${BASE}/${NEW}/companies`, query: { status: 'COMPLETED', page: '0', pageSize: '10' } }),
    );
    await rowOf('Blue Ridge Foods Inc.');
    expect(table().queryByText('Maple Crafts')).toBeNull();

    await chooseOption(user, screen.getByRole('combobox', { name: 'Audit' }), 'Due Oct 31, 2025');
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ path: `${BASE}/${OLD}/companies`, query: { page: '0' } }));
    expect(sent.at(-1)!.query.status).toBeUndefined();
    expect(counts()).toEqual({ Pending: '0', Completed: '2', Expired: '0' });
  });

  test('an address with an audit, a status, a page and a size shows that view', async () => {
    await open('Super Admin', `/userAudits?audit=${OLD}&status=EXPIRED&page=2&size=25`);
    await waitFor(() => expect(sent.some((r) => r.path === `${BASE}/${OLD}/companies`)).toBe(true));
    expect(sent.filter((r) => r.path.endsWith('/companies')).map((r) => [r.path, r.query])).toEqual([
      [`${BASE}/${OLD}/companies`, { page: '1', pageSize: '25', status: 'EXPIRED' }],
    ]);
    expect(choiceOf('Audit')).toBe('Due Oct 31, 2025');
    expect(choiceOf('Status')).toBe('Expired');
    expect(counts()).toEqual({ Pending: '0', Completed: '2', Expired: '0' });
  });

  test('an audit the address names that does not exist: the newest', async () => {
    await open('Super Admin', '/userAudits?audit=00000000-0000-4000-8000-0000000000ff&status=LOST');
    await rowOf('Maple Crafts');
    expect(sent.filter((r) => r.path.endsWith('/companies')).map((r) => [r.path, r.query])).toEqual([
      [`${BASE}/${NEW}/companies`, { page: '0', pageSize: '10' }],
    ]);
  });

  test('opening an audit: a due date first, then { dueDate } is sent and the new audit is shown', async () => {
    const { user } = await open();
    const form = within(screen.getByRole('region', { name: 'Open an audit' }));
    await user.click(form.getByRole('button', { name: 'Open the audit' }));
    expect(form.getByRole('alert').textContent).toBe('Choose the due date.');
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

    const dueDate = dayFromNow(30);
    fireEvent.change(form.getByLabelText('Due date'), { target: { value: dueDate } });
    await user.click(form.getByRole('button', { name: 'Open the audit' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The audit is open: the administrators of 4 companies were told by e-mail.',
    );
    expect(sent.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: BASE, query: {}, body: { dueDate } }]);
    await waitFor(() => expect(choiceOf('Audit')).toBe('Due Sep 30, 2026'));
  });

  test.each([
    [409, 'An audit is still pending, or there is no basic company to audit.'],
    [400, 'Choose a due date between tomorrow and a year from now.'],
    [500, 'An error occurred while performing the operation'],
  ])('a refusal (%i) says why', async (status, message) => {
    openReply = { status, body: { message: 'refused' } };
    const { user } = await open();
    const form = within(screen.getByRole('region', { name: 'Open an audit' }));
    fireEvent.change(form.getByLabelText('Due date'), { target: { value: dayFromNow(10) } });
    await user.click(form.getByRole('button', { name: 'Open the audit' }));
    expect((await form.findByRole('alert')).textContent).toBe(message);
  });

  test('a date past a year is refused before anything is sent', async () => {
    const { user } = await open();
    const form = within(screen.getByRole('region', { name: 'Open an audit' }));
    fireEvent.change(form.getByLabelText('Due date'), { target: { value: dayFromNow(400) } });
    await user.click(form.getByRole('button', { name: 'Open the audit' }));
    expect(form.getByRole('alert').textContent).toBe('Choose a due date between tomorrow and a year from now.');
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  test('the spectator follows the audits but cannot open one', async () => {
    await open('Super Admin Spectator');
    await rowOf('Blue Ridge Foods Inc.');
    expect(screen.queryByRole('region', { name: 'Open an audit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open the audit' })).toBeNull();
  });

  test('before the first audit: an empty state', async () => {
    periods = [];
    await open();
    expect(await screen.findByText('No audit has been opened yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
