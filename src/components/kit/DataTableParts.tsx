// The pieces of DataTable that need none of its state: the responsive column count, the row
// checkbox, the empty/error panel and the cell styles.
import { css, type Theme } from '@emotion/react';
import { type ReactNode, useSyncExternalStore } from 'react';
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

export function Panel({ role, children }: { role?: 'alert'; children: ReactNode }) {
  return (
    <div
      role={role}
      css={css`
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 0.75rem;
        padding: 2rem 1rem;
        text-align: center;
      `}
    >
      {children}
    </div>
  );
}

export const cellStyle = css`
  padding: 0.5rem 0.75rem;
  border-bottom: 1px solid #e0e0e0;
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

export const skeletonStyle = css`
  display: block;
  height: 1rem;
  border-radius: 4px;
  background: linear-gradient(90deg, #eee, #f6f6f6, #eee);
`;
