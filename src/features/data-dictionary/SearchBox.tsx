// The data dictionary's search box (spec §5 "Data dictionary search": at least 3 characters,
// debounce 500 ms; spec §7 "data dictionary auto suggestions"): what is typed is searched once
// typing pauses (the list hook's debounce: lib/useListState.ts); for the term searched, names of
// entries are offered in a list under the box, the ARIA 1.2 combobox pattern on Ariakit's Combobox
// (issue 28 §2: the input is the combobox; ArrowDown / ArrowUp move through the list, Enter picks,
// Escape closes; the list is placed under the box, and above it when there is no room). Enter (or the
// Search button) with a shorter term shows 'Please enter at least 3 characters' as the field's
// error. The box follows the URL's term when it changes elsewhere (Back, "Did you mean").
import { css, type Theme } from '@emotion/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Combobox, ComboboxItem, ComboboxPopover, ComboboxProvider } from '@ariakit/react';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { describedBy, FieldError, fieldStyle, focusRing, labelStyle, visuallyHidden } from '../../components/kit/field.tsx';
import { POPUP_PROPS, popupItemStyle, popupListStyle, popupStyle } from '../../components/kit/popup-style.ts';
import { secondaryButtonStyle } from '../../components/ui.tsx';
import { useSuggestGlossariesQuery } from './api.ts';
import { isSearchable, MAX_SEARCH } from './dictionary-url.ts';

const SUGGESTION_LIMIT = 8;

export interface Suggestion {
  id: string;
  business_name: string;
}

const rowStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space.sm};
  align-items: stretch;
`;

const inputStyle = (invalid: boolean) => (theme: Theme) => css`
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${invalid ? theme.colors.danger : theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  &:focus-visible {
    ${focusRing(theme)}
  }
`;

const hintStyle = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
`;

export function SearchBox({
  text,
  onTextChange,
  term,
  onSubmit,
  onPick,
  onEnterKey,
  inputRef,
}: {
  /** What the box shows (the list's search text: what is typed, or the URL's term). */
  text: string;
  onTextChange: (text: string) => void;
  /** The term searched (the URL's), whose suggestions are offered. */
  term: string;
  /** A term asked for (Enter, the Search button); '' for none (the whole dictionary). */
  onSubmit: (term: string) => void;
  /** An auto-suggestion chosen, and what was typed. */
  onPick: (suggestion: Suggestion, typed: string) => void;
  /** Enter pressed in the box (spec §7 event 'enterKeyDown'), with what it holds. */
  onEnterKey?: (text: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useLingui();
  const id = useId();
  const ids = { input: `${id}-input`, hint: `${id}-hint`, error: `${id}-error` };

  const [error, setError] = useState(false);
  const [open, setOpen] = useState(false);
  const suggestQuery = useSuggestGlossariesQuery({ searchField: term, limit: SUGGESTION_LIMIT }, { skip: !isSearchable(term) });
  const suggestions = isSearchable(text.trim()) ? (suggestQuery.data?.suggestions ?? []) : [];
  const expanded = open && suggestions.length > 0;
  const close = () => setOpen(false);

  // The text the user typed last: another text comes from elsewhere (Back, "Did you mean") and
  // closes the list and the error.
  const typed = useRef(text);
  useEffect(() => {
    if (text === typed.current) return;
    typed.current = text;
    setError(false);
    setOpen(false);
  }, [text]);

  const pick = (suggestion: Suggestion) => {
    close();
    setError(false);
    typed.current = suggestion.business_name;
    onPick(suggestion, text.trim());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asked = text.trim();
    close();
    if (asked && !isSearchable(asked)) {
      setError(true);
      return;
    }
    setError(false);
    onSubmit(asked);
  };

  const tooShort = text.trim().length > 0 && !isSearchable(text.trim());
  const hint = tooShort && !error ? t`Enter at least 3 characters to start searching` : null;

  return (
    <form onSubmit={submit} noValidate css={fieldStyle}>
      <label htmlFor={ids.input} css={labelStyle}>
        <Trans>Search the data dictionary</Trans>
      </label>
      <div css={rowStyle}>
        <div
          css={css`
            position: relative;
            flex: 1 1 auto;
            min-width: 0;
          `}
        >
          <ComboboxProvider
            value={text}
            setValue={(value) => {
              typed.current = value;
              onTextChange(value);
              setError(false);
            }}
            open={expanded}
            setOpen={setOpen}
          >
            <Combobox
              ref={inputRef}
              id={ids.input}
              type="text"
              name="search"
              autoComplete="off"
              enterKeyHint="search"
              spellCheck={false}
              maxLength={MAX_SEARCH}
              placeholder={t`Name, technical name or description`}
              aria-invalid={error || undefined}
              aria-describedby={describedBy(hint && ids.hint, error && ids.error)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.nativeEvent.isComposing) onEnterKey?.(text.trim());
              }}
              css={inputStyle(error)}
            />
            {/* No list while there is nothing to offer (an empty one would show as an empty box). */}
            {suggestions.length ? (
              <ComboboxPopover {...POPUP_PROPS} sameWidth aria-label={t`Suggestions`} css={[popupStyle, popupListStyle]}>
                {suggestions.map((suggestion) => (
                  <ComboboxItem
                    key={suggestion.id}
                    value={suggestion.business_name}
                    setValueOnClick={false}
                    onClick={() => pick(suggestion)}
                    css={popupItemStyle}
                  />
                ))}
              </ComboboxPopover>
            ) : null}
          </ComboboxProvider>
        </div>
        <button type="submit" css={[secondaryButtonStyle, { flex: 'none' }]}>
          <Trans>Search</Trans>
        </button>
      </div>
      {hint ? (
        <span id={ids.hint} css={hintStyle}>
          {hint}
        </span>
      ) : null}
      <FieldError id={ids.error}>{error ? <Trans>Please enter at least 3 characters</Trans> : null}</FieldError>
      <span role="status" css={visuallyHidden}>
        {expanded ? <Plural value={suggestions.length} one="# suggestion available" other="# suggestions available" /> : null}
      </span>
    </form>
  );
}
