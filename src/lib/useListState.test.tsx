// The list contract in the address (issue 28 §3): what the query string says is what the list
// asks for; what the user changes is written to it (only what differs from the defaults); the
// search after its pause; back to page 1 on any other change; invalid values read as defaults;
// Back and Forward through a MemoryRouter history.
import { act, render, renderHook } from '@testing-library/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { manyOf, oneOf, SEARCH_DEBOUNCE_MS, useListState, useListTab } from './useListState.ts';

const SORTS = ['firstName', 'email', 'uiLastLoginTime'] as const;
const options = {
  defaults: { sortBy: 'firstName', sortOrder: 'ASC', pageSize: 10 },
  sorts: SORTS,
  filters: { status: oneOf(['ACTIVE', 'BLOCKED', 'ANY'], 'ACTIVE'), roles: manyOf(['Admin', 'User', 'Viewer']) },
  minSearch: 3,
} as const;

/** The hook on a page at `path`, with the address it writes and the browser's Back and Forward. */
function renderList(path = '/users', listOptions: Parameters<typeof useListState>[0] = options) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const rendered = renderHook(
    () => ({ list: useListState(listOptions as typeof options), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
  const current = () => rendered.result.current;
  return {
    list: () => current().list,
    query: () => current().location.search,
    param: (name: string) => new URLSearchParams(current().location.search).get(name),
    back: () => act(() => void current().navigate(-1)),
    forward: () => act(() => void current().navigate(1)),
    /** Types into the search box, then lets `ms` pass. */
    type: (text: string, ms = SEARCH_DEBOUNCE_MS) => {
      act(() => current().list.setSearchText(text));
      act(() => void vi.advanceTimersByTime(ms));
    },
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useListState', () => {
  test('reads the view from the address: page, size, sort, direction, search and filters become the query', () => {
    const { list } = renderList('/users?page=2&size=50&sort=email&dir=desc&q=harper&status=BLOCKED&roles=Admin&roles=Viewer');
    expect(list().args).toEqual({ page: 1, pageSize: 50, sortBy: 'email', sortOrder: 'DESC', search: 'harper' });
    expect(list().table).toMatchObject({ page: 2, pageSize: 50, sorting: [{ id: 'email', desc: true }] });
    expect(list().filters).toEqual({ status: 'BLOCKED', roles: ['Admin', 'Viewer'] });
    expect(list().searchText).toBe('harper');
  });

  test('a clean address is the default view; invalid values read as their defaults instead of failing', () => {
    const clean = renderList('/users');
    expect(clean.list().args).toEqual({ page: 0, pageSize: 10, sortBy: 'firstName', sortOrder: 'ASC' });
    expect(clean.list().filters).toEqual({ status: 'ACTIVE', roles: [] });

    for (const page of ['abc', '0', '-2', '1e300', '2.5', '99999999']) {
      expect(renderList(`/users?page=${page}`).list().page).toBe(1);
    }
    const invalid = renderList('/users?size=7&sort=password&dir=sideways&status=NOPE&roles=Root&roles=Admin&q=ab');
    expect(invalid.list().args).toEqual({ page: 0, pageSize: 10, sortBy: 'firstName', sortOrder: 'ASC' });
    expect(invalid.list().filters).toEqual({ status: 'ACTIVE', roles: ['Admin'] });
    // A search too short to send is not shown as if it were searched.
    expect(invalid.list().searchText).toBe('');
  });

  test("a list's own default page size outside the usual sizes is accepted, and not written", () => {
    const dictionary = { defaults: { pageSize: 20 } };
    const view = renderList('/dataDictionary?size=20', dictionary);
    expect(view.list().args).toEqual({ page: 0, pageSize: 20 });
    act(() => view.list().table.onPageSizeChange(50));
    expect(view.query()).toBe('?size=50');
    act(() => view.list().table.onPageSizeChange(20));
    expect(view.query()).toBe('');
  });

  test('changes are written to the address, defaults left out: a clean address for the default view', () => {
    const view = renderList();
    act(() => view.list().table.onPageChange(3));
    expect(view.query()).toBe('?page=3');
    act(() => view.list().table.onSortingChange?.([{ id: 'email', desc: true }]));
    expect(view.query()).toBe('?sort=email&dir=desc');
    act(() => view.list().setFilters({ status: 'BLOCKED', roles: ['User'] }));
    expect(view.param('status')).toBe('BLOCKED');
    expect(new URLSearchParams(view.query()).getAll('roles')).toEqual(['User']);
    act(() => view.list().table.onPageSizeChange(25));
    expect(view.param('size')).toBe('25');

    act(() => view.list().table.onSortingChange?.([{ id: 'firstName', desc: false }]));
    act(() => view.list().setFilters({ status: 'ACTIVE', roles: [] }));
    act(() => view.list().table.onPageSizeChange(10));
    expect(view.query()).toBe('');
    expect(view.list().args).toEqual({ page: 0, pageSize: 10, sortBy: 'firstName', sortOrder: 'ASC' });
  });

  test('a new sort, filter, page size or search goes back to page 1', () => {
    const view = renderList('/users?page=4');
    act(() => view.list().table.onSortingChange?.([{ id: 'email', desc: false }]));
    expect(view.param('page')).toBeNull();
    act(() => view.list().table.onPageChange(4));
    act(() => view.list().setFilters({ roles: ['Admin'] }));
    expect(view.param('page')).toBeNull();
    act(() => view.list().table.onPageChange(4));
    act(() => view.list().table.onPageSizeChange(50));
    expect(view.param('page')).toBeNull();
    act(() => view.list().table.onPageChange(4));
    view.type('harper');
    expect(view.query()).toBe('?sort=email&roles=Admin&size=50&q=harper');
    // A sort on a column the list does not sort by changes nothing.
    act(() => view.list().table.onPageChange(2));
    act(() => view.list().table.onSortingChange?.([{ id: 'password', desc: false }]));
    expect(view.param('page')).toBe('2');
  });

  test('the box follows typing at once; the address and the query follow once typing pauses; short text is not sent', () => {
    const view = renderList();
    view.type('harp', SEARCH_DEBOUNCE_MS - 1);
    expect(view.list().searchText).toBe('harp');
    expect(view.param('q')).toBeNull();
    expect(view.list().args).not.toHaveProperty('search');
    act(() => void vi.advanceTimersByTime(1));
    expect(view.param('q')).toBe('harp');
    expect(view.list().args).toMatchObject({ search: 'harp' });

    view.type('  harper reyes  ');
    expect(view.param('q')).toBe('harper reyes');
    // Under the shortest search: the whole list again, the text stays in the box only.
    view.type('ha');
    expect(view.param('q')).toBeNull();
    expect(view.list().searchText).toBe('ha');
  });

  test('Back returns to the previous view: page, sort and filter changes add entries; typing adds one and replaces it', () => {
    const view = renderList();
    act(() => view.list().table.onPageChange(2));
    act(() => view.list().table.onSortingChange?.([{ id: 'email', desc: false }]));
    view.type('har');
    view.type('harper');
    expect(view.query()).toBe('?sort=email&q=harper');

    view.back();
    expect(view.query()).toBe('?sort=email');
    expect(view.list().searchText).toBe('');
    expect(view.list().args).toEqual({ page: 0, pageSize: 10, sortBy: 'email', sortOrder: 'ASC' });
    view.back();
    expect(view.query()).toBe('?page=2');
    expect(view.list().page).toBe(2);
    view.forward();
    view.forward();
    expect(view.query()).toBe('?sort=email&q=harper');
    expect(view.list().searchText).toBe('harper');
    view.back();
    view.back();
    view.back();
    expect(view.query()).toBe('');
  });

  test('one event of several changes (a page size, then page 1) adds one entry; a change to the same view adds none', () => {
    const view = renderList('/users?page=3');
    act(() => {
      view.list().table.onPageSizeChange(50);
      view.list().table.onPageChange(1);
    });
    act(() => view.list().setFilters({ status: 'ACTIVE' }));
    expect(view.query()).toBe('?size=50');
    view.back();
    expect(view.query()).toBe('?page=3');
  });

  test('"Clear filters" takes the filters and the search away in one entry, and empties the box', () => {
    const view = renderList('/users?roles=Admin&q=harper');
    act(() => view.list().setFilters({ roles: [] }, { search: '' }));
    expect(view.query()).toBe('');
    expect(view.list().searchText).toBe('');
    view.back();
    expect(view.query()).toBe('?roles=Admin&q=harper');
  });

  test('a search asked for at once (Enter) is written without the pause; asked for after typing sent it, it adds no entry', () => {
    const view = renderList('/users?page=2');
    act(() => view.list().setSearch('harper'));
    expect(view.query()).toBe('?q=harper');
    view.back();
    expect(view.query()).toBe('?page=2');
    expect(view.list().searchText).toBe('');

    view.type('reyes');
    act(() => view.list().setSearch('reyes'));
    view.back();
    expect(view.query()).toBe('?page=2');
  });
});

describe('useListState in the address bar (BrowserRouter)', () => {
  test('a page being left does not write its search: the next page still loading, the address stays where the user went', () => {
    window.history.replaceState(null, '', '/companyList');
    let list: ReturnType<typeof useListState> | undefined;
    let navigate: ReturnType<typeof useNavigate> | undefined;
    function ListPage() {
      list = useListState(options);
      navigate = useNavigate();
      return <p>{list.searchText}</p>;
    }
    // The next page's code never arrives: the navigation's transition keeps the list page mounted.
    const NextPage = lazy(() => new Promise<never>(() => {}));
    render(
      <BrowserRouter>
        <Suspense fallback="Loading">
          <Routes>
            <Route path="/companyList" element={<ListPage />} />
            <Route path="/apps" element={<NextPage />} />
          </Routes>
        </Suspense>
      </BrowserRouter>,
    );
    act(() => list!.setSearchText('blue ridge'));
    act(() => void navigate!('/apps'));
    expect(window.location.pathname).toBe('/apps');
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/apps');
  });

  test('on the page, the paused search is written to the address bar', () => {
    window.history.replaceState(null, '', '/companyList');
    let list: ReturnType<typeof useListState> | undefined;
    function ListPage() {
      list = useListState(options);
      return null;
    }
    render(
      <BrowserRouter>
        <Routes>
          <Route path="/companyList" element={<ListPage />} />
        </Routes>
      </BrowserRouter>,
    );
    act(() => list!.setSearchText('blue ridge'));
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/companyList?q=blue+ridge');
  });
});

describe('useListTab', () => {
  test('the tab is in the address (the first tab is not written); another tab starts its list afresh; Back returns', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/admin/userList?page=3&q=harper']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(
      () => ({ tab: useListTab(['users', 'pending', 'blocked'] as const), location: useLocation(), navigate: useNavigate() }),
      { wrapper },
    );
    expect(result.current.tab[0]).toBe('users');
    act(() => result.current.tab[1]('blocked'));
    expect(result.current.location.search).toBe('?tab=blocked');
    expect(result.current.tab[0]).toBe('blocked');
    act(() => result.current.tab[1]('users'));
    expect(result.current.location.search).toBe('');
    act(() => void result.current.navigate(-1));
    expect(result.current.tab[0]).toBe('blocked');
    act(() => void result.current.navigate('?tab=unknown'));
    expect(result.current.tab[0]).toBe('users');
  });
});
