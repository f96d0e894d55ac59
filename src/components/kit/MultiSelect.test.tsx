import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { MultiSelect } from './MultiSelect.tsx';
import { renderWithProviders } from './test-utils.tsx';

const products = [
  { value: 'sb', label: 'Shopper Behavior' },
  { value: 'rb', label: 'Report Builder' },
  { value: 'cp', label: 'Customer Perception' },
  { value: 'dl', label: 'Digital Landscapes' },
];

function Products({ onChange = () => {} }: { onChange?: (selected: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>(['rb']);
  return (
    <>
      <MultiSelect
        label="Products"
        options={products}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          onChange(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Products/ });

describe('MultiSelect', () => {
  test('the trigger reads how many are selected; clicking options changes that', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<Products onChange={onChange} />);
    expect(trigger().textContent).toContain('1 Selected');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');

    await user.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('group', { name: 'Products' });
    expect(group.parentElement?.getAttribute('id')).toBe(trigger().getAttribute('aria-controls'));
    expect(screen.getByRole('checkbox', { name: 'Report Builder' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('checkbox', { name: 'Shopper Behavior' }));
    await user.click(screen.getByText('Digital Landscapes'));
    expect(onChange).toHaveBeenLastCalledWith(['rb', 'sb', 'dl']);
    expect(trigger().textContent).toContain('3 Selected');
    await user.click(screen.getByRole('checkbox', { name: 'Report Builder' }));
    expect(trigger().textContent).toContain('2 Selected');
  });

  test('the search box narrows the options, ignoring case', async () => {
    const { user } = await renderWithProviders(<Products />);
    await user.click(trigger());
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(document.activeElement).toBe(search);
    await user.type(search, 'CUSTOMER');
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Customer Perception']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('No results found')).toBeTruthy();
  });

  test('works by keyboard: open, move with the arrows, toggle with Space or Enter, Escape closes', async () => {
    const { user } = await renderWithProviders(<Products />);
    await user.tab();
    expect(document.activeElement).toBe(trigger());
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Shopper Behavior' }));
    await user.keyboard(' ');
    expect(trigger().textContent).toContain('2 Selected');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Report Builder' }));
    expect(screen.getByRole('checkbox', { name: 'Report Builder' })).toHaveProperty('checked', false);
    expect(trigger().textContent).toContain('1 Selected');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  test('a click outside closes the menu, and reopening starts with an empty search', async () => {
    const { user } = await renderWithProviders(<Products />);
    await user.click(trigger());
    await user.type(screen.getByRole('searchbox'), 'shop');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('group')).toBeNull();
    await user.click(trigger());
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  });

  test('the menu is at most 20rem high', async () => {
    const { user } = await renderWithProviders(<Products />);
    await user.click(trigger());
    const menu = document.getElementById(trigger().getAttribute('aria-controls')!)!;
    expect(getComputedStyle(menu).maxHeight).toBe('20rem');
  });
});
