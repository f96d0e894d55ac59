// Audit Log (/admin/activityLog; spec §2 "Admin tables", §3 "Activity log entry", §5 date range,
// §7 "Activity log"): the company's activity log for a date range of at most 30 days (the last 30
// by default), filtered by events, applications and free text, sorted and paged on the server,
// always with all columns, and downloadable as .xlsx with the same filter.
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks.ts';
import { tenantZone } from '../../../../tenants/preferences.ts';
import { AdminListPage } from '../../../components/admin/AdminListPage.tsx';
import { queryRows } from '../../../components/admin/useListState.ts';
import type { DataTableColumn, SortingState } from '../../../components/kit/DataTable.tsx';
import { DateRangePicker, type DateRangeValue, lastDays, MAX_RANGE_DAYS } from '../../../components/kit/DateRangePicker.tsx';
import { MultiSelect } from '../../../components/kit/MultiSelect.tsx';
import { TextInput } from '../../../components/kit/TextInput.tsx';
import { Alert, Button } from '../../../components/ui.tsx';
import { downloadFile } from '../../../api/files.ts';
import { isoDay, todayIn, useUserDates } from '../../../lib/dates.ts';
import { useCompanySession } from '../../../lib/useCompanySession.ts';
import {
  activityLogApi,
  type ListActivityLogApiResponse,
  useListActivityLogApplicationsQuery,
  useListActivityLogEventsQuery,
  useListActivityLogQuery,
} from './api.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';

type Entry = ListActivityLogApiResponse['content'][number];
type SortKey = 'uiCreatedOnDate' | 'actor' | 'entityId' | 'event' | 'eventDescription' | 'sourceApp';
const SORT_KEYS: readonly SortKey[] = ['uiCreatedOnDate', 'actor', 'entityId', 'event', 'eventDescription', 'sourceApp'];
/** Spec §9: minimum search length 3, search debounce 500 ms; 50 characters of details. */
const MIN_QUERY = 3;
const DEBOUNCE_MS = 500;
const DETAILS_TRUNCATE_AT = 50;
const MAX_QUERY = 200;
const EMPTY: string[] = [];
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

export default function ActivityLogPage() {
  const { t, i18n } = useLingui();
  const { user, companyId } = useCompanySession();
  const timeZone = tenantZone(__TENANT__, user.user_preferences.locale.timezone);

  // The last 30 days where the user is (their time-zone preference), as the dates in the table.
  const [range, setRange] = useState<DateRangeValue>(() => lastDays(MAX_RANGE_DAYS, todayIn(timeZone)));
  const [events, setEvents] = useState<string[]>(EMPTY);
  const [applications, setApplications] = useState<string[]>(EMPTY);
  const [queryText, setQueryText] = useState('');
  const typed = useDebounced(queryText.trim(), DEBOUNCE_MS);
  const query = typed.length >= MIN_QUERY ? typed : '';
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'uiCreatedOnDate', desc: true }]);
  const sortBy = SORT_KEYS.find((key) => key === sorting[0]?.id) ?? 'uiCreatedOnDate';
  const sortOrder = (sorting[0]?.desc ?? true) ? 'DESC' : 'ASC';

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
  // Any change of filter takes the table back to page 1 (DataTable's `search`).
  const filterKey = JSON.stringify(filter);

  const log = useListActivityLogQuery(
    { companyId, pageNumber: page - 1, pageSize: pageSize as 10 | 25 | 50 | 75 | 100, sortBy, sortOrder, body: filter },
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
        <Button type="button" onClick={download} disabled={downloading} aria-busy={downloading || undefined}>
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
          <MultiSelect label={t`Events`} options={eventOptions} selected={events} onChange={setEvents} />
          <MultiSelect label={t`Applications`} options={appOptions} selected={applications} onChange={setApplications} />
          <TextInput
            label={t`Search`}
            type="search"
            value={queryText}
            onChange={(value) => setQueryText(value.slice(0, MAX_QUERY))}
            hint={
              queryText.trim().length > 0 && queryText.trim().length < MIN_QUERY
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
        page,
        pageSize,
        onPageChange: setPage,
        onPageSizeChange: setPageSize,
        sorting,
        onSortingChange: setSorting,
        alwaysAllColumns: true,
        search: filterKey,
      }}
    />
  );
}
