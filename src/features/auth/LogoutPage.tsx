import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSignOutMutation } from './api.ts';

/** /logout ends the session on the server, then returns to the landing page. */
export default function LogoutPage() {
  const [logout] = useSignOutMutation();
  useEffect(() => {
    void logout().finally(() => window.location.assign('/'));
  }, [logout]);
  return (
    <p role="status">
      <Trans>Signing you out…</Trans>
    </p>
  );
}
