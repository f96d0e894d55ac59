// A group of native radio buttons in a fieldset: the legend names the group, the arrow keys move
// the choice (browser behaviour), and an error shows beneath.
import { css } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { describedBy, FieldError, focusRing, labelStyle } from './field.tsx';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export function RadioGroup({
  legend,
  options,
  value,
  defaultValue,
  onChange,
  name,
  error,
  required,
}: {
  legend: ReactNode;
  options: RadioOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  name?: string;
  error?: ReactNode;
  required?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      aria-describedby={describedBy(error && errorId)}
      css={css`
        margin: 0 0 1rem;
        padding: 0;
        border: none;
      `}
    >
      <legend
        css={css`
          ${labelStyle};
          padding: 0;
          margin-bottom: 0.25rem;
        `}
      >
        {legend}
      </legend>
      {options.map((option) => (
        <label
          key={option.value}
          css={(theme) => css`
            display: flex;
            align-items: center;
            gap: ${theme.space.sm};
            padding: 0.25rem 0;
            cursor: ${option.disabled ? 'not-allowed' : 'pointer'};
            opacity: ${option.disabled ? 0.6 : 1};
          `}
        >
          <input
            type="radio"
            name={name ?? id}
            value={option.value}
            checked={value === undefined ? undefined : value === option.value}
            defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
            disabled={option.disabled}
            required={required}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange?.(option.value)}
            css={(theme) => css`
              width: 1.125rem;
              height: 1.125rem;
              margin: 0;
              accent-color: ${error ? theme.colors.danger : theme.colors.primary};
              &:focus-visible {
                ${focusRing(theme)}
              }
            `}
          />
          {option.label}
        </label>
      ))}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
