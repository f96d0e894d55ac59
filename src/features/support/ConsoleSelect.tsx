// A labelled native select of the agent console (its filters, the incident's new status), with an
// optional hint under it that the select points at.
import { css, type Theme } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { controlStyle, describedBy, fieldStyle, labelStyle } from '../../components/kit/field.tsx';

export interface ConsoleOption<V extends string> {
  value: V;
  label: string;
}

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

export function ConsoleSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  name,
  disabled,
  hint,
}: {
  label: ReactNode;
  value: V;
  options: ReadonlyArray<ConsoleOption<V>>;
  onChange: (value: V) => void;
  name?: string;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  const id = useId();
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
        aria-describedby={describedBy(hint && hintId)}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        css={selectStyle}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <span id={hintId} css={hintStyle}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}
