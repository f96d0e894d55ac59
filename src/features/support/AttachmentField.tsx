// The incident form's optional attachment (TicketCreationPage.tsx).
import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { useDropzone } from 'react-dropzone';
import { describedBy, FieldError, fieldStyle, labelStyle } from '../../components/kit/field.tsx';
import { secondaryButtonStyle } from '../../components/ui.tsx';

/** The optional attachment: drop a file or browse for one (10 MB at most, said up front), and clear it. */
export function AttachmentField({
  file,
  error,
  dragging,
  rootProps,
  input,
  onBrowse,
  onClear,
}: {
  file: File | null;
  error?: string;
  dragging: boolean;
  rootProps: ReturnType<ReturnType<typeof useDropzone>['getRootProps']>;
  input: ReactNode;
  onBrowse: () => void;
  onClear: () => void;
}) {
  const id = useId();
  const ids = { label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` };
  return (
    <div role="group" aria-labelledby={ids.label} aria-describedby={describedBy(ids.hint, error && ids.error)} css={fieldStyle}>
      <span id={ids.label} css={labelStyle}>
        <Trans>Attachment (optional)</Trans>
      </span>
      <span
        id={ids.hint}
        css={(theme) => css`
          font-size: ${theme.fontSize.sm};
        `}
      >
        <Trans>One file of at most 10 MB.</Trans>
      </span>
      <div
        {...rootProps}
        css={(theme) => css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: ${theme.space.sm};
          padding: ${theme.space.md};
          border: 2px dashed ${error ? theme.colors.danger : dragging ? theme.colors.primary : theme.colors.border};
          border-radius: ${theme.radius.md};
          background: ${dragging ? theme.colors.infoSurface : theme.colors.surface};
        `}
      >
        {input}
        {file ? (
          <span
            css={css`
              overflow-wrap: anywhere;
            `}
          >
            {file.name}
          </span>
        ) : (
          <span>
            <Trans>Drop a file here, or</Trans>
          </span>
        )}
        <button type="button" css={secondaryButtonStyle} onClick={onBrowse}>
          <Trans>Browse</Trans>
        </button>
        {file ? (
          <button type="button" css={secondaryButtonStyle} onClick={onClear}>
            <Trans>Clear</Trans>
          </button>
        ) : null}
      </div>
      <FieldError id={ids.error}>{error}</FieldError>
    </div>
  );
}
