// Small shared building blocks for forms and messages.
import { css, type Theme } from '@emotion/react';
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { useId } from 'react';

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

export function Button(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button css={buttonStyle} {...props} />;
}

export function TextField({ label, error, ...input }: { label: ReactNode; error?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 0.25rem;
        margin-bottom: 1rem;
      `}
    >
      <label
        htmlFor={id}
        css={css`
          font-weight: 600;
        `}
      >
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        css={(theme) => css`
          padding: 0.5rem 0.75rem;
          border: 1px solid ${error ? '#b3261e' : '#6b6b6b'};
          border-radius: ${theme.radius};
          font: inherit;
          &:focus-visible {
            outline: 3px solid ${theme.colors.accent};
          }
        `}
        {...input}
      />
      {error ? (
        <span
          id={errorId}
          css={css`
            color: #b3261e;
          `}
        >
          {error}
        </span>
      ) : null}
    </div>
  );
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
