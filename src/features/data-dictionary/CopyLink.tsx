// A copyable link to the opened entry (issue 13 §3: the browse view's detail panel "with a
// copyable link to it"): this page's address with only the entry selected, so whoever opens it sees
// the entry whatever they had searched. Where the browser refuses the clipboard (a page served over
// plain http other than localhost), the link shows selected in a field to copy by hand.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { controlStyle } from '../../components/kit/field.tsx';
import { Button } from '../../components/ui.tsx';

const rowStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  margin-top: ${theme.space.lg};
  input {
    ${controlStyle(theme)};
    flex: 1 1 16rem;
    min-width: 0;
    padding: ${theme.space.sm} ${theme.space.md};
  }
`;

/** The address of the entry on this page. */
export function entryLink(origin: string, pathname: string, id: string): string {
  return `${origin}${pathname}?${new URLSearchParams({ selected: id })}`;
}

type CopyState = 'idle' | 'copied' | 'manual';

export function CopyLink({ id }: { id: string }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const link = entryLink(window.location.origin, pathname, id);
  const [state, setState] = useState<CopyState>('idle');
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state === 'manual') fieldRef.current?.focus();
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      setState('manual');
    }
  };

  return (
    <div css={rowStyle}>
      <Button type="button" variant="secondary" onClick={() => void copy()}>
        <Trans>Copy link</Trans>
      </Button>
      {state === 'manual' ? (
        <>
          <label htmlFor={fieldId}>
            <Trans>Copy this link:</Trans>
          </label>
          <input id={fieldId} ref={fieldRef} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
        </>
      ) : null}
      <span role="status">{state === 'copied' ? t`Link copied` : ''}</span>
    </div>
  );
}
