// The data dictionary's browse view `/dataDictionaryV2` (spec §2 names it without detail; issue 13
// §3): the same entries for people who browse rather than search. Topics as facets with their
// counts beside the table (TopicFacets), the product filter, the entries of the chosen topic by name
// on the same table as /dataDictionary, and the opened entry's details with a link to copy. The
// view (topic, product, page, size, opened entry) lives in the query string (dictionary-url.ts). Behind
// the tenant flag data-dictionary-v2 (on in local, dev and qa): where it is off, the address leads
// to /dataDictionary with the same product and entry.
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Navigate } from 'react-router';
import type { ProductTag } from '../../../tenants/glossary-products.ts';
import { Link } from '../../components/Link.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { secondaryButtonStyle } from '../../components/ui.tsx';
import { useFeatureFlag } from '../../lib/flags.ts';
import { useListGlossariesQuery } from './api.ts';
import { useDictionaryList } from './dictionary-url.ts';
import { EntryDetails } from './EntryDetails.tsx';
import { ProductFilter } from './ProductFilter.tsx';
import { ResultsPanel } from './ResultsPanel.tsx';
import { TopicFacets } from './TopicFacets.tsx';
import { useOpenEntry } from './useOpenEntry.ts';

const ANALYTICS_PAGE = 'data dictionary V2';
const SEARCH_PATH = '/dataDictionary';

const layoutStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) minmax(0, 1fr);
  gap: ${theme.space.xl};
  align-items: start;
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.lg};
  }
`;

const topicHeadingStyle = (theme: Theme) => css`
  margin: ${theme.space.lg} 0 ${theme.space.sm};
  font-size: ${theme.fontSize.lg};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const mainStyle = css`
  min-width: 0;
`;

const filterStyle = css`
  max-width: 24rem;
`;

/** A narrower table than the search page's, beside the topics: the opened entry shows every field. */
const BROWSE_COLUMNS = ['name', 'technicalName', 'description', 'dataType', 'availableTo'] as const;

export default function BrowsePage() {
  const { t } = useLingui();
  const enabled = useFeatureFlag('data-dictionary-v2');
  const view = useDictionaryList();
  const { product, topic, selected } = view.filters;
  const list = useListGlossariesQuery(
    {
      pageNumber: view.args.page,
      pageSize: view.args.pageSize,
      ...(product ? { productTag: product } : {}),
      ...(topic ? { topic } : {}),
    },
    { skip: !enabled },
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { detailsId, resultsRef, openEntry, details } = useOpenEntry(view, list.currentData?.results, headingRef);

  if (!enabled) {
    const kept = new URLSearchParams();
    if (product) kept.set('product', product);
    if (selected) kept.set('selected', selected);
    return <Navigate to={{ pathname: SEARCH_PATH, search: kept.size ? `?${kept}` : '' }} replace />;
  }

  const chooseProduct = (tag: ProductTag | undefined) => view.setFilters({ product: tag ?? '', selected: '' });

  return (
    <section data-page="data-dictionary-v2">
      <PageHeader
        title={t`Browse the data dictionary`}
        intro={
          <Trans>
            The definitions of the data in the portal’s reports and feeds, by topic. Choose a topic or a product, then open an entry for all
            its details and a link to share it.
          </Trans>
        }
        actions={
          <Link to={SEARCH_PATH} css={secondaryButtonStyle}>
            <Trans>Search the data dictionary</Trans>
          </Link>
        }
      />
      <div css={layoutStyle}>
        <TopicFacets selected={topic || null} product={product || undefined} />
        <div css={mainStyle}>
          <div css={filterStyle}>
            <ProductFilter value={product || undefined} onChange={chooseProduct} />
          </div>
          <h2 ref={headingRef} tabIndex={-1} css={topicHeadingStyle}>
            {topic || t`All topics`}
          </h2>
          <div ref={resultsRef}>
            <ResultsPanel
              term=""
              answer={list.isFetching ? list.data : list.currentData}
              loading={list.isFetching}
              error={list.isError}
              {...view.table}
              selectedId={selected || null}
              detailsId={detailsId}
              onOpen={openEntry}
              columnIds={BROWSE_COLUMNS}
            />
          </div>
          {details ? <EntryDetails key={details.id} {...details} analyticsPage={ANALYTICS_PAGE} /> : null}
        </div>
      </div>
    </section>
  );
}
