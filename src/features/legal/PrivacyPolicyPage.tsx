// Privacy policy (spec §2; not on the Mexico tenant, so absent from its bundles). Its content is
// served by host B in a later issue; this page is its frame.
import { Trans } from '@lingui/react/macro';

export default function PrivacyPolicyPage() {
  return (
    <section data-page="privacy-policy">
      <h1>
        <Trans>Privacy Policy</Trans>
      </h1>
      <p>
        <Trans>How we collect, use and protect the information you share with this portal.</Trans>
      </p>
    </section>
  );
}
