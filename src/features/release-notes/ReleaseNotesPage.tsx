// Release notes (spec §2; not on the Mexico and Canada tenants, so absent from their bundles).
import { Trans } from '@lingui/react/macro';
import { ContentPage } from '../../components/ContentPage.tsx';

export default function ReleaseNotesPage() {
  return <ContentPage data-page="release-notes" title={<Trans>Release Notes</Trans>} intro={<Trans>What is new in the portal.</Trans>} />;
}
