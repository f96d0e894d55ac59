import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSignOutMutation } from './api.ts';

/**
 * /logout ends the session on the server, then returns to the landing page, or, after a sign-in at
 * the company's identity provider, goes through the provider's sign-out (which comes back to it).
 */
export default function LogoutPage() {
  const [logout] = useSignOutMutation();
  useEffect(() => {
    void logout().then(
      (result) => window.location.assign(('data' in result && result.data?.redirectTo) || '/'),
      () => window.location.assign('/'),
    );
  }, [logout]);
  return (
    <p role="status">
      <Trans>Signing you out…</Trans>
    </p>
  );
}
