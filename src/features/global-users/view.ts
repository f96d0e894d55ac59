// What the global user management page shows (issue 16 §1): one tab per user type, each with the
// filters it offers, and when the list is narrow enough to show. The view itself (the tab, the
// search, the filters, the page, its size and the sort) lives in the address through
// lib/useListState.ts, so a view can be bookmarked, shared and restored with Back.
import { manyOf, oneOf } from '../../lib/useListState.ts';
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
export const SORTS: readonly SortBy[] = [
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

/** The sort keys a tab's columns offer. */
export const TAB_SORTS: Record<Tab, readonly SortBy[]> = {
  EXTERNAL: ['name', 'email', 'companyName', 'companyType', 'thirdPartyCompanyName', 'role', 'lastLogin'],
  INTERNAL: ['name', 'email', 'role'],
  MERCHANT: ['name', 'email', 'role', 'sbu'],
  ASSET_PROTECTION: ['name', 'email', 'role', 'buoAreaNumber'],
};

/** Spec §9: minimum search length 3. */
export const MIN_SEARCH = 3;

/** The filters of the address (useListState): the tab and each filter's values. */
export const VIEW_FILTERS = {
  tab: oneOf(TABS, 'EXTERNAL'),
  ...(Object.fromEntries(FILTER_KEYS.map((key) => [key, manyOf()])) as Record<FilterKey, ReturnType<typeof manyOf>>),
};

export const NO_FILTERS: Filters = { companyTypes: [], companyStatuses: [], roles: [], products: [], attributes: [], sbu: [] };

/** The filters of the address that the tab offers (another tab's stay out). */
export function tabFilters(tab: Tab, values: Filters): Filters {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, TAB_FILTERS[tab].includes(key) ? values[key] : []])) as Filters;
}

/** No value for the filters a tab does not offer: what choosing the tab clears. */
export const clearedFor = (tab: Tab): Partial<Filters> =>
  Object.fromEntries(FILTER_KEYS.filter((key) => !TAB_FILTERS[tab].includes(key)).map((key) => [key, []]));

/** Whether the view narrows the list (spec §2: the global tables show a prompt until it does). */
export const isFiltered = (search: string, filters: Filters) =>
  search.trim().length >= MIN_SEARCH || FILTER_KEYS.some((key) => filters[key].length > 0);

/** The list call's body: the search (from 3 characters) and the filters that are set. */
export function requestBody(search: string, filters: Filters): ListGlobalUsersApiArg['body'] {
  const text = search.trim();
  const set = Object.fromEntries(FILTER_KEYS.filter((key) => filters[key].length).map((key) => [key, filters[key]]));
  return { ...(text.length >= MIN_SEARCH ? { search: text } : {}), filters: set as ListGlobalUsersApiArg['body']['filters'] };
}
