// Tabs (WAI-ARIA tabs pattern): one tab stop for the tab list (roving tabindex); the arrow keys,
// Home and End move to and select another tab.
import { css } from '@emotion/react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { focusRing } from './field.tsx';
import { rovingIndex, useItemRefs } from './roving.ts';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export function Tabs({
  label,
  tabs,
  selectedId,
  defaultSelectedId,
  onSelect,
}: {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Controlled selection; leave out to let the component keep it. */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
}) {
  const base = useId();
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? tabs[0]?.id);
  const current = selectedId ?? ownSelected;
  const { itemRef, focusItem } = useItemRefs<HTMLButtonElement>();
  const active = tabs.find((tab) => tab.id === current) ?? tabs[0];

  function select(index: number) {
    const tab = tabs[index];
    if (!tab) return;
    setOwnSelected(tab.id);
    onSelect?.(tab.id);
    focusItem(index);
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const target = rovingIndex(event.key, index, tabs.length, 'horizontal');
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        css={(theme) => css`
          display: flex;
          gap: ${theme.space.xs};
          border-bottom: 1px solid ${theme.colors.divider};
          /* A row wider than the screen scrolls inside itself, not the page (390 px). */
          overflow-x: auto;
          scrollbar-width: thin;
          button {
            flex: none;
            white-space: nowrap;
          }
        `}
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === active?.id;
          return (
            <button
              key={tab.id}
              ref={itemRef(index)}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${base}-panel-${tab.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              css={(theme) => css`
                padding: 0.5rem 1rem;
                border: none;
                border-bottom: 3px solid ${isSelected ? theme.colors.primary : 'transparent'};
                background: none;
                color: ${isSelected ? theme.colors.primary : 'inherit'};
                font: inherit;
                font-weight: ${isSelected ? 700 : 400};
                cursor: pointer;
                &:focus-visible {
                  ${focusRing(theme)}
                }
              `}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {active ? (
        <div
          role="tabpanel"
          id={`${base}-panel-${active.id}`}
          aria-labelledby={`${base}-tab-${active.id}`}
          tabIndex={0}
          css={(theme) => css`
            padding: 1rem 0;
            &:focus-visible {
              ${focusRing(theme)}
            }
          `}
        >
          {active.content}
        </div>
      ) : null}
    </div>
  );
}
