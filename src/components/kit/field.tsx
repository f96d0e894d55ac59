// Pieces the kit's form controls share: label and error styles, the focus ring, the error text.
import { css, type Theme } from '@emotion/react';
import type { KeyboardEvent, ReactNode } from 'react';

export const focusRing = (theme: Theme) => css`
  outline: 3px solid ${theme.colors.focus};
  outline-offset: 2px;
`;

/** The kit's outlined white control: the popup fields' triggers, the pagination's select and buttons. */
export const controlStyle = (theme: Theme) => css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(theme)}
  }
`;

export const fieldStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  margin-bottom: ${theme.space.lg};
`;

export const labelStyle = css`
  font-weight: 600;
`;

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A plain text-like button (links inside tables, "see more"). */
export const linkButtonStyle = (theme: Theme) => css`
  padding: 0;
  border: none;
  background: none;
  color: ${theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    ${focusRing(theme)}
  }
`;

/** The error message under a control; the control points at it with aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <span
      id={id}
      css={(theme) => css`
        color: ${theme.colors.danger};
        font-size: ${theme.fontSize.sm};
      `}
    >
      {children}
    </span>
  );
}

/** Joins the ids of the elements that describe a control, skipping the absent ones. */
export function describedBy(...ids: unknown[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length ? present.join(' ') : undefined;
}

/** onKeyDown of a checkbox: Enter toggles it like Space does (instead of submitting the form). */
export function toggleOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  event.currentTarget.click();
}
