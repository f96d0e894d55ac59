// The knowledge base's home (issue 15 §2): the welcome fragment, the workspaces an associate may
// switch between, top articles and categories; and spec §8's words for an account without access —
// an associate may request access, an external user is sent to their retail administrator.
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import type { SessionState } from '../../lib/session.ts';
import { type Reply, stubFetch } from '../../lib/test-fetch.ts';
import { signedInAs } from '../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { KbHome } = await import('./KbHome.tsx');

const DENIED: Reply = {
  status: 403,
  body: {
    statusCode: 403,
    error: 'Forbidden',
    message: 'Knowledge base access denied',
    errors: [{ code: 'KB_ACCESS_DENIED', message: 'x' }],
  },
};
const WORKSPACES = [
  { key: 'supplier', title: 'Supplier knowledge base', description: 'Guides.', articleCount: 3 },
  { key: 'internal', title: 'Associate handbook', description: 'For associates.', articleCount: 1 },
];

async function renderHome(state: SessionState, answer: (path: string) => Reply | undefined, path = '/knowledgeBase/home') {
  session.current = state;
  stubFetch((request) => answer(request.path));
  await renderPage(path, <KbHome />);
}

describe('knowledge base home', () => {
  test('workspaces to switch between, the current one’s top articles and categories with their counts', async () => {
    await renderHome(signedInAs({ companyType: null }), (path) => {
      if (path === '/core-app-api/kb/workspaces') return { status: 200, body: { content: WORKSPACES } };
      if (path === '/core-app-api/knowledgeBaseTopArticle')
        return {
          status: 200,
          body: {
            content: [
              {
                key: 'welcome',
                workspace: 'supplier',
                category: 'getting-started',
                categoryTitle: 'Getting started',
                title: 'Welcome',
                summary: 'Start here.',
                updatedAt: '2026-11-01T00:00:00Z',
              },
            ],
          },
        };
      if (path === '/core-app-api/kb/workspaces/supplier/hierarchy')
        return {
          status: 200,
          body: {
            content: {
              workspace: WORKSPACES[0],
              categories: [
                { key: 'getting-started', parent: null, title: 'Getting started', articleCount: 2, articles: [] },
                { key: 'products', parent: null, title: 'Products', articleCount: 1, articles: [] },
                { key: 'shopper-behavior', parent: 'products', title: 'Shopper Behavior', articleCount: 1, articles: [] },
              ],
            },
          },
        };
      if (path === '/platform/core-services/content-management/fragments/kb-home-welcome')
        return { status: 200, body: { content: { html: '<p>Find answers here.</p>' } } };
      return undefined;
    });
    // The page's heading is the workspace's title once the workspaces have come.
    expect(await screen.findByRole('heading', { level: 1, name: 'Supplier knowledge base' })).toBeTruthy();
    expect((await screen.findByText('Find answers here.')).tagName).toBe('P');
    const workspaces = screen.getByRole('navigation', { name: 'Workspaces' });
    expect(workspaces.querySelector('[aria-current="page"]')!.textContent).toBe('Supplier knowledge base');
    expect(screen.getByRole('link', { name: 'Associate handbook' }).getAttribute('href')).toBe('/knowledgeBase/home?workspace=internal');
    expect((await screen.findByRole('link', { name: 'Welcome' })).getAttribute('href')).toBe(
      '/knowledgeBase/article/content?workspace=supplier&contentId=welcome',
    );
    // Top-level categories only, each with the articles below it.
    expect((await screen.findByRole('link', { name: 'Products' })).getAttribute('href')).toBe(
      '/knowledgeBase/articles?workspace=supplier&category=products',
    );
    expect(screen.queryByRole('link', { name: 'Shopper Behavior' })).toBeNull();
    expect(screen.getByText('2 articles')).toBeTruthy();
  });

  test('an external account without access is sent to its retail administrator', async () => {
    await renderHome(signedInAs(), (path) => (path === '/core-app-api/kb/workspaces' ? DENIED : undefined));
    expect(await screen.findByText('You don’t have access to the knowledge base.')).toBeTruthy();
    expect(screen.getByText(/Contact your retail administrator/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Request access' })).toBeNull();
  });

  test('an associate without access may request it, or explore the products', async () => {
    await renderHome(signedInAs({ companyType: null }), (path) => (path === '/core-app-api/kb/workspaces' ? DENIED : undefined));
    expect((await screen.findByRole('link', { name: 'Request access' })).getAttribute('href')).toBe(
      '/support/ticketCreation?request=access',
    );
    expect(screen.getByRole('link', { name: 'explore the products' }).getAttribute('href')).toBe('/apps');
  });
});
