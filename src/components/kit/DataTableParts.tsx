// The pieces of DataTable that need none of its state: the responsive column count, the row
// checkbox and the cell styles.
import { css, type Theme } from '@emotion/react';
import { useSyncExternalStore } from 'react';
import { focusRing } from './field.tsx';

/** Configured columns that fit the viewport (spec §2: 768 and 1024 px breakpoints). */
export function responsiveColumnCount(viewportWidth: number): number {
  if (viewportWidth < 768) return 2;
  if (viewportWidth < 1024) return 3;
  return Infinity;
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 1024,
  );
}

export function SelectBox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (event: unknown) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(element) => {
        if (element) element.indeterminate = indeterminate;
      }}
      onChange={onChange}
      css={(theme) => css`
        width: 1.125rem;
        height: 1.125rem;
        margin: 0;
        accent-color: ${theme.colors.primary};
        &:focus-visible {
          ${focusRing(theme)}
        }
      `}
    />
  );
}

export const cellStyle = (theme: Theme) => css`
  padding: ${theme.space.sm} ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.divider};
  text-align: left;
  vertical-align: top;
`;

export const sortButtonStyle = (theme: Theme) => css`
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: inherit;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(theme)}
  }
`;

export const skeletonStyle = (theme: Theme) => css`
  display: block;
  height: 1rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.skeleton};
`;
