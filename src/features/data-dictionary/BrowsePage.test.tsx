// The browse view `/dataDictionaryV2` (issue 13 §3) with the server's answers played by a stubbed
// fetch (test-fetch.ts): topics as facets with counts, a topic's entries, the product filter
// narrowing both, the view in the URL, the opened entry with its link to copy (and to copy by hand
// when the clipboard is refused), and the flag: where it is off, the address leads to /dataDictionary.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configurationApi } from '../../api/endpoints/configuration.ts';
import { createStore } from '../../app/store.ts';
import { address, renderPage, searchParams } from '../../app/test-page.tsx';
import { choiceOf, chooseOption } from '../../components/kit/test-utils.tsx';
import type { SessionState } from '../../lib/session.ts';
import { signedInAs } from '../../lib/test-session.ts';
import { page, SALES, type SentRequest, STORES, stubFetch } from './test-fetch.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: BrowsePage } = await import('./BrowsePage.tsx');

const TOPICS = [
  { topic: 'Inventory', count: 1250 },
  { topic: 'Sales', count: 587 },
];
let sent: SentRequest[];
let flags: Record<string, boolean>;

beforeEach(() => {
  window.dataLayer = [];
  flags = { 'data-dictionary-v2': true };
  sent = stubFetch(({ path, query }) => {
    if (path === '/glossaries/topics') {
      return { status: 200, body: { topics: query.product_tag ? [{ topic: 'Sales', count: 12 }] : TOPICS } };
    }
    if (path === '/glossaries') return { status: 200, body: page(query.topic === 'Sales' ? [SALES] : [SALES, STORES]) };
    if (path === '/tags') return { status: 200, body: { tag_values: ['shopper_behavior', 'digital_landscapes'] } };
    if (path === '/core-app-api/api/ccm') {
      const configuration = Object.fromEntries(Object.entries(flags).map(([flag, enabled]) => [flag, { enabled }]));
      return { status: 200, body: { flags, configuration } };
    }
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

async function openBrowse(path = '/dataDictionaryV2') {
  session.current = signedInAs();
  const store = createStore();
  await store.dispatch(configurationApi.endpoints.listFeatureFlags.initiate());
  return renderPage(path, <BrowsePage />, { route: '/dataDictionaryV2', store });
}

const listQueries = () => sent.filter((request) => request.path === '/glossaries').map((request) => request.query);
const topicsNav = () => screen.getByRole('navigation', { name: 'Topics' });

describe('browse the data dictionary', () => {
  test('topics with their counts; a topic shows its entries and is marked current; the URL holds it', async () => {
    const { user } = await openBrowse();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Browse the data dictionary');
    const inventory = await within(topicsNav()).findByRole('link', { name: 'Inventory, 1,250 entries' });
    expect(inventory.textContent).toBe('Inventory1,250');
    expect(within(topicsNav()).getByRole('link', { name: 'All topics' }).getAttribute('aria-current')).toBe('true');
    await screen.findByRole('button', { name: 'Store count' });

    await user.click(within(topicsNav()).getByRole('link', { name: 'Sales, 587 entries' }));
    await waitFor(() => expect(address()).toBe('/dataDictionaryV2?topic=Sales'));
    expect(within(topicsNav()).getByRole('link', { name: 'Sales, 587 entries' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Sales' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Store count' })).toBeNull());
    expect(listQueries().at(-1)).toMatchObject({ topic: 'Sales', page_number: '0', page_size: '20' });
  });

  test('an address with a topic, a product, a page and a size shows that view (a reload keeps it)', async () => {
    await openBrowse('/dataDictionaryV2?topic=Sales&product=shopper_behavior&page=2&size=25');
    await screen.findByRole('button', { name: 'Sales amount' });
    expect(listQueries()).toEqual([{ page_number: '1', page_size: '25', product_tag: 'shopper_behavior', topic: 'Sales' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Sales' })).toBeTruthy();
    expect(choiceOf('Rows per page')).toBe('25');
  });

  test('a product narrows the topics and the list; the topic stays', async () => {
    const { user } = await openBrowse('/dataDictionaryV2?topic=Sales');
    await within(topicsNav()).findByRole('link', { name: 'Sales, 587 entries' });
    await chooseOption(user, await screen.findByRole('combobox', { name: 'Product' }), 'Shopper Behavior');
    await within(topicsNav()).findByRole('link', { name: 'Sales, 12 entries' });
    expect(within(topicsNav()).queryByRole('link', { name: /Inventory/ })).toBeNull();
    expect(searchParams().get('product')).toBe('shopper_behavior');
    expect(listQueries().at(-1)).toMatchObject({ topic: 'Sales', product_tag: 'shopper_behavior' });
  });

  test('an opened entry shows its details and a link to copy; refused by the clipboard, the link shows to copy by hand', async () => {
    const { user } = await openBrowse('/dataDictionaryV2?topic=Sales');
    // After user-event's set-up, which puts a clipboard of its own in place.
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Sales amount' }));
    const details = await screen.findByRole('region', { name: 'Sales amount' });
    expect(address()).toBe(`/dataDictionaryV2?topic=Sales&selected=${SALES.id}`);
    expect(events('dataDefinitionRendered')[0]).toMatchObject({ pageId: 'data dictionary V2' });

    await user.click(within(details).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/dataDictionaryV2?selected=${SALES.id}`);
    expect(within(details).getByRole('status').textContent).toBe('Link copied');

    writeText.mockRejectedValueOnce(new Error('not allowed'));
    await user.click(within(details).getByRole('button', { name: 'Copy link' }));
    const field = await within(details).findByRole('textbox', { name: 'Copy this link:' });
    expect((field as HTMLInputElement).value).toBe(`${window.location.origin}/dataDictionaryV2?selected=${SALES.id}`);
    expect(document.activeElement).toBe(field);
  });

  test('with the flag off, the address leads to the search page with the same product and entry', async () => {
    flags = { 'data-dictionary-v2': false };
    await openBrowse(`/dataDictionaryV2?topic=Sales&product=mod_intel&selected=${SALES.id}`);
    await waitFor(() => expect(address()).toBe(`/dataDictionary?product=mod_intel&selected=${SALES.id}`));
    expect(listQueries()).toEqual([]);
  });
});

const events = (type: string) => (window.dataLayer ?? []).filter((event) => event.event === type);
