// One table of the usage report: the kit's DataTable over rows the page already has (a report is
// small: at most one row per page id, event type or day), paged and sorted here in the browser.
// Its page, size and sort are in the address like every list's (lib/useListState.ts), under its
// own names (`pagesPage`, `daysSort`…), so a reload or Back shows the same view of each table.
import type { RowData } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../components/kit/DataTable.tsx';
import { useListState } from '../../lib/useListState.ts';
import type { ListDefaults } from '../../../tenants/lists.ts';

export interface ReportColumn<T extends RowData> extends DataTableColumn<T> {
  /** What the column sorts by (a number or a text); the column sorts only with it. */
  sortValue?: (row: T) => number | string;
}

export function ReportTable<T extends RowData>({
  name,
  caption,
  columns,
  rows,
  getRowId,
  defaults,
  loading,
  error,
  range,
}: {
  /** The prefix of its names in the address. */
  name: string;
  caption: string;
  columns: ReportColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** Its default sort and page size (tenants/lists.ts). */
  defaults: ListDefaults<string>;
  loading: boolean;
  error: boolean;
  /** The report's range: another one takes the table back to page 1. */
  range: string;
}) {
  const sorts = useMemo(() => columns.filter((c) => c.sortValue !== undefined).map((c) => c.id), [columns]);
  const names = useMemo(
    () => ({ page: `${name}Page`, size: `${name}Size`, sort: `${name}Sort`, dir: `${name}Dir`, q: `${name}Q` }),
    [name],
  );
  const list = useListState({ defaults, sorts, names });
  const { page, pageSize, sortBy, sortOrder } = list;
  const tableColumns = useMemo(() => columns.map((c) => ({ ...c, sortable: c.sortValue !== undefined })), [columns]);

  const sorted = useMemo(() => {
    const value = columns.find((c) => c.id === sortBy)?.sortValue;
    if (!value) return rows;
    const direction = sortOrder === 'DESC' ? -1 : 1;
    return [...rows].sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      return direction * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
    });
  }, [rows, sortBy, sortOrder, columns]);
  const shown = useMemo(() => sorted.slice((page - 1) * pageSize, page * pageSize), [sorted, page, pageSize]);

  return (
    <DataTable
      caption={caption}
      columns={tableColumns}
      rows={shown}
      getRowId={getRowId}
      totalElements={rows.length}
      {...list.table}
      loading={loading}
      error={error}
      selectable={false}
      alwaysAllColumns
      search={range}
    />
  );
}
