// What the global user management page shows, kept in the address (issue 16 §1: filter state in
// the URL), so a view can be bookmarked, shared and restored with Back: the tab, the search, the
// filters, the page, its size and the sort.
import { PAGE_SIZES, type PageSize } from '../../components/kit/TablePagination.tsx';
import type { ListGlobalUsersApiArg } from './api.ts';

export const TABS = ['EXTERNAL', 'INTERNAL', 'MERCHANT', 'ASSET_PROTECTION'] as const;
export type Tab = (typeof TABS)[number];

export const FILTER_KEYS = ['companyTypes', 'companyStatuses', 'roles', 'products', 'attributes', 'sbu'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Record<FilterKey, string[]>;

/** The filters each tab offers: company facts for company users, the SBU for associates. */
export const TAB_FILTERS: Record<Tab, readonly FilterKey[]> = {
  EXTERNAL: ['companyTypes', 'companyStatuses', 'roles', 'products', 'attributes'],
  INTERNAL: ['roles', 'products', 'attributes', 'sbu'],
  MERCHANT: ['sbu', 'products', 'attributes'],
  ASSET_PROTECTION: ['products', 'attributes'],
};

export type SortBy = NonNullable<ListGlobalUsersApiArg['sortBy']>;
const SORTS: readonly SortBy[] = [
  'name',
  'email',
  'companyName',
  'companyType',
  'thirdPartyCompanyName',
  'role',
  'lastLogin',
  'sbu',
  'buoAreaNumber',
];

/** Spec §9: minimum search length 3. */
export const MIN_SEARCH = 3;
const DEFAULT_PAGE_SIZE: PageSize = 25;

export interface View {
  tab: Tab;
  /** As typed (the list searches it, debounced, from 3 characters). */
  search: string;
  filters: Filters;
  /** From 1. */
  page: number;
  pageSize: PageSize;
  sortBy: SortBy;
  desc: boolean;
}

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

export function readView(params: URLSearchParams): View {
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'EXTERNAL';
  const size = Number(params.get('size'));
  const filters = Object.fromEntries(
    FILTER_KEYS.map((key) => [key, TAB_FILTERS[tab].includes(key) ? list(params.get(key)) : []]),
  ) as Filters;
  return {
    tab,
    search: params.get('q') ?? '',
    filters,
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : DEFAULT_PAGE_SIZE,
    sortBy: SORTS.find((s) => s === params.get('sort')) ?? 'name',
    desc: params.get('order') === 'desc',
  };
}

/** The address of a view: only what differs from the defaults. */
export function writeView(view: View): URLSearchParams {
  const params = new URLSearchParams();
  if (view.tab !== 'EXTERNAL') params.set('tab', view.tab);
  if (view.search) params.set('q', view.search);
  for (const key of FILTER_KEYS) if (view.filters[key].length) params.set(key, view.filters[key].join(','));
  if (view.page > 1) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(view.pageSize));
  if (view.sortBy !== 'name') params.set('sort', view.sortBy);
  if (view.desc) params.set('order', 'desc');
  return params;
}

/** Whether the view narrows the list (spec §2: the global tables show a prompt until it does). */
export const isFiltered = (view: Pick<View, 'search' | 'filters'>) =>
  view.search.trim().length >= MIN_SEARCH || FILTER_KEYS.some((key) => view.filters[key].length > 0);

/** The list call's body: the search (from 3 characters) and the filters that are set. */
export function requestBody(search: string, filters: Filters): ListGlobalUsersApiArg['body'] {
  const text = search.trim();
  const set = Object.fromEntries(FILTER_KEYS.filter((key) => filters[key].length).map((key) => [key, filters[key]]));
  return { ...(text.length >= MIN_SEARCH ? { search: text } : {}), filters: set as ListGlobalUsersApiArg['body']['filters'] };
}
