// Open/close state of a popup anchored to a trigger button: Escape closes it and puts focus back
// on the trigger; a click outside or focus moving elsewhere closes it.
import { css } from '@emotion/react';
import { type ButtonHTMLAttributes, type FocusEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { controlStyle, fieldStyle, labelStyle } from './field.tsx';

export function usePopover() {
  /** The base of the ids of the popup's parts (`${id}-trigger`, `${id}-label`, …). */
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  /** For the root element's onBlur: Tab moving focus out of the trigger and popup closes it. */
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) close(false);
  };

  return { id, open, setOpen, close, rootRef, triggerRef, onBlur };
}

export type Popover = ReturnType<typeof usePopover>;

/** The element that holds the trigger and its popup: the popup is placed against it, and focus leaving it closes the popup. */
export function PopoverRoot({ state, className, children }: { state: Popover; className?: string; children: ReactNode }) {
  return (
    <div
      ref={state.rootRef}
      onBlur={state.onBlur}
      className={className}
      css={css`
        position: relative;
      `}
    >
      {children}
    </div>
  );
}

/** The frame of a field that opens a popup (MultiSelect, DateRangePicker): its label above the trigger. */
export function PopoverField({ label, state, children }: { label: ReactNode; state: Popover; children: ReactNode }) {
  return (
    <PopoverRoot state={state} css={fieldStyle}>
      <span id={`${state.id}-label`} css={labelStyle}>
        {label}
      </span>
      {children}
    </PopoverRoot>
  );
}

/**
 * The button of a PopoverField that opens its popup, named by the field's label and its own text.
 * Styles passed with the css prop add to (and win over) the common ones.
 */
export function PopoverTrigger({ state, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { state: Popover }) {
  const { id, triggerRef, open } = state;
  return (
    <button
      ref={triggerRef}
      id={`${id}-trigger`}
      type="button"
      aria-labelledby={`${id}-label ${id}-trigger`}
      aria-expanded={open}
      css={(theme) => css`
        padding: ${theme.space.sm} ${theme.space.md};
        ${controlStyle(theme)}
      `}
      {...props}
    />
  );
}
