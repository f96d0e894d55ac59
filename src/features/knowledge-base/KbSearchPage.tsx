// Knowledge-base search (spec §2 /knowledgeBase/search, behind kb-search-rollout): the words in the
// address, results best first with the matched words marked (the server sends the text in
// stretches; nothing is parsed as HTML), paged by ten. No results: spec §8's words. The words (q),
// the page and its size live in the address (lib/useListState.ts; the search form writes q).
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { TablePagination } from '../../components/kit/TablePagination.tsx';
import { knowledgeBaseHomeFor } from '../../lib/links.ts';
import { useListState } from '../../lib/useListState.ts';
import { useSession } from '../../lib/useSession.ts';
import { EmptyState, entryListStyle } from '../../components/ui.tsx';
import { useSearchKnowledgeBaseQuery } from './api.ts';
import { KbStatus } from './KbStatus.tsx';
import { articlePath } from './paths.ts';
import { SearchForm } from './SearchForm.tsx';

const hitStyle = (theme: Theme) => css`
  mark {
    background: ${theme.colors.warningSurface};
    color: ${theme.colors.onWarningSurface};
    font-weight: 600;
  }
  small {
    color: ${theme.colors.muted};
  }
`;

function Highlighted({ parts }: { parts: Array<{ text: string; match: boolean }> }) {
  return <>{parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>;
}

export default function KbSearchPage() {
  const { t } = useLingui();
  // Spec §5: words from 3 characters; the server takes at most 200.
  const list = useListState({ defaults: LIST_DEFAULTS.knowledgeBaseSearch, minSearch: 3, maxSearch: 200 });
  const q = list.search;
  const results = useSearchKnowledgeBaseQuery({ q, page: list.args.page, pageSize: list.args.pageSize }, { skip: !q });
  const data = results.data;
  const session = useSession();
  return (
    <section data-page="kb-search">
      <PageHeader title={<Trans>Search the knowledge base</Trans>} />
      <SearchForm key={q} initial={q} />
      {results.error ? <KbStatus error={results.error} /> : null}
      {data && data.totalElements === 0 ? (
        <EmptyState action={<Link to={knowledgeBaseHomeFor(session)}>{<Trans>or browse content by topic</Trans>}</Link>}>
          <p>
            <Trans>No results found for “{q}”</Trans>
          </p>
          <p>
            <Trans>Please try another search term,</Trans>
          </p>
        </EmptyState>
      ) : null}
      {data && data.totalElements > 0 ? (
        <>
          <p role="status">
            <Trans>
              {data.totalElements} results for “{q}”
            </Trans>
          </p>
          <ol css={[entryListStyle, hitStyle]} aria-label={t`Search results`}>
            {data.content.map((hit) => (
              <li key={`${hit.workspace}/${hit.key}`}>
                <Link to={articlePath(hit.workspace, hit.key)}>
                  <Highlighted parts={hit.title} />
                </Link>
                <p>
                  <Highlighted parts={hit.snippet} />
                </p>
                <small>{hit.workspaceTitle}</small>
              </li>
            ))}
          </ol>
          <TablePagination {...list.table} totalElements={data.totalElements} />
        </>
      ) : null}
    </section>
  );
}
