// A modal dialog on the native <dialog> element: focus moves in and is trapped by the browser,
// Escape closes it, the title labels it for screen readers.
import { css } from '@emotion/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

export function Dialog({ open, title, onClose, children }: { open: boolean; title: ReactNode; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      css={(theme) => css`
        max-width: 32rem;
        width: calc(100% - 2rem);
        border: none;
        border-radius: ${theme.radius.md};
        padding: 1.5rem;
        box-shadow: ${theme.shadow.xl};
        color: ${theme.colors.text};
        &::backdrop {
          background: ${theme.colors.scrim};
        }
      `}
    >
      {open ? (
        <>
          <h2
            id={titleId}
            css={css`
              margin-top: 0;
            `}
          >
            {title}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
