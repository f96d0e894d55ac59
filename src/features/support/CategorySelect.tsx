// One level of the incident form's category tree (TicketCreationPage.tsx).
import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { describedBy, FieldError, fieldStyle, focusRing, labelStyle } from '../../components/kit/field.tsx';

/** A category of any level (the deepest has no children). */
export interface CategoryOption {
  id: number;
  value: string;
  aboutData: boolean;
  children?: readonly CategoryOption[];
}

/** One level of the category tree as a labelled native select ('Select an option' = nothing chosen). */
export function CategorySelect({
  label,
  name,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  options: readonly CategoryOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
}) {
  const { t } = useLingui();
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
        value={value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorId)}
        css={(theme) => css`
          padding: ${theme.space.sm} ${theme.space.md};
          border: 1px solid ${error ? theme.colors.danger : theme.colors.border};
          border-radius: ${theme.radius.md};
          background: ${theme.colors.surface};
          font: inherit;
          max-width: 100%;
          &:focus-visible {
            ${focusRing(theme)}
          }
        `}
      >
        <option value="">{t`Select an option`}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.value}
          </option>
        ))}
      </select>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
