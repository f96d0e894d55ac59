// The data dictionary's Excel export (spec §2 "Download Excel", §7 POST export-glossaries, §8
// 'Download failed, please try again' with 'Try again'): the current search and product filter
// (or the whole dictionary) as .xlsx. While the file is prepared the button is disabled and a
// status says so; a failure shows an alert with a way to try again. Focus that was on the
// download controls comes back to the button once the file is done.
import { Download } from 'lucide-react';
import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../components/kit/field.tsx';
import { Alert, Button, secondaryButtonStyle } from '../../components/ui.tsx';
import { downloadFile, GLOSSARY_EXPORT_PATH, type SearchGlossariesApiArg } from './api.ts';

export type ExportBody = { search_field?: string; product_tag_value?: SearchGlossariesApiArg['body']['product_tag_value'] };

const FALLBACK_NAME = 'data_element_glossary.xlsx';

const statusStyle = (theme: Theme) => css`
  align-self: center;
  font-size: ${theme.fontSize.sm};
  &:empty {
    ${visuallyHidden}
  }
`;

export function useExcelDownload(body: ExportBody) {
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  const download = async () => {
    if (downloading) return;
    const focused = document.activeElement;
    returnFocus.current = focused === buttonRef.current || Boolean(focused?.closest('[data-download-failure]'));
    setDownloading(true);
    setFailed(false);
    try {
      await downloadFile(GLOSSARY_EXPORT_PATH, { body, fallbackName: FALLBACK_NAME });
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  // The button is disabled while the file is prepared, which takes the focus away from it.
  useEffect(() => {
    if (downloading || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [downloading]);

  return { downloading, failed, download, buttonRef };
}

type Download = ReturnType<typeof useExcelDownload>;

export function DownloadButton({ state }: { state: Download }) {
  return (
    <>
      <span role="status" css={statusStyle}>
        {state.downloading ? <Trans>Preparing your file…</Trans> : null}
      </span>
      <button
        ref={state.buttonRef}
        type="button"
        onClick={state.download}
        disabled={state.downloading}
        aria-busy={state.downloading || undefined}
        css={secondaryButtonStyle}
      >
        <Download size={18} aria-hidden="true" />
        <Trans>Download Excel</Trans>
      </button>
    </>
  );
}

export function DownloadFailure({ state }: { state: Download }) {
  if (!state.failed) return null;
  return (
    <div data-download-failure>
      <Alert tone="error">
        <div
          css={(theme) => css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: ${theme.space.md};
          `}
        >
          <span>
            <Trans>Download failed, please try again</Trans>
          </span>
          <Button type="button" onClick={state.download}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </Alert>
    </div>
  );
}
