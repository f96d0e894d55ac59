// The action menu of a table row (WAI-ARIA menu button): a button per row opens a menu of
// actions; Enter, Space or the arrow keys open it, the arrow keys, Home and End move between the
// actions, Enter or Space picks one, Escape closes it and puts focus back on the button.
import { EllipsisVertical } from 'lucide-react';
import { css } from '@emotion/react';
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { focusRing } from '../../../components/kit/field.tsx';
import { usePopover } from '../../../components/kit/usePopover.tsx';

export interface MenuAction {
  id: string;
  label: string;
  onSelect: () => void;
}

export function RowMenu({
  label,
  actions,
}: {
  /** Accessible name of the button, e.g. "Actions for Harper Reyes". */ label: string;
  actions: MenuAction[];
}) {
  const { open, setOpen, close, rootRef, triggerRef, onBlur } = usePopover();
  const id = useId();
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const [active, setActive] = useState(0);
  const [place, setPlace] = useState<CSSProperties>({});

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  // Placed against the viewport (the table scrolls sideways and would clip it): below the
  // button, or above it when there is no room below; scrolling or resizing closes it.
  useEffect(() => {
    if (!open) return;
    const onMove = () => close(false);
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    return () => {
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
    };
  }, [open, close]);

  const openAt = (index: number) => {
    const rect = triggerRef.current?.getBoundingClientRect();
    if (rect) {
      const height = actions.length * 40 + 16;
      const right = window.innerWidth - rect.right;
      setPlace(
        rect.bottom + height + 4 > window.innerHeight && rect.top > height
          ? { bottom: window.innerHeight - rect.top + 4, right }
          : { top: rect.bottom + 4, right },
      );
    }
    setActive(index);
    setOpen(true);
  };

  function onTriggerKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') openAt(0);
    else if (event.key === 'ArrowUp') openAt(actions.length - 1);
    else return;
    event.preventDefault();
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const last = actions.length - 1;
    const next = { ArrowDown: active === last ? 0 : active + 1, ArrowUp: active === 0 ? last : active - 1, Home: 0, End: last }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  function pick(action: MenuAction) {
    // Focus goes back to the button first, so a dialog the action opens returns it there on close.
    close(true);
    action.onSelect();
  }

  return (
    <div
      ref={rootRef}
      onBlur={onBlur}
      css={css`
        position: relative;
        display: inline-block;
      `}
    >
      <button
        ref={triggerRef}
        type="button"
        id={`${id}-button`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
        css={(theme) => css`
          display: inline-flex;
          align-items: center;
          justify-content: center;
          min-width: 2rem;
          min-height: 2rem;
          padding: 0 0.5rem;
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radius.md};
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          font: inherit;
          font-size: 1.25rem;
          line-height: 1;
          cursor: pointer;
          &:focus-visible {
            ${focusRing(theme)}
          }
        `}
      >
        <EllipsisVertical size={18} aria-hidden="true" />
      </button>
      {open ? (
        <div
          role="menu"
          id={`${id}-menu`}
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
          style={place}
          css={(theme) => css`
            position: fixed;
            z-index: 10;
            display: flex;
            flex-direction: column;
            min-width: 11rem;
            padding: 0.25rem 0;
            border: 1px solid ${theme.colors.divider};
            border-radius: ${theme.radius.md};
            background: ${theme.colors.surface};
            box-shadow: ${theme.shadow.lg};
          `}
        >
          {actions.map((action, index) => (
            <button
              key={action.id}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              onClick={() => pick(action)}
              css={(theme) => css`
                padding: 0.5rem 1rem;
                border: none;
                background: none;
                color: ${theme.colors.text};
                font: inherit;
                text-align: left;
                white-space: nowrap;
                cursor: pointer;
                &:hover,
                &:focus {
                  background: ${theme.colors.infoSurface};
                }
                &:focus-visible {
                  ${focusRing(theme)}
                  outline-offset: -3px;
                }
              `}
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
