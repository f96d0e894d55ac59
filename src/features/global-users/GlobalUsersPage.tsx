// Global User Management (/globalUserManagement; spec §2 "Admin tables", §3 "Global user", §7
// "Global user management"; issue 16 §1): super admins, and the spectator read-only, find users
// across every company of the country, one tab per user type, with filters, a debounced search
// from 3 characters, server paging and sorting, every column always shown (scrolling sideways on a
// narrow screen), and the state in the address. Until a filter is set the table shows a prompt.
// From a company user's row a super admin acts on behalf of the company or blocks/unblocks the
// user; the spectator views the company.
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { ActOnBehalfDialog } from '../../components/ActOnBehalfDialog.tsx';
import { AdminListPage } from '../../components/admin/AdminListPage.tsx';
import { RowButtons } from '../../components/admin/RowButtons.tsx';
import { queryRows } from '../../components/admin/useListState.ts';
import { DataTable, type DataTableColumn, type PageSize, type SortingState } from '../../components/kit/DataTable.tsx';
import { Tabs } from '../../components/kit/Tabs.tsx';
import { EmptyState } from '../../components/ui.tsx';
import { useUserDates } from '../../lib/dates.ts';
import { COMPANY_TYPE_LABELS, ROLE_LABELS, useLabel } from '../../lib/labels.ts';
import { isSpectator } from '../../lib/session.ts';
import { useDebounced } from '../../lib/useDebounced.ts';
import { productText } from '../../../tenants/product-names.ts';
import { type ListGlobalUsersApiResponse, useGetUserContextQuery, useListGlobalUsersQuery } from './api.ts';
import { BlockDialog } from './BlockDialog.tsx';
import { ExportButton } from './ExportButton.tsx';
import { GlobalUserFilters } from './GlobalUserFilters.tsx';
import { type Filters, isFiltered, readView, requestBody, type SortBy, type Tab, TABS, TAB_FILTERS, type View, writeView } from './view.ts';

type User = ListGlobalUsersApiResponse['content'][number];
/** Spec §9: search debounce 500 ms; app access cut at 20 characters, e-mail at 17 in narrow tables (not here: all columns show). */
const DEBOUNCE_MS = 500;
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
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const { data: me } = useGetUserContextQuery({ permissions: true });
  const spectator = me ? isSpectator(me) : false;

  // The search box follows typing; the address (and the list) follow it 500 ms later.
  const [searchText, setSearchText] = useState(view.search);
  const typed = useDebounced(searchText, DEBOUNCE_MS);
  const lastTyped = useRef(typed);
  const update = useCallback(
    (change: Partial<View>) => setParams(writeView({ ...readView(params), ...change }), { replace: true }),
    [params, setParams],
  );
  useEffect(() => {
    if (typed === lastTyped.current) return;
    lastTyped.current = typed;
    if (typed !== view.search) update({ search: typed, page: 1 });
  }, [typed, view.search, update]);
  // The address changed otherwise (Back, a link): the box shows its search.
  useEffect(() => {
    if (view.search === lastTyped.current) return;
    lastTyped.current = view.search;
    setSearchText(view.search);
  }, [view.search]);

  const body = useMemo(() => requestBody(view.search, view.filters), [view.search, view.filters]);
  const filtered = isFiltered(view);
  const sortOrder = view.desc ? 'DESC' : 'ASC';
  const users = useListGlobalUsersQuery(
    { userType: view.tab, pageNo: view.page - 1, pageSize: view.pageSize, sortBy: view.sortBy, sortOrder, body },
    { skip: !filtered },
  );

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
    return byTab[view.tab];
  }, [t, label, dates, view.tab]);

  const tabLabels: Record<Tab, string> = {
    EXTERNAL: t`External users`,
    INTERNAL: t`Internal users`,
    MERCHANT: t`Merchants`,
    ASSET_PROTECTION: t`Asset protection`,
  };
  const sorting: SortingState = [{ id: view.sortBy, desc: view.desc }];

  /** Another tab keeps the search and the filters it also offers. */
  const selectTab = (tab: Tab) => {
    const filters = Object.fromEntries(
      Object.entries(view.filters).map(([key, values]) => [key, TAB_FILTERS[tab].includes(key as keyof Filters) ? values : []]),
    ) as Filters;
    const sortBy = columnsSortable(tab).includes(view.sortBy) ? view.sortBy : 'name';
    update({ tab, filters, page: 1, sortBy });
  };

  const table = (
    <AdminTable
      caption={tabLabels[view.tab]}
      columns={columns}
      query={users}
      view={view}
      sorting={sorting}
      filtered={filtered}
      onPage={(page) => update({ page })}
      onPageSize={(pageSize) => update({ pageSize, page: 1 })}
      onSort={(next) => {
        const first = next[0];
        update({ sortBy: (first?.id as SortBy) ?? 'name', desc: first?.desc ?? false, page: 1 });
      }}
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
        <ExportButton
          userType={view.tab}
          sortBy={view.sortBy}
          sortOrder={sortOrder}
          body={body}
          disabled={!filtered || !users.data?.totalElements}
        />
      }
      filters={
        <GlobalUserFilters
          tab={view.tab}
          search={searchText}
          onSearchChange={setSearchText}
          filters={view.filters}
          onFiltersChange={(filters) => update({ filters, page: 1 })}
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
        selectedId={view.tab}
        onSelect={(id) => selectTab(id as Tab)}
        tabs={TABS.map((tab) => ({ id: tab, label: tabLabels[tab], content: tab === view.tab ? table : null }))}
      />
    </AdminListPage>
  );
}

/** The sort keys a tab's columns offer. */
const columnsSortable = (tab: Tab): SortBy[] =>
  ({
    EXTERNAL: ['name', 'email', 'companyName', 'companyType', 'thirdPartyCompanyName', 'role', 'lastLogin'],
    INTERNAL: ['name', 'email', 'role'],
    MERCHANT: ['name', 'email', 'role', 'sbu'],
    ASSET_PROTECTION: ['name', 'email', 'role', 'buoAreaNumber'],
  })[tab] as SortBy[];

/** The tab's table: every column always (spec §2), the filter prompt until a filter is set. */
function AdminTable(props: {
  caption: string;
  columns: DataTableColumn<User>[];
  query: Parameters<typeof queryRows<User>>[0];
  view: View;
  sorting: SortingState;
  filtered: boolean;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
  onSort: (sorting: SortingState) => void;
  rowActions: (user: User) => ReactNode;
}) {
  const { view } = props;
  return (
    <DataTable
      caption={props.caption}
      columns={props.columns}
      {...queryRows(props.query)}
      getRowId={rowId}
      page={view.page}
      pageSize={view.pageSize}
      onPageChange={props.onPage}
      onPageSizeChange={props.onPageSize}
      sorting={props.sorting}
      onSortingChange={props.onSort}
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
