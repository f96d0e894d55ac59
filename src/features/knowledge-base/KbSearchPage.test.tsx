// Knowledge-base search with the server's answers played by a stubbed fetch (the server's search:
// tests/api/knowledge-base.test.ts): the words, the page and its size live in the address, so a
// reload or a shared link shows the same results; words under 3 characters search nothing.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { address, renderPage } from '../../app/test-page.tsx';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';

const { default: KbSearchPage } = await import('./KbSearchPage.tsx');

const SEARCH = '/core-app-api/kb/search';
const hit = {
  key: 'report-builder-getting-started',
  workspace: 'supplier',
  workspaceTitle: 'Supplier knowledge base',
  category: 'getting-started',
  title: [
    { text: 'Report', match: true },
    { text: ' Builder: getting started', match: false },
  ],
  snippet: [{ text: 'Build your first report.', match: false }],
  updatedAt: '2026-11-01T10:00:00.000Z',
};

let sent: SentRequest[];
beforeEach(() => {
  sent = stubFetch(({ path, query }) =>
    path === SEARCH
      ? { status: 200, body: { content: [hit], page: Number(query.page), pageSize: 25, totalElements: 26, totalPages: 2 } }
      : undefined,
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(path: string) {
  return renderPage(path, <KbSearchPage />, { route: '/knowledgeBase/search' });
}

const searches = () => sent.filter((request) => request.path === SEARCH).map((request) => request.query);

describe('knowledge-base search, the view in the address', () => {
  test('an address with words, a page and a size shows those results; the previous page is written back to it', async () => {
    const { user } = await open('/knowledgeBase/search?q=report&page=2&size=25');
    expect(await screen.findByText('26 results for “report”')).toBeTruthy();
    expect(searches()).toEqual([{ q: 'report', page: '1', page_size: '25' }]);
    expect(screen.getByText('26–26 of 26')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(searches().at(-1)).toEqual({ q: 'report', page: '0', page_size: '25' }));
    expect(address()).toBe('/knowledgeBase/search?q=report&size=25');
  });

  test('words under 3 characters search nothing', async () => {
    await open('/knowledgeBase/search?q=re');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(searches()).toEqual([]);
  });
});
