// Privacy policy (spec §2; not on the Mexico tenant, so absent from its bundles). Its content is
// served by host B in a later issue; this page is its frame.
import { Trans } from '@lingui/react/macro';
import { ContentPage } from '../../components/ContentPage.tsx';

export default function PrivacyPolicyPage() {
  return (
    <ContentPage
      data-page="privacy-policy"
      title={<Trans>Privacy Policy</Trans>}
      intro={<Trans>How we collect, use and protect the information you share with this portal.</Trans>}
    />
  );
}
