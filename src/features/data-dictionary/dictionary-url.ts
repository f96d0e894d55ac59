// The data dictionary's view in the query string (spec §2 "Data Dictionary": search, page, selected,
// product; the browse view adds topic), so that a link or a reload shows the same view and Back returns to the previous one.
// `page` counts from 1 in the URL (the API's page_number from 0). History: a search the user asks
// for (Enter, a suggestion, "Did you mean"), a new product, page or opened entry adds an entry;
// the searches sent while typing replace the one their typing started, so that Back skips the
// keystrokes. Anything unknown in the query string counts as its default.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSearchParams } from '../../lib/useSearchParams.ts';
import type { PageSize } from '../../components/kit/DataTable.tsx';
import { MIN_GLOSSARY_SEARCH, PRODUCT_TAGS, type ProductTag } from '../../../tenants/glossary-products.ts';

/** Spec §9: the data dictionary's default page limit (the table also offers its usual sizes). */
export const DEFAULT_PAGE_SIZE = 20;
/** The server takes search terms of at most 200 characters. */
export const MAX_SEARCH = 200;
const MAX_ID = 100;
/** The server takes topics of at most 100 characters. */
const MAX_TOPIC = 100;

export interface DictionaryView {
  /** The search term as the URL holds it (trimmed); may be too short to search. */
  search: string;
  /** From 1. */
  page: number;
  product: ProductTag | undefined;
  /** The id of the opened entry. */
  selected: string | null;
  /** The browse view's topic (a topic as the server names it). */
  topic: string | null;
}

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

export function readView(params: URLSearchParams): DictionaryView {
  const page = Math.floor(Number(params.get('page')));
  const selected = (params.get('selected') ?? '').trim();
  const topic = (params.get('topic') ?? '').trim();
  return {
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH),
    page: Number.isFinite(page) && page > 1 ? page : 1,
    product: PRODUCT_TAGS.find((tag) => tag === params.get('product')),
    selected: selected && selected.length <= MAX_ID ? selected : null,
    topic: topic && topic.length <= MAX_TOPIC ? topic : null,
  };
}

/** push: a new history entry; replace: change this one; typing: push once, then replace while the typing goes on. */
export type HistoryMode = 'push' | 'replace' | 'typing';
type TypingState = { dictionaryTyping?: boolean } | null;

/**
 * The view and a way to change some of its parameters (null removes one). Unless `keepPage`, a
 * change goes back to the first page. Changes made one after the other in the same event build on
 * each other; a change that leaves the query string as it is adds no history entry.
 */
export function useDictionaryUrl() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const latest = useRef({ params, setParams, typing: false });
  useLayoutEffect(() => {
    latest.current = { params, setParams, typing: Boolean((location.state as TypingState)?.dictionaryTyping) };
  });

  const update = useCallback(
    (changes: Record<string, string | null>, { history, keepPage = false }: { history: HistoryMode; keepPage?: boolean }) => {
      const current = latest.current;
      const next = new URLSearchParams(current.params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      if (!keepPage) next.delete('page');
      const typing = history === 'typing';
      if (next.toString() === current.params.toString()) {
        // The search typing sent, now asked for: the entry stays, later typing starts a new one.
        if (history === 'push' && current.typing) {
          current.typing = false;
          current.setParams(next, { replace: true, state: null });
        }
        return;
      }
      const replace = history === 'replace' || (typing && current.typing);
      current.params = next;
      current.typing = typing;
      current.setParams(next, { replace, state: typing ? { dictionaryTyping: true } : null });
    },
    [],
  );

  return { view: readView(params), update };
}

/**
 * The table's paging: the page in the URL (a new history entry), the page size kept by the page
 * (20 by default); a new size starts again from the first page.
 */
export function useDictionaryPaging(update: ReturnType<typeof useDictionaryUrl>['update']) {
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  return {
    pageSize,
    onPageChange: (page: number) => update({ page: page > 1 ? String(page) : null }, { history: 'push', keepPage: true }),
    onPageSizeChange: (size: PageSize) => {
      setPageSize(size);
      update({}, { history: 'replace' });
    },
  };
}
