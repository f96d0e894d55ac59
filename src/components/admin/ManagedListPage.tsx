// An admin list of things the company's managers add, change and remove, each in a dialog
// (Authorized Domains, Third Party; spec §2 "Admin tables"): the search (from 3 characters), the
// table, an add button and two buttons a row; the list's view in the address (lib/useListState.ts). Each dialog closes with the name of what it changed,
// or with nothing when cancelled; the page says what notice that name leaves.
import { useLingui } from '@lingui/react/macro';
import type { RowData } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import type { ListDefaults, PageSize } from '../../../tenants/lists.ts';
import { type ListState, useListState } from '../../lib/useListState.ts';
import type { DataTableColumn } from '../kit/DataTable.tsx';
import { queryRows } from '../kit/queryRows.ts';
import { Button } from '../ui.tsx';
import { AdminListPage } from './AdminListPage.tsx';
import { RowButtons } from './RowButtons.tsx';
import { useRowDialogs } from './useRowDialogs.ts';

const MIN_SEARCH = 3;

/** The list state of a managed list: its search sends nothing shorter than 3 characters. */
export const useManagedListState = <S extends string>(defaults: ListDefaults<S, PageSize>, sorts: readonly S[]) =>
  useListState({ defaults, sorts, minSearch: MIN_SEARCH });

/** The add dialog's props: `onClose` gets the name of what was added, nothing when cancelled. */
export interface AddDialogProps {
  companyId: string;
  onClose: (name?: string) => void;
}

/** A row dialog's props: `onClose` gets the name of what was changed, nothing when cancelled. */
export interface RowDialogProps<Row> extends AddDialogProps {
  row: Row;
}

/** A button, the dialog it opens and the success notice for the name the dialog closes with. */
interface Action<Dialog> {
  label: ReactNode;
  dialog: ComponentType<Dialog>;
  done: (name: string) => string;
}

export interface ManagedListPageProps<Row extends RowData> {
  title: string;
  companyId: string;
  /** Whether the user may add, change and remove (the add button and the row buttons). */
  mayManage: boolean;
  search: { label: string; list: Pick<ListState, 'searchText' | 'setSearchText' | 'table'> };
  table: {
    caption: string;
    columns: DataTableColumn<Row>[];
    query: Parameters<typeof queryRows<Row>>[0];
    getRowId: (row: Row) => string;
    /** Names the row in its buttons for assistive technology. */
    rowName: (row: Row) => string;
  };
  add: Action<AddDialogProps>;
  edit: Action<RowDialogProps<Row>>;
  remove: Action<RowDialogProps<Row>>;
  /** What the list is for, said when it is empty (with the add button for those who may add). */
  empty: ReactNode;
}

export function ManagedListPage<Row extends RowData>({
  title,
  companyId,
  mayManage,
  search,
  table,
  add,
  edit,
  remove,
  empty,
}: ManagedListPageProps<Row>) {
  const { t } = useLingui();
  const dialogs = useRowDialogs<Row, 'add' | 'edit' | 'remove'>();
  const closer = (done: (name: string) => string) => (name?: string) => dialogs.close(name ? done(name) : undefined);
  const editing = dialogs.rowOf('edit');
  const removing = dialogs.rowOf('remove');
  const { caption, columns, query, getRowId, rowName } = table;

  return (
    <AdminListPage
      title={title}
      actions={
        mayManage ? (
          <Button type="button" icon={<Plus size={18} aria-hidden="true" />} onClick={() => dialogs.open('add')}>
            {add.label}
          </Button>
        ) : null
      }
      done={dialogs.done}
      search={{
        label: search.label,
        value: search.list.searchText,
        onChange: search.list.setSearchText,
        hint: t`Enter at least 3 characters.`,
      }}
      table={{
        caption,
        columns,
        ...queryRows(query),
        getRowId,
        ...search.list.table,
        empty: (
          <>
            <p css={{ margin: 0 }}>{empty}</p>
            {mayManage ? (
              <Button type="button" variant="secondary" icon={<Plus size={18} aria-hidden="true" />} onClick={() => dialogs.open('add')}>
                {add.label}
              </Button>
            ) : null}
          </>
        ),
        rowActions: mayManage
          ? (row) => (
              <RowButtons
                name={rowName(row)}
                buttons={[
                  { label: edit.label, onClick: () => dialogs.open('edit', row) },
                  { label: remove.label, variant: 'secondary', onClick: () => dialogs.open('remove', row) },
                ]}
              />
            )
          : undefined,
      }}
      dialogs={
        <>
          {dialogs.isOpen('add') ? <add.dialog companyId={companyId} onClose={closer(add.done)} /> : null}
          {editing ? <edit.dialog companyId={companyId} row={editing} onClose={closer(edit.done)} /> : null}
          {removing ? <remove.dialog companyId={companyId} row={removing} onClose={closer(remove.done)} /> : null}
        </>
      }
    />
  );
}
