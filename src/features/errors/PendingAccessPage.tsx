// /pendingAccess (spec §4: access pending takes up to 2 days).
import { Trans } from '@lingui/react/macro';
import { Link } from '../../components/Link.tsx';
import { buttonStyle } from '../../components/ui.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';

export default function PendingAccessPage() {
  return (
    <ErrorPanel
      heading={<Trans>We are working on your access</Trans>}
      actions={
        <Link to="/support" css={buttonStyle}>
          <Trans>Support</Trans>
        </Link>
      }
    >
      <Trans>Setting up your access can take up to 2 days. We will e-mail you when it is ready.</Trans>
    </ErrorPanel>
  );
}
