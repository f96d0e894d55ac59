// Which dialog of an admin list page is open, for which row, and the notice the last change left:
// opening a dialog clears the notice, closing it with a message sets it.
import { useCallback, useState } from 'react';

export function useRowDialogs<Row, Kind extends string>() {
  const [opened, setOpened] = useState<{ kind: Kind; row: Row | null } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const open = useCallback((kind: Kind, row: Row | null = null) => {
    setDone(null);
    setOpened({ kind, row });
  }, []);
  const close = useCallback((message?: string) => {
    setOpened(null);
    if (message) setDone(message);
  }, []);
  return {
    done,
    open,
    close,
    /** Whether the dialog of this kind is open. */
    isOpen: (kind: Kind) => opened?.kind === kind,
    /** The row the dialog of this kind is open for, if it is. */
    rowOf: (kind: Kind) => (opened?.kind === kind ? opened.row : null),
  };
}
