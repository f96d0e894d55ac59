// A labelled native select with an optional hint and an error beneath: the kit's one dropdown of
// plain choices (the data dictionary's product, the profile's language and time zone, the agent
// console's filters). Options (and optgroups) are the children.
import { css, type Theme } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { controlStyle, describedBy, FieldError, fieldStyle, labelStyle } from './field.tsx';

const selectStyle = (theme: Theme) => css`
  ${controlStyle(theme)};
  width: 100%;
  max-width: 100%;
  padding: ${theme.space.sm} ${theme.space.md};
  color: ${theme.colors.text};
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const hintStyle = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
`;

export function SelectField({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  disabled,
  children,
}: {
  label: ReactNode;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** A line under the select that it points at. */
  hint?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        css={selectStyle}
      >
        {children}
      </select>
      {hint ? (
        <span id={hintId} css={hintStyle}>
          {hint}
        </span>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
