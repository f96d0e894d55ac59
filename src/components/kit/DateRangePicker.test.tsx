import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DateRangePicker, formatMonthDay, lastDays, rangeLength } from './DateRangePicker.tsx';
import { renderWithProviders } from './test-utils.tsx';

// Today is Friday 21 November 2025 (only Date is faked; timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 10, 21, 15, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

const trigger = () => screen.getByRole('button', { name: /^Date range/ });
const day = (name: string) => screen.getByRole('button', { name });

describe('date helpers', () => {
  test('the default range is today minus 29 days to today, 30 days in all', () => {
    const range = lastDays();
    expect(range).toEqual({ from: new Date(2025, 9, 23), to: new Date(2025, 10, 21) });
    expect(rangeLength(range)).toBe(30);
    // Across the change from daylight-saving time (2 November 2025 in the US).
    expect(rangeLength({ from: new Date(2025, 10, 1), to: new Date(2025, 10, 3) })).toBe(3);
  });

  test("'MMM DD' uses the locale's month abbreviation and a two-digit day", () => {
    expect(formatMonthDay(new Date(2025, 10, 21), 'en-US')).toBe('Nov 21');
    expect(formatMonthDay(new Date(2025, 10, 1), 'en-US')).toBe('Nov 01');
    expect(formatMonthDay(new Date(2025, 10, 1), 'es-MX')).toBe('nov 01');
  });
});

describe('DateRangePicker', () => {
  test('starts at the last 30 days; picking two days and Done changes the range', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<DateRangePicker label="Date range" onChange={onChange} />);
    expect(trigger().textContent).toBe('Oct 23 – Nov 21');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');

    await user.click(trigger());
    const dialog = screen.getByRole('dialog', { name: 'Date range' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByRole('grid', { name: 'November 2025' })).toBeTruthy();

    await user.click(day('Monday, November 3, 2025'));
    await user.click(day('Monday, November 10, 2025'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onChange).toHaveBeenCalledWith({ from: new Date(2025, 10, 3), to: new Date(2025, 10, 10) });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger().textContent).toBe('Nov 03 – Nov 10');
    expect(document.activeElement).toBe(trigger());
  });

  test('a range longer than 30 days shows the spec message and cannot be applied', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<DateRangePicker label="Date range" onChange={onChange} />);
    await user.click(trigger());
    await user.click(day('Saturday, November 1, 2025'));
    await user.click(screen.getByRole('button', { name: 'Go to the previous month' }));
    await user.click(day('Wednesday, October 1, 2025'));
    expect(screen.getByRole('alert').textContent).toBe("Date range can't be more than 30 days");
    const done = screen.getByRole('button', { name: 'Done' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);

    // Exactly 30 days is allowed.
    await user.click(day('Thursday, October 2, 2025'));
    await user.click(day('Friday, October 31, 2025'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(done);
    expect(onChange).toHaveBeenCalledWith({ from: new Date(2025, 9, 2), to: new Date(2025, 9, 31) });
  });

  test('Reset goes back to the last 30 days; Escape closes without applying', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(
      <DateRangePicker label="Date range" defaultValue={{ from: new Date(2025, 10, 3), to: new Date(2025, 10, 5) }} onChange={onChange} />,
    );
    expect(trigger().textContent).toBe('Nov 03 – Nov 05');
    await user.click(trigger());
    await user.click(day('Monday, November 10, 2025'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    expect(trigger().textContent).toBe('Nov 03 – Nov 05');

    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(trigger().textContent).toBe('Oct 23 – Nov 21');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test('works by keyboard: arrows move between days, Enter picks, Tab reaches Done', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<DateRangePicker label="Date range" onChange={onChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const focused = () => document.activeElement?.getAttribute('aria-label');
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    // The calendar shows the month the range ends in, focused on its first selected day.
    expect(focused()).toBe('Saturday, November 1, 2025');

    await user.keyboard('{ArrowRight}{Enter}');
    expect(focused()).toBe('Sunday, November 2, 2025');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(focused()).toBe('Sunday, November 9, 2025');
    // Focus the Done button, past Reset.
    for (let i = 0; i < 10 && document.activeElement?.textContent !== 'Done'; i++) await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith({ from: new Date(2025, 10, 2), to: new Date(2025, 10, 9) });
    expect(document.activeElement).toBe(trigger());
  });

  test('years run from 1900 to 2100', async () => {
    const { user } = await renderWithProviders(<DateRangePicker label="Date range" />);
    await user.click(trigger());
    const years = within(screen.getByRole('combobox', { name: 'Choose the year' })).getAllByRole('option');
    expect(years[0]?.textContent).toBe('1900');
    expect(years.at(-1)?.textContent).toBe('2100');
  });

  test('month and weekday names follow the active locale', async () => {
    const { user } = await renderWithProviders(<DateRangePicker label="Rango de fechas" />, { locale: 'es-MX' });
    const button = screen.getByRole('button', { name: 'Rango de fechas oct 23 – nov 21' });
    await user.click(button);
    expect(screen.getByRole('grid', { name: 'noviembre de 2025' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'lunes, 3 de noviembre de 2025' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'noviembre' })).toBeTruthy();
  });
});
