// Open/close state of a popup anchored to a trigger button: Escape closes it and puts focus back
// on the trigger; a click outside or focus moving elsewhere closes it.
import { css } from '@emotion/react';
import { type FocusEvent, type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { fieldStyle, labelStyle } from './field.tsx';

export function usePopover() {
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

  return { open, setOpen, close, rootRef, triggerRef, onBlur };
}

/** The frame of a field that opens a popup (MultiSelect, DateRangePicker): its label above the trigger. */
export function PopoverField(props: {
  id: string;
  label: ReactNode;
  rootRef: RefObject<HTMLDivElement | null>;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  return (
    <div
      ref={props.rootRef}
      onBlur={props.onBlur}
      css={css`
        ${fieldStyle};
        position: relative;
      `}
    >
      <span id={`${props.id}-label`} css={labelStyle}>
        {props.label}
      </span>
      {props.children}
    </div>
  );
}
