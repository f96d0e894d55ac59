// The default error panel of spec §8 and what it is made of (Button, Alert): apart from the rest of
// the kit (ui.tsx, which re-exports them) because the first load needs them (app/ChunkBoundary.tsx,
// a page whose code failed to load) and the rest of the kit only comes with the pages.
import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export const buttonStyle = (theme: Theme) => css`
  display: inline-block;
  padding: 0.625rem 1.25rem;
  border: none;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A button of lesser weight (Cancel, downloads): outlined instead of filled. */
export const secondaryButtonStyle = (theme: Theme) => css`
  ${buttonStyle(theme)};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  box-shadow: inset 0 0 0 2px ${theme.colors.primary};
`;

export function Button({ variant = 'primary', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' }) {
  return <button css={variant === 'secondary' ? secondaryButtonStyle : buttonStyle} {...props} />;
}

export function Alert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      css={(theme) => css`
        padding: ${theme.space.md} ${theme.space.lg};
        margin-bottom: ${theme.space.lg};
        border-radius: ${theme.radius.md};
        background: ${tone === 'error' ? theme.colors.dangerSurface : theme.colors.successSurface};
        color: ${tone === 'error' ? theme.colors.onDangerSurface : theme.colors.onSuccessSurface};
      `}
    >
      {children}
    </div>
  );
}

/**
 * Spec §8's default error panel, the one way a page or table says its content failed to load: the
 * message ('Something went wrong' unless the area has its own, e.g. the admin tables'
 * 'Something went wrong...'), 'Refresh this page to try again', and the 'Refresh page' button
 * unless another action is given.
 */
export function DefaultError({ message, action }: { message?: ReactNode; action?: ReactNode }) {
  return (
    <Alert tone="error">
      <p>{message ?? <Trans>Something went wrong</Trans>}</p>
      <p>
        <Trans>Refresh this page to try again</Trans>
      </p>
      {action ?? (
        <Button type="button" onClick={() => window.location.reload()}>
          <Trans>Refresh page</Trans>
        </Button>
      )}
    </Alert>
  );
}
