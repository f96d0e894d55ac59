// The site banner under the header (issue 16 §2) with the server's answers played by a stubbed
// fetch (the server's rules: tests/api/site-banner.test.ts): what it says and in which colours'
// words, the dismissal sent with the revision seen and the banner gone at once, nothing without a
// running banner, and the severity's label in Spanish (the macros ran).
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Locale } from '../../../tenants/schema.ts';
import { renderPage } from '../../app/test-page.tsx';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';

const { default: SiteBanner } = await import('./SiteBanner.tsx');

const BANNER_ID = '00000000-0000-4000-8000-0000000000b1';
const running = {
  id: BANNER_ID,
  revision: 3,
  severity: 'warning',
  message: 'Maintenance tonight from 10 pm.\nSave your work.',
  locale: 'en-US',
  startsAt: '2026-11-26T10:00:00.000Z',
  endsAt: '2026-11-27T10:00:00.000Z',
};

let current: typeof running | null;
let sent: SentRequest[];

beforeEach(() => {
  current = running;
  sent = stubFetch(({ method, path }) => {
    if (path === '/core-app-api/banner' && method === 'GET') return { status: 200, body: { banner: current } };
    if (path === `/core-app-api/banner/${BANNER_ID}/dismissals` && method === 'POST') {
      current = null;
      // The server answers 204 without a body; a stubbed Response cannot carry one with 204.
      return { status: 200, body: null };
    }
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

const open = (locale: Locale = 'en-US') =>
  renderPage(
    '/apps',
    <>
      <main id="main" tabIndex={-1} />
      <SiteBanner />
    </>,
    { locale },
  );

describe('the site banner', () => {
  test('a running banner: its severity in words, its message, a Dismiss button that names what it dismisses', async () => {
    await open();
    const region = await screen.findByRole('region', { name: 'Site announcement' });
    expect(region.textContent).toBe('Warning: Maintenance tonight from 10 pm.\nSave your work.Dismiss');
    expect(screen.getByText(/Maintenance tonight/).getAttribute('lang')).toBe('en-US');
    expect(screen.getByRole('button', { name: 'Dismiss the announcement' }).textContent).toBe('Dismiss');
  });

  test('dismissing sends the revision seen, hides the banner at once and gives the focus to the main content', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Dismiss the announcement' }));
    expect(screen.queryByRole('region', { name: 'Site announcement' })).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'POST')).toEqual([
        expect.objectContaining({ path: `/core-app-api/banner/${BANNER_ID}/dismissals`, body: { revision: 3 } }),
      ]),
    );
  });

  test('no running banner: nothing shows', async () => {
    current = null;
    await open();
    await waitFor(() => expect(sent.some((r) => r.path === '/core-app-api/banner')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
  });

  test('in Spanish, the severity reads in Spanish', async () => {
    current = { ...running, severity: 'critical', message: 'El portal no está disponible.', locale: 'es-MX' };
    await open('es-MX');
    const region = await screen.findByRole('region', { name: 'Aviso del sitio' });
    expect(region.textContent).toBe('Crítico: El portal no está disponible.Descartar');
    expect(screen.getByRole('button', { name: 'Descartar el aviso' })).toBeTruthy();
  });
});
