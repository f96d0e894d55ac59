// Small shared building blocks for forms and messages.
import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export const buttonStyle = (theme: Theme) => css`
  display: inline-block;
  padding: 0.625rem 1.25rem;
  border: none;
  border-radius: ${theme.radius};
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
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 2px;
  }
`;

/** A list of cards in columns at least 15rem wide: the app tiles, the admin cards, the landing page's. */
export const cardGridStyle = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 1rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
`;

/** A button of lesser weight (Cancel, downloads): outlined instead of filled. */
export const secondaryButtonStyle = (theme: Theme) => css`
  ${buttonStyle(theme)};
  background: #fff;
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
      css={css`
        padding: 0.75rem 1rem;
        margin-bottom: 1rem;
        border-radius: 6px;
        background: ${tone === 'error' ? '#fdecea' : '#e8f5e9'};
        color: ${tone === 'error' ? '#8c1d18' : '#1b5e20'};
      `}
    >
      {children}
    </div>
  );
}

/** Spec §8's default error: 'Something went wrong', 'Refresh this page to try again', and the button that does it. */
export function DefaultError({ action }: { action: ReactNode }) {
  return (
    <Alert tone="error">
      <p>
        <Trans>Something went wrong</Trans>
      </p>
      <p>
        <Trans>Refresh this page to try again</Trans>
      </p>
      {action}
    </Alert>
  );
}

/** Where a form that sends a request stands: not sent yet (or invalid), sent, or failed. */
export type SendState = 'idle' | 'sent' | 'failed';

/** The message above such a form once it is sent: the form's own confirmation, or the common error. */
export function SendResult({ state, sent }: { state: SendState; sent: ReactNode }) {
  if (state === 'sent') return <Alert tone="success">{sent}</Alert>;
  if (state === 'failed') {
    return (
      <Alert tone="error">
        <Trans>There was an error processing your request. Try again.</Trans>
      </Alert>
    );
  }
  return null;
}
