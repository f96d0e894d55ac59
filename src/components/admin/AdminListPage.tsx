// One admin list page (spec §2 "Admin tables"): the admin frame (heading and actions), the notice
// the last change left, the search or filters, the table and the page's dialogs. Whether the user
// may open the page at all is its route's permission rule (app/guards.ts `permitted`): a page built
// on this frame does not check again. The list's view (search, sort, page, size, filters) lives in
// the address: src/lib/useListState.ts.
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../kit/DataTable.tsx';
import { TextInput } from '../kit/TextInput.tsx';
import { Alert } from '../ui.tsx';
import { AdminPage } from './AdminPage.tsx';

/** The one search box of a simple list. */
export interface ListSearch {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}

export interface AdminListPageProps<Row extends RowData> {
  title: string;
  /** Buttons beside the heading (add, export…). */
  actions?: ReactNode;
  /** The success notice of the last change, if any. */
  done?: string | null;
  /** Other notices above the search (a failed download…). */
  notices?: ReactNode;
  search?: ListSearch;
  /** Filters richer than one search box; shown where the search would be. */
  filters?: ReactNode;
  /** The table; not selectable unless it says so. */
  table?: DataTableProps<Row>;
  /** Content instead of (or below) one table: tabs of tables, for instance. */
  children?: ReactNode;
  dialogs?: ReactNode;
}

export function AdminListPage<Row extends RowData>({
  title,
  actions,
  done,
  notices,
  search,
  filters,
  table,
  children,
  dialogs,
}: AdminListPageProps<Row>) {
  return (
    <AdminPage title={title} actions={actions}>
      {done ? <Alert tone="success">{done}</Alert> : null}
      {notices}
      {search ? <TextInput label={search.label} type="search" value={search.value} onChange={search.onChange} hint={search.hint} /> : null}
      {filters}
      {table ? <DataTable selectable={false} {...table} /> : null}
      {children}
      {dialogs}
    </AdminPage>
  );
}
