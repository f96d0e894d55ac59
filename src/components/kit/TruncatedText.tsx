// Long text cut at a number of characters (50 by default) between words, with '…' and a
// 'see more' / 'see less' toggle (spec §9 "Truncation"; the cut: tenants/truncate.ts).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { truncateAtWord } from '../../../tenants/truncate.ts';
import { linkButtonStyle } from './field.tsx';

export const DEFAULT_TRUNCATE_AT = 50;

export function TruncatedText({ text, limit = DEFAULT_TRUNCATE_AT }: { text: string; limit?: number }) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const cut = truncateAtWord(text, limit);
  if (cut === text) return <>{text}</>;
  return (
    <>
      {expanded ? text : cut}{' '}
      <button type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)} css={linkButtonStyle}>
        {expanded ? t`see less` : t`see more`}
      </button>
    </>
  );
}
