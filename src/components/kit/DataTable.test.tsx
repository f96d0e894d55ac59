import { act, screen, within } from '@testing-library/react';
import { type ComponentProps, useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { DataTable, type DataTableColumn, SKELETON_ROWS, type SortingState } from './DataTable.tsx';
import { chooseOption, renderWithProviders } from './test-utils.tsx';

interface User {
  id: string;
  name: string;
  email: string;
  role: string;
  status: string;
  details: string;
}

const users: User[] = [
  { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'Admin', status: 'Active', details: 'Short' },
  {
    id: 'u2',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    role: 'User',
    status: 'Blocked',
    details: 'Changed the role from User to Admin',
  },
  { id: 'u3', name: 'Alan Turing', email: 'alan@example.com', role: 'User', status: 'Active', details: 'Short' },
];

const columns: DataTableColumn<User>[] = [
  { id: 'name', header: 'Name', value: (u) => u.name, sortable: true },
  { id: 'email', header: 'Email', value: (u) => u.email, sortable: true },
  { id: 'role', header: 'Role', value: (u) => u.role },
  { id: 'status', header: 'Status', value: (u) => u.status },
  { id: 'details', header: 'Details', value: (u) => u.details, truncateAt: 20 },
];

type Props = Partial<ComponentProps<typeof DataTable<User>>>;

/** A caller that keeps page, page size and sorting in state, as a page with a server query would. */
function UsersTable({ initialPage = 1, ...props }: Props & { initialPage?: number }) {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(10);
  const [sorting, setSorting] = useState<SortingState>([]);
  return (
    <DataTable<User>
      caption="Users"
      columns={columns}
      rows={users}
      getRowId={(u) => u.id}
      totalElements={57}
      page={page}
      pageSize={pageSize}
      sorting={sorting}
      {...props}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
      onPageSizeChange={(next) => {
        setPageSize(next);
        props.onPageSizeChange?.(next);
      }}
      onSortingChange={(next) => {
        setSorting(next);
        props.onSortingChange?.(next);
      }}
    />
  );
}

const table = () => screen.getByRole('table', { name: 'Users' });
const headerNames = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.replace(/[▲▼⇅]/g, '').trim());
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
    window.dispatchEvent(new Event('resize'));
  });
}

afterEach(() => {
  resizeTo(1024);
  vi.unstubAllGlobals();
});

describe('DataTable', () => {
  test('shows the rows with a selection column and every configured column on a wide screen', async () => {
    await renderWithProviders(<UsersTable />);
    expect(headerNames()).toEqual(['', 'Name', 'Email', 'Role', 'Status', 'Details']);
    expect(bodyRows()).toHaveLength(3);
    expect(
      within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['', 'Ada Lovelace', 'ada@example.com', 'Admin', 'Active', 'Short']);
  });

  test('rows are selected one by one or all on the page; disabled rows stay out', async () => {
    const onSelectionChange = vi.fn();
    const { user } = await renderWithProviders(
      <UsersTable onSelectionChange={onSelectionChange} isRowDisabled={(u) => u.status === 'Blocked'} />,
    );
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    const grace = screen.getByRole('checkbox', { name: 'Select Grace Hopper' }) as HTMLInputElement;
    expect(grace.disabled).toBe(true);
    expect(bodyRows()[1]!.getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(['u1']);
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);

    await user.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['u1', 'u3']);
    expect(all.checked).toBe(true);
    expect(grace.checked).toBe(false);

    await user.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  test('selection can be turned off', async () => {
    await renderWithProviders(<UsersTable selectable={false} />);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(headerNames()[0]).toBe('Name');
  });

  test('sortable headers are buttons that ask the server for ascending, then descending order', async () => {
    const onSortingChange = vi.fn();
    const { user } = await renderWithProviders(<UsersTable onSortingChange={onSortingChange} />);
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(within(screen.getByRole('columnheader', { name: 'Role' })).queryByRole('button')).toBeNull();

    await user.click(within(nameHeader).getByRole('button'));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(nameHeader).getByRole('button'));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: true }]);
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');

    // Rows stay in the server's order: sorting is manual.
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      'Alan Turing',
    ]);
  });

  test("quick clicks build on each other before the caller's new sorting has rendered (it answers as a transition)", async () => {
    const onSortingChange = vi.fn();
    // The caller has not re-rendered yet: its `sorting` stays what it was.
    const { user } = await renderWithProviders(
      <DataTable<User>
        caption="Users"
        columns={columns}
        rows={users}
        getRowId={(u) => u.id}
        totalElements={3}
        page={1}
        pageSize={10}
        sorting={[]}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
        onSortingChange={onSortingChange}
      />,
    );
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    for (const desc of [false, true, false]) {
      await user.click(within(nameHeader).getByRole('button'));
      expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc }]);
      expect(nameHeader.getAttribute('aria-sort')).toBe(desc ? 'descending' : 'ascending');
    }
  });

  test('pages on the server: next page, and a new page size back to page 1', async () => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    const { user } = await renderWithProviders(<UsersTable onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('11–20 of 57')).toBeTruthy();

    await chooseOption(user, screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onPageSizeChange).toHaveBeenLastCalledWith(50);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByText('1–50 of 57')).toBeTruthy();
  });

  test('a new search value takes the table back to page 1', async () => {
    const onPageChange = vi.fn();
    const { rerender } = await renderWithProviders(<UsersTable initialPage={3} search="" onPageChange={onPageChange} />);
    expect(screen.getByText('21–30 of 57')).toBeTruthy();
    rerender(<UsersTable initialPage={3} search="" onPageChange={onPageChange} />);
    expect(onPageChange).not.toHaveBeenCalled();
    rerender(<UsersTable initialPage={3} search="ada" onPageChange={onPageChange} />);
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(screen.getByText('1–10 of 57')).toBeTruthy();
  });

  test('shows 7 skeleton rows and a status while loading', async () => {
    await renderWithProviders(<UsersTable loading />);
    expect(table().getAttribute('aria-busy')).toBe('true');
    const skeletons = table().querySelectorAll('tbody tr[aria-hidden="true"]');
    expect(skeletons).toHaveLength(SKELETON_ROWS);
    expect(SKELETON_ROWS).toBe(7);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('Ada Lovelace')).toBeNull();
  });

  test("an error shows 'Something went wrong...' with a button that reloads the page", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { user } = await renderWithProviders(<UsersTable error />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Something went wrong...');
    await user.click(within(alert).getByRole('button', { name: 'Refresh page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  test("no rows shows 'No data available.' and what to do next", async () => {
    await renderWithProviders(<UsersTable rows={[]} totalElements={0} empty={<a href="/admin/userList?add=1">Add a user</a>} />);
    expect(within(table()).getByText('No data available.')).toBeTruthy();
    expect(within(table()).getByRole('link', { name: 'Add a user' })).toBeTruthy();
  });

  test('a search that finds nothing says so, with what to try', async () => {
    await renderWithProviders(<UsersTable rows={[]} totalElements={0} search="harpr" />);
    expect(within(table()).getByText('No results for “harpr”. Check the spelling, or try fewer or other words.')).toBeTruthy();
    expect(within(table()).queryByText('No data available.')).toBeNull();
  });

  test('while the first page loads, the pagination shows no count ("0–0 of 0" would contradict the rows on their way)', async () => {
    await renderWithProviders(<UsersTable rows={[]} totalElements={0} loading />);
    expect(screen.queryByText(/0–0 of 0/)).toBeNull();
  });

  test('the filter prompt shows instead of the table', async () => {
    await renderWithProviders(<UsersTable filterPrompt={<p>Choose a user type to see users.</p>} />);
    expect(screen.getByText('Choose a user type to see users.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('long text is cut at the column length with see more / see less', async () => {
    const { user } = await renderWithProviders(<UsersTable />);
    const cell = within(bodyRows()[1]!).getAllByRole('cell')[5]!;
    expect(cell.textContent).toBe('Changed the role… see more');
    await user.click(within(cell).getByRole('button', { name: 'see more' }));
    expect(cell.textContent).toBe('Changed the role from User to Admin see less');
  });

  test('narrow screens show the first two columns, medium ones three, plus selection and actions', async () => {
    await renderWithProviders(<UsersTable rowActions={(u) => <button type="button">Edit {u.name}</button>} />);
    expect(headerNames()).toEqual(['', 'Name', 'Email', 'Role', 'Status', 'Details', 'Actions']);
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
    resizeTo(767);
    expect(headerNames()).toEqual(['', 'Name', 'Email', 'Actions']);
    expect(screen.getByRole('button', { name: 'Edit Ada Lovelace' })).toBeTruthy();
    resizeTo(768);
    expect(headerNames()).toEqual(['', 'Name', 'Email', 'Role', 'Actions']);
    resizeTo(1023);
    expect(headerNames()).toHaveLength(5);
    resizeTo(1024);
    expect(headerNames()).toHaveLength(7);
  });

  test('an e-mail column cut at 17 characters (spec §9) shows whole e-mails once every column is on screen', async () => {
    const emails: DataTableColumn<User>[] = [
      { id: 'name', header: 'Name', value: (u) => u.name },
      {
        id: 'email',
        header: 'Email',
        value: (u) => `${u.email.replace('@', '.lovelace.long@')}`,
        truncateAt: 17,
        truncateOnlyNarrow: true,
      },
    ];
    await renderWithProviders(<UsersTable columns={emails} />);
    const cell = () => screen.getAllByRole('cell').find((c) => c.textContent?.startsWith('ada'))!;
    expect(cell().textContent).toBe('ada.lovelace.long@example.com');
    resizeTo(1023);
    expect(cell().textContent).not.toContain('example.com');
    expect(within(cell()).getByRole('button', { name: 'see more' })).toBeTruthy();
    resizeTo(1024);
    expect(cell().textContent).toBe('ada.lovelace.long@example.com');
  });

  test('alwaysAllColumns keeps every column on a narrow screen', async () => {
    resizeTo(400);
    await renderWithProviders(<UsersTable alwaysAllColumns />);
    expect(headerNames()).toEqual(['', 'Name', 'Email', 'Role', 'Status', 'Details']);
  });

  test('speaks Spanish with the compiled es-MX catalog (Lingui macros compiled in tests)', async () => {
    await renderWithProviders(<UsersTable rows={[]} totalElements={0} />, { locale: 'es-MX' });
    expect(within(table()).getByText('No hay datos disponibles.')).toBeTruthy();
  });
});
