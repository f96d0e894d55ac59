// The data dictionary page (spec §2 "Data Dictionary", §5 search, §7 calls and event types) with
// the server's answers played by a stubbed fetch (the server's search itself is covered by the API
// tests): the table and its labels, the search after the pause and its suggestions, the short-term
// hint and error, "Did you mean", the product filter, the view in the URL (and Back), the opened
// entry, the panels and the download's progress and failure.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { back, renderPage, searchParams } from '../../app/test-page.tsx';
import { choiceOf, chooseOption, optionsOf } from '../../components/kit/test-utils.tsx';
import type { SessionState } from '../../lib/session.ts';
import { signedInAs } from '../../lib/test-session.ts';
import { ELSEWHERE, page, type Reply, SALES, type SentRequest, STORES, stubFetch } from './test-fetch.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: DataDictionaryPage } = await import('./DataDictionaryPage.tsx');

/** Every request the page sent: method, path, query and JSON body. */
let sent: SentRequest[];
let listReply: () => Reply | Promise<Reply>;
let searchReply: (body: { search_field: string }) => Reply;
let exportReply: () => Promise<Reply>;

beforeEach(() => {
  window.dataLayer = [];
  listReply = () => ({ status: 200, body: page([SALES, STORES]) });
  searchReply = () => ({ status: 200, body: page([SALES], { fuzzy_search: false, match_lists: [] }) });
  exportReply = async () => ({ status: 500, body: { message: 'boom' } });
  sent = stubFetch(async ({ path, body }) => {
    if (path === '/glossaries') return listReply();
    if (path === '/search-glossaries') return searchReply(body as { search_field: string });
    if (path === '/glossaries/suggestions') {
      return { status: 200, body: { suggestions: [SALES, STORES].map(({ id, business_name }) => ({ id, business_name })) } };
    }
    if (path === `/glossaries/${ELSEWHERE.id}`) return { status: 200, body: ELSEWHERE };
    if (path === '/tags') return { status: 200, body: { tag_values: ['shopper_behavior', 'digital_landscapes', 'mod_intel'] } };
    if (path === '/export-glossaries') return exportReply();
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

const requestsTo = (path: string) => sent.filter((request) => request.path === path);
const searchBodies = () => requestsTo('/search-glossaries').map((request) => request.body);
const events = (type: string) => (window.dataLayer ?? []).filter((event) => event.event === type);

async function openDictionary(path = '/dataDictionary') {
  session.current = signedInAs();
  return renderPage(path, <DataDictionaryPage />, { route: '/dataDictionary' });
}

const urlParam = (name: string) => searchParams().get(name);
const searchBox = () => screen.getByRole('combobox', { name: 'Search the data dictionary' }) as HTMLInputElement;
const cellsOf = (name: string) =>
  within(screen.getByRole('button', { name }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('data dictionary', () => {
  test('the whole dictionary by name: columns, product names, Charter and Basic; 7 skeleton rows first', async () => {
    let release!: () => void;
    listReply = () => new Promise((resolve) => (release = () => resolve({ status: 200, body: page([SALES, STORES]) })));
    await openDictionary();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Data Dictionary']);
    const table = screen.getByRole('table', { name: 'Data dictionary entries' });
    await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('true'));
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(1 + 7);
    release();

    await screen.findByRole('button', { name: 'Sales amount' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Name',
      'Technical Name',
      'DSS Name',
      'Description',
      'Data type',
      'Field type',
      'Available to',
      'Products',
      'Charter',
      'Basic',
    ]);
    expect(cellsOf('Sales amount')).toEqual([
      'Sales amount',
      'sales_amount',
      'Sales amount (DSS)',
      'What Sales amount means.',
      'Decimal',
      'Measure',
      'Charter users only',
      'Shopper Behavior | Channel Performance Report Builder',
      'Yes',
      'No',
    ]);
    expect(cellsOf('Store count').slice(6)).toEqual(['All users', 'Digital Landscapes', 'Yes', 'Yes']);
    expect(requestsTo('/glossaries')[0]!.query).toEqual({ page_number: '0', page_size: '20' });
    expect(requestsTo('/search-glossaries')).toEqual([]);
    // The default page size, 20, is not among the table's usual sizes: the range says what is shown.
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  test('paging on the server: the next page is asked from 0 and kept in the URL from 1; a new size starts again', async () => {
    listReply = () => ({ status: 200, body: page([SALES, STORES], { total_elements: 45, total_pages: 3 }) });
    const { user } = await openDictionary();
    await screen.findByRole('button', { name: 'Sales amount' });
    expect(screen.getByText('1–20 of 45')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(requestsTo('/glossaries').at(-1)!.query).toEqual({ page_number: '1', page_size: '20' }));
    expect(urlParam('page')).toBe('2');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(requestsTo('/glossaries').at(-1)!.query).toEqual({ page_number: '0', page_size: '50' }));
    expect(urlParam('page')).toBeNull();
    expect(urlParam('size')).toBe('50');
  });

  test('a link with a page size keeps it (a reload shows the same rows); a new search closes the opened entry', async () => {
    const { user } = await openDictionary(`/dataDictionary?size=50&page=3&selected=${ELSEWHERE.id}`);
    await screen.findByRole('button', { name: 'Sales amount' });
    expect(requestsTo('/glossaries')[0]!.query).toEqual({ page_number: '2', page_size: '50' });
    expect(choiceOf('Rows per page')).toBe('50');
    await screen.findByRole('region', { name: 'Markdown units' });

    await user.type(searchBox(), 'sales');
    await waitFor(() => expect(urlParam('search')).toBe('sales'), { timeout: 3000 });
    expect(urlParam('selected')).toBeNull();
    expect(urlParam('page')).toBeNull();
    await waitFor(() => expect(searchBodies().at(-1)).toEqual({ search_field: 'sales', page_number: 0, page_size: 50 }));
    expect(screen.queryByRole('region', { name: 'Markdown units' })).toBeNull();
  });

  test('a term is searched once typing pauses, replacing the history entry its typing started', async () => {
    const { user } = await openDictionary();
    await screen.findByRole('button', { name: 'Sales amount' });
    await user.type(searchBox(), 'sales');
    await waitFor(() => expect(searchBodies()).toEqual([{ search_field: 'sales', page_number: 0, page_size: 20 }]), { timeout: 3000 });
    expect(urlParam('search')).toBe('sales');
    await waitFor(() => expect(events('search')).toEqual([expect.objectContaining({ term: 'sales', resultsCount: 1 })]));

    await user.type(searchBox(), ' amount');
    await waitFor(() => expect(urlParam('search')).toBe('sales amount'), { timeout: 3000 });
    // The search follows the address on the next render: on a busy machine, a moment later.
    await waitFor(() => expect(searchBodies().at(-1)).toEqual({ search_field: 'sales amount', page_number: 0, page_size: 20 }));

    // Back skips the keystrokes: the dictionary as it was before the search.
    await back();
    await waitFor(() => expect(urlParam('search')).toBeNull());
    expect(searchBox().value).toBe('');
  });

  test('suggestions while typing form a combobox: arrows move, Enter picks and searches that name', async () => {
    const { user } = await openDictionary();
    await user.type(searchBox(), 'sto');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 3000 });
    expect(searchBox().getAttribute('aria-expanded')).toBe('true');
    expect(searchBox().getAttribute('aria-controls')).toBe(listbox.id);
    expect(requestsTo('/glossaries/suggestions').at(-1)!.query).toEqual({ search_field: 'sto', limit: '8' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Sales amount', 'Store count']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Focus stays in the box; the option the arrows are on is its active descendant (what a screen reader reads).
    expect(document.activeElement).toBe(searchBox());
    expect(searchBox().getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(searchBox().getAttribute('aria-expanded')).toBe('false');
    expect(searchBox().value).toBe('Store count');
    await waitFor(() => expect(searchBodies().at(-1)).toEqual({ search_field: 'Store count', page_number: 0, page_size: 20 }));
    expect(urlParam('search')).toBe('Store count');
    expect(events('autoSuggestItemSelect')).toEqual([expect.objectContaining({ term: 'sto', suggestion: 'Store count' })]);

    await user.type(searchBox(), 's');
    await screen.findByRole('listbox', {}, { timeout: 3000 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  test('fewer than 3 characters: the hint, no search; Enter shows the error', async () => {
    const { user } = await openDictionary();
    await screen.findByRole('button', { name: 'Sales amount' });
    await user.type(searchBox(), 'sa');
    expect(screen.getByText('Enter at least 3 characters to start searching')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(requestsTo('/search-glossaries')).toEqual([]);
    expect(requestsTo('/glossaries/suggestions')).toEqual([]);
    expect(urlParam('search')).toBeNull();

    await user.keyboard('{Enter}');
    expect(screen.getByText('Please enter at least 3 characters')).toBeTruthy();
    expect(searchBox().getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo('/search-glossaries')).toEqual([]);
  });

  test("Enter in the search box is the data layer's 'enterKeyDown' event, with what the box holds (spec §7)", async () => {
    const { user } = await openDictionary();
    await screen.findByRole('button', { name: 'Sales amount' });
    await user.type(searchBox(), 'stores');
    expect(events('enterKeyDown')).toEqual([]);
    await user.keyboard('{Enter}');
    expect(events('enterKeyDown')).toEqual([{ tenant: 'WMT-US', event: 'enterKeyDown', pageId: 'data dictionary', term: 'stores' }]);
    await waitFor(() => expect(searchBodies().at(-1)).toMatchObject({ search_field: 'stores' }));
  });

  test('no results for a term: the term, and "Did you mean" terms that run their search', async () => {
    searchReply = (body) =>
      body.search_field === 'slaes'
        ? { status: 200, body: page([], { fuzzy_search: true, match_lists: ['sales', 'scales'] }) }
        : { status: 200, body: page([SALES], { fuzzy_search: false, match_lists: [] }) };
    const { user } = await openDictionary('/dataDictionary?search=slaes');
    expect(await screen.findByText('No results found for slaes')).toBeTruthy();
    expect(screen.getByText('Did you mean:')).toBeTruthy();
    expect(events('noResult')).toEqual([expect.objectContaining({ term: 'slaes' })]);

    await user.click(screen.getByRole('button', { name: 'scales' }));
    await waitFor(() => expect(searchBodies().at(-1)).toEqual({ search_field: 'scales', page_number: 0, page_size: 20 }));
    expect(urlParam('search')).toBe('scales');
    expect(searchBox().value).toBe('scales');
    expect(await screen.findByRole('button', { name: 'Sales amount' })).toBeTruthy();
    expect(events('suggestion')).toEqual([expect.objectContaining({ term: 'slaes', suggestion: 'scales' })]);
  });

  test('no results for a term and nothing close to it: the term, and a way to browse by topic', async () => {
    searchReply = () => ({ status: 200, body: page([], { fuzzy_search: true, match_lists: [] }) });
    await openDictionary('/dataDictionary?search=zzqqxx');
    expect(await screen.findByText('No results found for zzqqxx')).toBeTruthy();
    expect(screen.queryByText('Did you mean:')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse by topic' }).getAttribute('href')).toBe('/dataDictionaryV2');
  });

  test('no entry at all: "No results" and a way to browse by topic', async () => {
    listReply = () => ({ status: 200, body: page([]) });
    await openDictionary();
    expect(await screen.findByText('No results')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse by topic' }).getAttribute('href')).toBe('/dataDictionaryV2');
  });

  test('a failed answer: the default error panel', async () => {
    listReply = () => ({ status: 500, body: { message: 'boom' } });
    await openDictionary();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeTruthy();
  });

  test('the product filter is sent and kept in the URL, also with a term', async () => {
    const { user } = await openDictionary('/dataDictionary?page=2');
    await screen.findByRole('button', { name: 'Sales amount' });
    // The product tags have come.
    await screen.findByRole('option', { name: 'Shopper Behavior', hidden: true });
    expect(await optionsOf(user, 'Product')).toEqual(['All products', 'Digital Landscapes', 'Modular Intelligence', 'Shopper Behavior']);
    await chooseOption(user, 'Product', 'Shopper Behavior');
    await waitFor(() =>
      expect(requestsTo('/glossaries').at(-1)!.query).toEqual({ page_number: '0', page_size: '20', product_tag: 'shopper_behavior' }),
    );
    expect(urlParam('product')).toBe('shopper_behavior');
    expect(urlParam('page')).toBeNull();

    await user.type(searchBox(), 'sales{Enter}');
    await waitFor(() =>
      expect(searchBodies().at(-1)).toEqual({
        search_field: 'sales',
        page_number: 0,
        page_size: 20,
        product_tag_value: 'shopper_behavior',
      }),
    );
  });

  test('a link reproduces the view: search, page, product and the opened entry', async () => {
    const { user } = await openDictionary(`/dataDictionary?search=sales&page=2&product=shopper_behavior&selected=${ELSEWHERE.id}`);
    await waitFor(() =>
      expect(searchBodies()).toEqual([{ search_field: 'sales', page_number: 1, page_size: 20, product_tag_value: 'shopper_behavior' }]),
    );
    expect(requestsTo(`/glossaries/${ELSEWHERE.id}`)).toHaveLength(1);
    expect(searchBox().value).toBe('sales');
    expect(choiceOf('Product')).toBe('Shopper Behavior');
    const details = await screen.findByRole('region', { name: 'Markdown units' });
    const fields = Object.fromEntries(
      within(details)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling!.textContent]),
    );
    expect(fields).toEqual({
      'Technical Name': 'markdown_units',
      'DSS Name': 'Markdown units (DSS)',
      Description: 'What Markdown units means.',
      'Data type': 'Decimal',
      'Field type': 'Measure',
      'Available to': 'All users',
      Products: 'Modular Intelligence',
      Charter: 'Yes',
      Basic: 'Yes',
      Tags: 'Topic: Sales, Product: Modular Intelligence',
    });
    expect(events('dataDefinitionRendered')).toEqual([expect.objectContaining({ id: ELSEWHERE.id })]);

    // The entry is on no page shown: Close gives the focus to the search box.
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Markdown units' })).toBeNull();
    expect(urlParam('selected')).toBeNull();
    expect(urlParam('page')).toBe('2');
    expect(document.activeElement).toBe(searchBox());
  });

  test("an entry's name opens its details with the focus; Close gives the focus back to the name", async () => {
    const { user } = await openDictionary();
    await user.click(await screen.findByRole('button', { name: 'Store count' }));
    const details = screen.getByRole('region', { name: 'Store count' });
    expect(urlParam('selected')).toBe(STORES.id);
    const name = screen.getByRole('button', { name: 'Store count', expanded: true });
    expect(name.getAttribute('aria-controls')).toBe(details.id);
    expect(document.activeElement).toBe(within(details).getByRole('heading', { level: 2 }));
    expect(requestsTo(`/glossaries/${STORES.id}`)).toEqual([]);
    await user.click(within(details).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Store count' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Store count' }));
  });

  test('the download shows its progress, then the failure with Try again', async () => {
    let fail!: () => void;
    exportReply = () => new Promise((resolve) => (fail = () => resolve({ status: 500, body: { message: 'boom' } })));
    const { user } = await openDictionary('/dataDictionary?search=sales&product=mod_intel');
    await screen.findByRole('button', { name: 'Sales amount' });
    const button = screen.getByRole('button', { name: 'Download Excel' }) as HTMLButtonElement;
    await user.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(screen.getByText('Preparing your file…').getAttribute('role')).toBe('status');
    await waitFor(() => expect(requestsTo('/export-glossaries')).toHaveLength(1));
    expect(requestsTo('/export-glossaries')[0]).toMatchObject({
      method: 'POST',
      body: { search_field: 'sales', product_tag_value: 'mod_intel' },
    });

    fail();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Download failed, please try again')).toBeTruthy();
    expect(button.disabled).toBe(false);
    expect(screen.queryByText('Preparing your file…')).toBeNull();

    exportReply = async () => ({ status: 500, body: { message: 'boom' } });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requestsTo('/export-glossaries')).toHaveLength(2));
    expect(await screen.findByText('Download failed, please try again')).toBeTruthy();
  });
});
