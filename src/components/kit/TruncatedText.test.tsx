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

  test("long text is cut between words within 50 characters, with '…'; 'see more' and 'see less' toggle the rest", async () => {
    const { user, container } = await renderWithProviders(<TruncatedText text={long} />);
    // The first 50 characters end in "…from Rep": the cut keeps whole words only.
    expect(container.textContent).toBe('Changed the application access of the user from… see more');
    await user.click(screen.getByRole('button', { name: 'see more' }));
    expect(container.textContent).toBe(`${long} see less`);
    expect(screen.getByRole('button', { name: 'see less' }).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'see more' })).toBeTruthy();
  });

  test('the cut follows the given length; a single word longer than it is cut where the length falls', async () => {
    const { container } = await renderWithProviders(<TruncatedText text="someone.with.a.long.name@example.com" limit={17} />);
    expect(container.textContent).toBe('someone.with.a.l… see more');
  });

  test('a text already cut to the length (an incident subject) shows whole, without a toggle', async () => {
    const subject = 'Los datos no cargan desde ayer en la aplicación…';
    const { container } = await renderWithProviders(<TruncatedText text={subject} />);
    expect(container.textContent).toBe(subject);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
