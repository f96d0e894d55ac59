import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from './test-utils.tsx';
import { TruncatedText } from './TruncatedText.tsx';

const long = 'Changed the application access of the user from Report Builder to Shopper Behavior';

describe('TruncatedText', () => {
  test('short text shows whole, without a toggle', async () => {
    await renderWithProviders(<TruncatedText text="Report Builder" />);
    expect(screen.getByText('Report Builder')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test("long text is cut at 50 characters; 'see more' and 'see less' toggle the rest", async () => {
    const { user, container } = await renderWithProviders(<TruncatedText text={long} />);
    expect(container.textContent).toBe(`${long.slice(0, 50).trimEnd()}… see more`);
    await user.click(screen.getByRole('button', { name: 'see more' }));
    expect(container.textContent).toBe(`${long} see less`);
    expect(screen.getByRole('button', { name: 'see less' }).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'see more' })).toBeTruthy();
  });

  test('the cut follows the given length', async () => {
    const { container } = await renderWithProviders(<TruncatedText text="someone.with.a.long.name@example.com" limit={17} />);
    expect(container.textContent).toBe('someone.with.a.lo… see more');
  });
});
