// The support agents' console `/support/console` (issue 12 §4; only MANAGE INCIDENT reaches it, the
// route guards it): every incident of the tenant's queues, filtered by status (open ones by default),
// queue, age and assignee, searchable by reference number or text, sorted and paged on the server
// (newest first by default). The filters, search, sort and page live in the query string
// (lib/useListState.ts), so that a reload, a shared link or Back from an incident shows the same
// list; any change of filter or search goes back to the first page.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import { INCIDENT_QUEUE_LABELS, INCIDENT_STATUSES } from '../../../tenants/incident-status.ts';
import { DataTable, type DataTableColumn } from '../../components/kit/DataTable.tsx';
import { queryRows } from '../../components/kit/queryRows.ts';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { oneOf, useListState } from '../../lib/useListState.ts';
import { type ListConsoleIncidentsApiArg, type ListConsoleIncidentsApiResponse, useListConsoleIncidentsQuery } from './api.ts';
import { SelectField, type SelectOption } from '../../components/kit/SelectField.tsx';
import { StatusBadge, useStatusLabel } from './incident-parts.tsx';
import { useUserDates } from '../../lib/dates.ts';

type Row = ListConsoleIncidentsApiResponse['content'][number];
type StatusFilter = NonNullable<ListConsoleIncidentsApiArg['status']>;
type Age = NonNullable<ListConsoleIncidentsApiArg['age']>;
type Assignee = NonNullable<ListConsoleIncidentsApiArg['assignee']>;
type SortKey = NonNullable<ListConsoleIncidentsApiArg['sortBy']>;

/** The value of "no filter" (in the address for the status filter, whose default is 'open', not nothing). */
const ANY = 'any';
const STATUS_FILTERS: readonly StatusFilter[] = ['open', ...INCIDENT_STATUSES];
const AGES: readonly Age[] = ['day', 'week', 'older'];
const ASSIGNEES: readonly Assignee[] = ['me', 'unassigned'];
const SORT_KEYS: readonly SortKey[] = ['incidentId', 'subject', 'statusInfo', 'createdOn', 'lastUpdatedOn'];
const QUEUES = Object.keys(INCIDENT_QUEUE_LABELS).map(Number);
const FILTERS = {
  status: oneOf([...STATUS_FILTERS, ANY], 'open'),
  queue: oneOf(QUEUES.map(String)),
  age: oneOf(AGES),
  assignee: oneOf(ASSIGNEES),
};
/** The server takes searches of at most 100 characters. */
const MAX_SEARCH = 100;
const SUBJECT_TRUNCATE_AT = 50;
const rowId = (row: Row) => row.incidentId;

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
  const list = useListState({ defaults: LIST_DEFAULTS.consoleIncidents, sorts: SORT_KEYS, filters: FILTERS, maxSearch: MAX_SEARCH });
  const { status, queue, age, assignee } = list.filters;
  const incidents = useListConsoleIncidentsQuery(
    {
      ...list.args,
      ...(status && status !== ANY ? { status } : {}),
      ...(queue ? { queue: Number(queue) } : {}),
      ...(age ? { age } : {}),
      ...(assignee ? { assignee } : {}),
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

  const statusOptions: SelectOption<StatusFilter | typeof ANY>[] = [
    { value: 'open', label: t({ message: 'Open', context: 'incidents still waiting for an answer' }) },
    { value: ANY, label: t`All statuses` },
    ...INCIDENT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
  ];
  const queueOptions: SelectOption<string>[] = [
    { value: ANY, label: t`All queues` },
    ...QUEUES.map((queue) => ({ value: String(queue), label: queueName(queue) })),
  ];
  const ageOptions: SelectOption<Age | typeof ANY>[] = [
    { value: ANY, label: t`Any age` },
    { value: 'day', label: t`Less than a day` },
    { value: 'week', label: t`1 to 7 days` },
    { value: 'older', label: t`More than 7 days` },
  ];
  const assigneeOptions: SelectOption<Assignee | typeof ANY>[] = [
    { value: ANY, label: t`Anyone` },
    { value: 'me', label: t`Assigned to me` },
    { value: 'unassigned', label: t`Unassigned` },
  ];
  /** A filter's choice: 'any' is no filter (the status filter keeps it: its default is 'open'). */
  const choose = (key: keyof typeof FILTERS, value: string) => list.setFilters({ [key]: key !== 'status' && value === ANY ? '' : value });

  const data = incidents.data;
  const nothing = !incidents.isFetching && !incidents.isError && data?.totalElements === 0;

  return (
    <section data-page="support-console">
      <PageHeader
        title={t`Support console`}
        intro={<Trans>Incidents of all queues of this country. Open one to reply, add an internal note or change its status.</Trans>}
      />
      <div role="search" aria-label={t`Filter the incidents`} css={filtersStyle}>
        <SelectField label={t`Status`} value={status || 'open'} options={statusOptions} onChange={(v) => choose('status', v)} />
        <SelectField label={t`Queue`} value={queue || ANY} options={queueOptions} onChange={(v) => choose('queue', v)} />
        <SelectField label={t`Age`} value={age || ANY} options={ageOptions} onChange={(v) => choose('age', v)} />
        <SelectField label={t`Assignee`} value={assignee || ANY} options={assigneeOptions} onChange={(v) => choose('assignee', v)} />
        <TextInput
          label={t`Search`}
          type="search"
          name="q"
          placeholder={t`Reference number or text`}
          value={list.searchText}
          onChange={(value) => list.setSearchText(value.slice(0, MAX_SEARCH))}
        />
      </div>
      <DataTable
        caption={t`Incidents`}
        columns={columns}
        {...queryRows(incidents)}
        getRowId={rowId}
        selectable={false}
        alwaysAllColumns
        {...list.table}
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
