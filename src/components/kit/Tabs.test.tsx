import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { Tabs } from './Tabs.tsx';
import { renderWithProviders } from './test-utils.tsx';

const tabs = [
  { id: 'users', label: 'Users', content: 'User list' },
  { id: 'pending', label: 'Pending', content: 'Pending list' },
  { id: 'blocked', label: 'Blocked', content: 'Blocked list' },
];

describe('Tabs', () => {
  test('shows the first tab, and another one when clicked', async () => {
    const onSelect = vi.fn();
    const { user } = await renderWithProviders(<Tabs label="User lists" tabs={tabs} onSelect={onSelect} />);
    expect(screen.getByRole('tablist', { name: 'User lists' })).toBeTruthy();
    // Styled through Emotion's css prop (jsxImportSource @emotion/react), not a stray attribute.
    expect(screen.getByRole('tab', { name: 'Users' }).className).toMatch(/^css-/);
    expect(screen.getByRole('tab', { name: 'Users' }).hasAttribute('css')).toBe(false);
    expect(screen.getByRole('tabpanel', { name: 'Users' }).textContent).toBe('User list');

    await user.click(screen.getByRole('tab', { name: 'Blocked' }));
    expect(screen.getByRole('tab', { name: 'Blocked' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Blocked' }).textContent).toBe('Blocked list');
    expect(screen.queryByText('User list')).toBeNull();
    expect(onSelect).toHaveBeenCalledWith('blocked');
  });

  test('is one tab stop; arrows, Home and End move between tabs and select them', async () => {
    const { user } = await renderWithProviders(<Tabs label="User lists" tabs={tabs} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Pending' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Pending list');

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Blocked' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Users' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Blocked' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Users' }));

    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  test('follows a controlled selection', async () => {
    const { rerender } = await renderWithProviders(<Tabs label="User lists" tabs={tabs} selectedId="pending" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Pending list');
    rerender(<Tabs label="User lists" tabs={tabs} selectedId="blocked" />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Blocked list');
  });
});
