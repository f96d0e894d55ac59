import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { usePostPlatformLogoutMutation } from '../../api/session.ts';

/** /logout ends the session on the server, then returns to the landing page. */
export default function LogoutPage() {
  const [logout] = usePostPlatformLogoutMutation();
  useEffect(() => {
    void logout().finally(() => window.location.assign('/'));
  }, [logout]);
  return (
    <p role="status">
      <Trans>Signing you out…</Trans>
    </p>
  );
}
