// A checkbox whose label may hold links ("I accept the <link>terms</link>"). Space and Enter both
// toggle it; an error shows beneath. The label is a span named by aria-labelledby rather than a
// <label>, so that a click on a link in it follows the link without also toggling the box.
import { css } from '@emotion/react';
import { type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { describedBy, FieldError, fieldStyle, focusRing, toggleOnEnter } from './field.tsx';

export function Checkbox({
  label,
  checked,
  defaultChecked,
  onChange,
  name,
  value,
  required,
  disabled,
  error,
}: {
  /** May contain links: they stay links, and clicking one does not toggle the box. */
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  name?: string;
  value?: string;
  required?: boolean;
  disabled?: boolean;
  error?: ReactNode;
}) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const box = useRef<HTMLInputElement>(null);

  function onLabelClick(event: MouseEvent<HTMLSpanElement>) {
    if ((event.target as Element).closest('a, button')) return;
    box.current?.click();
  }

  return (
    <div css={fieldStyle}>
      <div
        css={(theme) => css`
          display: flex;
          align-items: flex-start;
          gap: ${theme.space.sm};
        `}
      >
        <input
          ref={box}
          id={id}
          type="checkbox"
          name={name}
          value={value}
          checked={checked}
          defaultChecked={defaultChecked}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-labelledby={labelId}
          aria-describedby={describedBy(error && errorId)}
          onChange={(event) => onChange?.(event.target.checked)}
          onKeyDown={toggleOnEnter}
          css={(theme) => css`
            flex: none;
            width: 1.125rem;
            height: 1.125rem;
            margin: 0.1875rem 0 0;
            accent-color: ${error ? theme.colors.danger : theme.colors.primary};
            &:focus-visible {
              ${focusRing(theme)}
            }
          `}
        />
        <span
          id={labelId}
          onClick={onLabelClick}
          css={(theme) => css`
            cursor: ${disabled ? 'not-allowed' : 'pointer'};
            a:focus-visible {
              ${focusRing(theme)}
            }
          `}
        >
          {label}
        </span>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
