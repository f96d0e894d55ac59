import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from './test-utils.tsx';
import { TextInput } from './TextInput.tsx';

describe('TextInput', () => {
  test('a labelled single-line field reports what the user types', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<TextInput label="First name" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.tagName).toBe('INPUT');
    await user.type(input, 'Ada');
    expect((input as HTMLInputElement).value).toBe('Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
  });

  test('multiline is a text area of 3 rows unless told otherwise', async () => {
    const { rerender } = await renderWithProviders(<TextInput label="Situation description" multiline />);
    const area = screen.getByRole('textbox', { name: 'Situation description' }) as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.rows).toBe(3);
    rerender(<TextInput label="Situation description" multiline rows={6} />);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).rows).toBe(6);
  });

  test('a length limit stops typing at 50 characters by default and counts them', async () => {
    const { user } = await renderWithProviders(<TextInput label="Request note" multiline maxLength />);
    const area = screen.getByRole('textbox', { name: 'Request note' }) as HTMLTextAreaElement;
    expect(screen.getByText('0/50 characters')).toBeTruthy();
    await user.type(area, 'x'.repeat(60));
    expect(area.value).toHaveLength(50);
    expect(screen.getByText('50/50 characters')).toBeTruthy();
    expect(area.getAttribute('aria-describedby')).toBe(screen.getByText('50/50 characters').id);
  });

  test('a numeric limit replaces the default', async () => {
    const { user } = await renderWithProviders(<TextInput label="Code" maxLength={5} />);
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'abcdefgh');
    expect(screen.getByText('5/5 characters')).toBeTruthy();
  });

  test('a search box keeps its limit but shows no counter', async () => {
    const { user } = await renderWithProviders(<TextInput label="Search companies" type="search" maxLength={5} />);
    const box = screen.getByRole('searchbox', { name: 'Search companies' }) as HTMLInputElement;
    await user.type(box, 'abcdefgh');
    expect(box.value).toBe('abcde');
    expect(screen.queryByText(/characters/)).toBeNull();
  });

  test('without a limit there is no counter', async () => {
    await renderWithProviders(<TextInput label="Company name" />);
    expect(screen.queryByText(/characters/)).toBeNull();
    expect(screen.getByRole('textbox').hasAttribute('maxlength')).toBe(false);
  });

  test('an error shows beneath, described and marked invalid', async () => {
    await renderWithProviders(<TextInput label="Primary contact email" type="email" error="Enter a valid primary contact" />);
    const input = screen.getByRole('textbox', { name: 'Primary contact email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Enter a valid primary contact']);
  });
});
