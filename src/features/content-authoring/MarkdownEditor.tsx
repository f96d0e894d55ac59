// The body editor (issue 15 §3): Markdown on the left, the live preview on the right (under it on
// narrow screens) rendered by the server exactly as readers will see it (sanitised), half a second
// after typing stops. Images and PDF files are dropped (or chosen) onto the editor, stored with the
// item, and their Markdown is added to the body.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { editorLayoutStyle } from '../../components/kit/editor-style.ts';
import { RichText } from '../../components/RichText.tsx';
import { Alert } from '../../components/ui.tsx';
import { useDebounced } from '../../lib/useDebounced.ts';
import { useAddContentFileMutation, usePreviewContentMutation } from './api.ts';

const previewStyle = (theme: Theme) => css`
  min-height: 24rem;
  padding: ${theme.space.md};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  overflow: auto;
`;

const dropStyle = (theme: Theme, active: boolean) => css`
  margin-top: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 2px dashed ${active ? theme.colors.primary : theme.colors.border};
  border-radius: ${theme.radius.md};
  text-align: center;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

export function MarkdownEditor({ itemId, value, onChange }: { itemId: string | null; value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  const [preview, previewState] = usePreviewContentMutation();
  const [html, setHtml] = useState('');
  const [addFile, upload] = useAddContentFileMutation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const debounced = useDebounced(value, 500);
  useEffect(() => {
    let current = true;
    preview({ body: { body: debounced } })
      .unwrap()
      .then((answer) => current && setHtml(answer.html))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [debounced, preview]);

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    multiple: false,
    maxSize: 10 * 1024 * 1024,
    accept: { 'image/png': [], 'image/jpeg': [], 'image/gif': [], 'image/webp': [], 'application/pdf': [] },
    disabled: !itemId || upload.isLoading,
    onDropAccepted: async ([file]) => {
      setUploadError(null);
      try {
        const added = await addFile({ id: itemId!, file: file! }).unwrap();
        onChange(`${value.trimEnd()}\n\n${added.markdown}\n`);
      } catch (error) {
        setUploadError((error as { message?: string }).message ?? t`The file could not be added.`);
      }
    },
    onDropRejected: () => setUploadError(t`Add a PNG, JPEG, GIF or WebP image, or a PDF, of at most 10 MB.`),
  });

  return (
    <div css={editorLayoutStyle}>
      <div>
        <label htmlFor={id}>
          <Trans>Body (Markdown)</Trans>
        </label>
        <textarea id={id} value={value} maxLength={100_000} onChange={(event) => onChange(event.target.value)} spellCheck />
        <div {...getRootProps()} css={(theme) => dropStyle(theme, isDragActive)} aria-label={t`Add an image or a PDF`}>
          <input {...getInputProps()} />
          {itemId ? (
            upload.isLoading ? (
              <Trans>Adding the file…</Trans>
            ) : (
              <Trans>Drop an image or a PDF here, or press Enter to choose one (at most 10 MB).</Trans>
            )
          ) : (
            <Trans>Save the draft once to add images and files.</Trans>
          )}
        </div>
        {uploadError ? <Alert tone="error">{uploadError}</Alert> : null}
      </div>
      <div>
        <h2 css={(theme) => ({ fontSize: theme.fontSize.md, margin: `0 0 ${theme.space.xs}` })}>
          <Trans>Preview</Trans>
        </h2>
        <section css={previewStyle} aria-label={t`Preview`} aria-busy={previewState.isLoading}>
          <RichText html={html} />
        </section>
      </div>
    </div>
  );
}
