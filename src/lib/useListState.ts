// One list's view in the address (issue 28 §3 "One list contract, in the address"; spec §2 "Admin
// tables", §9 table defaults): every list page keeps its page, page size, sort, search and filters
// in the query string through this hook, so that a reload, a shared link or Back shows the same view.
//
// The query string (each name can be changed with `names`: two lists on one page, or a name the
// spec gives, such as the data dictionary's `search`):
//   page=2           the page, from 1             size=50    rows per page
//   sort=email       the sort column              dir=desc   its direction (asc | desc)
//   q=harper         the search                   <name>=…   each filter the page declares (a list
//                                                            filter repeats: roles=A&roles=B)
// Rules:
// - a value equal to its default is not written: the default view has a clean address;
// - anything invalid (page=abc, a sort column or filter value the list does not know, a page size
//   not offered, a search shorter than the list searches) reads as its default;
// - a new search, filter, sort or page size goes back to page 1;
// - the search box follows typing at once; the address (and so the list's query) follows
//   SEARCH_DEBOUNCE_MS after typing pauses. Typing adds one history entry and replaces it while it
//   goes on, so Back skips the keystrokes and returns to the list before the search; a new page,
//   sort, page size or filter adds an entry, so Back returns to the previous view.
// Defaults come from tenants/lists.ts, which the server's list routes read too.
import type { SortingState } from '@tanstack/react-table';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type ListDefaults, MAX_PAGE, PAGE_SIZES, type PageSize, type SortOrder } from '../../tenants/lists.ts';
import { useDebounced } from './useDebounced.ts';

/** Spec §9: the search debounce. */
export const SEARCH_DEBOUNCE_MS = 500;
/** A list filter keeps at most this many values (the server takes no more). */
const MAX_VALUES = 100;

/** A filter with one value (a select), `byDefault` when the address has none or one it does not accept. */
export interface OneFilter<V extends string = string> {
  readonly many: false;
  readonly byDefault: V | '';
  readonly accepts: (value: string) => value is V;
}
/** A filter with any number of values (a multi-select); none by default. */
export interface ManyFilter<V extends string = string> {
  readonly many: true;
  readonly accepts: (value: string) => value is V;
}
export type ListFilter = OneFilter | ManyFilter;
type FilterValue<F> = F extends ManyFilter<infer V> ? V[] : F extends OneFilter<infer V> ? V | '' : never;
export type FilterValues<F extends Record<string, ListFilter>> = { [K in keyof F]: FilterValue<F[K]> };

/** One of `values` ('' for none unless `byDefault` says otherwise). */
export const oneOf = <const V extends string>(values: readonly V[], byDefault: V | '' = ''): OneFilter<V> => ({
  many: false,
  byDefault,
  accepts: (value): value is V => (values as readonly string[]).includes(value),
});
/** Any text `accepts` takes ('' for none). */
export const textFilter = (accepts: (value: string) => boolean = () => true): OneFilter => ({
  many: false,
  byDefault: '',
  accepts: (value): value is string => accepts(value),
});
/** Any number of `values` (of any value when left out: the server checks them). */
export const manyOf = <const V extends string = string>(values?: readonly V[]): ManyFilter<V> => ({
  many: true,
  accepts: (value): value is V => (values ? (values as readonly string[]).includes(value) : value.length > 0),
});

export interface ListParamNames {
  page: string;
  size: string;
  sort: string;
  dir: string;
  q: string;
}
const NAMES: ListParamNames = { page: 'page', size: 'size', sort: 'sort', dir: 'dir', q: 'q' };

export interface ListOptions<S extends string, P extends number, F extends Record<string, ListFilter>> {
  /** The list's defaults (tenants/lists.ts LIST_DEFAULTS). */
  defaults: ListDefaults<S, P>;
  /** The columns the list sorts by; leave out for a list that does not sort. */
  sorts?: readonly S[];
  filters?: F;
  /** The shortest search the list sends (1 by default), or a test of a term; shorter text stays in the box. */
  minSearch?: number | ((term: string) => boolean);
  /** The longest search the list sends (100 by default); longer text is cut. */
  maxSearch?: number;
  /** Filters a new search takes away (the data dictionary's opened entry). */
  clearOnSearch?: ReadonlyArray<keyof F & string>;
  names?: Partial<ListParamNames>;
}

/** How a change goes into the history: a new entry, this entry, or typing (see the rules above). */
export type HistoryMode = 'push' | 'replace' | 'typing';
type Changes = Record<string, string | string[] | null>;

/** The address's changes for a new search term: the term, and the filters a search takes away. */
function searchChanges(term: string, { names, clearOnSearch = [] }: Pick<ListOptions<string, number, never>, 'names' | 'clearOnSearch'>) {
  const changes: Changes = { [names?.q ?? NAMES.q]: term || null };
  for (const name of clearOnSearch) changes[name] = null;
  return changes;
}
const TYPING = { listTyping: true };
const isTyping = (state: unknown) => Boolean((state as typeof TYPING | null)?.listTyping);

/** The page, size, sort, search and filters the query string asks for; anything unknown counts as its default. */
function readView<S extends string, P extends number, F extends Record<string, ListFilter>>(
  params: URLSearchParams,
  options: ListOptions<S, P, F>,
) {
  const names = { ...NAMES, ...options.names };
  const { defaults } = options;
  const pageText = params.get(names.page) ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  const sizes: readonly number[] = [...PAGE_SIZES, defaults.pageSize];
  const sorts: readonly S[] = options.sorts ?? (defaults.sortBy ? [defaults.sortBy] : []);
  const dir = params.get(names.dir);
  const filters = Object.fromEntries(
    Object.entries(options.filters ?? {}).map(([name, filter]) => {
      if (filter.many) return [name, [...new Set(params.getAll(name).filter(filter.accepts))].slice(0, MAX_VALUES)];
      const value = params.get(name);
      return [name, value && filter.accepts(value) ? value : filter.byDefault];
    }),
  ) as FilterValues<F>;
  return {
    page: page >= 1 && page <= MAX_PAGE + 1 ? page : 1,
    pageSize: (sizes.find((size) => String(size) === params.get(names.size)) ?? defaults.pageSize) as PageSize | P,
    sortBy: sorts.find((sort) => sort === params.get(names.sort)) ?? defaults.sortBy,
    sortOrder: dir === 'asc' ? 'ASC' : dir === 'desc' ? 'DESC' : (defaults.sortOrder ?? 'ASC'),
    search: searchTerm(params.get(names.q) ?? '', options),
    filters,
  } as const;
}

/** The term a search text sends: trimmed, cut, '' when too short to search. */
function searchTerm(text: string, { minSearch = 1, maxSearch = 100 }: Pick<ListOptions<string, number, never>, 'minSearch' | 'maxSearch'>) {
  const term = text.trim().slice(0, maxSearch);
  const searchable = typeof minSearch === 'function' ? minSearch(term) : term.length >= minSearch;
  return term && searchable ? term : '';
}

/** The query arguments of a list: the page from 0, the size, the sort of a list that sorts, the search if any. */
export type ListArgs<S extends string, P extends number> = { page: number; pageSize: PageSize | P; search?: string } & ([S] extends [never]
  ? unknown
  : { sortBy: S; sortOrder: SortOrder });

export function useListState<
  S extends string = never,
  P extends number = PageSize,
  F extends Record<string, ListFilter> = Record<string, never>,
>(options: ListOptions<S, P, F>) {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const { defaults, sorts, filters: declared, minSearch, maxSearch, names: renamed } = options;
  const names = useMemo(
    () => ({ ...NAMES, ...renamed }),
    // The names, not the object that holds them (often written in the call).
    [renamed?.page, renamed?.size, renamed?.sort, renamed?.dir, renamed?.q],
  );
  // One view (and one `filters` object) per address, for the page's memos.
  const view = useMemo(
    () => readView(params, { defaults, sorts, filters: declared, minSearch, maxSearch, names }),
    [params, defaults, sorts, declared, minSearch, maxSearch, names],
  );

  // The latest address and options for the setters, which stay the same function from render to
  // render; changes made one after the other in one event (a page size, then page 1) build on each other.
  // The address is taken when it changes only: a render before a navigation has landed (it
  // renders as a transition) must not take back what the setters wrote.
  const latest = useRef({ params, typing: isTyping(location.state), options, pathname: location.pathname, inAddressBar: false });
  useLayoutEffect(() => {
    latest.current.options = options;
  });
  useLayoutEffect(() => {
    latest.current.params = params;
    latest.current.typing = isTyping(location.state);
    latest.current.pathname = location.pathname;
    // Whether this router is the browser's address bar (not a MemoryRouter): then the bar tells
    // when the page is being left (see update).
    latest.current.inAddressBar = window.location.pathname === location.pathname;
  }, [params, location.state, location.pathname]);

  const update = useCallback(
    (changes: Changes, { history, keepPage = false }: { history: HistoryMode; keepPage?: boolean }) => {
      const current = latest.current;
      // A page being left writes nothing to the address. Navigations render as transitions: until
      // the next page has rendered (its code, its first render on a busy machine), this one stays
      // mounted and its timers run (a search typed just before), and writing its view then would
      // take the user back to it (e2e shell.spec.ts: the super admin who chose a company from a
      // search ended on /companyList?q=…, its dialog open).
      if (current.inAddressBar && window.location.pathname !== current.pathname) return;
      const pageName = current.options.names?.page ?? NAMES.page;
      const next = new URLSearchParams(current.params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else if (typeof value === 'string') next.set(key, value);
        else if (next.getAll(key).join('\n') !== value.join('\n')) {
          next.delete(key);
          for (const item of value) next.append(key, item);
        }
      }
      if (!keepPage) next.delete(pageName);
      const to = { search: next.size ? `?${next}` : '' };
      if (next.toString() === current.params.toString()) {
        // What typing sent, now asked for (Enter): the entry stays, later typing starts a new one.
        if (history === 'push' && current.typing) {
          current.typing = false;
          void navigate(to, { replace: true, state: null });
        }
        return;
      }
      const typing = history === 'typing';
      const replace = history === 'replace' || (typing && current.typing);
      current.params = next;
      current.typing = typing;
      void navigate(to, { replace, state: typing ? TYPING : null });
    },
    [navigate],
  );

  // The search box shows what is typed; the address gets the term once typing pauses.
  const [searchText, setSearchText] = useState(view.search);
  const settled = useDebounced(searchText, SEARCH_DEBOUNCE_MS);
  const sent = useRef(view.search);
  useEffect(() => {
    const term = searchTerm(settled, latest.current.options);
    if (term === sent.current) return;
    sent.current = term;
    update(searchChanges(term, latest.current.options), { history: 'typing' });
  }, [settled, update]);
  // The address changed otherwise (Back, a link, a search asked for): the box shows its search.
  useEffect(() => {
    if (view.search === sent.current) return;
    sent.current = view.search;
    setSearchText(view.search);
  }, [view.search]);

  /** A search asked for at once (Enter, a suggestion): no pause, a new history entry. */
  const setSearch = useCallback(
    (text: string, history: HistoryMode = 'push') => {
      const term = searchTerm(text, latest.current.options);
      setSearchText(text);
      sent.current = term;
      update(searchChanges(term, latest.current.options), { history });
    },
    [update],
  );

  const setFilters = useCallback(
    (
      changes: Partial<FilterValues<F>>,
      {
        keepPage = false,
        resetSort = false,
        search,
      }: {
        keepPage?: boolean;
        /** Back to the default sort too. */
        resetSort?: boolean;
        /** A new search too, in the same history entry (a "Clear filters" button). */
        search?: string;
      } = {},
    ) => {
      const { filters = {}, names: renamed } = latest.current.options;
      const written: Changes = {};
      if (search !== undefined) {
        const term = searchTerm(search, latest.current.options);
        setSearchText(search);
        sent.current = term;
        Object.assign(written, searchChanges(term, latest.current.options));
      }
      for (const [name, value] of Object.entries(changes) as Array<[string, string | string[]]>) {
        const filter = (filters as Record<string, ListFilter>)[name];
        if (!filter) continue;
        if (Array.isArray(value)) written[name] = value.length ? value.filter(filter.accepts) : null;
        else written[name] = filter.many || value === filter.byDefault || !filter.accepts(value) ? null : value;
      }
      if (resetSort) Object.assign(written, { [renamed?.sort ?? NAMES.sort]: null, [renamed?.dir ?? NAMES.dir]: null });
      update(written, { history: 'push', keepPage });
    },
    [update],
  );

  const onPageChange = useCallback(
    (page: number) =>
      update({ [latest.current.options.names?.page ?? NAMES.page]: page > 1 ? String(page) : null }, { history: 'push', keepPage: true }),
    [update],
  );
  const onPageSizeChange = useCallback(
    (size: number) => {
      const { defaults, names: renamed } = latest.current.options;
      update({ [renamed?.size ?? NAMES.size]: size === defaults.pageSize ? null : String(size) }, { history: 'push' });
    },
    [update],
  );
  const onSortingChange = useCallback(
    (sorting: SortingState) => {
      const { options } = latest.current;
      const next = sorting[0];
      const sorts: readonly string[] = options.sorts ?? [];
      if (!next || !sorts.includes(next.id)) return;
      const order: SortOrder = next.desc ? 'DESC' : 'ASC';
      update(
        {
          [options.names?.sort ?? NAMES.sort]: next.id === options.defaults.sortBy ? null : next.id,
          [options.names?.dir ?? NAMES.dir]: order === (options.defaults.sortOrder ?? 'ASC') ? null : order.toLowerCase(),
        },
        { history: 'push' },
      );
    },
    [update],
  );

  const { page, pageSize, sortBy, sortOrder, search, filters } = view;
  const sorting = useMemo<SortingState>(() => (sortBy ? [{ id: sortBy, desc: sortOrder === 'DESC' }] : []), [sortBy, sortOrder]);
  const args = {
    page: page - 1,
    pageSize,
    ...(sortBy ? { sortBy, sortOrder } : {}),
    ...(search ? { search } : {}),
  } as ListArgs<S, P>;
  return {
    page,
    pageSize,
    sortBy,
    sortOrder,
    /** The search the list sends ('' for none): the address's, once typing has paused. */
    search,
    /** What the search box shows. */
    searchText,
    setSearchText,
    setSearch,
    filters,
    setFilters,
    /** The query arguments (page from 0). */
    args,
    /**
     * Spreads into DataTable: the page from 1, the size, the search (which an empty table names), and
     * for a list that sorts its sort.
     */
    table: { page, pageSize, onPageChange, onPageSizeChange, search, ...(sortBy ? { sorting, onSortingChange } : {}) },
    /** The query-string names, for a link to another view of the list. */
    names,
  };
}

/**
 * The tab of a page of several lists (`tab=…`, the first tab by default, not written). Another tab
 * starts its list afresh: its page, sort, search and filters are not the last tab's.
 */
export function useListTab<T extends string>(tabs: readonly T[], name = 'tab'): [T, (tab: T) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(location.search).get(name);
  const tab = tabs.find((t) => t === value) ?? tabs[0]!;
  const select = useCallback(
    (next: T) => {
      if (next === tab) return;
      void navigate({ search: next === tabs[0] ? '' : `?${new URLSearchParams({ [name]: next })}` });
    },
    [navigate, tab, tabs, name],
  );
  return [tab, select];
}

/** What useListState gives a list, for components that take a part of it. */
export type ListState<S extends string = string> = ReturnType<typeof useListState<S, number, Record<string, ListFilter>>>;
