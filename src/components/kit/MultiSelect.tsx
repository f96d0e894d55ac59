// A dropdown of checkboxes with a search box. The trigger reads '{n} Selected'; the menu (at most
// 20rem high) closes on Escape, on a click outside and when focus leaves it. ArrowDown and ArrowUp
// move between the search box and the options; Space toggles an option.
import { ChevronDown, ChevronUp } from 'lucide-react';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { focusRing, toggleOnEnter } from './field.tsx';
import { PopoverField, PopoverTrigger, usePopover } from './usePopover.tsx';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export function MultiSelect({
  label,
  options,
  selected,
  onChange,
}: {
  label: string;
  options: MultiSelectOption[];
  selected: string[];
  onChange: (selected: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const popover = usePopover();
  const { id, open, setOpen } = popover;
  const [query, setQuery] = useState('');
  const menuRef = useRef<HTMLDivElement>(null);

  const needle = query.trim().toLocaleLowerCase(i18n.locale);
  const shown = needle ? options.filter((option) => option.label.toLocaleLowerCase(i18n.locale).includes(needle)) : options;

  useEffect(() => {
    if (open) menuRef.current?.querySelector('input')?.focus();
    else setQuery('');
  }, [open]);

  function toggle(value: string, checked: boolean) {
    onChange(checked ? [...selected, value] : selected.filter((v) => v !== value));
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const inputs = [...(menuRef.current?.querySelectorAll('input') ?? [])];
    const index = inputs.indexOf(document.activeElement as HTMLInputElement);
    const next = event.key === 'ArrowDown' ? Math.min(index + 1, inputs.length - 1) : Math.max(index - 1, 0);
    inputs[next]?.focus();
  }

  const count = selected.length;
  return (
    <PopoverField label={label} state={popover}>
      <PopoverTrigger
        state={popover}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        css={(theme) => css`
          display: flex;
          justify-content: space-between;
          align-items: center;
          gap: ${theme.space.sm};
          text-align: left;
        `}
      >
        <Trans>{count} Selected</Trans>
        {open ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
      </PopoverTrigger>
      {open ? (
        <div
          ref={menuRef}
          id={`${id}-menu`}
          onKeyDown={onMenuKeyDown}
          css={(theme) => css`
            position: absolute;
            top: 100%;
            left: 0;
            z-index: 10;
            display: flex;
            flex-direction: column;
            min-width: 100%;
            max-height: 20rem;
            padding: 0.5rem;
            border: 1px solid ${theme.colors.border};
            border-radius: ${theme.radius.md};
            background: ${theme.colors.surface};
            box-shadow: ${theme.shadow.lg};
          `}
        >
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label={t`Search`}
            placeholder={t`Search`}
            css={(theme) => css`
              padding: 0.375rem 0.5rem;
              margin-bottom: ${theme.space.sm};
              border: 1px solid ${theme.colors.border};
              border-radius: ${theme.radius.md};
              font: inherit;
              &:focus-visible {
                ${focusRing(theme)}
              }
            `}
          />
          <div
            role="group"
            aria-labelledby={`${id}-label`}
            css={css`
              overflow-y: auto;
            `}
          >
            {shown.map((option) => (
              <label
                key={option.value}
                css={(theme) => css`
                  display: flex;
                  align-items: center;
                  gap: ${theme.space.sm};
                  padding: 0.25rem 0.25rem;
                  cursor: pointer;
                  &:has(:focus-visible) {
                    ${focusRing(theme)}
                    outline-offset: -2px;
                  }
                `}
              >
                <input
                  type="checkbox"
                  checked={selected.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  onKeyDown={toggleOnEnter}
                  css={(theme) => css`
                    accent-color: ${theme.colors.primary};
                  `}
                />
                {option.label}
              </label>
            ))}
            {shown.length === 0 ? (
              <p
                role="status"
                css={css`
                  margin: 0.25rem;
                `}
              >
                <Trans>No results found</Trans>
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </PopoverField>
  );
}
