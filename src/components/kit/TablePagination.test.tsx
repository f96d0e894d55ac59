import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { PAGE_SIZES, paginationRank, TablePagination } from './TablePagination.tsx';
import { choiceOf, chooseOption, optionsOf, renderWithProviders } from './test-utils.tsx';

describe('paginationRank', () => {
  test('page above 1: (page-1)*pageSize+index+1', () => {
    expect(paginationRank(2, 10, 0)).toBe(11);
    expect(paginationRank(3, 25, 4)).toBe(55);
  });
  test('page 1: index+1', () => {
    expect(paginationRank(1, 10, 0)).toBe(1);
    expect(paginationRank(1, 100, 99)).toBe(100);
  });
  test('any other page: 0', () => {
    expect(paginationRank(0, 10, 3)).toBe(0);
    expect(paginationRank(-1, 10, 3)).toBe(0);
  });
});

function Pager({ total, onPageChange = () => {} }: { total: number; onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  return (
    <TablePagination
      page={page}
      pageSize={pageSize}
      totalElements={total}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
      onPageSizeChange={setPageSize}
    />
  );
}

describe('TablePagination', () => {
  test('offers the spec page sizes under "Rows per page"', async () => {
    const { user } = await renderWithProviders(<Pager total={57} />);
    expect((await optionsOf(user, 'Rows per page')).map(Number)).toEqual([...PAGE_SIZES]);
    await chooseOption(user, 'Rows per page', '25');
    expect(choiceOf('Rows per page')).toBe('25');
    expect(screen.getByText('1–25 of 57')).toBeTruthy();
  });

  test('the next and previous buttons move through the pages and stop at the ends', async () => {
    const onPageChange = vi.fn();
    const { user } = await renderWithProviders(<Pager total={25} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByText('1–10 of 25')).toBeTruthy();
    expect(previous.disabled).toBe(true);

    await user.click(next);
    expect(screen.getByText('11–20 of 25')).toBeTruthy();
    await user.click(next);
    expect(screen.getByText('21–25 of 25')).toBeTruthy();
    expect(next.disabled).toBe(true);
    await user.click(previous);
    expect(onPageChange.mock.calls).toEqual([[2], [3], [2]]);
  });

  test('an empty list reads 0–0 and cannot move', async () => {
    await renderWithProviders(<Pager total={0} />);
    expect(screen.getByText('0–0 of 0')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('TablePagination with an estimated total', () => {
  test('says "about" the total (a broad search counted only so far on the server)', async () => {
    await renderWithProviders(
      <TablePagination page={2} pageSize={25} totalElements={6100} totalIsEstimate onPageChange={() => {}} onPageSizeChange={() => {}} />,
    );
    expect(screen.getByText('26–50 of about 6100')).toBeTruthy();
  });
});

describe('the page buttons’ tooltips', () => {
  test('the arrow buttons are named for screen readers and show their name on keyboard focus; Escape hides it', async () => {
    const { user } = await renderWithProviders(<Pager total={57} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    while (document.activeElement !== next) await user.tab();
    const tooltip = await screen.findByText('Next page', { selector: '[role="tooltip"]' });
    expect(tooltip.getAttribute('aria-hidden')).toBe('true');
    await waitFor(() => expect(tooltip.hidden).toBe(false));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Next page', { selector: '[role="tooltip"]' })).toBeNull());
    expect(document.activeElement).toBe(next);
  });
});
