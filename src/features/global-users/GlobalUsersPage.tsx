// Global User Management (/globalUserManagement; spec §2 "Admin tables", §3 "Global user", §7
// "Global user management"; issue 16 §1): super admins, and the spectator read-only, find users
// across every company of the country, one tab per user type, with filters, a debounced search
// from 3 characters, server paging and sorting, every column always shown (scrolling sideways on a
// narrow screen), and the state in the address. Until a filter is set the table shows a prompt.
// From a company user's row a super admin acts on behalf of the company or blocks/unblocks the
// user; the spectator views the company.
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useMemo, useState } from 'react';
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import { ActOnBehalfDialog } from '../../components/ActOnBehalfDialog.tsx';
import { AdminListPage } from '../../components/admin/AdminListPage.tsx';
import { RowButtons } from '../../components/admin/RowButtons.tsx';
import { DataTable, type DataTableColumn } from '../../components/kit/DataTable.tsx';
import { queryRows } from '../../components/kit/queryRows.ts';
import { Tabs } from '../../components/kit/Tabs.tsx';
import { EmptyState } from '../../components/ui.tsx';
import { useUserDates } from '../../lib/dates.ts';
import { COMPANY_TYPE_LABELS, ROLE_LABELS, useLabel } from '../../lib/labels.ts';
import { isSpectator } from '../../lib/session.ts';
import { type ListState, useListState } from '../../lib/useListState.ts';
import { productText } from '../../../tenants/product-names.ts';
import { type ListGlobalUsersApiResponse, useGetUserContextQuery, useListGlobalUsersQuery } from './api.ts';
import { BlockDialog } from './BlockDialog.tsx';
import { ExportButton } from './ExportButton.tsx';
import { GlobalUserFilters } from './GlobalUserFilters.tsx';
import {
  clearedFor,
  isFiltered,
  MIN_SEARCH,
  NO_FILTERS,
  requestBody,
  SORTS,
  type Tab,
  TAB_SORTS,
  TABS,
  tabFilters,
  VIEW_FILTERS,
} from './view.ts';

type User = ListGlobalUsersApiResponse['content'][number];
/** Spec §9: app access cut at 20 characters, e-mail at 17 in narrow tables (not here: all columns show). */
const APP_ACCESS_TRUNCATE_AT = 20;
const rowId = (u: User) => u.userId;

const blockedTagStyle = css`
  margin-left: 0.5rem;
  padding: 0 0.4rem;
  border: 1px solid currentColor;
  border-radius: 0.25rem;
  font-size: 0.8em;
  white-space: nowrap;
`;

export default function GlobalUsersPage() {
  const { t } = useLingui();
  const label = useLabel();
  const dates = useUserDates();
  const list = useListState({ defaults: LIST_DEFAULTS.globalUsers, sorts: SORTS, filters: VIEW_FILTERS, minSearch: MIN_SEARCH });
  const tab: Tab = list.filters.tab || 'EXTERNAL';
  const { data: me } = useGetUserContextQuery({ permissions: true });
  const spectator = me ? isSpectator(me) : false;

  const filters = useMemo(() => tabFilters(tab, list.filters), [tab, list.filters]);
  const body = useMemo(() => requestBody(list.search, filters), [list.search, filters]);
  const filtered = isFiltered(list.search, filters);
  const { page: pageNo, pageSize, sortBy, sortOrder } = list.args;
  const users = useListGlobalUsersQuery({ userType: tab, pageNo, pageSize, sortBy, sortOrder, body }, { skip: !filtered });

  const [acting, setActing] = useState<User | null>(null);
  const [blocking, setBlocking] = useState<User | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns = useMemo((): DataTableColumn<User>[] => {
    const name: DataTableColumn<User> = {
      id: 'name',
      header: t`Name`,
      sortable: true,
      cell: (u) => (
        <>
          {u.name}
          {u.status === 'BLOCKED' ? <span css={blockedTagStyle}>{t`Blocked`}</span> : null}
          {u.status === 'PENDING' ? <span css={blockedTagStyle}>{t`Invited`}</span> : null}
        </>
      ),
    };
    const email: DataTableColumn<User> = { id: 'email', header: t`Email`, value: (u) => u.email, sortable: true };
    const access: DataTableColumn<User> = {
      id: 'appAccess',
      header: t`App access`,
      value: (u) => productText(u.appAccess),
      truncateAt: APP_ACCESS_TRUNCATE_AT,
    };
    const role: DataTableColumn<User> = { id: 'role', header: t`Role`, value: (u) => label(ROLE_LABELS, u.role), sortable: true };
    const lastLogin: DataTableColumn<User> = {
      id: 'lastLogin',
      header: t`Last login`,
      value: (u) => (u.lastLogin ? dates.dateTime(u.lastLogin) : t`Never`),
      sortable: true,
    };
    const byTab: Record<Tab, DataTableColumn<User>[]> = {
      EXTERNAL: [
        name,
        email,
        { id: 'companyName', header: t`Company name`, value: (u) => u.companyName, sortable: true },
        {
          id: 'companyType',
          header: t`Company type`,
          value: (u) => (u.companyType ? label(COMPANY_TYPE_LABELS, u.companyType) : ''),
          sortable: true,
        },
        { id: 'thirdPartyCompanyName', header: t`3P company name`, value: (u) => u.thirdPartyCompanyName, sortable: true },
        access,
        role,
        lastLogin,
      ],
      INTERNAL: [name, email, access, role],
      MERCHANT: [name, email, access, role, { id: 'sbu', header: t`SBU`, value: (u) => u.sbu, sortable: true }],
      ASSET_PROTECTION: [
        name,
        email,
        access,
        role,
        { id: 'buoAreaNumber', header: t`BUO area number`, value: (u) => u.buoAreaNumber, sortable: true },
      ],
    };
    return byTab[tab];
  }, [t, label, dates, tab]);

  const tabLabels: Record<Tab, string> = {
    EXTERNAL: t`External users`,
    INTERNAL: t`Internal users`,
    MERCHANT: t`Merchants`,
    ASSET_PROTECTION: t`Asset protection`,
  };

  /** Another tab keeps the search, the filters it also offers and a sort its columns offer. */
  const selectTab = (next: Tab) => list.setFilters({ tab: next, ...clearedFor(next) }, { resetSort: !TAB_SORTS[next].includes(sortBy) });

  const table = (
    <AdminTable
      caption={tabLabels[tab]}
      columns={columns}
      query={users}
      list={list}
      filtered={filtered}
      rowActions={(u) =>
        u.companyId ? (
          <RowButtons
            name={u.name}
            buttons={[
              { label: spectator ? <Trans>View company</Trans> : <Trans>Act on behalf</Trans>, onClick: () => setActing(u) },
              ...(spectator
                ? []
                : [
                    {
                      label: u.status === 'BLOCKED' ? <Trans>Unblock</Trans> : <Trans>Block</Trans>,
                      onClick: () => setBlocking(u),
                      variant: 'secondary' as const,
                    },
                  ]),
            ]}
          />
        ) : null
      }
    />
  );

  return (
    <AdminListPage
      title={t`Global User Management`}
      done={done}
      actions={
        <ExportButton userType={tab} sortBy={sortBy} sortOrder={sortOrder} body={body} disabled={!filtered || !users.data?.totalElements} />
      }
      filters={
        <GlobalUserFilters
          tab={tab}
          search={list.searchText}
          onSearchChange={list.setSearchText}
          filters={filters}
          onFiltersChange={(changes) => list.setFilters(changes)}
          onClear={() => list.setFilters(NO_FILTERS, { search: '' })}
        />
      }
      dialogs={
        <>
          <ActOnBehalfDialog
            company={acting && acting.companyId ? { companyId: acting.companyId, companyName: acting.companyName ?? '' } : null}
            onClose={() => setActing(null)}
          />
          <BlockDialog user={blocking} onClose={() => setBlocking(null)} onDone={setDone} />
        </>
      }
    >
      <Tabs
        label={t`User types`}
        selectedId={tab}
        onSelect={(id) => selectTab(id as Tab)}
        tabs={TABS.map((id) => ({ id, label: tabLabels[id], content: id === tab ? table : null }))}
      />
    </AdminListPage>
  );
}

/** The tab's table: every column always (spec §2), the filter prompt until a filter is set. */
function AdminTable(props: {
  caption: string;
  columns: DataTableColumn<User>[];
  query: Parameters<typeof queryRows<User>>[0];
  list: Pick<ListState, 'table'>;
  filtered: boolean;
  rowActions: (user: User) => ReactNode;
}) {
  return (
    <DataTable
      caption={props.caption}
      columns={props.columns}
      {...queryRows(props.query)}
      getRowId={rowId}
      {...props.list.table}
      alwaysAllColumns
      selectable={false}
      rowActions={props.rowActions}
      filterPrompt={
        props.filtered ? undefined : (
          <EmptyState>
            <Trans>Choose a filter or search with at least 3 characters to see users.</Trans>
          </EmptyState>
        )
      }
    />
  );
}
