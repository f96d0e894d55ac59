// The knowledge base's search box (behind kb-search-rollout): at least 3 characters (spec §5),
// then the search page with the words in the address.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useContext, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { RouteContext } from '../../components/route-context.ts';
import { Button } from '../../components/ui.tsx';
import { trackEvent } from '../../lib/analytics.ts';
import { useFeatureFlag } from '../../lib/flags.ts';
import { searchPath } from './paths.ts';

const formStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: flex-start;
  margin: 0 0 ${theme.space.lg};
  input {
    box-sizing: border-box;
    flex: 1 1 16rem;
    min-width: 0;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    font: inherit;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    color: ${theme.colors.danger};
  }
`;

export function SearchForm({ initial = '' }: { initial?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const enabled = useFeatureFlag('kb-search-rollout');
  const [words, setWords] = useState(initial);
  const [tooShort, setTooShort] = useState(false);
  const errorId = useId();
  const pageId = useContext(RouteContext)?.pageId ?? 'KB search';
  if (!enabled) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = words.trim();
    setTooShort(trimmed.length < 3);
    if (trimmed.length >= 3) navigate(searchPath(trimmed));
  };
  return (
    <form role="search" css={formStyle} onSubmit={submit} aria-label={t`Search the knowledge base`}>
      <input
        type="search"
        aria-label={t`Search the knowledge base`}
        placeholder={t`Search articles`}
        value={words}
        maxLength={200}
        onChange={(event) => setWords(event.target.value)}
        onKeyDown={(event) => {
          // Spec §7 'enterKeyDown': Enter in the box, on the page it is on (home, category, search).
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) trackEvent('enterKeyDown', pageId, { term: words.trim() });
        }}
        aria-invalid={tooShort || undefined}
        aria-describedby={tooShort ? errorId : undefined}
      />
      <Button type="submit">
        <Trans>Search</Trans>
      </Button>
      {tooShort ? (
        <p id={errorId}>
          <Trans>Please enter at least 3 characters</Trans>
        </p>
      ) : null}
    </form>
  );
}
