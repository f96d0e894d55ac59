import { Trans } from '@lingui/react/macro';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';
import { renderWithProviders } from './test-utils.tsx';

function Terms({ onChange, onSubmit }: { onChange?: (checked: boolean) => void; onSubmit?: () => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      <Checkbox
        label={
          <>
            I accept the <a href="#terms">terms</a>
          </>
        }
        checked={checked}
        onChange={(next) => {
          setChecked(next);
          onChange?.(next);
        }}
        error={checked ? undefined : 'Accept the terms to continue'}
      />
    </form>
  );
}

describe('Checkbox', () => {
  test('clicking the box or its label text toggles it; clicking the link does not', async () => {
    const onChange = vi.fn();
    const { user } = await renderWithProviders(<Terms onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' }) as HTMLInputElement;
    await user.click(box);
    expect(box.checked).toBe(true);
    await user.click(screen.getByText(/I accept the/));
    expect(box.checked).toBe(false);
    await user.click(screen.getByRole('link', { name: 'terms' }));
    expect(box.checked).toBe(false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  test('Space and Enter both toggle it, and Enter does not submit the form', async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(<Terms onSubmit={onSubmit} />);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard(' ');
    expect(box.checked).toBe(true);
    await user.keyboard('{Enter}');
    expect(box.checked).toBe(false);
    await user.keyboard('{Enter}');
    expect(box.checked).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    // The link in the label is reachable by keyboard too.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'terms' }));
  });

  test('an error shows beneath until it is fixed', async () => {
    const { user } = await renderWithProviders(<Terms />);
    const box = screen.getByRole('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Accept the terms to continue');
    await user.click(box);
    expect(box.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Accept the terms to continue')).toBeNull();
  });

  test('a translated label keeps its link (Trans with a component)', async () => {
    await renderWithProviders(
      <Checkbox
        label={
          <Trans>
            I accept the <a href="#terms">terms</a>
          </Trans>
        }
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('#terms');
  });
});
