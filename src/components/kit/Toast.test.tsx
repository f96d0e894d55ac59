import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from './test-utils.tsx';
import { DEFAULT_TOAST_DURATION, type ToastOptions, ToastProvider, useToast } from './Toast.tsx';

function Trigger({ toast }: { toast: ToastOptions }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      Save
    </button>
  );
}

async function setup(toast: ToastOptions) {
  return renderWithProviders(
    <ToastProvider>
      <Trigger toast={toast} />
    </ToastProvider>,
    { user: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } },
  );
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains pending work with a setTimeout(0) that it advances only when it sees
    // Jest's fake timers; this lets it see Vitest's.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  test('a success toast is a status message that goes away by itself', async () => {
    const { user } = await setup({ tone: 'success', title: 'Saved', message: 'The user was added.' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Saved');
    expect(toast.textContent).toContain('The user was added.');

    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('an error toast is an alert and closes with its close button', async () => {
    const { user } = await setup({ tone: 'error', message: 'Download failed, please try again', duration: 0 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toContain('Download failed, please try again');

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('alert')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('the timer waits while the toast has keyboard focus', async () => {
    const { user } = await setup({ tone: 'info', message: 'Export started', duration: 1000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status').textContent).toContain('Export started');
    await user.tab();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('several toasts stack, and useToast outside the provider fails clearly', async () => {
    const { user } = await setup({ tone: 'info', message: 'Hello', duration: 0 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);

    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderWithProviders(<Trigger toast={{ message: 'x' }} />)).rejects.toThrow(/ToastProvider/);
  });
});
