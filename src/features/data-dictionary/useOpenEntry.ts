// Opening and closing an entry of the table (both data dictionary pages): the entry's id goes into
// the URL (`selected`); its name's button moves the focus to the details; Close brings the focus
// back to that button (or, when it is no longer on the page, to `fallbackFocus`).
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { DictionaryList } from './dictionary-url.ts';
import type { GlossaryEntry } from './labels.ts';

export function useOpenEntry(
  { filters, setFilters }: Pick<DictionaryList, 'filters' | 'setFilters'>,
  results: GlossaryEntry[] | undefined,
  fallbackFocus: RefObject<HTMLElement | null>,
) {
  const selected = filters.selected || null;
  const detailsId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const [focusDetails, setFocusDetails] = useState(false);
  const returnFocusTo = useRef<string | null>(null);

  const closeEntry = useCallback(() => {
    returnFocusTo.current = selected;
    setFilters({ selected: '' }, { keepPage: true });
  }, [selected, setFilters]);
  const openEntry = useCallback(
    (entry: GlossaryEntry) => {
      if (entry.id === selected) {
        closeEntry();
        return;
      }
      setFocusDetails(true);
      setFilters({ selected: entry.id }, { keepPage: true });
    },
    [selected, setFilters, closeEntry],
  );
  const detailsFocused = useCallback(() => setFocusDetails(false), []);
  useEffect(() => {
    const id = returnFocusTo.current;
    if (!id || selected) return;
    returnFocusTo.current = null;
    const nameButton = [...(resultsRef.current?.querySelectorAll<HTMLElement>('[data-entry-id]') ?? [])].find(
      (button) => button.dataset.entryId === id,
    );
    (nameButton ?? fallbackFocus.current)?.focus();
  }, [selected, fallbackFocus]);

  return {
    detailsId,
    resultsRef,
    openEntry,
    /** The props of EntryDetails for the selected entry. */
    details: selected
      ? {
          id: selected,
          entryOnPage: results?.find((entry) => entry.id === selected),
          panelId: detailsId,
          focusOnShow: focusDetails,
          onFocused: detailsFocused,
          onClose: closeEntry,
        }
      : null,
  };
}
