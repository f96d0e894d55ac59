// Terms (spec §2; US tenant only; issue 11 §2): the terms of use the server holds for this site, in
// the page's language — the signed-in user's company-type variant (basic or standard; the server
// picks it from the session), the standard one for visitors.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../tenants/schema.ts';
import { useGetTermsOfUseQuery } from './api.ts';
import { LegalDocumentView } from './LegalDocumentView.tsx';

export default function TermsPage() {
  const { i18n } = useLingui();
  const result = useGetTermsOfUseQuery({ locale: i18n.locale as Locale });
  return <LegalDocumentView data-page="terms" fallbackTitle={<Trans>Terms</Trans>} result={result} />;
}
