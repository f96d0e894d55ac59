import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { SelectField, type SelectOptions } from './SelectField.tsx';
import { renderWithProviders } from './test-utils.tsx';

const FRUITS: SelectOptions = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'blueberry', label: 'Blueberry' },
  { value: 'cherry', label: 'Cherry' },
];

function Fruit({ onChange = () => {}, error, hint }: { onChange?: (value: string) => void; error?: string; hint?: string }) {
  const [value, setValue] = useState('apple');
  return (
    <>
      <SelectField
        label="Fruit"
        value={value}
        options={FRUITS}
        error={error}
        hint={hint}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">After</button>
    </>
  );
}

test('a button named by its label shows the choice; clicking an option picks it and closes the list', async () => {
  const onChange = vi.fn();
  const { user } = await renderWithProviders(<Fruit onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Fruit' });
  expect(select.textContent).toBe('Apple');
  expect(select.getAttribute('aria-expanded')).toBe('false');

  await user.click(select);
  expect(select.getAttribute('aria-expanded')).toBe('true');
  const listbox = await screen.findByRole('listbox');
  expect(screen.getByRole('option', { name: 'Apple' }).getAttribute('aria-selected')).toBe('true');
  expect(listbox.hidden).toBe(false);

  await user.click(screen.getByRole('option', { name: 'Cherry' }));
  expect(onChange).toHaveBeenCalledWith('cherry');
  expect(select.textContent).toBe('Cherry');
  await waitFor(() => expect(select.getAttribute('aria-expanded')).toBe('false'));
});

test('keyboard: ArrowDown opens on the choice, the arrows move, Enter picks and focus stays on the button', async () => {
  const onChange = vi.fn();
  const { user } = await renderWithProviders(<Fruit onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Fruit' });
  await user.tab();
  expect(document.activeElement).toBe(select);

  await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(select.getAttribute('aria-expanded')).toBe('true'));
  await waitFor(() => expect(screen.getByRole('option', { name: 'Apple' }).hasAttribute('data-active-item')).toBe(true));
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('blueberry');
  await waitFor(() => expect(select.getAttribute('aria-expanded')).toBe('false'));
  await waitFor(() => expect(document.activeElement).toBe(select));
});

test('typeahead: typing the start of a name moves to it, closed or open', async () => {
  const onChange = vi.fn();
  const { user } = await renderWithProviders(<Fruit onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Fruit' });
  await user.tab();
  await user.keyboard('c');
  expect(select.textContent).toBe('Cherry');

  await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(select.getAttribute('aria-expanded')).toBe('true'));
  await user.keyboard('bl');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Blueberry' }).hasAttribute('data-active-item')).toBe(true));
});

test('Escape closes the list without a change and gives focus back to the button', async () => {
  const onChange = vi.fn();
  const { user } = await renderWithProviders(<Fruit onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Fruit' });
  await user.click(select);
  await screen.findByRole('listbox');
  await user.keyboard('{ArrowDown}{Escape}');
  await waitFor(() => expect(select.getAttribute('aria-expanded')).toBe('false'));
  await waitFor(() => expect(document.activeElement).toBe(select));
  expect(select.textContent).toBe('Apple');
  expect(onChange).not.toHaveBeenCalled();
});

test('the hint and the error are beside the field, which points at them and says it is invalid', async () => {
  await renderWithProviders(<Fruit hint="Pick one you like" error="Choose another fruit" />);
  const select = screen.getByRole('combobox', { name: 'Fruit' });
  expect(select.getAttribute('aria-invalid')).toBe('true');
  const described = (select.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual(['Pick one you like', 'Choose another fruit']);
});

test('options under headings', async () => {
  const { user } = await renderWithProviders(
    <SelectField
      label="Time zone"
      value="UTC"
      onChange={() => {}}
      options={[
        { group: 'Common', options: [{ value: 'UTC', label: 'UTC' }] },
        { group: 'All', options: [{ value: 'Europe/Paris', label: 'Paris' }] },
      ]}
    />,
  );
  await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
  expect((await screen.findByRole('group', { name: 'All' })).contains(screen.getByRole('option', { name: 'Paris' }))).toBe(true);
});

test('disabled: the button cannot open', async () => {
  await renderWithProviders(<SelectField label="Fruit" value="apple" options={FRUITS} onChange={() => {}} disabled />);
  expect((screen.getByRole('combobox', { name: 'Fruit' }) as HTMLButtonElement).disabled).toBe(true);
});
