// Terms (spec §2; US tenant only).
import { Trans } from '@lingui/react/macro';

export default function TermsPage() {
  return (
    <section data-page="terms">
      <h1>
        <Trans>Terms</Trans>
      </h1>
      <p>
        <Trans>The terms and conditions that apply to your use of this portal.</Trans>
      </p>
    </section>
  );
}
