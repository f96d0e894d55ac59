// The export of the current tab and filter as .xlsx (spec §7 POST users/export?userType; issue 16
// §1): the server streams the file, and the page shows how far it has come — the rows it holds and
// the megabytes received — with a way to cancel, and says so when it fails.
import { Download } from 'lucide-react';
import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { type DownloadProgress, downloadFile } from '../../api/files.ts';
import { Alert, Button } from '../../components/ui.tsx';
import type { ListGlobalUsersApiArg } from './api.ts';

const progressStyle = css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  progress {
    width: 12rem;
  }
`;

export function ExportButton({
  userType,
  sortBy,
  sortOrder,
  body,
  disabled,
}: Pick<ListGlobalUsersApiArg, 'userType' | 'sortBy' | 'sortOrder' | 'body'> & { disabled: boolean }) {
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [failed, setFailed] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setFailed(false);
    setProgress({ receivedBytes: 0, totalRows: null });
    try {
      const params = new URLSearchParams({ userType, sortBy: sortBy ?? 'name', sortOrder: sortOrder ?? 'ASC' });
      await downloadFile(`/core-app-api/users/export?${params}`, {
        body,
        fallbackName: `global-users_${userType.toLowerCase()}.xlsx`,
        onProgress: setProgress,
        signal: controller.signal,
      });
    } catch {
      if (!controller.signal.aborted) setFailed(true);
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  const megabytes = progress ? i18n.number(progress.receivedBytes / 1024 / 1024, { maximumFractionDigits: 1 }) : '0';
  const rows = progress?.totalRows;
  return (
    <div css={progressStyle}>
      {progress ? (
        <>
          <progress aria-label={t`Export progress`} />
          <span role="status">
            {rows === null || rows === undefined ? (
              <Trans>Preparing the file…</Trans>
            ) : (
              <Trans>
                Exporting {i18n.number(rows)} users: {megabytes} MB received
              </Trans>
            )}
          </span>
          <Button type="button" variant="secondary" onClick={() => abort.current?.abort()}>
            <Trans>Cancel export</Trans>
          </Button>
        </>
      ) : (
        <Button type="button" icon={<Download size={18} aria-hidden="true" />} onClick={start} disabled={disabled}>
          <Trans>Export to Excel</Trans>
        </Button>
      )}
      {failed ? (
        <Alert tone="error">
          <Trans>Download failed, please try again</Trans>{' '}
          <Button type="button" onClick={start}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : null}
    </div>
  );
}
