// The content owners' list with the server's answers played by a stubbed fetch (the server's list:
// tests/api/content-authoring.test.ts): its filters, search, page and size live in the address, so
// a reload or a shared link shows the same items; values the list does not know read as no filter.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage, searchParams } from '../../app/test-page.tsx';
import { choiceOf, chooseOption } from '../../components/kit/test-utils.tsx';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';

const { default: ContentListPage } = await import('./ContentListPage.tsx');

const LIST = '/core-app-api/content/items';
const item = {
  id: '00000000-0000-4000-8000-000000000051',
  kind: 'RESOURCE',
  key: 'resources/returns-guide',
  locale: 'es-MX',
  title: 'Guía de devoluciones',
  status: 'DRAFT',
  audience: 'ALL',
  workspace: null,
  category: null,
  draftVersion: 2,
  publishedVersion: null,
  savedAt: '2026-11-20T15:00:00.000Z',
  savedBy: 'Casey Content',
};

let sent: SentRequest[];
let total: number;
beforeEach(() => {
  total = 51;
  sent = stubFetch(({ path, method, query }) =>
    path === LIST && method === 'GET'
      ? {
          status: 200,
          body: { content: total ? [item] : [], page: Number(query.page), pageSize: 50, totalElements: total, totalPages: 2 },
        }
      : undefined,
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(path: string) {
  return renderPage(path, <ContentListPage />, { route: '/content' });
}

const lists = () => sent.filter((request) => request.path === LIST).map((request) => request.query);

describe('content list, the view in the address', () => {
  test('an address with filters, a search, a page and a size shows that view on the table', async () => {
    await open('/content?kind=RESOURCE&locale=es-MX&status=DRAFT&q=devoluciones&page=2&size=50');
    const link = await screen.findByRole('link', { name: 'Guía de devoluciones' });
    expect(link.getAttribute('href')).toBe(`/content/${item.id}`);
    expect(lists()).toEqual([{ kind: 'RESOURCE', locale: 'es-MX', status: 'DRAFT', search: 'devoluciones', page: '1', pageSize: '50' }]);
    expect([choiceOf('Kind'), choiceOf('Language'), choiceOf('Status'), choiceOf('Rows per page')]).toEqual([
      'Resource',
      'Spanish (Mexico)',
      'Draft',
      '50',
    ]);
    expect((screen.getByRole('searchbox', { name: 'Title or path' }) as HTMLInputElement).value).toBe('devoluciones');
    expect(screen.getByText('51–51 of 51')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New item' }).getAttribute('href')).toBe('/content/new?kind=RESOURCE');
  });

  test('unknown values read as no filter; a new filter goes back to page 1; no match says so', async () => {
    const { user } = await open('/content?kind=BOGUS&locale=xx&page=3');
    await screen.findByRole('link', { name: 'Guía de devoluciones' });
    expect(lists()).toEqual([{ page: '2', pageSize: '25' }]);
    total = 0;
    await chooseOption(user, 'Status', 'Published');
    await waitFor(() => expect(lists().at(-1)).toEqual({ status: 'PUBLISHED', page: '0', pageSize: '25' }));
    expect(await screen.findByText('No content matches these filters.')).toBeTruthy();
    expect(searchParams().get('page')).toBeNull();
  });
});
