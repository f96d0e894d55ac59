// My incidents `/support/trackTicket` (spec §2 "Support incident list", §3 "Support incident", §9
// table defaults; issue 12 §3): the incidents the user filed, newest first, paged, sorted and searched
// on the server. A company admin (LIST INCIDENT) also has a tab with every incident of the company,
// which names who asked. Each reference number leads to the incident (IncidentPage.tsx). The tab and
// the list's view (search, sort, page, size) live in the address (lib/useListState.ts), so Back from
// an incident returns to the same list.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import { DataTable, type DataTableColumn } from '../../components/kit/DataTable.tsx';
import { Tabs } from '../../components/kit/Tabs.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { TruncatedText } from '../../components/kit/TruncatedText.tsx';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { buttonStyle, DefaultError, EmptyState } from '../../components/ui.tsx';
import { basicRestricted } from '../../lib/permissions.ts';
import { hasPermission } from '../../lib/session.ts';
import { oneOf, useListState } from '../../lib/useListState.ts';
import { useSession } from '../../lib/useSession.ts';
import { type ListMyIncidentsApiArg, type ListMyIncidentsApiResponse, useListMyIncidentsQuery } from './api.ts';
import { StatusBadge } from './incident-parts.tsx';
import { useUserDates } from '../../lib/dates.ts';

type Row = ListMyIncidentsApiResponse['content'][number];
type View = NonNullable<ListMyIncidentsApiArg['view']>;
type SortBy = NonNullable<ListMyIncidentsApiArg['sortBy']>;

const SORT_KEYS: readonly SortBy[] = ['incidentId', 'subject', 'statusInfo', 'createdOn', 'lastUpdatedOn'];
const VIEWS: readonly View[] = ['mine', 'company'];
const FILTERS = { tab: oneOf(VIEWS, 'mine') };
/** Spec §9: minimum search length 3; subjects cut at 50 characters. */
const MIN_SEARCH = 3;
const MAX_SEARCH = 100;
const SUBJECT_TRUNCATE_AT = 50;
const NO_ROWS: Row[] = [];
const rowId = (row: Row) => row.incidentId;

const CREATE_PATH = '/support/ticketCreation';
const incidentPath = (incidentId: string) => `/support/trackTicket/${encodeURIComponent(incidentId)}`;

const searchStyle = css`
  max-width: 28rem;
`;

const referenceStyle = (theme: Theme) => css`
  color: ${theme.colors.primary};
  font-weight: 600;
  white-space: nowrap;
  border-radius: ${theme.radius.sm};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

function CreateLink() {
  return (
    <Link to={CREATE_PATH} css={buttonStyle}>
      <Plus size={18} aria-hidden="true" />
      <Trans>Create an incident</Trans>
    </Link>
  );
}

export default function MyIncidentsPage() {
  const { t } = useLingui();
  const session = useSession();
  const mayListCompany = session.status === 'signed-in' && hasPermission(session.user, 'LIST', 'INCIDENT');
  const knowledgeBase = session.status === 'signed-in' && basicRestricted(session.user) ? '/knowledgeBase/basic' : '/knowledgeBase/home';
  const dates = useUserDates();

  // Another tab is another list: it starts again at page 1 (with the same search and sort).
  const list = useListState({ defaults: LIST_DEFAULTS.myIncidents, sorts: SORT_KEYS, filters: FILTERS, minSearch: MIN_SEARCH });
  const view: View = mayListCompany ? list.filters.tab || 'mine' : 'mine';
  const { search, searchText } = list;
  const incidents = useListMyIncidentsQuery({ ...list.args, view });

  const columns = useMemo((): DataTableColumn<Row>[] => {
    const list: DataTableColumn<Row>[] = [
      {
        id: 'incidentId',
        header: t`Reference number`,
        value: (row) => row.incidentId,
        cell: (row) => (
          <Link to={incidentPath(row.incidentId)} css={referenceStyle}>
            {row.incidentId}
          </Link>
        ),
        sortable: true,
      },
      {
        id: 'subject',
        header: t`Subject`,
        value: (row) => row.subject,
        cell: (row) => <TruncatedText text={row.subject} limit={SUBJECT_TRUNCATE_AT} />,
        sortable: true,
      },
      {
        id: 'statusInfo',
        header: t`Status`,
        value: (row) => row.statusInfo,
        cell: (row) => <StatusBadge status={row.statusInfo} />,
        sortable: true,
      },
      { id: 'createdOn', header: t`Submitted on`, value: (row) => dates.date(row.createdOn), sortable: true },
      { id: 'lastUpdatedOn', header: t`Last updated`, value: (row) => dates.date(row.lastUpdatedOn), sortable: true },
    ];
    if (view === 'company') list.push({ id: 'requesterName', header: t`Requested by`, value: (row) => row.requesterName });
    return list;
  }, [t, dates, view]);

  const loading = incidents.isFetching;
  const empty = !loading && !incidents.isError && incidents.data?.totalElements === 0;
  const searchHint =
    searchText.trim().length > 0 && searchText.trim().length < MIN_SEARCH ? t`Enter at least 3 characters to start searching` : undefined;

  let results: ReactNode;
  if (incidents.isError && !loading) {
    results = <DefaultError />;
  } else if (empty) {
    results = search ? (
      <EmptyState>
        <Trans>No incident matches your search.</Trans>
      </EmptyState>
    ) : (
      // The page's one main action, Create an incident, is beside its title: here, the other way to an answer.
      <EmptyState
        action={
          <Link to={knowledgeBase}>
            <Trans>Or look for an answer in the Knowledge Base</Trans>
          </Link>
        }
      >
        {view === 'company' ? (
          <Trans>Nobody in your company has opened an incident yet.</Trans>
        ) : (
          <Trans>
            You have not opened any incidents yet. When something does not work as it should, tell support: your incidents and their answers
            show here.
          </Trans>
        )}
      </EmptyState>
    );
  } else {
    results = (
      <DataTable
        caption={view === 'company' ? t`Company incidents` : t`My incidents`}
        columns={columns}
        rows={incidents.data?.content ?? NO_ROWS}
        getRowId={rowId}
        totalElements={incidents.data?.totalElements ?? 0}
        {...list.table}
        loading={loading}
        selectable={false}
      />
    );
  }

  const shown = (
    <>
      <div css={searchStyle} role="search">
        <TextInput
          label={t`Search incidents`}
          type="search"
          value={searchText}
          onChange={(value) => list.setSearchText(value.slice(0, MAX_SEARCH))}
          placeholder={t`Reference number or words of the subject`}
          hint={searchHint}
        />
      </div>
      {results}
    </>
  );

  return (
    <>
      <PageHeader title={<Trans>My incidents</Trans>} actions={<CreateLink />} />
      {mayListCompany ? (
        <Tabs
          label={t`Whose incidents`}
          selectedId={view}
          onSelect={(id) => list.setFilters({ tab: id === 'company' ? 'company' : 'mine' })}
          tabs={[
            { id: 'mine', label: <Trans>My incidents</Trans>, content: shown },
            { id: 'company', label: <Trans>Company incidents</Trans>, content: shown },
          ]}
        />
      ) : (
        shown
      )}
    </>
  );
}
