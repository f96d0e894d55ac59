// The usage report (/usageReport, super admins and the spectator; issue 16 §3, beyond the spec's
// third-party analytics): the portal's own count of page views and events in this country for a
// date range (the last 30 days by default, spec §5), per page, per event type and per day. The
// server names pages and events in the page's language (x-user-locale); days are the tenant's
// calendar days.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { DateRangePicker, type DateRangeValue, lastDays, MAX_RANGE_DAYS, rangeLength } from '../../components/kit/DateRangePicker.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { dayOf, formatDay, isoDay, todayIn } from '../../lib/dates.ts';
import { textFilter, useListState } from '../../lib/useListState.ts';
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import { type GetUsageReportApiResponse, useGetUsageReportQuery } from './api.ts';
import { type ReportColumn, ReportTable } from './ReportTable.tsx';

type Report = GetUsageReportApiResponse;
type PageRow = Report['pages'][number];
type EventRow = Report['events'][number];
type DayRow = Report['days'][number];

const NO_PAGES: PageRow[] = [];
const NO_EVENTS: EventRow[] = [];
const NO_DAYS: DayRow[] = [];

const figuresStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(6rem, 1fr));
  gap: ${theme.space.lg};
  margin: ${theme.space.xl} 0;
  > div {
    padding: ${theme.space.lg};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.divider};
    border-radius: ${theme.radius.lg};
  }
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: ${theme.space.xs} 0 0;
    font-size: 1.75rem;
    font-weight: 700;
  }
`;

const sectionStyle = (theme: Theme) => css`
  margin-top: ${theme.space.xxl};
  h2 {
    margin: 0 0 ${theme.space.md};
    font-size: 1.25rem;
  }
`;

const isDay = (text: string) => dayOf(text) !== null;
const RANGE_FILTERS = { from: textFilter(isDay), to: textFilter(isDay) };
/** The page itself is no list: only its range filters are in the address (the tables keep their own). */
const NO_LIST = { pageSize: 10 } as const;

export default function UsageReportPage() {
  const { t, i18n } = useLingui();
  const timeZone = __TENANT__.timeZones.default;
  const country = __TENANT__.countryName;
  // The days in the address (from, to), as every list keeps its view there (lib/useListState.ts);
  // the last 30 days when it names none, or no range the report can show.
  const { filters, setFilters } = useListState({ defaults: NO_LIST, filters: RANGE_FILTERS });
  const range = useMemo((): DateRangeValue => {
    const [start, end] = [dayOf(filters.from), dayOf(filters.to)];
    const asked = start && end ? { from: start, to: end } : null;
    return asked && asked.from <= asked.to && rangeLength(asked) <= MAX_RANGE_DAYS ? asked : lastDays(MAX_RANGE_DAYS, todayIn(timeZone));
  }, [filters.from, filters.to, timeZone]);
  const setRange = (next: DateRangeValue) => setFilters({ from: isoDay(next.from), to: isoDay(next.to) });
  const from = isoDay(range.from);
  const to = isoDay(range.to);
  const report = useGetUsageReportQuery({ from, to }, { refetchOnMountOrArgChange: true });
  const { refetch } = report;

  // The server names pages and events in the page's language: a new language asks again.
  const shownLocale = useRef(i18n.locale);
  useEffect(() => {
    if (shownLocale.current === i18n.locale) return;
    shownLocale.current = i18n.locale;
    void refetch();
  }, [refetch, i18n.locale]);

  const number = useMemo(() => new Intl.NumberFormat(i18n.locale), [i18n.locale]);
  const count = (n: number) => number.format(n);

  const pageColumns = useMemo(
    (): ReportColumn<PageRow>[] => [
      { id: 'label', header: t`Page`, value: (p) => p.label, sortValue: (p) => p.label },
      { id: 'views', header: t`Page views`, value: (p) => number.format(p.views), sortValue: (p) => p.views },
      { id: 'events', header: t`Events`, value: (p) => number.format(p.events), sortValue: (p) => p.events },
    ],
    [t, number],
  );
  const eventColumns = useMemo(
    (): ReportColumn<EventRow>[] => [
      { id: 'label', header: t`Event`, value: (e) => e.label, sortValue: (e) => e.label },
      { id: 'count', header: t`Count`, value: (e) => number.format(e.count), sortValue: (e) => e.count },
    ],
    [t, number],
  );
  const dayColumns = useMemo(
    (): ReportColumn<DayRow>[] => [
      {
        id: 'day',
        header: t`Day`,
        // One line: a date broken over three lines is hard to read on a phone (the table scrolls instead).
        cell: (d) => <span css={{ whiteSpace: 'nowrap' }}>{formatDay(d.day, i18n.locale)}</span>,
        sortValue: (d) => d.day,
      },
      { id: 'views', header: t`Page views`, value: (d) => number.format(d.views), sortValue: (d) => d.views },
      { id: 'events', header: t`Events`, value: (d) => number.format(d.events), sortValue: (d) => d.events },
      { id: 'users', header: t`Active users`, value: (d) => number.format(d.users), sortValue: (d) => d.users },
    ],
    [t, number, i18n.locale],
  );

  const data = report.data;
  const loading = report.isFetching && !data;
  const tableState = { loading, error: report.isError, range: `${from}..${to}` };

  return (
    <section data-page="usage report">
      <PageHeader
        title={t`Usage report`}
        intro={
          <Trans>
            How this country’s portal ({country}) is used: page views and events, per page and per day, as the portal counts them itself.
            Days run in the {timeZone} time zone; visitors who are not signed in count in the views, not in the active users.
          </Trans>
        }
      />
      <div role="search" aria-label={t`Choose the days of the report`}>
        <DateRangePicker label={t`Date range`} value={range} onChange={setRange} />
      </div>

      <dl css={figuresStyle} aria-busy={report.isFetching || undefined}>
        <div>
          <dt>
            <Trans>Page views</Trans>
          </dt>
          <dd>{data ? count(data.totals.views) : '–'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Events</Trans>
          </dt>
          <dd>{data ? count(data.totals.events) : '–'}</dd>
        </div>
        <div>
          <dt>
            <Trans>Active users</Trans>
          </dt>
          <dd>{data ? count(data.totals.users) : '–'}</dd>
        </div>
      </dl>

      <section css={sectionStyle} aria-labelledby="usage-pages">
        <h2 id="usage-pages">
          <Trans>Pages</Trans>
        </h2>
        <ReportTable
          caption={t`Page views and events per page`}
          columns={pageColumns}
          rows={data?.pages ?? NO_PAGES}
          getRowId={(p) => p.pageId}
          name="pages"
          defaults={LIST_DEFAULTS.usagePages}
          {...tableState}
        />
      </section>

      <section css={sectionStyle} aria-labelledby="usage-days">
        <h2 id="usage-days">
          <Trans>Per day</Trans>
        </h2>
        <ReportTable
          caption={t`Page views, events and active users per day`}
          columns={dayColumns}
          rows={data?.days ?? NO_DAYS}
          getRowId={(d) => d.day}
          name="days"
          defaults={LIST_DEFAULTS.usageDays}
          {...tableState}
        />
      </section>

      <section css={sectionStyle} aria-labelledby="usage-events">
        <h2 id="usage-events">
          <Trans>Events by type</Trans>
        </h2>
        <ReportTable
          caption={t`Events by type`}
          columns={eventColumns}
          rows={data?.events ?? NO_EVENTS}
          getRowId={(e) => e.event}
          name="events"
          defaults={LIST_DEFAULTS.usageEvents}
          {...tableState}
        />
      </section>
    </section>
  );
}
