// Completing a company's user-access audit (issue 14 §3; spec §4 "User audit banner": completion
// needs confirming three statements). The request goes out only once all three are checked; the
// server keeps the user list as it stands as the audit's evidence.
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { errorStatus } from '../../api/baseApi.ts';
import { DialogButtons } from '../../components/admin/DialogButtons.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Checkbox } from '../../components/kit/Checkbox.tsx';
import { useCompleteCompanyUserAuditMutation } from './api.ts';

type Statement = 'reviewedUserList' | 'madeNeededChanges' | 'acknowledgeAllUsersVerified';
const NONE_CHECKED: Record<Statement, boolean> = { reviewedUserList: false, madeNeededChanges: false, acknowledgeAllUsersVerified: false };

/** How the dialog closed: cancelled, completed by this user, or found already completed (by another admin). */
export type CompleteOutcome = 'cancelled' | 'completed' | 'already completed';

export function CompleteAuditDialog({
  companyId,
  auditId,
  onClose,
}: {
  companyId: string;
  auditId: string;
  onClose: (outcome: CompleteOutcome) => void;
}) {
  const { t } = useLingui();
  const legendId = useId();
  const [checked, setChecked] = useState(NONE_CHECKED);
  const [refused, setRefused] = useState(false);
  const [complete, { isLoading, isError, error }] = useCompleteCompanyUserAuditMutation();
  const allChecked = Object.values(checked).every(Boolean);
  const showError = refused && !allChecked;
  const statements: Array<[Statement, string]> = [
    ['reviewedUserList', t`I reviewed the user list`],
    ['madeNeededChanges', t`I made the needed changes`],
    ['acknowledgeAllUsersVerified', t`I acknowledge that all users are verified`],
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!allChecked) return setRefused(true);
    setRefused(false);
    const body = { reviewedUserList: true, madeNeededChanges: true, acknowledgeAllUsersVerified: true } as const;
    const result = await complete({ companyId, auditId, body });
    if (result.data) onClose('completed');
    else if (errorStatus(result.error) === 409) onClose('already completed');
  }

  return (
    <Dialog open title={<Trans>Complete the user access audit</Trans>} onClose={() => onClose('cancelled')}>
      <form noValidate onSubmit={submit}>
        <p>
          <Trans>
            Check your company's user list: remove or block the users who no longer need access, and make sure each remaining user is who
            they say they are.
          </Trans>
        </p>
        <fieldset
          aria-describedby={showError ? `${legendId}-error` : undefined}
          css={css`
            border: none;
            padding: 0;
            margin: 0 0 1rem;
          `}
        >
          <legend
            id={legendId}
            css={css`
              font-weight: 600;
              padding: 0;
              margin-bottom: 0.5rem;
            `}
          >
            <Trans>Confirm the three statements</Trans>
          </legend>
          {statements.map(([key, label]) => (
            <Checkbox
              key={key}
              name={key}
              label={label}
              checked={checked[key]}
              onChange={(on) => setChecked((c) => ({ ...c, [key]: on }))}
            />
          ))}
          {showError ? (
            <p id={`${legendId}-error`} role="alert" css={(theme) => ({ color: theme.colors.danger, margin: 0 })}>
              <Trans>Confirm all three statements to complete the audit.</Trans>
            </p>
          ) : null}
        </fieldset>
        <DialogButtons
          confirm={<Trans>Complete the audit</Trans>}
          busy={isLoading}
          failed={isError && errorStatus(error) !== 409}
          onCancel={() => onClose('cancelled')}
        />
      </form>
    </Dialog>
  );
}
