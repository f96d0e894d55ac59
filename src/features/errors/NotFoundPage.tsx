// Spec §2 "404 page". Also what a tenant-blocked route shows.
import { Trans } from '@lingui/react/macro';
import { Link } from '../../components/Link.tsx';
import { buttonStyle } from '../../components/ui.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';

export default function NotFoundPage() {
  return (
    <ErrorPanel
      heading={<Trans>We couldn't find that page...</Trans>}
      actions={
        <Link to="/" css={buttonStyle}>
          <Trans>Return to Home</Trans>
        </Link>
      }
    >
      <Trans>The page you are trying to access does not exist or the link you clicked is broken.</Trans>
    </ErrorPanel>
  );
}
