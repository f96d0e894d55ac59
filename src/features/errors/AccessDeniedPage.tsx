// /accessDenied (spec §8 'Access Denied/Forbidden.'): the spec's text is the explanation's first
// sentence, under a heading that names the page.
import { Trans } from '@lingui/react/macro';
import { Link } from '../../components/Link.tsx';
import { buttonStyle } from '../../components/ui.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';

export default function AccessDeniedPage() {
  return (
    <ErrorPanel
      heading={<Trans>Access denied</Trans>}
      actions={
        <Link to="/apps" css={buttonStyle}>
          <Trans>Back to your apps</Trans>
        </Link>
      }
    >
      <Trans>Access Denied/Forbidden.</Trans>{' '}
      <Trans>You do not have permission to open this page. If you need it, contact your administrator.</Trans>
    </ErrorPanel>
  );
}
