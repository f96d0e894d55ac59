import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { RadioGroup } from './RadioGroup.tsx';
import { renderWithProviders } from './test-utils.tsx';

const options = [
  { value: 'supplier', label: 'Supplier' },
  { value: 'associate', label: 'Associate' },
  { value: 'agency', label: 'Agency', disabled: true },
];

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('supplier');
  return (
    <RadioGroup
      legend="Account type"
      options={options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('RadioGroup', () => {
  test('is a group named by its legend; a click chooses an option', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<Controlled onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Account type' });
    expect(group.tagName).toBe('FIELDSET');
    expect((screen.getByRole('radio', { name: 'Supplier' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Associate' }));
    expect(onChange).toHaveBeenLastCalledWith('associate');
    expect((screen.getByRole('radio', { name: 'Associate' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Supplier' }) as HTMLInputElement).checked).toBe(false);
  });

  test('the arrow keys move the choice and skip disabled options', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<Controlled onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Supplier' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Associate' }));
    expect(onChange).toHaveBeenLastCalledWith('associate');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Supplier' }));
  });

  test('shows an error beneath and marks the options invalid', async () => {
    await renderWithProviders(<RadioGroup legend="Account type" options={options} error="Choose an account type" />);
    const group = screen.getByRole('group', { name: 'Account type' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Choose an account type');
    expect(screen.getByRole('radio', { name: 'Supplier' }).getAttribute('aria-invalid')).toBe('true');
  });
});
