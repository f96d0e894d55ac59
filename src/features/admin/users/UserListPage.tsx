// User Management (/admin/userList; spec §2 "Admin tables", §3, §4, §7 "Supplier user
// management", §8, §9): the company's users in four tabs — Users, Pending, Blocked, Access
// requests — each searched, sorted and paged on the server and exported to Excel. Admins (MANAGE
// USER) add users, bulk create or edit them, and act on a row through its action menu; a
// spectator acting for the company sees the same lists without the actions. The tab and the tab's
// list view (page, size, sort, search) live in the address (lib/useListState.ts).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { RowData } from '@tanstack/react-table';
import { LIST_DEFAULTS } from '../../../../tenants/lists.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import { AdminListPage } from '../../../components/admin/AdminListPage.tsx';
import { DataTable, type DataTableColumn, type DataTableProps } from '../../../components/kit/DataTable.tsx';
import { queryRows } from '../../../components/kit/queryRows.ts';
import { type ListState, useListState, useListTab } from '../../../lib/useListState.ts';
import { Tabs } from '../../../components/kit/Tabs.tsx';
import { ToastProvider, useToast } from '../../../components/kit/Toast.tsx';
import { Button } from '../../../components/ui.tsx';
import { hasPermission } from '../../../lib/session.ts';
import { useCompanySession } from '../../../lib/useCompanySession.ts';
import { productText } from '../../../../tenants/product-names.ts';
import AddUserDialog from './AddUserDialog.tsx';
import {
  type ListAccessRequestsApiResponse,
  type ListPendingUsersApiResponse,
  type ListUsersApiResponse,
  refreshCompanyUsers,
  useDecideAccessRequestsMutation,
  useListAccessRequestsQuery,
  useListPendingUsersQuery,
  useListUsersQuery,
  useResendInvitationMutation,
} from './api.ts';
import BulkUploadDialog from './BulkUploadDialog.tsx';
import { useRoleLabel, useStageLabel } from './labels.ts';
import { useUserDates } from '../../../lib/dates.ts';
import { RequestAge } from '../../../components/RequestAge.tsx';
import { USER_TYPE_LABELS, useLabel } from '../../../lib/labels.ts';
import { ActionMenu, type MenuAction } from '../../../components/kit/ActionMenu.tsx';
import { type TabName, Toolbar } from './Toolbar.tsx';
import {
  BlockDialog,
  DeleteDialog,
  type DialogUser,
  EditAccessDialog,
  EditProfileDialog,
  OperationError,
  UnblockDialog,
} from './UserDialogs.tsx';

type UserRow = ListUsersApiResponse['content'][number];
type PendingRow = ListPendingUsersApiResponse['content'][number];
type RequestRow = ListAccessRequestsApiResponse['content'][number];
const TAB_NAMES: readonly TabName[] = ['users', 'pending', 'blocked', 'access-requests'];
/** The columns each list sorts by (the sortable columns of its table). */
const SORTS = {
  users: ['firstName', 'email', 'role', 'uiLastLoginTime'],
  blocked: ['firstName', 'email', 'uiBlockedOn'],
  pending: ['firstName', 'loginId', 'stage', 'uiCreatedOnDate'],
  requests: ['first_name', 'email', 'create_time'],
} as const;

/** Spec §9 truncation lengths. */
const TRUNCATE = { email: 17, appAccess: 20, note: 35, text: 50 } as const;
/** Spec §4: the row action menu only for these stages of CREATE_USER tasks. */
const MENU_STAGES = new Set(['INVITATION_SENT', 'GRANTING_ACCESS', 'COMPLETING', 'WAITING_FOR_ACCESS']);

type TabListProps<Row extends RowData> = Pick<
  DataTableProps<Row>,
  'caption' | 'columns' | 'getRowId' | 'rowActions' | 'selectable' | 'selectedIds' | 'onSelectionChange'
> & {
  companyId: string;
  tab: TabName;
  list: Pick<ListState, 'searchText' | 'setSearchText' | 'search' | 'table'>;
  query: Parameters<typeof queryRows<Row>>[0];
  /** The tab's own buttons, beside Export. */
  buttons?: ReactNode;
  /** Notices between the toolbar and the table. */
  notices?: ReactNode;
};

/** One tab: its toolbar (search, the tab's buttons, export), notices and the table of its list query. */
function TabList<Row extends RowData>({ companyId, tab, list, query, buttons, notices, ...table }: TabListProps<Row>) {
  return (
    <>
      <Toolbar companyId={companyId} tab={tab} searchText={list.searchText} onSearch={list.setSearchText} search={list.search}>
        {buttons}
      </Toolbar>
      {notices}
      <DataTable selectable={false} {...table} {...queryRows(query)} {...list.table} />
    </>
  );
}

type Open = { kind: 'access' | 'profile' | 'block' | 'unblock' | 'delete'; user: DialogUser } | null;

function UsersTab({ companyId, canManage, blocked }: { companyId: string; canManage: boolean; blocked: boolean }) {
  const { t } = useLingui();
  const toast = useToast();
  const roleLabel = useRoleLabel();
  const label = useLabel();
  const { date } = useUserDates();
  const list = useListState<(typeof SORTS)['users' | 'blocked'][number]>(
    blocked ? { defaults: LIST_DEFAULTS.blockedUsers, sorts: SORTS.blocked } : { defaults: LIST_DEFAULTS.users, sorts: SORTS.users },
  );
  const query = useListUsersQuery({ companyId, status: blocked ? 'BLOCKED' : 'ACTIVE', ...list.args });
  const [open, setOpen] = useState<Open>(null);

  const columns = useMemo<DataTableColumn<UserRow>[]>(
    () =>
      blocked
        ? [
            { id: 'firstName', header: t`Name`, value: (u) => `${u.firstName} ${u.lastName}`, sortable: true },
            { id: 'email', header: t`Email`, value: (u) => u.email, truncateAt: TRUNCATE.email, truncateOnlyNarrow: true, sortable: true },
            { id: 'products', header: t`Application access`, value: (u) => productText(u.products), truncateAt: TRUNCATE.appAccess },
            { id: 'blockedReason', header: t`Blocked reason`, value: (u) => u.blockedReason, truncateAt: TRUNCATE.text },
            { id: 'uiBlockedBy', header: t`Blocked by`, value: (u) => u.uiBlockedBy },
            { id: 'uiBlockedOn', header: t`Blocked date`, value: (u) => date(u.uiBlockedOn), sortable: true },
          ]
        : [
            { id: 'firstName', header: t`Name`, value: (u) => `${u.firstName} ${u.lastName}`, sortable: true },
            { id: 'email', header: t`Email`, value: (u) => u.email, truncateAt: TRUNCATE.email, truncateOnlyNarrow: true, sortable: true },
            { id: 'uiCompanyType', header: t`User type`, value: (u) => label(USER_TYPE_LABELS, u.uiCompanyType) },
            { id: 'products', header: t`Application access`, value: (u) => productText(u.products), truncateAt: TRUNCATE.appAccess },
            { id: 'role', header: t`Role`, value: (u) => roleLabel(u.role), sortable: true },
            { id: 'uiLastLoginTime', header: t`Last login`, value: (u) => date(u.uiLastLoginTime), sortable: true },
          ],
    [blocked, t, date],
  );

  const rowActions = useCallback(
    (u: UserRow) => {
      const user: DialogUser = u;
      const name = `${u.firstName} ${u.lastName}`;
      const actions: MenuAction[] = blocked
        ? [{ id: 'unblock', label: t`Unblock`, onSelect: () => setOpen({ kind: 'unblock', user }) }]
        : [
            { id: 'access', label: t`Edit access`, onSelect: () => setOpen({ kind: 'access', user }) },
            { id: 'profile', label: t`Edit profile`, onSelect: () => setOpen({ kind: 'profile', user }) },
            { id: 'block', label: t`Block`, onSelect: () => setOpen({ kind: 'block', user }) },
            { id: 'delete', label: t`Delete`, onSelect: () => setOpen({ kind: 'delete', user }) },
          ];
      return <ActionMenu label={t`Actions for ${name}`} actions={actions} />;
    },
    [blocked, t],
  );

  const close = () => setOpen(null);
  const done = (message: string) => {
    setOpen(null);
    toast.show({ tone: 'success', message });
  };
  const dialogProps = open ? { companyId, user: open.user, onClose: close, onDone: done } : null;

  return (
    <>
      <TabList
        companyId={companyId}
        tab={blocked ? 'blocked' : 'users'}
        list={list}
        query={query}
        caption={blocked ? t`Blocked users` : t`Users`}
        columns={columns}
        getRowId={(u) => u.userId}
        rowActions={canManage ? rowActions : undefined}
      />
      {dialogProps && open?.kind === 'access' ? <EditAccessDialog {...dialogProps} /> : null}
      {dialogProps && open?.kind === 'profile' ? <EditProfileDialog {...dialogProps} /> : null}
      {dialogProps && open?.kind === 'block' ? <BlockDialog {...dialogProps} /> : null}
      {dialogProps && open?.kind === 'unblock' ? <UnblockDialog {...dialogProps} /> : null}
      {dialogProps && open?.kind === 'delete' ? <DeleteDialog {...dialogProps} /> : null}
    </>
  );
}

function PendingTab({ companyId, canManage }: { companyId: string; canManage: boolean }) {
  const { t } = useLingui();
  const toast = useToast();
  const stageLabel = useStageLabel();
  const { date } = useUserDates();
  const list = useListState({ defaults: LIST_DEFAULTS.pendingUsers, sorts: SORTS.pending });
  const query = useListPendingUsersQuery({ companyId, ...list.args });
  const [resend] = useResendInvitationMutation();

  const columns = useMemo<DataTableColumn<PendingRow>[]>(
    () => [
      { id: 'firstName', header: t`Name`, value: (u) => `${u.firstName} ${u.lastName}`, sortable: true },
      { id: 'loginId', header: t`Email`, value: (u) => u.loginId, truncateAt: TRUNCATE.email, truncateOnlyNarrow: true, sortable: true },
      { id: 'uiAppAccess', header: t`Application access`, value: (u) => productText(u.uiAppAccess), truncateAt: TRUNCATE.appAccess },
      { id: 'stage', header: t`Status`, value: (u) => stageLabel(u.stage), sortable: true },
      { id: 'createdBy', header: t`Created by`, value: (u) => u.createdBy },
      { id: 'uiCreatedOnDate', header: t`Created on`, value: (u) => date(u.uiCreatedOnDate), sortable: true },
    ],
    [t, date],
  );

  const rowActions = useCallback(
    (u: PendingRow) => {
      if (u.type !== 'CREATE_USER' || !MENU_STAGES.has(u.stage)) return null;
      const name = `${u.firstName} ${u.lastName}`;
      const resendInvite = async () => {
        const result = await resend({ companyId, taskId: u.taskId });
        if ('data' in result) {
          const email = u.loginId;
          toast.show({ tone: 'success', message: t`The invitation was sent again to ${email}.` });
        } else {
          toast.show({ tone: 'error', message: t`An error occurred while performing the operation` });
        }
      };
      return <ActionMenu label={t`Actions for ${name}`} actions={[{ id: 'resend', label: t`Resend invite`, onSelect: resendInvite }]} />;
    },
    [companyId, resend, t, toast],
  );

  return (
    <TabList
      companyId={companyId}
      tab="pending"
      list={list}
      query={query}
      caption={t`Pending users`}
      columns={columns}
      getRowId={(u) => u.taskId}
      rowActions={canManage ? rowActions : undefined}
    />
  );
}

function AccessRequestsTab({ companyId, canManage }: { companyId: string; canManage: boolean }) {
  const { t } = useLingui();
  const toast = useToast();
  const { date } = useUserDates();
  const list = useListState({ defaults: LIST_DEFAULTS.accessRequests, sorts: SORTS.requests });
  const query = useListAccessRequestsQuery({ companyId, ...list.args });
  const [selected, setSelected] = useState<string[]>([]);
  const [decide, { isLoading, error, reset }] = useDecideAccessRequestsMutation();

  const columns = useMemo<DataTableColumn<RequestRow>[]>(
    () => [
      { id: 'first_name', header: t`Name`, value: (r) => `${r.first_name} ${r.last_name}`, sortable: true },
      { id: 'email', header: t`Email`, value: (r) => r.email, truncateAt: TRUNCATE.email, truncateOnlyNarrow: true, sortable: true },
      { id: 'product_text', header: t`Application access`, value: (r) => r.product_text, truncateAt: TRUNCATE.appAccess },
      { id: 'requestor_note', header: t`Request note`, value: (r) => r.requestor_note, truncateAt: TRUNCATE.note },
      { id: 'create_time', header: t`Request date`, value: (r) => date(r.create_time), sortable: true },
      {
        id: 'age',
        header: t`Waiting`,
        cell: (r) => <RequestAge created={r.create_time} />,
      },
    ],
    [t, date],
  );

  const run = async (approved: boolean) => {
    reset();
    const result = await decide({ companyId, body: { approvals: selected.map((requestId) => ({ requestId, approved })) } });
    if ('data' in result) {
      const count = selected.length;
      setSelected([]);
      toast.show({
        tone: 'success',
        message: approved
          ? plural(count, { one: 'Approved # access request.', other: 'Approved # access requests.' })
          : plural(count, { one: 'Denied # access request.', other: 'Denied # access requests.' }),
      });
    }
  };

  return (
    <TabList
      companyId={companyId}
      tab="access-requests"
      list={list}
      query={query}
      buttons={
        canManage ? (
          <>
            <Button type="button" disabled={!selected.length || isLoading} onClick={() => run(true)}>
              <Trans>Approve selected</Trans>
            </Button>
            <Button type="button" variant="secondary" disabled={!selected.length || isLoading} onClick={() => run(false)}>
              <Trans>Deny selected</Trans>
            </Button>
          </>
        ) : null
      }
      notices={<OperationError error={error} />}
      caption={t`Access requests`}
      columns={columns}
      getRowId={(r) => r.id}
      selectable={canManage}
      selectedIds={selected}
      onSelectionChange={setSelected}
    />
  );
}

function UserManagement({ companyId, canManage }: { companyId: string; canManage: boolean }) {
  const { t } = useLingui();
  const [tab, selectTab] = useListTab(TAB_NAMES);
  const [dialog, setDialog] = useState<'add' | 'create' | 'edit' | null>(null);
  const dispatch = useAppDispatch();
  const closeDialog = (changed: boolean) => {
    setDialog(null);
    if (changed) dispatch(refreshCompanyUsers());
  };

  const actions = canManage ? (
    <>
      <Button type="button" onClick={() => setDialog('add')}>
        <Trans>Add user</Trans>
      </Button>
      <Button type="button" variant="secondary" onClick={() => setDialog('create')}>
        <Trans>Bulk create</Trans>
      </Button>
      <Button type="button" variant="secondary" onClick={() => setDialog('edit')}>
        <Trans>Bulk edit</Trans>
      </Button>
    </>
  ) : undefined;

  return (
    <AdminListPage
      title={t`User Management`}
      actions={actions}
      dialogs={
        canManage ? (
          <>
            <AddUserDialog companyId={companyId} open={dialog === 'add'} onClose={closeDialog} />
            <BulkUploadDialog
              companyId={companyId}
              mode={dialog === 'edit' ? 'edit' : 'create'}
              open={dialog === 'create' || dialog === 'edit'}
              onClose={closeDialog}
            />
          </>
        ) : null
      }
    >
      <Tabs
        label={t`User lists`}
        selectedId={tab}
        onSelect={(id) => selectTab(id as TabName)}
        tabs={[
          { id: 'users', label: t`Users`, content: <UsersTab key="users" companyId={companyId} canManage={canManage} blocked={false} /> },
          { id: 'pending', label: t`Pending`, content: <PendingTab companyId={companyId} canManage={canManage} /> },
          { id: 'blocked', label: t`Blocked`, content: <UsersTab key="blocked" companyId={companyId} canManage={canManage} blocked /> },
          { id: 'access-requests', label: t`Access requests`, content: <AccessRequestsTab companyId={companyId} canManage={canManage} /> },
        ]}
      />
    </AdminListPage>
  );
}

export default function UserListPage() {
  const { user, companyId } = useCompanySession();
  // The only page with toasts: their provider lives here, not in the app shell's initial code.
  return (
    <ToastProvider>
      <UserManagement companyId={companyId} canManage={hasPermission(user, 'MANAGE', 'USER')} />
    </ToastProvider>
  );
}
