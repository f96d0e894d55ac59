// Terms (spec §2; US tenant only).
import { Trans } from '@lingui/react/macro';
import { ContentPage } from '../../components/ContentPage.tsx';

export default function TermsPage() {
  return (
    <ContentPage
      data-page="terms"
      title={<Trans>Terms</Trans>}
      intro={<Trans>The terms and conditions that apply to your use of this portal.</Trans>}
    />
  );
}
