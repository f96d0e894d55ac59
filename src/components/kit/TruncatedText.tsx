// Long text cut at a number of characters (50 by default) with a 'see more' / 'see less' toggle.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { linkButtonStyle } from './field.tsx';

export const DEFAULT_TRUNCATE_AT = 50;

export function TruncatedText({ text, limit = DEFAULT_TRUNCATE_AT }: { text: string; limit?: number }) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  if (text.length <= limit) return <>{text}</>;
  return (
    <>
      {expanded ? text : `${text.slice(0, limit).trimEnd()}…`}{' '}
      <button type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)} css={linkButtonStyle}>
        {expanded ? t`see less` : t`see more`}
      </button>
    </>
  );
}
