// Roving focus in a row or column of items (tabs, menu items): one tab stop for the group; the arrow
// keys move to the next or previous item, wrapping around at the ends, Home and End to the first and
// last (WAI-ARIA authoring practices).
import { useCallback, useRef } from 'react';

/** The index `key` moves to from `index` among `count` items; undefined for a key that does not move. */
export function rovingIndex(key: string, index: number, count: number, axis: 'horizontal' | 'vertical'): number | undefined {
  const last = count - 1;
  const [back, forward] = axis === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  if (key === forward) return index === last ? 0 : index + 1;
  if (key === back) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/** The items' elements by index: `itemRef(index)` is the ref of an item, `focusItem(index)` moves focus to it. */
export function useItemRefs<T extends HTMLElement>() {
  const items = useRef<Array<T | null>>([]);
  const itemRef = useCallback(
    (index: number) => (element: T | null) => {
      items.current[index] = element;
    },
    [],
  );
  const focusItem = useCallback((index: number) => items.current[index]?.focus(), []);
  return { itemRef, focusItem };
}
