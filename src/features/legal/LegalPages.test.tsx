// The legal pages (issue 11 §2): the server's text with its title and effective date in the page's
// locale (not the version id: issue 28 §5), a table of contents linking to the section headings, a
// loading state, the spec §8 default error panel, print styles, and the terms' 'Download PDF'. The
// server's side:
// tests/api/legal-documents.test.ts and tests/api/legal-pdf.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createStore } from '../../app/store.ts';
import { renderWithProviders } from '../../components/kit/test-utils.tsx';
import type { Locale } from '../../../tenants/schema.ts';
import { stubFetch } from '../../lib/test-fetch.ts';
import DataSharingAddendumPage from './DataSharingAddendumPage.tsx';
import PrivacyPolicyPage from './PrivacyPolicyPage.tsx';
import TermsPage from './TermsPage.tsx';

const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? `http://us.localhost${input}` : input, init);
  }
}

const TERMS = {
  document: 'TERMS',
  variant: 'BASIC',
  version: 'WMT-US-TERMS-BASIC-2026-10-01',
  effectiveDate: '2026-10-01',
  locale: 'en-US',
  title: 'Supplier Insights Basic Terms of Use',
  sections: [
    { heading: 'Scope and acceptance', paragraphs: ['These terms govern your use.'] },
    { heading: 'Governing law', paragraphs: ['Arkansas law.', 'Benton County courts.'] },
  ],
};

let asked: URL[];
let answer: { status: number; body: unknown };

beforeEach(() => {
  asked = [];
  answer = { status: 200, body: TERMS };
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      asked.push(new URL(request.url));
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(Page: () => React.JSX.Element, locale: Locale = 'en-US') {
  return renderWithProviders(
    <Provider store={createStore()}>
      <Page />
    </Provider>,
    { locale },
  );
}

describe('the terms page', () => {
  test('title, effective date (not the version id), a table of contents linking to each section, the sections', async () => {
    await open(TermsPage);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Supplier Insights Basic Terms of Use' })).toBeTruthy();
    expect(screen.queryByText(/WMT-US-TERMS/)).toBeNull();
    expect(screen.getByText('Effective date: Oct 1, 2026')).toBeTruthy();

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Scope and acceptance', '#section-1'],
      ['Governing law', '#section-2'],
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1))!;
      expect(target.tagName).toBe('H2');
      expect(target.textContent).toContain(link.textContent);
    }
    expect(screen.getByRole('region', { name: '2. Governing law' }).textContent).toContain('Benton County courts.');

    // The user's own variant: the page names no company type, the server picks it from the session.
    expect(asked.map((url) => [url.pathname, url.search])).toEqual([['/platform/v1/legal/terms', '?locale=en-US']]);
  });

  test('print styles leave only the document', async () => {
    await open(TermsPage);
    await screen.findByRole('heading', { level: 1, name: 'Supplier Insights Basic Terms of Use' });
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const print = css.slice(css.indexOf('@media print'));
    expect(print).toMatch(/header,\s*footer,\s*nav,\s*button/);
    expect(print).toMatch(/display:\s*none/);
    expect(print).toMatch(/color:\s*#000/);
  });

  test('in the page locale: the text asked for in es-MX, the date written the Mexican way', async () => {
    answer = { status: 200, body: { ...TERMS, locale: 'es-MX', title: 'Términos de uso de Supplier Insights' } };
    await open(TermsPage, 'es-MX');
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos de uso de Supplier Insights' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Contenido' })).toBeTruthy();
    const formatted = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2026-10-01T00:00:00Z'));
    expect(screen.getByText(`Fecha de entrada en vigor: ${formatted}`)).toBeTruthy();
    expect(asked[0]!.searchParams.get('locale')).toBe('es-MX');
  });

  test("a failed load shows the default error panel with 'Refresh page'", async () => {
    answer = { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } };
    await open(TermsPage);
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByText('Refresh this page to try again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('the terms as a PDF file', () => {
  /** The server's answers: the terms, and a PDF file (or a refusal) for the download. */
  function serve(pdf: { status: number; body: unknown } = { status: 200, body: '%PDF-1.3' }) {
    return stubFetch(({ path }) =>
      path === '/platform/v1/legal/terms' ? { status: 200, body: TERMS } : path === '/platform/v1/legal/terms/pdf' ? pdf : undefined,
    );
  }
  let saved: string[];
  beforeEach(() => {
    saved = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:terms', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  test("'Download PDF' downloads the terms in the page's language, the variant left to the server", async () => {
    const sent = serve();
    await open(TermsPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['terms.pdf']));
    expect(sent.map(({ method, path, query }) => [method, path, query])).toEqual([
      ['GET', '/platform/v1/legal/terms', { locale: 'en-US' }],
      ['GET', '/platform/v1/legal/terms/pdf', { locale: 'en-US' }],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('in es-MX, the Spanish file', async () => {
    const sent = serve();
    await open(TermsPage, 'es-MX');
    await userEvent.click(await screen.findByRole('button', { name: /PDF/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(sent.at(-1)).toMatchObject({ method: 'GET', path: '/platform/v1/legal/terms/pdf', query: { locale: 'es-MX' } });
  });

  test('a failed download says so; the page stays', async () => {
    serve({ status: 500, body: { message: 'boom' } });
    await open(TermsPage);
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Download failed, please try again');
    expect(saved).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Supplier Insights Basic Terms of Use' })).toBeTruthy();
  });

  test('no download button before the text has loaded, nor when it failed', async () => {
    stubFetch(() => ({ status: 500, body: { message: 'boom' } }));
    await open(TermsPage);
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });
});

describe('the other legal pages', () => {
  test('the data sharing addendum: the user’s variant from the server, in fr-CA', async () => {
    answer = {
      status: 200,
      body: {
        ...TERMS,
        document: 'DATA_SHARING_ADDENDUM',
        variant: '3P',
        locale: 'fr-CA',
        title: 'Addenda sur le partage de données pour les agences tierces',
        sections: [{ heading: 'Portée', paragraphs: ['Le présent addenda…'] }],
      },
    };
    await open(DataSharingAddendumPage, 'fr-CA');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Addenda sur le partage de données pour les agences tierces' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Table des matières' })).getByRole('link', { name: 'Portée' })).toBeTruthy();
    expect(asked.map((url) => [url.pathname, url.search])).toEqual([['/platform/v1/legal/data-sharing-addendum', '?locale=fr-CA']]);
  });

  test('the privacy policy', async () => {
    answer = {
      status: 200,
      body: { ...TERMS, document: 'PRIVACY_POLICY', variant: 'STANDARD', title: 'Supplier Insights Privacy Policy' },
    };
    await open(PrivacyPolicyPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Supplier Insights Privacy Policy' })).toBeTruthy();
    expect(asked[0]!.pathname).toBe('/platform/v1/legal/privacy-policy');
  });
});
