// The data dictionary's view in the query string (spec §2 "Data Dictionary": search, page, selected,
// product; the browse view adds topic; the page size as every list's, `size`), through the one list
// hook (lib/useListState.ts), so that a link or a reload shows the same view and Back returns to the
// previous one. `page` counts from 1 in the URL (the API's page_number from 0). History: a search
// the user asks for (Enter, a suggestion, "Did you mean"), a new product, page or opened entry adds
// an entry; the searches sent while typing replace the one their typing started, so that Back skips
// the keystrokes. A new search or product closes the opened entry. Anything unknown in the query
// string counts as its default.
import { LIST_DEFAULTS } from '../../../tenants/lists.ts';
import { MIN_GLOSSARY_SEARCH, PRODUCT_TAGS } from '../../../tenants/glossary-products.ts';
import { oneOf, textFilter, useListState } from '../../lib/useListState.ts';

/** The server takes search terms of at most 200 characters. */
export const MAX_SEARCH = 200;
const MAX_ID = 100;
/** The server takes topics of at most 100 characters. */
const MAX_TOPIC = 100;

/**
 * The characters of a term that count for the minimum length, as the server counts them
 * (server/services/glossary-text.ts fold): letters and digits without accents, and '%'.
 */
export const countedLength = (term: string): number =>
  term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^\p{L}\p{N}%]/gu, '').length;

/** Spec §5: a term is searched from 3 characters. */
export const isSearchable = (term: string): boolean => countedLength(term) >= MIN_GLOSSARY_SEARCH;

const upTo = (max: number) => (value: string) => value.trim() === value && value.length > 0 && value.length <= max;

const FILTERS = {
  product: oneOf(PRODUCT_TAGS),
  /** The id of the opened entry. */
  selected: textFilter(upTo(MAX_ID)),
  /** The browse view's topic (a topic as the server names it). */
  topic: textFilter(upTo(MAX_TOPIC)),
};

/** Both dictionary pages' view: the search (`search`, only a searchable term), page, size, product, opened entry and topic. */
export const useDictionaryList = () =>
  useListState({
    defaults: LIST_DEFAULTS.dataDictionary,
    filters: FILTERS,
    minSearch: isSearchable,
    maxSearch: MAX_SEARCH,
    clearOnSearch: ['selected'],
    names: { q: 'search' },
  });

export type DictionaryList = ReturnType<typeof useDictionaryList>;
