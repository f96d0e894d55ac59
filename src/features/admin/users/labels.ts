// Translated labels of the codes the user-management API returns (roles, user types, stages).
import { useLingui } from '@lingui/react/macro';
import { ROLE_LABELS, useLabel } from '../../../lib/labels.ts';

export function useRoleLabel() {
  const label = useLabel();
  return (role: string) => label(ROLE_LABELS, role);
}

/** Spec §4 "Pending user creation stages". */
export function useStageLabel() {
  const { t } = useLingui();
  return (stage: string) =>
    ({
      INVITATION_SENT: t`Invitation sent`,
      GRANTING_ACCESS: t`Granting access`,
      COMPLETING: t`Completing`,
      WAITING_FOR_ACCESS: t`Waiting for access`,
    })[stage] ?? stage;
}
