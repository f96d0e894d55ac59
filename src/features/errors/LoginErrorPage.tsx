// Spec §2 "Login error page", shown at /error.
import { Trans } from '@lingui/react/macro';
import { Link } from '../../components/Link.tsx';
import { buttonStyle } from '../../components/ui.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';

export default function LoginErrorPage() {
  return (
    <ErrorPanel
      heading={<Trans>Something went wrong on our end...</Trans>}
      actions={
        <>
          <Link to="/login?lastUrl=/apps" css={buttonStyle}>
            <Trans>Return to Login</Trans>
          </Link>
          <Link to="/support" css={buttonStyle}>
            <Trans>Support</Trans>
          </Link>
        </>
      }
    >
      <Trans>Please try to log in again. If the issue persists, contact us for support.</Trans>
    </ErrorPanel>
  );
}
