// Blocking or unblocking a company user from a global user management row (issue 16 §1): a
// reason is needed to block (the activity log of the user's company keeps it) and optional to
// unblock. The server's refusal (the company's last admin, for instance) shows in the dialog.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog, DialogActions } from '../../components/Dialog.tsx';
import { TextInput } from '../../components/kit/TextInput.tsx';
import { Alert, Button } from '../../components/ui.tsx';
import type { ApiError } from '../../api/baseApi.ts';
import { type ListGlobalUsersApiResponse, useBlockGlobalUserMutation, useUnblockGlobalUserMutation } from './api.ts';

type User = ListGlobalUsersApiResponse['content'][number];
const REASON_MAX = 500;

export function BlockDialog({ user, onClose, onDone }: { user: User | null; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [block, blocking] = useBlockGlobalUserMutation();
  const [unblock, unblocking] = useUnblockGlobalUserMutation();
  const blocked = user?.status === 'BLOCKED';
  const failure = blocked ? unblocking.error : blocking.error;

  const close = () => {
    setReason('');
    setReasonError(undefined);
    blocking.reset();
    unblocking.reset();
    onClose();
  };
  const confirm = async () => {
    if (!user) return;
    const text = reason.trim();
    if (!blocked && !text) {
      setReasonError(t`Give the reason for blocking.`);
      return;
    }
    const result = blocked
      ? await unblock({ id: user.userId, body: text ? { reason: text } : {} })
      : await block({ id: user.userId, body: { reason: text } });
    if (!('data' in result)) return;
    const name = user.name;
    onDone(blocked ? t`${name} was unblocked.` : t`${name} was blocked.`);
    close();
  };

  const name = user?.name ?? '';
  return (
    <Dialog open={user !== null} title={blocked ? <Trans>Unblock {name}</Trans> : <Trans>Block {name}</Trans>} onClose={close}>
      <p>
        {blocked ? (
          <Trans>They will be able to sign in again. The activity log of their company records the change.</Trans>
        ) : (
          <Trans>
            They will not be able to sign in, and their open sessions end at once. The activity log of their company records the change.
          </Trans>
        )}
      </p>
      <TextInput
        label={blocked ? t`Reason (optional)` : t`Reason`}
        multiline
        maxLength={REASON_MAX}
        value={reason}
        onChange={(value) => setReason(value)}
        error={reasonError}
        required={!blocked}
      />
      {failure ? (
        <Alert tone="error">{(failure as ApiError).message || t`An error occurred while processing your request. Please try again.`}</Alert>
      ) : null}
      <DialogActions>
        <Button type="button" onClick={confirm} disabled={blocking.isLoading || unblocking.isLoading}>
          {blocked ? <Trans>Unblock</Trans> : <Trans>Block</Trans>}
        </Button>
        <Button type="button" variant="secondary" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
