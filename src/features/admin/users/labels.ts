// Translated labels of the codes the user-management API returns (roles, user types, stages).
import { useLingui } from '@lingui/react/macro';

export function useRoleLabel() {
  const { t } = useLingui();
  // Explicit ids: "Admin" and "User" alone also name other things (the Admin page) in other languages.
  return (role: string) =>
    ({ Admin: t({ id: 'users.role.admin', message: 'Admin' }), User: t({ id: 'users.role.user', message: 'User' }) })[role] ?? role;
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
