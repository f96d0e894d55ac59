// /login?lastUrl=… (spec §2) hands over to the server-side sign-in page.
import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import { loginUrl } from '../../api/paths.ts';

export default function LoginRedirect() {
  const [params] = useSearchParams();
  const lastUrl = params.get('lastUrl') ?? '/apps';
  useEffect(() => {
    window.location.replace(loginUrl(lastUrl));
  }, [lastUrl]);
  return (
    <p role="status">
      <Trans>Loading…</Trans>
    </p>
  );
}
