// lazy-now.ts: code that is already loaded renders in the same render, without the Suspense
// fallback (issue 27: no "Loading…" painted first and a second render in a task of its own); code
// that is not loaded yet suspends as React.lazy does, and a failed load is asked for again.
import { useTheme } from '@emotion/react';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, test, vi } from 'vitest';
import { lazyNow } from './lazy-now.ts';

const Page = () => <h1>The page</h1>;

test('preloaded: the first render shows the component, never the fallback', async () => {
  const code = lazyNow(() => Promise.resolve({ default: Page }));
  await code.preload();
  const Component = code.component();
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Component />
    </Suspense>,
  );
  expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  expect(screen.queryByText('Loading…')).toBeNull();
});

test('not loaded yet: the fallback, then the component; one load however often it is asked for', async () => {
  const load = vi.fn(() => Promise.resolve({ default: Page }));
  const code = lazyNow(load);
  const Component = code.component();
  render(
    <Suspense fallback={<p>Loading…</p>}>
      <Component />
    </Suspense>,
  );
  expect(screen.getByText('Loading…')).toBeTruthy();
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  await act(() => code.preload());
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load is asked for again by the next preload', async () => {
  const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Page });
  const code = lazyNow(load);
  await expect(code.preload()).rejects.toThrow('offline');
  const Component = (await code.preload()).default;
  render(<Component />);
  expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

test("a lazy part is drawn in the tenant's theme, which the first load does not carry", async () => {
  function Branded() {
    const theme = useTheme();
    return <p>{theme.colors.primary}</p>;
  }
  const Component = (await lazyNow(() => Promise.resolve({ default: Branded })).preload()).default;
  render(<Component />);
  expect(screen.getByText('var(--color-primary)')).toBeTruthy();
});
