// The closing row of an admin dialog: the failure notice if the call failed, the confirming button
// (the form's submit, or a plain button with `onConfirm`) and Cancel.
import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert, Button } from '../ui.tsx';

export const buttonRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 1rem;
`;

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
      <div css={buttonRow}>
        {confirm ? (
          <Button type={onConfirm ? 'button' : 'submit'} onClick={onConfirm} disabled={busy}>
            {confirm}
          </Button>
        ) : null}
        <Button type="button" variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </>
  );
}
