// Privacy policy (spec §2; not on the Mexico tenant, so absent from its bundles; issue 11 §2): the
// policy the server holds for this site, in the page's language.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../tenants/schema.ts';
import { useGetPrivacyPolicyQuery } from './api.ts';
import { LegalDocumentView } from './LegalDocumentView.tsx';

export default function PrivacyPolicyPage() {
  const { i18n } = useLingui();
  const result = useGetPrivacyPolicyQuery({ locale: i18n.locale as Locale });
  return <LegalDocumentView data-page="privacy-policy" fallbackTitle={<Trans>Privacy Policy</Trans>} result={result} />;
}
