// Terms (spec §2; US tenant only; issue 11 §2): the terms of use the server holds for this site, in
// the page's language — the signed-in user's company-type variant (basic or standard; the server
// picks it from the session), the standard one for visitors. The same text downloads as a PDF file
// (spec §7 "GET (B) terms PDF as blob"), by the route every file download takes (api/files.ts).
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Locale } from '../../../tenants/schema.ts';
import { downloadFile } from '../../api/files.ts';
import { Button } from '../../components/ui.tsx';
import { useGetTermsOfUseQuery } from './api.ts';
import { LegalDocumentView } from './LegalDocumentView.tsx';

/** The server path of the terms as a PDF file, for downloadFile: the same variant rules as the page's text. */
const termsPdfPath = (locale: Locale) => `/platform/v1/legal/terms/pdf?${new URLSearchParams({ locale })}`;

export default function TermsPage() {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const result = useGetTermsOfUseQuery({ locale });
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');
  const downloadPdf = async () => {
    setDownload('busy');
    try {
      await downloadFile(termsPdfPath(locale), { fallbackName: 'terms.pdf' });
      setDownload('idle');
    } catch {
      setDownload('failed');
    }
  };
  return (
    <>
      <LegalDocumentView data-page="terms" fallbackTitle={<Trans>Terms</Trans>} result={result} />
      {result.data ? (
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 0.75rem;
            margin-top: 1.5rem;
          `}
        >
          <Button type="button" variant="secondary" onClick={downloadPdf} disabled={download === 'busy'} aria-busy={download === 'busy'}>
            <Trans>Download PDF</Trans>
          </Button>
          {download === 'failed' ? (
            <span role="alert" css={(theme) => ({ color: theme.colors.danger })}>
              <Trans>Download failed, please try again</Trans>
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
