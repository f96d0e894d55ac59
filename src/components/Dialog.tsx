// A modal dialog on the native <dialog> element: focus moves in and is trapped by the browser,
// Escape closes it, the title labels it for screen readers.
// Issue 28 §2: never taller than the window. The dialog scrolls inside, its title stays at the top
// and its buttons (DialogActions) at the bottom, and after a submit or a button press that left a
// field in error, focus goes to the first field in error (which the browser scrolls into view).
import { css, type Theme } from '@emotion/react';
import { type ReactNode, useEffect, useId, useRef } from 'react';

const dialogStyle = (theme: Theme) => css`
  max-width: 32rem;
  width: calc(100% - 2rem);
  max-height: calc(100dvh - 2rem);
  box-sizing: border-box;
  overflow-y: auto;
  overscroll-behavior: contain;
  border: none;
  border-radius: ${theme.radius.md};
  padding: 0 1.5rem;
  box-shadow: ${theme.shadow.xl};
  color: ${theme.colors.text};
  background: ${theme.colors.surface};
  &::backdrop {
    background: ${theme.colors.scrim};
  }
`;

const titleStyle = (theme: Theme) => css`
  position: sticky;
  top: 0;
  z-index: 1;
  margin: 0 -1.5rem;
  padding: 1.25rem 1.5rem 0.75rem;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.divider};
  font-size: ${theme.fontSize.xl};
`;

const actionsStyle = (theme: Theme) => css`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  /* Down to the dialog's edge, over the body's bottom padding. */
  margin: ${theme.space.lg} -1.5rem -1.5rem;
  padding: ${theme.space.md} 1.5rem;
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.divider};
`;

/**
 * The dialog's buttons, in a bar kept at its bottom while the rest scrolls: the main action first
 * (Button), the others quiet (Button variant="secondary"). Inside the dialog's form when it has one.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div css={actionsStyle}>{children}</div>;
}

/** After the handlers of a submit or a button press have run (and React has rendered their errors): focus the first field in error. */
function focusFirstErrorSoon(dialog: HTMLDialogElement) {
  setTimeout(() => {
    const invalid = dialog.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid && document.activeElement?.getAttribute('aria-invalid') !== 'true') invalid.focus();
  }, 0);
}

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
      onSubmit={() => ref.current && focusFirstErrorSoon(ref.current)}
      onClick={(event) => {
        if (ref.current && (event.target as HTMLElement).closest('button')) focusFirstErrorSoon(ref.current);
      }}
      css={dialogStyle}
    >
      {open ? (
        <>
          <h2 id={titleId} css={titleStyle}>
            {title}
          </h2>
          <div css={{ paddingTop: '1rem', paddingBottom: '1.5rem' }}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
