// The usage report's view lives in the address like every list's (issue 28 §3): the range and each
// table's sort, page size and page, so a reload or a shared link shows the same report and Back the
// previous one. The server's answers are played by a stubbed fetch (the report itself:
// tests/api/analytics.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { back, renderPage, searchParams } from '../../app/test-page.tsx';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';
import UsageReportPage from './UsageReportPage.tsx';

const REPORT = '/core-app-api/analyticsReports';
const day = (d: number, views: number) => ({ day: `2026-11-${String(d).padStart(2, '0')}`, views, events: 1, users: 1 });

let sent: SentRequest[];
beforeEach(() => {
  sent = stubFetch(({ path, query }) =>
    path === REPORT
      ? {
          status: 200,
          body: {
            from: query.from,
            to: query.to,
            timeZone: 'America/Chicago',
            totals: { views: 60, events: 12, users: 3 },
            pages: [{ pageId: 'apps', label: 'Apps', views: 60, events: 12 }],
            events: [{ event: 'pageView', label: 'Page view', count: 60 }],
            days: [day(1, 5), day(2, 30), day(3, 25)],
          },
        }
      : undefined,
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(path: string) {
  return renderPage(path, <UsageReportPage />, { route: '/usageReport' });
}

const dayTable = () => screen.getByRole('table', { name: 'Page views, events and active users per day' });
const viewsByRow = () =>
  within(dayTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

test('an address with a range and a sort shows that report: the range is asked for and the table sorted so', async () => {
  await open('/usageReport?from=2026-11-01&to=2026-11-03&daysSort=views&daysDir=asc');
  await waitFor(() => expect(viewsByRow()).toEqual(['5', '25', '30']));
  expect(sent.filter((r) => r.path === REPORT).map((r) => r.query)).toEqual([{ from: '2026-11-01', to: '2026-11-03' }]);
  expect(
    within(dayTable())
      .getByRole('columnheader', { name: /Page views/ })
      .getAttribute('aria-sort'),
  ).toBe('ascending');
});

test("a new sort is written to the address under the table's own names; Back returns to the previous view", async () => {
  const { user } = await open('/usageReport?from=2026-11-01&to=2026-11-03');
  // The default: the latest day first.
  await waitFor(() => expect(viewsByRow()).toEqual(['25', '30', '5']));
  await user.click(within(dayTable()).getByRole('button', { name: /Page views/ }));
  await waitFor(() => expect(searchParams().get('daysSort')).toBe('views'));
  expect(searchParams().get('from')).toBe('2026-11-01');
  expect(viewsByRow()).toEqual(['5', '25', '30']);
  await back();
  await waitFor(() => expect(viewsByRow()).toEqual(['25', '30', '5']));
  expect(searchParams().get('daysSort')).toBeNull();
});

test('a range the report cannot show (reversed, longer than 30 days, no such day) reads as the last 30 days', async () => {
  for (const query of ['from=2026-11-10&to=2026-11-01', 'from=2026-01-01&to=2026-11-01', 'from=2026-02-30&to=2026-03-02']) {
    sent.length = 0;
    const { unmount } = await open(`/usageReport?${query}`);
    await waitFor(() => expect(sent.some((r) => r.path === REPORT)).toBe(true));
    const { from, to } = sent.find((r) => r.path === REPORT)!.query;
    expect(from).not.toBe(query.slice(5, 15));
    expect((Date.parse(to!) - Date.parse(from!)) / 86_400_000).toBe(29);
    unmount();
  }
});
