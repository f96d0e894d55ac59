// The closing row of an admin dialog: the failure notice if the call failed, then in the dialog's
// button bar (DialogActions, kept in view) the confirming button (the form's submit, or a plain
// button with `onConfirm`) and Cancel, quiet.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DialogActions } from '../Dialog.tsx';
import { Alert, Button } from '../ui.tsx';

export function OperationFailed() {
  return (
    <Alert tone="error">
      <Trans>An error occurred while performing the operation</Trans>
    </Alert>
  );
}

export function DialogButtons({
  confirm,
  onConfirm,
  busy = false,
  failed = false,
  onCancel,
}: {
  /** The confirming button's text; without it only Cancel shows. */
  confirm?: ReactNode;
  /** Makes the confirming button a plain button; otherwise it submits the dialog's form. */
  onConfirm?: () => void;
  busy?: boolean;
  failed?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {failed ? <OperationFailed /> : null}
      <DialogActions>
        {confirm ? (
          <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} disabled={busy}>
            {confirm}
          </Button>
        ) : null}
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </DialogActions>
    </>
  );
}
