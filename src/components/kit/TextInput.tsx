// A labelled text field, single line or multiline (3 rows by default), with an optional length
// limit and counter (50 characters when enabled without a number) and an error beneath.
import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { type ChangeEvent, type FocusEventHandler, type ReactNode, useId, useState } from 'react';
import { describedBy, FieldError, fieldStyle, focusRing, labelStyle } from './field.tsx';

export const DEFAULT_MAX_LENGTH = 50;

export function TextInput({
  label,
  multiline = false,
  rows = 3,
  maxLength,
  error,
  hint,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  type = 'text',
  required,
  disabled,
  placeholder,
  autoComplete,
}: {
  label: ReactNode;
  multiline?: boolean;
  rows?: number;
  /** `true` limits to 50 characters; a number sets the limit. A counter shows under the field. */
  maxLength?: boolean | number;
  error?: ReactNode;
  hint?: ReactNode;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  name?: string;
  type?: 'text' | 'email' | 'tel' | 'search' | 'url' | 'password';
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  autoComplete?: string;
}) {
  const id = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const current = value ?? ownValue;
  const maxChars = maxLength === true ? DEFAULT_MAX_LENGTH : maxLength || undefined;
  // A search box keeps its limit without a counter: a query is not a text one writes to a length.
  const limit = maxChars && type !== 'search' ? maxChars : undefined;
  const count = current.length;
  const ids = { hint: `${id}-hint`, counter: `${id}-counter`, error: `${id}-error` };

  function change(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    setOwnValue(event.target.value);
    onChange?.(event.target.value);
  }

  const control = {
    id,
    name,
    value: current,
    onChange: change,
    onBlur,
    required,
    disabled,
    placeholder,
    autoComplete,
    maxLength: maxChars,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint && ids.hint, limit && ids.counter, error && ids.error),
    css: (theme: Theme) => css`
      padding: ${theme.space.sm} ${theme.space.md};
      border: 1px solid ${error ? theme.colors.danger : theme.colors.border};
      border-radius: ${theme.radius.md};
      font: inherit;
      resize: vertical;
      &:focus-visible {
        ${focusRing(theme)}
      }
    `,
  };

  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      {hint ? (
        <span
          id={ids.hint}
          css={(theme) => css`
            font-size: ${theme.fontSize.sm};
          `}
        >
          {hint}
        </span>
      ) : null}
      {multiline ? <textarea rows={rows} {...control} /> : <input type={type} {...control} />}
      <div
        css={(theme) => css`
          display: flex;
          justify-content: space-between;
          gap: ${theme.space.lg};
        `}
      >
        <FieldError id={ids.error}>{error}</FieldError>
        {limit ? (
          <span
            id={ids.counter}
            css={(theme) => css`
              margin-left: auto;
              font-size: ${theme.fontSize.sm};
              color: ${count >= limit ? theme.colors.danger : 'inherit'};
            `}
          >
            <Trans>
              {count}/{limit} characters
            </Trans>
          </span>
        ) : null}
      </div>
    </div>
  );
}
