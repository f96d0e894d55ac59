// Acting on behalf of a company (spec §2 "Header", §7 "Super admin context"): a super admin gives
// the reason the activity log keeps and moves on to the company's apps; a spectator views it. The
// customer accounts list and global user management open it from a row.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSetActingContextMutation } from '../api/endpoints/acting-context.ts';
import { useGetUserContextQuery } from '../api/endpoints/identity.ts';
import { isSpectator } from '../lib/session.ts';
import { useUserContextAfterChange } from '../lib/useSession.ts';
import { Dialog, DialogActions } from './Dialog.tsx';
import { TextInput } from './kit/TextInput.tsx';
import { Alert, Button } from './ui.tsx';

const REASON_MIN = 5;
const REASON_MAX = 500;

export function ActOnBehalfDialog({
  company,
  onClose,
}: {
  company: { companyId: string; companyName: string } | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data: user } = useGetUserContextQuery({ permissions: true });
  const userContextAfterChange = useUserContextAfterChange();
  const spectator = user ? isSpectator(user) : false;
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [setContext, { isLoading: saving, isError: failed, reset }] = useSetActingContextMutation();

  const close = () => {
    setReason('');
    setReasonError(undefined);
    reset();
    onClose();
  };
  const confirm = async () => {
    const text = reason.trim();
    if (text.length < REASON_MIN) {
      setReasonError(t`Give a reason of at least ${REASON_MIN} characters.`);
      return;
    }
    const result = await setContext({ body: { companyId: company!.companyId, reason: text } });
    if (!('data' in result)) return;
    // The routing rules read the user context: move on once it shows the chosen company.
    await userContextAfterChange((now) => now.acting.company?.id === company!.companyId);
    navigate('/apps');
  };

  const companyName = company?.companyName ?? '';
  return (
    <Dialog
      open={company !== null}
      title={spectator ? <Trans>View {companyName}</Trans> : <Trans>Act on behalf of {companyName}</Trans>}
      onClose={close}
    >
      <p>
        <Trans>The activity log records who acted for which company, when and why.</Trans>
      </p>
      <TextInput
        label={t`Reason`}
        multiline
        maxLength={REASON_MAX}
        value={reason}
        onChange={(value) => setReason(value)}
        error={reasonError}
        required
      />
      {failed ? (
        <Alert tone="error">
          <Trans>An error occurred while processing your request. Please try again.</Trans>
        </Alert>
      ) : null}
      <DialogActions>
        <Button type="button" onClick={confirm} disabled={saving}>
          <Trans>Continue</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
