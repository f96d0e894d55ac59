// /noAccess: where a basic account lands when it opens a page outside its plan (spec §2).
import { Trans } from '@lingui/react/macro';
import { Link } from '../../components/Link.tsx';
import { buttonStyle } from '../../components/ui.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';

export default function NoAccessPage() {
  return (
    <ErrorPanel
      heading={<Trans>You do not have access to this page.</Trans>}
      actions={
        <Link to="/apps" css={buttonStyle}>
          <Trans>Back to your apps</Trans>
        </Link>
      }
    >
      <Trans>Your account's plan does not include this page. Contact your retail administrator to ask for access.</Trans>
    </ErrorPanel>
  );
}
