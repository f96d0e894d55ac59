// Search, sort and paging of one admin table, the query arguments the server expects, and the
// table props the page query gives back.
import { useCallback, useState } from 'react';
import type { PageSize, SortingState } from '../kit/DataTable.tsx';
import { useDebounced } from '../../lib/useDebounced.ts';

const SEARCH_DEBOUNCE_MS = 500;

/**
 * `table` spreads into DataTable (1-based page, back to page 1 on a new page size or search);
 * `args` into the list query (0-based page). Search text shorter than `minSearch` is not sent.
 */
export function useListState<S extends string>(defaultSort: S, options: { desc?: boolean; minSearch?: number } = {}) {
  const { desc = false, minSearch = 1 } = options;
  const [searchText, setSearchText] = useState('');
  const typed = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const search = typed.length >= minSearch ? typed : '';
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(10);
  const [sorting, setSorting] = useState<SortingState>([{ id: defaultSort, desc }]);
  const onPageSizeChange = useCallback((size: PageSize) => {
    setPageSize(size);
    setPage(1);
  }, []);
  const args = {
    page: page - 1,
    pageSize,
    sortBy: (sorting[0]?.id ?? defaultSort) as S,
    sortOrder: (sorting[0]?.desc ? 'DESC' : 'ASC') as 'ASC' | 'DESC',
    ...(search ? { search } : {}),
  };
  const table = { page, pageSize, onPageChange: setPage, onPageSizeChange, sorting, onSortingChange: setSorting, search };
  return { searchText, setSearchText, search, args, table };
}

interface PageQuery<Row> {
  data?: { content: Row[]; totalElements: number; totalIsEstimate?: boolean };
  isFetching: boolean;
  isError: boolean;
}

const NO_ROWS: never[] = [];

/** What a list query gives the table: the page's rows and the total, loading and failure. */
export function queryRows<Row>(query: PageQuery<Row>) {
  return {
    rows: query.data?.content ?? (NO_ROWS as Row[]),
    totalElements: query.data?.totalElements ?? 0,
    totalIsEstimate: query.data?.totalIsEstimate ?? false,
    loading: query.isFetching,
    error: query.isError,
  };
}
