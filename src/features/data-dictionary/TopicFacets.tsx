// The browse view's topics (issue 13 §3 `/dataDictionaryV2`: "topics (tags) as facets with
// counts"): 'All topics' and each topic of the entries the reader may see, of the chosen product,
// with how many entries it holds (GET glossaries/topics). Each is a link to the view of that topic,
// so it opens in a new tab, and Back returns to the previous topic; the chosen one is marked current.
import { css, type Theme } from '@emotion/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import type { ProductTag } from '../../../tenants/glossary-products.ts';
import { Link } from '../../components/Link.tsx';
import { Alert } from '../../components/ui.tsx';
import { useListGlossaryTopicsQuery } from './api.ts';

const navStyle = (theme: Theme) => css`
  min-width: 0;
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSize.lg};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* On a phone the topics wrap as chips above the table instead of a column beside it. */
  @media (max-width: 767px) {
    ul {
      flex-direction: row;
      flex-wrap: wrap;
    }
  }
`;

const topicStyle = (theme: Theme) => css`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space.md};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover {
    border-color: ${theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-current='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-weight: 600;
  }
  .count {
    font-variant-numeric: tabular-nums;
  }
`;

export function TopicFacets({ selected, product }: { selected: string | null; product: ProductTag | undefined }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [params] = useSearchParams();
  const topics = useListGlossaryTopicsQuery(product ? { productTag: product } : {});
  const count = new Intl.NumberFormat(i18n.locale);

  /** The view of a topic (null: all): the product stays, the page and the opened entry go. */
  const linkTo = (topic: string | null) => {
    const next = new URLSearchParams(params);
    for (const key of ['topic', 'page', 'selected']) next.delete(key);
    if (topic) next.set('topic', topic);
    return { search: `?${next}` };
  };
  const total = (topics.data?.topics ?? []).reduce((sum, topic) => sum + topic.count, 0);
  const item = (topic: string | null, label: string, entries: number | null) => (
    <li key={topic ?? ''}>
      <Link
        to={linkTo(topic)}
        aria-current={selected === topic ? 'true' : undefined}
        css={topicStyle}
        aria-label={entries === null ? label : `${label}, ${plural(entries, { one: '# entry', other: '# entries' })}`}
      >
        <span>{label}</span>
        {entries === null ? null : (
          <span className="count" aria-hidden="true">
            {count.format(entries)}
          </span>
        )}
      </Link>
    </li>
  );

  return (
    <nav aria-labelledby={headingId} css={navStyle}>
      <h2 id={headingId}>
        <Trans>Topics</Trans>
      </h2>
      {topics.isError ? (
        <Alert tone="error">
          <p>
            <Trans>The topics could not be loaded. Refresh the page to try again.</Trans>
          </p>
        </Alert>
      ) : (
        <ul aria-busy={topics.isFetching}>
          {/* 'All topics' counts entries, not topic tags: an entry may be in two topics. */}
          {item(null, t`All topics`, null)}
          {topics.isLoading ? (
            <li role="status">
              <Trans>Loading topics…</Trans>
            </li>
          ) : (
            (topics.data?.topics ?? []).map((topic) => item(topic.topic, topic.topic, topic.count))
          )}
        </ul>
      )}
      {total === 0 && topics.isSuccess ? (
        <p>
          <Trans>No topics for this product.</Trans>
        </p>
      ) : null}
    </nav>
  );
}
