// The kit's one dropdown of plain choices (issue 28 §2): the data dictionary's product, the profile's
// language and time zone, the agent console's filters, the tables' rows per page. A button showing
// the choice opens a list of options; label, hint and error sit beside it as on the other fields
// (aria-describedby, aria-invalid). Built on Ariakit's select (ComboboxSelect: role="combobox" and a
// listbox, WAI-ARIA's select-only combobox), which brings what a native <select> has and a hand-made
// one lacks: typing a name moves to it (open or closed), the arrow keys, Home and End move, Enter or
// Space picks, Escape closes and leaves focus on the button, and the list is placed against the
// button, flipped when there is no room below, and scrolled to the chosen option.
import {
  ComboboxGroup,
  ComboboxGroupLabel,
  ComboboxItem,
  ComboboxPopover,
  ComboboxProvider,
  ComboboxSelect,
  ComboboxSelectLabel,
} from '@ariakit/react';
import { css, type Theme } from '@emotion/react';
import { Check, ChevronDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { controlStyle, describedBy, FieldError, fieldStyle, labelStyle } from './field.tsx';
import { POPUP_PROPS, popupGroupLabelStyle, popupItemStyle, popupListStyle, popupStyle } from './popup-style.ts';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  /** The language of the label when it is not the page's (a language's own name). */
  lang?: string;
  disabled?: boolean;
}

/** Options under a heading (the profile's common and all time zones). */
export interface SelectOptionGroup<V extends string = string> {
  group: string;
  options: ReadonlyArray<SelectOption<V>>;
}

export type SelectOptions<V extends string = string> = ReadonlyArray<SelectOption<V> | SelectOptionGroup<V>>;

const isGroup = <V extends string>(entry: SelectOption<V> | SelectOptionGroup<V>): entry is SelectOptionGroup<V> => 'group' in entry;

/** Every option, groups flattened. */
export function flatOptions<V extends string>(options: SelectOptions<V>): Array<SelectOption<V>> {
  return options.flatMap((entry) => (isGroup(entry) ? [...entry.options] : [entry]));
}

const triggerStyle = (invalid: boolean, inline: boolean) => (theme: Theme) => css`
  ${controlStyle(theme)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  box-sizing: border-box;
  width: ${inline ? 'auto' : '100%'};
  max-width: 100%;
  min-height: ${inline ? '2rem' : '2.5rem'};
  padding: ${inline ? `${theme.space.xs} ${theme.space.sm}` : `${theme.space.sm} ${theme.space.md}`};
  color: ${theme.colors.text};
  text-align: left;
  ${invalid ? `border-color: ${theme.colors.danger};` : ''}
  span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
    color: ${theme.colors.muted};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const checkStyle = css`
  visibility: hidden;
  [aria-selected='true'] > & {
    visibility: visible;
  }
`;

const hintStyle = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
`;

const inlineFieldStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
`;

function Option<V extends string>({ option }: { option: SelectOption<V> }) {
  return (
    <ComboboxItem value={option.value} disabled={option.disabled} lang={option.lang} css={popupItemStyle}>
      <Check size={16} aria-hidden="true" css={checkStyle} />
      {option.label}
    </ComboboxItem>
  );
}

export function SelectField<V extends string = string>({
  label,
  value,
  onChange,
  options,
  error,
  hint,
  disabled,
  required,
  inline = false,
  className,
}: {
  label: ReactNode;
  value: V;
  onChange: (value: V) => void;
  options: SelectOptions<V>;
  error?: ReactNode;
  /** A line under the select that it points at. */
  hint?: ReactNode;
  disabled?: boolean;
  /** Said to assistive technology (aria-required); the form checks it. */
  required?: boolean;
  /** The label beside a compact button, on one line (the tables' rows per page), instead of above it. */
  inline?: boolean;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const all = flatOptions(options);
  const chosen = all.find((option) => option.value === value);
  return (
    <div css={inline ? inlineFieldStyle : fieldStyle} className={className}>
      <ComboboxProvider
        selectedValue={value}
        setSelectedValue={(next) => {
          const picked = all.find((option) => option.value === next);
          if (picked && picked.value !== value) onChange(picked.value);
        }}
      >
        <ComboboxSelectLabel css={inline ? undefined : labelStyle}>{label}</ComboboxSelectLabel>
        <ComboboxSelect
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && hintId, error && errorId)}
          css={triggerStyle(Boolean(error), inline)}
        >
          <span lang={chosen?.lang}>{chosen?.label ?? ''}</span>
          <ChevronDown size={16} aria-hidden="true" />
        </ComboboxSelect>
        <ComboboxPopover {...POPUP_PROPS} sameWidth={!inline} css={[popupStyle, popupListStyle, { minWidth: inline ? '5rem' : undefined }]}>
          {options.map((entry) =>
            isGroup(entry) ? (
              <ComboboxGroup key={entry.group}>
                <ComboboxGroupLabel css={popupGroupLabelStyle}>{entry.group}</ComboboxGroupLabel>
                {entry.options.map((option) => (
                  <Option key={option.value} option={option} />
                ))}
              </ComboboxGroup>
            ) : (
              <Option key={entry.value} option={entry} />
            ),
          )}
        </ComboboxPopover>
      </ComboboxProvider>
      {hint ? (
        <span id={hintId} css={hintStyle}>
          {hint}
        </span>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
