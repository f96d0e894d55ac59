// Small shared building blocks for forms and messages.
import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from './error-panel.tsx';

export { Alert, Button, DefaultError } from './error-panel.tsx';
export { buttonStyle, secondaryButtonStyle } from './kit/button-style.ts';

/** A list of cards in columns at least 15rem wide: the app tiles, the admin cards, the landing page's. */
export const cardGridStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${theme.space.lg};
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
`;

/** Labels and values side by side (one column on a phone): an entry's fields, a profile's details. */
export const definitionListStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(8rem, max-content) minmax(0, 1fr);
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
    dd + dt {
      margin-top: ${theme.space.sm};
    }
  }
`;

/** What a table or page shows when it has nothing to show (or waits for filters): a sentence and what to do. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div
      css={(theme) => css`
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: ${theme.space.md};
        padding: ${theme.space.xxl} ${theme.space.lg};
        color: ${theme.colors.muted};
        text-align: center;
      `}
    >
      <div>{children}</div>
      {action}
    </div>
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

/** What a page shows while its content loads. */
export function Loading() {
  return (
    <p role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}

/** Links as pills in a row, the current one filled (a knowledge base's workspaces, the release notes' tags). */
export const pillNavStyle = (theme: Theme) => css`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.sm};
    list-style: none;
    margin: 0 0 ${theme.space.lg};
    padding: 0;
  }
  a {
    display: inline-block;
    padding: ${theme.space.xs} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.lg};
    color: ${theme.colors.primary};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

/** A list of entries, each a title link with lines under it, divided by rules (articles, search results, release notes). */
export const entryListStyle = (theme: Theme) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${theme.space.md} 0;
    border-bottom: 1px solid ${theme.colors.divider};
  }
  a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
  p {
    margin: ${theme.space.xs} 0 0;
  }
`;
