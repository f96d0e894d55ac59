// A labelled native select with an error beneath: the kit's one dropdown of plain choices (the
// data dictionary's product, the profile's language and time zone). Options (and optgroups) are
// the children.
import { css, type Theme } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { controlStyle, describedBy, FieldError, fieldStyle, labelStyle } from './field.tsx';

const selectStyle = (theme: Theme) => css`
  ${controlStyle(theme)};
  width: 100%;
  max-width: 100%;
  padding: ${theme.space.sm} ${theme.space.md};
  color: ${theme.colors.text};
`;

export function SelectField({
  label,
  name,
  value,
  onChange,
  error,
  children,
}: {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div css={fieldStyle}>
      <label htmlFor={id} css={labelStyle}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        css={selectStyle}
      >
        {children}
      </select>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
