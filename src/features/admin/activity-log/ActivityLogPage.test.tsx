// The Audit Log with the server's answers played by a stubbed fetch (the server's log:
// tests/api/activity-logs.test.ts): its view — date range, events, applications, search, sort,
// page and size — lives in the address, so a reload or a shared link shows the same entries; a
// range that is not one of at most 30 days reads as the last 30 days.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../../app/test-page.tsx';
import { lastDays } from '../../../components/kit/DateRangePicker.tsx';
import { isoDay, todayIn } from '../../../lib/dates.ts';
import type { SessionState } from '../../../lib/session.ts';
import { type SentRequest, stubFetch } from '../../../lib/test-fetch.ts';
import { signedInAs } from '../../../lib/test-session.ts';

// The calendar's stylesheet lies outside what the test server may read where node_modules is linked.
vi.mock('react-day-picker/style.css?inline', () => ({ default: '' }));
const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: ActivityLogPage } = await import('./ActivityLogPage.tsx');

const LOG = '/core-app-api/companies/c1/activity-logs';
const entry = {
  id: '00000000-0000-4000-8000-000000000031',
  uiCreatedOnDate: '2026-11-10T15:00:00.000Z',
  actor: '00000000-0000-4000-8000-000000000001',
  actorName: 'Taylor Brown',
  entityId: '00000000-0000-4000-8000-000000000011',
  entityName: 'Harper Reyes',
  event: 'USER_BLOCKED',
  eventLabel: 'User blocked',
  eventDescription: 'Harper Reyes was blocked.',
  sourceApp: 'PORTAL',
  sourceAppLabel: 'Portal',
};

let sent: SentRequest[];
beforeEach(() => {
  sent = stubFetch(({ path, query }) => {
    if (path === LOG)
      return { status: 200, body: { content: [entry], page: Number(query.pageNumber), pageSize: 50, totalElements: 51, totalPages: 2 } };
    if (path === `${LOG}/eventlist`) return { status: 200, body: { events: [{ value: 'USER_BLOCKED', label: 'User blocked' }] } };
    if (path === `${LOG}/applicationlist`) return { status: 200, body: { applications: [{ value: 'PORTAL', label: 'Portal' }] } };
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

function open(path: string) {
  session.current = signedInAs({ group: 'Admin' });
  return renderPage(path, <ActivityLogPage />, { route: '/admin/activityLog' });
}

const logRequests = () => sent.filter((request) => request.path === LOG);

describe('Audit Log, the view in the address', () => {
  test('an address with a range, filters, a search, a sort, a page and a size shows that view', async () => {
    await open(
      '/admin/activityLog?from=2026-11-01&to=2026-11-15&events=USER_BLOCKED&applications=PORTAL&q=harper&sort=event&dir=asc&page=2&size=50',
    );
    await screen.findByText('Harper Reyes was blocked.');
    expect(logRequests().map(({ query, body }) => ({ query, body }))).toEqual([
      {
        query: { pageNumber: '1', pageSize: '50', sortBy: 'event', sortOrder: 'ASC' },
        body: {
          fromDate: '2026-11-01',
          toDate: '2026-11-15',
          timeZone: 'America/Chicago',
          events: ['USER_BLOCKED'],
          applications: ['PORTAL'],
          query: 'harper',
        },
      },
    ]);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('harper');
    expect(screen.getByText(/Nov 01 – Nov 15/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Audit Log' });
    expect(within(table).getByRole('columnheader', { name: /Event/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByText('51–51 of 51')).toBeTruthy();
  });

  test('a range longer than 30 days, or half of one, reads as the last 30 days; the clean address is the default view', async () => {
    const last30 = lastDays(30, todayIn('America/Chicago'));
    const byDefault = { fromDate: isoDay(last30.from), toDate: isoDay(last30.to), timeZone: 'America/Chicago' };
    await open('/admin/activityLog?from=2026-01-01&to=2026-11-15&page=abc&sort=password');
    await waitFor(() => expect(logRequests()).toHaveLength(1));
    expect(logRequests()[0]).toMatchObject({
      query: { pageNumber: '0', pageSize: '25', sortBy: 'uiCreatedOnDate', sortOrder: 'DESC' },
      body: byDefault,
    });
  });
});
