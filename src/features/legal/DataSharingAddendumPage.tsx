// Data sharing addendum (spec §2, a private route; issue 11 §2): the addendum the server holds for
// this site, in the page's language — the signed-in user's variant (3P for third-party agencies of
// either kind, standard otherwise; the server picks it from the session).
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../tenants/schema.ts';
import { useGetDataSharingAddendumQuery } from './api.ts';
import { LegalDocumentView } from './LegalDocumentView.tsx';

export default function DataSharingAddendumPage() {
  const { i18n } = useLingui();
  const result = useGetDataSharingAddendumQuery({ locale: i18n.locale as Locale });
  return <LegalDocumentView data-page="data-sharing-addendum" fallbackTitle={<Trans>Data Sharing Addendum</Trans>} result={result} />;
}
