// The support agents' console `/support/console` (issue 12 §4; only MANAGE INCIDENT reaches it, the
// route guards it): every incident of the tenant's queues, filtered by status (open ones by default),
// queue, age and assignee, searchable by reference number or text, sorted and paged on the server
// (newest first by default). The filters, search, sort and page live in the query string, so that a
// reload, a shared link or Back from an incident shows the same list; any change of filter or
// search goes back to the first page.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { INCIDENT_QUEUE_LABELS, INCIDENT_STATUSES } from '../../../tenants/incident-status.ts';
import { DataTable, type DataTableColumn, type SortingState } from '../../components/kit/DataTable.tsx';
import { PAGE_SIZES, type PageSize } from '../../components/kit/TablePagination.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useDebounced } from '../../lib/useDebounced.ts';
import { type ListConsoleIncidentsApiArg, type ListConsoleIncidentsApiResponse, useListConsoleIncidentsQuery } from './api.ts';
import { type ConsoleOption, ConsoleSelect } from './ConsoleSelect.tsx';
import { StatusBadge, useStatusLabel } from './incident-parts.tsx';
import { useUserDates } from '../../lib/dates.ts';

type Row = ListConsoleIncidentsApiResponse['content'][number];
type StatusFilter = NonNullable<ListConsoleIncidentsApiArg['status']>;
type Age = NonNullable<ListConsoleIncidentsApiArg['age']>;
type Assignee = NonNullable<ListConsoleIncidentsApiArg['assignee']>;
type SortKey = NonNullable<ListConsoleIncidentsApiArg['sortBy']>;

/** The query-string value of "no filter" (the status filter's default is 'open', not nothing). */
const ANY = 'any';
const STATUS_FILTERS: readonly StatusFilter[] = ['open', ...INCIDENT_STATUSES];
const AGES: readonly Age[] = ['day', 'week', 'older'];
const ASSIGNEES: readonly Assignee[] = ['me', 'unassigned'];
const SORT_KEYS: readonly SortKey[] = ['incidentId', 'subject', 'statusInfo', 'createdOn', 'lastUpdatedOn'];
const QUEUES = Object.keys(INCIDENT_QUEUE_LABELS).map(Number);
const DEFAULT_SORT: SortKey = 'createdOn';
const DEFAULT_PAGE_SIZE: PageSize = 10;
/** Spec §9 search debounce; the server takes at most 100 characters. */
const SEARCH_DEBOUNCE_MS = 500;
const MAX_SEARCH = 100;
const SUBJECT_TRUNCATE_AT = 50;
const NO_ROWS: Row[] = [];
const rowId = (row: Row) => row.incidentId;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined => list.find((item) => item === value);

/** The list the query string asks for; anything unknown in it counts as its default. */
function readList(params: URLSearchParams) {
  const status = params.get('status');
  const queue = Number(params.get('queue'));
  const page = Math.floor(Number(params.get('page')));
  const sortBy = oneOf(SORT_KEYS, params.get('sort'));
  return {
    status: status === ANY ? undefined : (oneOf(STATUS_FILTERS, status) ?? 'open'),
    queue: QUEUES.includes(queue) ? queue : undefined,
    age: oneOf(AGES, params.get('age')),
    assignee: oneOf(ASSIGNEES, params.get('assignee')),
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH),
    page: Number.isFinite(page) && page > 1 ? page : 1,
    pageSize: PAGE_SIZES.find((size) => size === Number(params.get('size'))) ?? DEFAULT_PAGE_SIZE,
    sorting: [sortBy ? { id: sortBy, desc: params.get('order') === 'desc' } : { id: DEFAULT_SORT, desc: true }] as SortingState,
  };
}

/**
 * The query string and a way to change some of its parameters (null removes one). Changes made one
 * after the other in the same event (a new page size, then page 1) build on each other.
 */
function useQueryString() {
  const [params, setParams] = useSearchParams();
  const latest = useRef({ params, setParams });
  useLayoutEffect(() => {
    latest.current = { params, setParams };
  });
  const update = useCallback((changes: Record<string, string | null>, { keepPage = false } = {}) => {
    const next = new URLSearchParams(latest.current.params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    if (!keepPage) next.delete('page');
    latest.current.params = next;
    latest.current.setParams(next, { replace: true });
  }, []);
  const current = useCallback(() => latest.current.params, []);
  return { params, update, current };
}

const companyStyle = (theme: Theme) => css`
  display: block;
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.muted};
`;

const filtersStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0 ${theme.space.lg};
  > * {
    flex: 1 1 10rem;
    min-width: 0;
  }
  > :last-child {
    flex: 2 1 16rem;
  }
`;

export default function ConsolePage() {
  const { t, i18n } = useLingui();
  const statusLabel = useStatusLabel();
  const dates = useUserDates();
  const { params, update, current } = useQueryString();
  const list = readList(params);

  // The search box shows what is typed; the query string (and so the request) gets it once typing pauses.
  const [searchText, setSearchText] = useState(() => params.get('q') ?? '');
  const typed = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (typed !== (current().get('q') ?? '').trim()) update({ q: typed || null });
  }, [typed, update, current]);

  const sortBy = oneOf(SORT_KEYS, String(list.sorting[0]?.id)) ?? DEFAULT_SORT;
  const incidents = useListConsoleIncidentsQuery(
    {
      page: list.page - 1,
      pageSize: list.pageSize,
      sortBy,
      sortOrder: list.sorting[0]?.desc ? 'DESC' : 'ASC',
      ...(list.search ? { search: list.search } : {}),
      ...(list.status ? { status: list.status } : {}),
      ...(list.queue !== undefined ? { queue: list.queue } : {}),
      ...(list.age ? { age: list.age } : {}),
      ...(list.assignee ? { assignee: list.assignee } : {}),
    },
    { refetchOnMountOrArgChange: true },
  );

  const queueName = useCallback(
    (queueId: number) => {
      const label = INCIDENT_QUEUE_LABELS[queueId];
      return label ? i18n._(label) : String(queueId);
    },
    [i18n],
  );

  const columns = useMemo(
    (): DataTableColumn<Row>[] => [
      {
        id: 'incidentId',
        header: t`Reference number`,
        value: (r) => r.incidentId,
        cell: (r) => <Link to={`/support/console/${encodeURIComponent(r.incidentId)}`}>{r.incidentId}</Link>,
        sortable: true,
      },
      { id: 'subject', header: t`Subject`, value: (r) => r.subject, truncateAt: SUBJECT_TRUNCATE_AT, sortable: true },
      {
        id: 'statusInfo',
        header: t`Status`,
        value: (r) => r.statusInfo,
        cell: (r) => <StatusBadge status={r.statusInfo} />,
        sortable: true,
      },
      { id: 'queue', header: t`Queue`, value: (r) => queueName(r.queueId) },
      {
        id: 'requester',
        header: t`Requester`,
        value: (r) => `${r.requesterName} (${r.companyName})`,
        // One column for who asked: the person, their company under the name.
        cell: (r) => (
          <>
            {r.requesterName}
            <span css={companyStyle}>{r.companyName}</span>
          </>
        ),
      },
      { id: 'assignee', header: t`Assignee`, value: (r) => r.assignee?.name ?? t`Unassigned` },
      { id: 'createdOn', header: t`Submitted on`, value: (r) => dates.date(r.createdOn), sortable: true },
      { id: 'lastUpdatedOn', header: t`Last updated`, value: (r) => dates.date(r.lastUpdatedOn), sortable: true },
    ],
    [t, dates, queueName],
  );

  const statusOptions: ConsoleOption<StatusFilter | typeof ANY>[] = [
    { value: 'open', label: t({ message: 'Open', context: 'incidents still waiting for an answer' }) },
    { value: ANY, label: t`All statuses` },
    ...INCIDENT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
  ];
  const queueOptions: ConsoleOption<string>[] = [
    { value: ANY, label: t`All queues` },
    ...QUEUES.map((queue) => ({ value: String(queue), label: queueName(queue) })),
  ];
  const ageOptions: ConsoleOption<Age | typeof ANY>[] = [
    { value: ANY, label: t`Any age` },
    { value: 'day', label: t`Less than a day` },
    { value: 'week', label: t`1 to 7 days` },
    { value: 'older', label: t`More than 7 days` },
  ];
  const assigneeOptions: ConsoleOption<Assignee | typeof ANY>[] = [
    { value: ANY, label: t`Anyone` },
    { value: 'me', label: t`Assigned to me` },
    { value: 'unassigned', label: t`Unassigned` },
  ];
  /** A filter's choice in the query string: its default leaves the parameter out. */
  const choose = (key: string, value: string, byDefault: string = ANY) => update({ [key]: value === byDefault ? null : value });

  const data = incidents.data;
  const nothing = !incidents.isFetching && !incidents.isError && data?.totalElements === 0;

  return (
    <section data-page="support-console">
      <PageHeader
        title={t`Support console`}
        intro={<Trans>Incidents of all queues of this country. Open one to reply, add an internal note or change its status.</Trans>}
      />
      <div role="search" aria-label={t`Filter the incidents`} css={filtersStyle}>
        <ConsoleSelect
          label={t`Status`}
          name="status"
          value={list.status ?? ANY}
          options={statusOptions}
          onChange={(v) => choose('status', v, 'open')}
        />
        <ConsoleSelect
          label={t`Queue`}
          name="queue"
          value={list.queue === undefined ? ANY : String(list.queue)}
          options={queueOptions}
          onChange={(v) => choose('queue', v)}
        />
        <ConsoleSelect label={t`Age`} name="age" value={list.age ?? ANY} options={ageOptions} onChange={(v) => choose('age', v)} />
        <ConsoleSelect
          label={t`Assignee`}
          name="assignee"
          value={list.assignee ?? ANY}
          options={assigneeOptions}
          onChange={(v) => choose('assignee', v)}
        />
        <TextInput
          label={t`Search`}
          type="search"
          name="q"
          placeholder={t`Reference number or text`}
          value={searchText}
          onChange={(value) => setSearchText(value.slice(0, MAX_SEARCH))}
        />
      </div>
      <DataTable
        caption={t`Incidents`}
        columns={columns}
        rows={data?.content ?? NO_ROWS}
        getRowId={rowId}
        totalElements={data?.totalElements ?? 0}
        loading={incidents.isFetching}
        error={incidents.isError}
        selectable={false}
        alwaysAllColumns
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={(page) => update({ page: page > 1 ? String(page) : null }, { keepPage: true })}
        onPageSizeChange={(size) => update({ size: size === DEFAULT_PAGE_SIZE ? null : String(size) })}
        sorting={list.sorting}
        onSortingChange={(sorting) => {
          // The table's third click on a column asks for no order: the other way round instead.
          const next = sorting[0] ?? { id: sortBy, desc: !list.sorting[0]?.desc };
          const sort = oneOf(SORT_KEYS, String(next.id)) ?? DEFAULT_SORT;
          const byDefault = sort === DEFAULT_SORT && next.desc;
          update({ sort: byDefault ? null : sort, order: byDefault ? null : next.desc ? 'desc' : 'asc' });
        }}
        filterPrompt={
          nothing ? (
            <span role="status">
              <Trans>No incident matches these filters.</Trans>
            </span>
          ) : undefined
        }
      />
    </section>
  );
}
