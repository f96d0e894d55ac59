// Bulk create / bulk edit of users by Excel (issue 4 §3, spec §7 "Bulk"): download the template,
// drop or browse the filled-in .xlsx, upload it with a progress bar, then read the server's answer:
// a per-row report (downloadable as CSV), a confirmation of the existing users the sheet would
// update (resent with isOverrideConfirmed=true), or a summary of what was done.
import { css, type Theme } from '@emotion/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { refreshCompanyUsers } from './api.ts';
import { downloadFile, saveBlob, uploadFile } from '../../../api/files.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Alert, Button } from '../../../components/ui.tsx';
import { csvCell, type Outcome, type Override, type RowError } from './bulkUpload.ts';
import { ExistingUsersTable, ProblemsTable } from './BulkUploadTables.tsx';

export interface BulkUploadDialogProps {
  companyId: string;
  mode: 'create' | 'edit';
  open: boolean;
  /** `changed` is true when users were created or edited. */
  onClose: (changed: boolean) => void;
}

const MAX_BYTES = 10 * 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;
export default function BulkUploadDialog({ companyId, mode, open, onClose }: BulkUploadDialogProps) {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [templateFailed, setTemplateFailed] = useState(false);
  const [changed, setChanged] = useState(false);
  const xhr = useRef<XMLHttpRequest | null>(null);
  const progressLabel = useId();
  const busy = progress !== null;

  useEffect(() => {
    if (!open) {
      xhr.current?.abort();
      setFile(null);
      setPickError(null);
      setProgress(null);
      setChecking(false);
      setOutcome(null);
      setTemplateFailed(false);
      setChanged(false);
    }
  }, [open]);
  useEffect(() => () => xhr.current?.abort(), []);

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    setOutcome(null);
    if (rejected.length) {
      const codes = rejected.flatMap((r) => r.errors.map((e) => e.code));
      setFile(null);
      setPickError(
        codes.includes('file-too-large')
          ? t`The file is larger than the 10 MB limit.`
          : codes.includes('too-many-files')
            ? t`Choose one file only.`
            : t`Only Excel files (.xlsx) are accepted.`,
      );
      return;
    }
    setPickError(null);
    setFile(accepted[0] ?? null);
  };
  const {
    getRootProps,
    getInputProps,
    isDragActive,
    open: browse,
  } = useDropzone({
    onDrop,
    accept: { [XLSX_TYPE]: ['.xlsx'] },
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_BYTES,
    noClick: true,
    noKeyboard: true,
    disabled: busy,
  });

  const templateUrl =
    mode === 'create'
      ? `/core-app-api/companies/${companyId}/users/download-bulk-create-template`
      : `/platform/v1/identity/companies/${companyId}/download-bulk-edit-template`;
  const downloadTemplate = async () => {
    setTemplateFailed(false);
    try {
      await downloadFile(templateUrl, {
        fallbackName: mode === 'create' ? 'bulk_create_users_template.xlsx' : 'bulk_edit_users.xlsx',
      });
    } catch {
      setTemplateFailed(true);
    }
  };

  const submit = async (confirmed: boolean) => {
    if (!file) return;
    setOutcome(null);
    setProgress(0);
    setChecking(false);
    const url =
      mode === 'create'
        ? `/core-app-api/companies/${companyId}/users/bulk-upload/validate-create?isOverrideConfirmed=${confirmed}`
        : `/platform/v1/identity/companies/${companyId}/users/bulk-edit`;
    const answer = await uploadFile(url, file, {
      headers: mode === 'edit' ? { tenant_id: companyId } : {},
      onProgress: (fraction) => {
        setProgress(fraction);
        if (fraction >= 1) setChecking(true);
      },
      xhrRef: xhr,
    });
    xhr.current = null;
    setProgress(null);
    setChecking(false);
    if (answer.status === -1) return;
    const body = answer.body ?? {};
    const message = typeof body.message === 'string' ? body.message : '';
    if (answer.status === 200) {
      setChanged(true);
      dispatch(refreshCompanyUsers());
      setOutcome({ kind: 'done', created: Number(body.created ?? 0), updated: Number(body.updated ?? 0) });
    } else if (answer.status === 409 && Array.isArray(body.overrides) && body.overrides.length) {
      setOutcome({ kind: 'confirm', overrides: body.overrides as Override[] });
    } else if (Array.isArray(body.errors) && body.errors.length) {
      const errors = body.errors as RowError[];
      setOutcome({ kind: 'report', errors, total: Number(body.totalErrors ?? errors.length), message });
    } else if (answer.status >= 400 && answer.status < 500 && message) {
      setOutcome({ kind: 'refused', message });
    } else {
      setOutcome({ kind: 'failed' });
    }
  };

  const downloadReport = (errors: RowError[]) => {
    const lines = [[t`Row`, t`Column`, t`Message`], ...errors.map((e) => [e.row, e.column, e.message])];
    const csv = `\uFEFF${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), mode === 'create' ? 'bulk_create_report.csv' : 'bulk_edit_report.csv');
  };

  const size = (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${i18n.number(bytes / 1024 / 1024, { maximumFractionDigits: 1 })} MB`
      : `${i18n.number(Math.max(1, Math.round(bytes / 1024)))} KB`;

  const title = mode === 'create' ? t`Bulk create users` : t`Bulk edit users`;
  const created = outcome?.kind === 'done' ? outcome.created : 0;
  const updated = outcome?.kind === 'done' ? outcome.updated : 0;
  const existingCount = outcome?.kind === 'confirm' ? outcome.overrides.length : 0;
  const problems = outcome?.kind === 'report' ? outcome.total : 0;
  const shown = outcome?.kind === 'report' ? outcome.errors.length : 0;
  const fileName = file?.name ?? '';
  const fileSize = file ? size(file.size) : '';
  return (
    <Dialog open={open} title={title} onClose={() => onClose(changed)}>
      <div css={stack}>
        {outcome?.kind === 'done' ? (
          <>
            <Alert tone="success">
              {mode === 'create' && created > 0 ? (
                <span>{plural(created, { one: '# user created, invitations sent.', other: '# users created, invitations sent.' })} </span>
              ) : null}
              {updated > 0 ? <span>{plural(updated, { one: '# user updated.', other: '# users updated.' })}</span> : null}
              {outcome.created === 0 && outcome.updated === 0 ? <Trans>No changes: every user already had these values.</Trans> : null}
            </Alert>
            <DialogActions>
              <Button type="button" onClick={() => onClose(true)}>
                <Trans>Done</Trans>
              </Button>
            </DialogActions>
          </>
        ) : outcome?.kind === 'confirm' ? (
          <>
            <Alert tone="error">
              {plural(existingCount, {
                one: '# row names a user who already exists in your company. Their details will be replaced by those of the sheet.',
                other: '# rows name users who already exist in your company. Their details will be replaced by those of the sheet.',
              })}
            </Alert>
            <ExistingUsersTable overrides={outcome.overrides} />
            <DialogActions>
              <Button type="button" onClick={() => void submit(true)} disabled={busy}>
                <Trans>Confirm and apply</Trans>
              </Button>
              <Button type="button" variant="secondary" onClick={() => setOutcome(null)} disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogActions>
          </>
        ) : (
          <>
            <p
              css={css`
                margin: 0;
              `}
            >
              {mode === 'create' ? (
                <Trans>
                  Download the template, add one row per user (up to 10,000) and upload it. Every row is checked first: if any row has a
                  problem, no user is created.
                </Trans>
              ) : (
                <Trans>
                  Download the template, which lists your company's users, change their names, roles or application access and upload it. If
                  any row has a problem, nothing is changed.
                </Trans>
              )}
            </p>
            <div>
              <Button type="button" variant="secondary" onClick={() => void downloadTemplate()}>
                <Trans>Download template</Trans>
              </Button>
            </div>
            {templateFailed ? (
              <Alert tone="error">
                <Trans>Download failed, please try again</Trans>
              </Alert>
            ) : null}
            <div
              {...getRootProps()}
              css={(theme: Theme) => css`
                border: 2px dashed ${isDragActive ? theme.colors.primary : theme.colors.border};
                background: ${isDragActive ? theme.colors.infoSurface : theme.colors.background};
                border-radius: ${theme.radius.md};
                padding: 1.25rem;
                text-align: center;
                display: flex;
                flex-direction: column;
                align-items: center;
                gap: 0.5rem;
              `}
            >
              <input {...getInputProps()} aria-label={t`Excel file (.xlsx)`} />
              <span>
                <Trans>Drag and drop the .xlsx file here, or</Trans>
              </span>
              <Button type="button" variant="secondary" onClick={browse} disabled={busy}>
                <Trans>Browse files</Trans>
              </Button>
              <span
                css={(theme) => css`
                  font-size: 0.875rem;
                  color: ${theme.colors.muted};
                `}
              >
                <Trans>Excel workbook (.xlsx), up to 10 MB.</Trans>
              </span>
            </div>
            {file ? (
              <p
                css={css`
                  margin: 0;
                `}
                aria-live="polite"
              >
                <Trans>
                  Selected file: <strong>{fileName}</strong> ({fileSize})
                </Trans>
              </p>
            ) : null}
            {pickError ? <Alert tone="error">{pickError}</Alert> : null}
            {busy ? (
              <div>
                <span id={progressLabel}>{checking ? <Trans>Checking every row…</Trans> : <Trans>Uploading…</Trans>}</span>
                <progress
                  aria-labelledby={progressLabel}
                  max={1}
                  {...(checking ? {} : { value: progress ?? 0 })}
                  css={css`
                    display: block;
                    width: 100%;
                    height: 1rem;
                  `}
                />
              </div>
            ) : null}
            {outcome?.kind === 'report' ? (
              <>
                <Alert tone="error">
                  <Trans>The file has problems, so nothing was changed. Correct these rows and upload the file again.</Trans>{' '}
                  {problems > shown ? (
                    <Trans>
                      Showing the first {shown} of {problems} problems.
                    </Trans>
                  ) : (
                    plural(problems, { one: '# problem.', other: '# problems.' })
                  )}
                </Alert>
                <ProblemsTable errors={outcome.errors} />
                <div>
                  <Button type="button" variant="secondary" onClick={() => downloadReport(outcome.errors)}>
                    <Trans>Download report</Trans>
                  </Button>
                </div>
              </>
            ) : null}
            {outcome?.kind === 'refused' ? (
              <Alert tone="error">
                <Trans>The file was refused:</Trans> {outcome.message}
              </Alert>
            ) : null}
            {outcome?.kind === 'failed' ? (
              <Alert tone="error">
                <Trans>An error occurred while processing your request. Please try again.</Trans>
              </Alert>
            ) : null}
            <DialogActions>
              <Button type="button" onClick={() => void submit(false)} disabled={!file || busy}>
                <Trans>Upload</Trans>
              </Button>
              <Button type="button" variant="secondary" onClick={() => onClose(changed)}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogActions>
          </>
        )}
      </div>
    </Dialog>
  );
}
