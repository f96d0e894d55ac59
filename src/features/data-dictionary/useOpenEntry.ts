// Opening and closing an entry of the table (both data dictionary pages): the entry's id goes into
// the URL (`selected`); its name's button moves the focus to the details; Close brings the focus
// back to that button (or, when it is no longer on the page, to `fallbackFocus`).
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { useDictionaryUrl } from './dictionary-url.ts';
import type { GlossaryEntry } from './labels.ts';

export function useOpenEntry(
  { view, update }: ReturnType<typeof useDictionaryUrl>,
  results: GlossaryEntry[] | undefined,
  fallbackFocus: RefObject<HTMLElement | null>,
) {
  const detailsId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const [focusDetails, setFocusDetails] = useState(false);
  const returnFocusTo = useRef<string | null>(null);

  const closeEntry = useCallback(() => {
    returnFocusTo.current = view.selected;
    update({ selected: null }, { history: 'push', keepPage: true });
  }, [view.selected, update]);
  const openEntry = useCallback(
    (entry: GlossaryEntry) => {
      if (entry.id === view.selected) {
        closeEntry();
        return;
      }
      setFocusDetails(true);
      update({ selected: entry.id }, { history: 'push', keepPage: true });
    },
    [view.selected, update, closeEntry],
  );
  const detailsFocused = useCallback(() => setFocusDetails(false), []);
  useEffect(() => {
    const id = returnFocusTo.current;
    if (!id || view.selected) return;
    returnFocusTo.current = null;
    const nameButton = [...(resultsRef.current?.querySelectorAll<HTMLElement>('[data-entry-id]') ?? [])].find(
      (button) => button.dataset.entryId === id,
    );
    (nameButton ?? fallbackFocus.current)?.focus();
  }, [view.selected, fallbackFocus]);

  return {
    detailsId,
    resultsRef,
    openEntry,
    /** The props of EntryDetails for the selected entry. */
    details: view.selected
      ? {
          id: view.selected,
          entryOnPage: results?.find((entry) => entry.id === view.selected),
          panelId: detailsId,
          focusOnShow: focusDetails,
          onFocused: detailsFocused,
          onClose: closeEntry,
        }
      : null,
  };
}
