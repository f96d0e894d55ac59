// Release notes (spec §2; not on the Mexico and Canada tenants, so absent from their bundles).
import { Trans } from '@lingui/react/macro';

export default function ReleaseNotesPage() {
  return (
    <section data-page="release-notes">
      <h1>
        <Trans>Release Notes</Trans>
      </h1>
      <p>
        <Trans>What is new in the portal.</Trans>
      </p>
    </section>
  );
}
