// One table of the usage report: the kit's DataTable over rows the page already has (a report is
// small: at most one row per page id, event type or day), paged and sorted here in the browser.
import type { RowData } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn, type PageSize, type SortingState } from '../../components/kit/DataTable.tsx';

export interface ReportColumn<T extends RowData> extends DataTableColumn<T> {
  /** What the column sorts by (a number or a text); the column sorts only with it. */
  sortValue?: (row: T) => number | string;
}

export function ReportTable<T extends RowData>({
  caption,
  columns,
  rows,
  getRowId,
  initialSort,
  loading,
  error,
  range,
}: {
  caption: string;
  columns: ReportColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  initialSort: SortingState;
  loading: boolean;
  error: boolean;
  /** The report's range: another one takes the table back to page 1. */
  range: string;
}) {
  const [sorting, setSorting] = useState<SortingState>(initialSort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(10);
  const tableColumns = useMemo(() => columns.map((c) => ({ ...c, sortable: c.sortValue !== undefined })), [columns]);

  const sorted = useMemo(() => {
    const [sort] = sorting;
    const column = columns.find((c) => c.id === sort?.id);
    if (!sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const direction = sort.desc ? -1 : 1;
    return [...rows].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      return direction * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
    });
  }, [rows, sorting, columns]);
  const shown = useMemo(() => sorted.slice((page - 1) * pageSize, page * pageSize), [sorted, page, pageSize]);

  return (
    <DataTable
      caption={caption}
      columns={tableColumns}
      rows={shown}
      getRowId={getRowId}
      totalElements={rows.length}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={setPageSize}
      sorting={sorting}
      onSortingChange={(next) => {
        setSorting(next);
        setPage(1);
      }}
      loading={loading}
      error={error}
      selectable={false}
      alwaysAllColumns
      search={range}
    />
  );
}
