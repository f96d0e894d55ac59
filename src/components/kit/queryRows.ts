// What a list query gives DataTable: the page's rows and the total, loading and failure.

interface PageQuery<Row> {
  data?: { content: Row[]; totalElements: number; totalIsEstimate?: boolean };
  isFetching: boolean;
  isError: boolean;
}

const NO_ROWS: never[] = [];

/** The table props of a list query's answer (spread into DataTable). */
export function queryRows<Row>(query: PageQuery<Row>) {
  return {
    rows: query.data?.content ?? (NO_ROWS as Row[]),
    totalElements: query.data?.totalElements ?? 0,
    totalIsEstimate: query.data?.totalIsEstimate ?? false,
    loading: query.isFetching,
    error: query.isError,
  };
}
