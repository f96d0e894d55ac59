// The admin data table (spec §2 "Admin tables", §9 table defaults), on TanStack Table:
// - server-side paging and sorting: the caller fetches the page the props describe;
// - checkbox selection (on by default) with select-all for the page; rows can be disabled;
// - an optional action column; 7 skeleton rows while loading; error and empty panels;
// - responsive columns: under 768 px the first two configured columns, under 1024 px three, else
//   all (the selection and action columns always show); `alwaysAllColumns` turns this off;
// - long text cut per column (50 characters by default) with 'see more' / 'see less';
// - back to page 1 when `search` changes; `filterPrompt` shows instead of the table.
// Keep `columns` and `rows` stable between renders (module constants, state or useMemo): TanStack
// rebuilds its models when they change.
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ColumnDef,
  columnVisibilityFeature,
  functionalUpdate,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Inbox } from 'lucide-react';
import { DefaultError, EmptyState } from '../ui.tsx';
import { cellStyle, responsiveColumnCount, SelectBox, skeletonStyle, sortButtonStyle, useViewportWidth } from './DataTableParts.tsx';
import { visuallyHidden } from './field.tsx';
import { type PageSize, TablePagination } from './TablePagination.tsx';
import { TruncatedText } from './TruncatedText.tsx';

export type { PageSize, SortingState };

export interface DataTableColumn<T extends RowData> {
  /** Column id; also the sort key the table reports in `onSortingChange`. */
  id: string;
  header: string;
  /** The cell's text; text longer than `truncateAt` characters is cut with a 'see more' toggle. */
  value?: (row: T) => string | number | null | undefined;
  /** Custom cell content, used instead of `value` (and not cut). */
  cell?: (row: T) => ReactNode;
  truncateAt?: number;
  /**
   * The cut applies only while the table shows some of its columns (under 1024 px): with every
   * column on screen the whole text shows. For e-mails (spec §9 "17 external email"): an admin
   * scans a list of them on a wide page (issue 28), where the cut only hid them.
   */
  truncateOnlyNarrow?: boolean;
  sortable?: boolean;
}

export const SKELETON_ROWS = 7;
const NO_SORTING: SortingState = [];
const SELECT_COLUMN = '__select';
const ACTIONS_COLUMN = '__actions';
const ownWidthStyle = css`
  width: 1%;
  min-width: 30px;
  white-space: nowrap;
`;
const features = tableFeatures({ rowSortingFeature, rowSelectionFeature, columnVisibilityFeature });

export interface DataTableProps<T extends RowData> {
  /** Names the table for assistive technology. */
  caption: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  totalElements: number;
  /** The total is an estimate: the pagination says "about". */
  totalIsEstimate?: boolean;
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** A new page size also takes the table back to page 1. */
  onPageSizeChange: (pageSize: PageSize) => void;
  sorting?: SortingState;
  /** Without it no column sorts. */
  onSortingChange?: (sorting: SortingState) => void;
  loading?: boolean;
  error?: boolean;
  /** Under 'No data available.': what to do next (an action, a link to the knowledge base). */
  empty?: ReactNode;
  selectable?: boolean;
  /** Controlled selection; leave out to let the table keep it. */
  selectedIds?: string[];
  onSelectionChange?: (ids: string[]) => void;
  isRowDisabled?: (row: T) => boolean;
  /** Content of the action column (e.g. a row menu); no action column without it. */
  rowActions?: (row: T) => ReactNode;
  alwaysAllColumns?: boolean;
  /** The search the rows were fetched with: a new value takes the table back to page 1. */
  search?: string;
  /** Shown instead of the table, e.g. "choose filters first" on the global admin tables. */
  filterPrompt?: ReactNode;
  /** false: a short list shown whole, without the pagination row. */
  paginated?: boolean;
}

export function DataTable<T extends RowData>({
  caption,
  columns,
  rows,
  getRowId,
  totalElements,
  totalIsEstimate,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  sorting = NO_SORTING,
  onSortingChange,
  loading = false,
  empty,
  error = false,
  selectable = true,
  selectedIds,
  onSelectionChange,
  isRowDisabled,
  rowActions,
  alwaysAllColumns = false,
  search,
  filterPrompt,
  paginated = true,
}: DataTableProps<T>) {
  const { t } = useLingui();
  const viewportWidth = useViewportWidth();
  const [ownSelection, setOwnSelection] = useState<RowSelectionState>({});
  // The sort last asked for, shown until the `sorting` it was asked over changes. The caller's
  // answer (a new address) renders as a transition, which a quick second click can come before:
  // that click must build on the first (ascending, then descending), not on the stale prop.
  const [asked, setAsked] = useState<{ over: SortingState; sorting: SortingState } | null>(null);
  const shownSorting = asked?.over === sorting ? asked.sorting : sorting;
  const rowSelection = useMemo(
    (): RowSelectionState => (selectedIds ? Object.fromEntries(selectedIds.map((id) => [id, true as const])) : ownSelection),
    [selectedIds, ownSelection],
  );

  const previousSearch = useRef(search);
  useEffect(() => {
    if (previousSearch.current === search) return;
    previousSearch.current = search;
    if (page !== 1) onPageChange(1);
  }, [search, page, onPageChange]);

  const wide = responsiveColumnCount(viewportWidth) === Infinity;
  const columnDefs = useMemo(() => {
    const defs: Array<ColumnDef<typeof features, T>> = columns.map((column) => ({
      id: column.id,
      header: column.header,
      // TanStack sorts (here: reports sorting for) accessor columns only.
      accessorFn: (row: T) => column.value?.(row) ?? null,
      enableSorting: Boolean(column.sortable && onSortingChange),
      cell: ({ row, getValue }) => {
        if (column.cell) return column.cell(row.original);
        const value = getValue();
        if (value == null) return '';
        return column.truncateOnlyNarrow && wide ? String(value) : <TruncatedText text={String(value)} limit={column.truncateAt} />;
      },
    }));
    const rowName = (row: T) => String(columns[0]?.value?.(row) ?? getRowId(row));
    if (selectable) {
      defs.unshift({
        id: SELECT_COLUMN,
        enableSorting: false,
        header: ({ table }) => (
          <SelectBox
            label={t`Select all rows on this page`}
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            disabled={!table.getRowModel().rows.some((row) => row.getCanSelect())}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => {
          const name = rowName(row.original);
          return (
            <SelectBox
              label={t`Select ${name}`}
              checked={row.getIsSelected()}
              disabled={!row.getCanSelect()}
              onChange={row.getToggleSelectedHandler()}
            />
          );
        },
      });
    }
    if (rowActions) {
      defs.push({ id: ACTIONS_COLUMN, enableSorting: false, header: t`Actions`, cell: ({ row }) => rowActions(row.original) });
    }
    return defs;
  }, [columns, selectable, rowActions, onSortingChange, getRowId, t, wide]);

  const shown = alwaysAllColumns ? Infinity : responsiveColumnCount(viewportWidth);
  const columnVisibility = useMemo(() => Object.fromEntries(columns.map((column, index) => [column.id, index < shown])), [columns, shown]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId,
    manualSorting: true,
    enableMultiSort: false,
    // A column's clicks go ascending ↔ descending; the list always has an order.
    enableSortingRemoval: false,
    enableRowSelection: (row) => !isRowDisabled?.(row.original),
    state: { sorting: shownSorting, rowSelection, columnVisibility },
    onSortingChange: (updater) => {
      const next = functionalUpdate(updater, shownSorting);
      setAsked({ over: sorting, sorting: next });
      onSortingChange?.(next);
    },
    onRowSelectionChange: (updater) => {
      const next = functionalUpdate(updater, rowSelection);
      setOwnSelection(next);
      onSelectionChange?.(Object.keys(next).filter((id) => next[id]));
    },
  });

  if (filterPrompt) return <EmptyState>{filterPrompt}</EmptyState>;

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  // The selection and action columns take the width of their content, on one line (a row's
  // "Act on behalf" is a button of words, not wrapped a word a line); the data columns the rest.
  const widthOf = (id: string) => (id === SELECT_COLUMN || id === ACTIONS_COLUMN ? ownWidthStyle : undefined);

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <tr key={index} aria-hidden="true">
        {headers.map((header) => (
          <td key={header.id} css={cellStyle}>
            <span css={skeletonStyle} />
          </td>
        ))}
      </tr>
    ));
  } else if (error || rows.length === 0) {
    body = (
      <tr>
        <td colSpan={headers.length} css={cellStyle}>
          {error ? (
            <DefaultError message={<Trans>Something went wrong...</Trans>} />
          ) : (
            <EmptyState action={empty}>
              <span
                css={(theme) => ({
                  display: 'inline-flex',
                  padding: theme.space.md,
                  borderRadius: '50%',
                  background: theme.colors.primarySurface,
                  color: theme.colors.primary,
                })}
              >
                <Inbox size={28} aria-hidden="true" />
              </span>
              {search ? (
                <p css={{ margin: 0 }}>
                  <Trans>No results for “{search}”. Check the spelling, or try fewer or other words.</Trans>
                </p>
              ) : (
                <p css={{ margin: 0 }}>
                  <Trans>No data available.</Trans>
                </p>
              )}
            </EmptyState>
          )}
        </td>
      </tr>
    );
  } else {
    body = table.getRowModel().rows.map((row) => {
      const disabled = !row.getCanSelect();
      return (
        <tr
          key={row.id}
          aria-disabled={disabled || undefined}
          css={css`
            opacity: ${disabled ? 0.6 : 1};
          `}
        >
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id} css={[cellStyle, widthOf(cell.column.id)]}>
              <table.FlexRender cell={cell} />
            </td>
          ))}
        </tr>
      );
    });
  }

  return (
    <div>
      {/* A table wider than the screen scrolls in this box; position: relative keeps the visually
          hidden (absolutely placed) texts of its cells inside it too, or they widen the page. */}
      <div
        css={css`
          position: relative;
          overflow-x: auto;
        `}
      >
        <table
          aria-busy={loading || undefined}
          css={css`
            width: 100%;
            border-collapse: collapse;
          `}
        >
          <caption css={visuallyHidden}>{caption}</caption>
          <thead>
            <tr>
              {headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const isAction = header.column.id === ACTIONS_COLUMN;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    css={[
                      cellStyle,
                      widthOf(header.column.id),
                      // Headers keep to one line on a wide window; under 1280 px a long one wraps between
                      // its words (es-MX and fr-CA headers are long), so the columns fit the page at
                      // 1024 px instead of pushing the row actions out of view.
                      css`
                        font-weight: 700;
                        white-space: nowrap;
                        vertical-align: bottom;
                        @media (max-width: 1279.98px) {
                          white-space: normal;
                          text-wrap: balance;
                        }
                      `,
                    ]}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" onClick={header.column.getToggleSortingHandler()} css={sortButtonStyle}>
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">{sorted === 'asc' ? '\u00a0▲' : sorted === 'desc' ? '\u00a0▼' : '\u00a0⇅'}</span>
                      </button>
                    ) : isAction ? (
                      <span css={visuallyHidden}>
                        <table.FlexRender header={header} />
                      </span>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {loading ? (
        <span role="status" css={visuallyHidden}>
          <Trans>Loading…</Trans>
        </span>
      ) : null}
      {paginated ? (
        <TablePagination
          counting={loading && rows.length === 0}
          page={page}
          pageSize={pageSize}
          totalElements={totalElements}
          totalIsEstimate={totalIsEstimate}
          onPageChange={onPageChange}
          onPageSizeChange={(size) => {
            onPageSizeChange(size);
            if (page !== 1) onPageChange(1);
          }}
        />
      ) : null}
    </div>
  );
}
