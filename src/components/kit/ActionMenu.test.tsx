import { screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ActionMenu, type MenuAction } from './ActionMenu.tsx';
import { renderWithProviders } from './test-utils.tsx';

function actions(onSelect: (id: string) => void): MenuAction[] {
  return ['Edit access', 'Edit profile', 'Block', 'Delete'].map((label) => ({ id: label, label, onSelect: () => onSelect(label) }));
}

const button = () => screen.getByRole('button', { name: 'Actions for Harper Reyes' });
const focusedName = () => document.activeElement?.textContent;

test('a button named for its row opens a menu of its actions; clicking one runs it and focus is back on the button', async () => {
  const onSelect = vi.fn();
  const { user } = await renderWithProviders(<ActionMenu label="Actions for Harper Reyes" actions={actions(onSelect)} />);
  expect(button().getAttribute('aria-haspopup')).toBe('menu');
  expect(button().getAttribute('aria-expanded')).toBe('false');

  await user.click(button());
  const menu = await screen.findByRole('menu', { name: 'Actions for Harper Reyes' });
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit access', 'Edit profile', 'Block', 'Delete']);
  expect(menu.hidden).toBe(false);

  await user.click(screen.getByRole('menuitem', { name: 'Block' }));
  expect(onSelect).toHaveBeenCalledWith('Block');
  await waitFor(() => expect(button().getAttribute('aria-expanded')).toBe('false'));
  expect(document.activeElement).toBe(button());
});

test('keyboard: Enter opens on the first action, the arrows move and wrap, Escape closes and gives focus back', async () => {
  const onSelect = vi.fn();
  const { user } = await renderWithProviders(<ActionMenu label="Actions for Harper Reyes" actions={actions(onSelect)} />);
  await user.tab();
  expect(document.activeElement).toBe(button());

  await user.keyboard('{Enter}');
  await waitFor(() => expect(focusedName()).toBe('Edit access'));
  await user.keyboard('{ArrowDown}');
  expect(focusedName()).toBe('Edit profile');
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(focusedName()).toBe('Delete');

  await user.keyboard('{Escape}');
  await waitFor(() => expect(button().getAttribute('aria-expanded')).toBe('false'));
  await waitFor(() => expect(document.activeElement).toBe(button()));
  expect(onSelect).not.toHaveBeenCalled();
});

test('typeahead: typing the start of an action moves to it; Enter picks it', async () => {
  const onSelect = vi.fn();
  const { user } = await renderWithProviders(<ActionMenu label="Actions for Harper Reyes" actions={actions(onSelect)} />);
  await user.tab();
  await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(focusedName()).toBe('Edit access'));
  await user.keyboard('bl');
  expect(focusedName()).toBe('Block');
  await user.keyboard('{Enter}');
  expect(onSelect).toHaveBeenCalledWith('Block');
  await waitFor(() => expect(document.activeElement).toBe(button()));
});
