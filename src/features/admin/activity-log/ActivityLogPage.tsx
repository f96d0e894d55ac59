// Audit Log (/admin/activityLog; spec §2 "Admin tables", §3 "Activity log entry", §5 date range,
// §7 "Activity log"): the company's activity log for a date range of at most 30 days (the last 30
// by default), filtered by events, applications and free text, sorted and paged on the server,
// always with all columns, and downloadable as .xlsx with the same filter. The view (range, filters,
// search, sort, page) lives in the address (lib/useListState.ts); no range there means the last 30
// days, whatever day the address is opened.
import { Download } from 'lucide-react';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks.ts';
import { LIST_DEFAULTS } from '../../../../tenants/lists.ts';
import { tenantZone } from '../../../../tenants/preferences.ts';
import { AdminListPage } from '../../../components/admin/AdminListPage.tsx';
import type { DataTableColumn } from '../../../components/kit/DataTable.tsx';
import { DateRangePicker, type DateRangeValue, lastDays, MAX_RANGE_DAYS, rangeLength } from '../../../components/kit/DateRangePicker.tsx';
import { queryRows } from '../../../components/kit/queryRows.ts';
import { MultiSelect } from '../../../components/kit/MultiSelect.tsx';
import { TextInput } from '../../../components/kit/TextInput.tsx';
import { Alert, Button } from '../../../components/ui.tsx';
import { downloadFile } from '../../../api/files.ts';
import { isoDay, todayIn, useUserDates } from '../../../lib/dates.ts';
import { useCompanySession } from '../../../lib/useCompanySession.ts';
import { manyOf, textFilter, useListState } from '../../../lib/useListState.ts';
import {
  activityLogApi,
  type ListActivityLogApiResponse,
  useListActivityLogApplicationsQuery,
  useListActivityLogEventsQuery,
  useListActivityLogQuery,
} from './api.ts';

type Entry = ListActivityLogApiResponse['content'][number];
const SORT_KEYS = ['uiCreatedOnDate', 'actor', 'entityId', 'event', 'eventDescription', 'sourceApp'] as const;
/** Spec §9: minimum search length 3; 50 characters of details. */
const MIN_QUERY = 3;
const DETAILS_TRUNCATE_AT = 50;
const MAX_QUERY = 200;
const NO_OPTIONS: Array<{ value: string; label: string }> = [];
const rowId = (e: Entry) => e.id;

const filtersStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0 1.5rem;
  > * {
    min-width: 12rem;
  }
`;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const FILTERS = {
  from: textFilter((value) => DAY.test(value)),
  to: textFilter((value) => DAY.test(value)),
  events: manyOf(),
  applications: manyOf(),
};

/** A calendar day of the address (YYYY-MM-DD) as the date picker's date, if it is one (1900 to 2100). */
function dayOf(text: string): Date | undefined {
  const [, year, month, day] = DAY.exec(text)?.map(Number) ?? [];
  if (!year || !month || !day || year < 1900 || year > 2100) return undefined;
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 ? date : undefined;
}

/** The range of the address, if it is a whole one of at most 30 days. */
function rangeOf(from: string, to: string): DateRangeValue | undefined {
  const range = { from: dayOf(from), to: dayOf(to) };
  if (!range.from || !range.to) return undefined;
  const days = rangeLength(range as DateRangeValue);
  return days >= 1 && days <= MAX_RANGE_DAYS ? (range as DateRangeValue) : undefined;
}

export default function ActivityLogPage() {
  const { t, i18n } = useLingui();
  const { user, companyId } = useCompanySession();
  const timeZone = tenantZone(__TENANT__, user.user_preferences.locale.timezone);
  const list = useListState({
    defaults: LIST_DEFAULTS.activityLog,
    sorts: SORT_KEYS,
    filters: FILTERS,
    minSearch: MIN_QUERY,
    maxSearch: MAX_QUERY,
  });
  const { events, applications } = list.filters;
  const query = list.search;
  const { sortBy, sortOrder } = list.args;

  // By default the last 30 days where the user is (their time-zone preference), as the dates in the table.
  const today = isoDay(todayIn(timeZone));
  const defaultRange = useMemo(() => lastDays(MAX_RANGE_DAYS, dayOf(today)), [today]);
  const range = useMemo(
    () => rangeOf(list.filters.from, list.filters.to) ?? defaultRange,
    [list.filters.from, list.filters.to, defaultRange],
  );
  const setRange = (next: DateRangeValue) => {
    const [from, to] = [isoDay(next.from), isoDay(next.to)];
    const byDefault = from === isoDay(defaultRange.from) && to === isoDay(defaultRange.to);
    list.setFilters(byDefault ? { from: '', to: '' } : { from, to });
  };

  const filter = useMemo(
    () => ({
      fromDate: isoDay(range.from),
      toDate: isoDay(range.to),
      timeZone,
      ...(events.length ? { events } : {}),
      ...(applications.length ? { applications } : {}),
      ...(query ? { query } : {}),
    }),
    [range, timeZone, events, applications, query],
  );

  const log = useListActivityLogQuery(
    { companyId, pageNumber: list.args.page, pageSize: list.args.pageSize, sortBy, sortOrder, body: filter },
    { refetchOnMountOrArgChange: true },
  );
  const eventList = useListActivityLogEventsQuery({ companyId, body: {} }, { refetchOnMountOrArgChange: true });
  const appList = useListActivityLogApplicationsQuery({ companyId, body: {} }, { refetchOnMountOrArgChange: true });

  // The server writes labels and details in the page's language: a new language asks again.
  const dispatch = useAppDispatch();
  const shownLocale = useRef(i18n.locale);
  useEffect(() => {
    if (shownLocale.current === i18n.locale) return;
    shownLocale.current = i18n.locale;
    dispatch(activityLogApi.util.invalidateTags(['ActivityLog']));
  }, [dispatch, i18n.locale]);

  const dates = useUserDates();

  const columns = useMemo(
    (): DataTableColumn<Entry>[] => [
      { id: 'uiCreatedOnDate', header: t`Date`, value: (e) => dates.dateTime(e.uiCreatedOnDate), sortable: true },
      {
        id: 'actor',
        header: t`User`,
        // No actor: the system did it; an actor without a name: a user since deleted.
        value: (e) => (e.actor ? (e.actorName ?? t`Former user`) : t`System`),
        sortable: true,
      },
      { id: 'entityId', header: t`Entity`, value: (e) => e.entityName ?? '' },
      { id: 'event', header: t`Event`, value: (e) => e.eventLabel, sortable: true },
      { id: 'eventDescription', header: t`Details`, value: (e) => e.eventDescription, truncateAt: DETAILS_TRUNCATE_AT, sortable: true },
      { id: 'sourceApp', header: t`Application`, value: (e) => e.sourceAppLabel, sortable: true },
    ],
    [t, dates],
  );

  // The server labels events and apps in the page's language (x-user-locale), as in the table.
  const eventOptions = eventList.data?.events ?? NO_OPTIONS;
  const appOptions = appList.data?.applications ?? NO_OPTIONS;

  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      const params = new URLSearchParams({ sortBy, sortOrder });
      await downloadFile(`/core-app-api/companies/${companyId}/activity-logs/download?${params}`, {
        body: filter,
        fallbackName: `activity-log_${filter.fromDate}_${filter.toDate}.xlsx`,
      });
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <AdminListPage
      title={t`Audit Log`}
      actions={
        <Button
          type="button"
          icon={<Download size={18} aria-hidden="true" />}
          onClick={download}
          disabled={downloading}
          aria-busy={downloading || undefined}
        >
          {downloading ? <Trans>Downloading…</Trans> : <Trans>Download</Trans>}
        </Button>
      }
      notices={
        downloadFailed ? (
          <Alert tone="error">
            <span
              css={css`
                margin-right: 1rem;
              `}
            >
              <Trans>Download failed, please try again</Trans>
            </span>
            <Button type="button" onClick={download} disabled={downloading}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        ) : null
      }
      filters={
        <div css={filtersStyle} role="search" aria-label={t`Filter the audit log`}>
          <DateRangePicker label={t`Date range`} value={range} onChange={setRange} />
          <MultiSelect
            label={t`Events`}
            options={eventOptions}
            selected={events}
            onChange={(values) => list.setFilters({ events: values })}
          />
          <MultiSelect
            label={t`Applications`}
            options={appOptions}
            selected={applications}
            onChange={(values) => list.setFilters({ applications: values })}
          />
          <TextInput
            label={t`Search`}
            type="search"
            value={list.searchText}
            onChange={(value) => list.setSearchText(value.slice(0, MAX_QUERY))}
            hint={
              list.searchText.trim().length > 0 && list.searchText.trim().length < MIN_QUERY
                ? t`Enter at least 3 characters to start searching`
                : undefined
            }
          />
        </div>
      }
      table={{
        caption: t`Audit Log`,
        columns,
        ...queryRows(log),
        getRowId: rowId,
        ...list.table,
        alwaysAllColumns: true,
      }}
    />
  );
}
