// The usage report (GET analyticsReports) from the range's counters: totals, each page id with its
// views and events (most viewed first), each event type, and every day of the range (zeros
// included, so a chart or table of days has no gaps).
import type { Static } from 'typebox';
import type { UsageEvent } from '../../../tenants/analytics.ts';
import { addDays } from '../activity-logs/dates.ts';
import type { UsageRows } from './repository.ts';
import type { UsageReport } from './schemas.ts';

export interface ReportOptions {
  from: string;
  to: string;
  timeZone: string;
  pageLabel: (pageId: string) => string;
  eventLabel: (event: UsageEvent) => string;
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

export function buildReport(rows: UsageRows, options: ReportOptions): Static<typeof UsageReport> {
  const { from, to, timeZone, pageLabel, eventLabel } = options;

  const pages = new Map<string, { views: number; events: number }>();
  const events = new Map<UsageEvent, number>();
  for (const { pageId, event, count } of rows.counts) {
    const page = pages.get(pageId) ?? { views: 0, events: 0 };
    if (event === 'pageView') page.views += count;
    else page.events += count;
    pages.set(pageId, page);
    events.set(event as UsageEvent, (events.get(event as UsageEvent) ?? 0) + count);
  }

  const days = new Map<string, { views: number; events: number; users: number }>();
  for (let day = from; day <= to; day = addDays(day, 1)) days.set(day, { views: 0, events: 0, users: 0 });
  for (const { day, event, count } of rows.daily) {
    const totals = days.get(day);
    if (!totals) continue;
    if (event === 'pageView') totals.views += count;
    else totals.events += count;
  }
  for (const { day, users } of rows.dailyUsers) {
    const totals = days.get(day);
    if (totals) totals.users = users;
  }

  const views = events.get('pageView') ?? 0;
  const all = [...events.values()].reduce((sum, n) => sum + n, 0);
  return {
    from,
    to,
    timeZone,
    totals: { views, events: all - views, users: rows.users },
    pages: [...pages]
      .map(([pageId, counts]) => ({ pageId, label: pageLabel(pageId), ...counts }))
      .sort((a, b) => b.views - a.views || b.events - a.events || byLabel(a, b)),
    events: [...events]
      .map(([event, count]) => ({ event, label: eventLabel(event), count }))
      .sort((a, b) => b.count - a.count || byLabel(a, b)),
    days: [...days].map(([day, totals]) => ({ day, ...totals })),
  };
}
