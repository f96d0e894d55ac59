// The data dictionary `/dataDictionary` (spec §2 "Data Dictionary", §3 "Glossary entry", §5 "Data
// dictionary search", §7 v1/customer-support and its event types, §9 page limit 20 and 7 skeleton
// rows): the whole dictionary by name, or the entries a term finds, of one product or all, paged on
// the server, downloadable as Excel; an entry's name opens all its fields under the table. The
// view (search, page, size, product, opened entry) lives in the query string (dictionary-url.ts).
import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { ProductTag } from '../../../tenants/glossary-products.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { trackEvent } from '../../lib/analytics.ts';
import { useListGlossariesQuery, useSearchGlossariesQuery } from './api.ts';
import { useDictionaryList } from './dictionary-url.ts';
import { DownloadButton, DownloadFailure, useExcelDownload } from './DownloadExcel.tsx';
import { ANALYTICS_PAGE, EntryDetails } from './EntryDetails.tsx';
import { ProductFilter } from './ProductFilter.tsx';
import { ResultsPanel } from './ResultsPanel.tsx';
import { SearchBox, type Suggestion } from './SearchBox.tsx';
import { useOpenEntry } from './useOpenEntry.ts';

const toolbarStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0 ${theme.space.lg};
  > :first-of-type {
    flex: 3 1 18rem;
    min-width: 0;
  }
  > :last-of-type {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

export default function DataDictionaryPage() {
  const { t } = useLingui();
  const view = useDictionaryList();
  const term = view.search;
  const product = view.filters.product || undefined;
  const { page: pageNumber, pageSize } = view.args;

  const list = useListGlossariesQuery({ pageNumber, pageSize, ...(product ? { productTag: product } : {}) }, { skip: Boolean(term) });
  const search = useSearchGlossariesQuery(
    {
      body: {
        search_field: term,
        page_number: pageNumber,
        page_size: pageSize,
        ...(product ? { product_tag_value: product } : {}),
      },
    },
    { skip: !term },
  );
  const shown = term ? search : list;
  // While a new page loads, the previous answer keeps the pagination's count in place.
  const answer = shown.isFetching ? shown.data : shown.currentData;

  // Spec §7: 'search' with the number of results once per term (and product), 'noResult' when none.
  const trackedSearch = useRef<string | null>(null);
  useEffect(() => {
    const found = search.currentData;
    if (!term || !found || search.isFetching) return;
    const key = JSON.stringify([term, product ?? null]);
    if (trackedSearch.current === key) return;
    trackedSearch.current = key;
    trackEvent('search', ANALYTICS_PAGE, { term, resultsCount: found.total_elements });
    if (found.total_elements === 0) trackEvent('noResult', ANALYTICS_PAGE, { term });
  }, [term, product, search.currentData, search.isFetching]);

  // A search asked for (Enter, a suggestion, "Did you mean") adds a history entry at once.
  const pickSuggestion = (suggestion: Suggestion, typed: string) => {
    trackEvent('autoSuggestItemSelect', ANALYTICS_PAGE, { term: typed, suggestion: suggestion.business_name });
    view.setSearch(suggestion.business_name);
  };
  const didYouMean = (alternative: string) => {
    trackEvent('suggestion', ANALYTICS_PAGE, { term, suggestion: alternative });
    view.setSearch(alternative);
  };
  const chooseProduct = (tag: ProductTag | undefined) => view.setFilters({ product: tag ?? '', selected: '' });

  // The opened entry: its name's button moves the focus to it; Close brings the focus back.
  const searchInputRef = useRef<HTMLInputElement>(null);
  const { detailsId, resultsRef, openEntry, details } = useOpenEntry(view, shown.currentData?.results, searchInputRef);

  const download = useExcelDownload({
    ...(term ? { search_field: term } : {}),
    ...(product ? { product_tag_value: product } : {}),
  });

  return (
    <section data-page="data-dictionary">
      <PageHeader
        title={t`Data Dictionary`}
        intro={
          <Trans>
            The definitions of the data in the portal’s reports and feeds. Search by name, technical name or description, filter by product,
            open an entry for all its details, or download the list as an Excel file.
          </Trans>
        }
        actions={<DownloadButton state={download} />}
      />
      <DownloadFailure state={download} />
      <div role="search" aria-label={t`Data dictionary`} css={toolbarStyle}>
        <SearchBox
          text={view.searchText}
          onTextChange={view.setSearchText}
          term={term}
          onSubmit={(asked) => view.setSearch(asked)}
          onPick={pickSuggestion}
          onEnterKey={(typed) => trackEvent('enterKeyDown', ANALYTICS_PAGE, { term: typed })}
          inputRef={searchInputRef}
        />
        <ProductFilter value={product} onChange={chooseProduct} />
      </div>
      <div ref={resultsRef}>
        <ResultsPanel
          term={term}
          answer={answer}
          loading={shown.isFetching}
          error={shown.isError}
          {...view.table}
          selectedId={view.filters.selected || null}
          detailsId={detailsId}
          onOpen={openEntry}
          onDidYouMean={didYouMean}
        />
      </div>
      {details ? <EntryDetails key={details.id} {...details} /> : null}
    </section>
  );
}
