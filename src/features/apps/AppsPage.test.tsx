// The app launch page for each plan (issue 28 §5): a basic account is not offered the products its
// plan leaves out — the terms it accepted say they need a charter plan — and is told what a charter
// plan adds instead; a charter account is offered every product of the tenant.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import { stubFetch } from '../../lib/test-fetch.ts';
import { type SessionOverrides, signedInAs } from '../../lib/test-session.ts';
import AppsPage from './AppsPage.tsx';

const product = (code: string, family: 'KYC' | 'KYS') => ({
  code,
  family,
  available: true,
  comingSoon: false,
  restrictedLaunch: null,
  hideWhenNoAccess: false,
  redirectUrl: `https://${code.toLowerCase()}.example/`,
  isNewTab: true,
  learnMore: true,
});
const PRODUCTS = [product('SHOPPER_BEHAVIOR', 'KYC'), product('REPORT_BUILDER', 'KYS'), product('CHANNEL_PERFORMANCE', 'KYS')];

let user: SessionOverrides;
beforeEach(() => {
  window.dataLayer = [];
  user = {};
  stubFetch(({ path }) => {
    if (path === '/platform/v1/identity/user-context') return { status: 200, body: (signedInAs(user) as { user: unknown }).user };
    if (path === '/platform/v1/products') return { status: 200, body: { products: PRODUCTS } };
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

async function openApps(locale: 'en-US' | 'es-MX' = 'en-US') {
  const view = await renderPage('/apps', <AppsPage />, { locale });
  // The tiles come with the catalogue and the user context.
  await screen.findByRole('heading', { level: 3, name: 'Report Builder' });
  return view;
}

const tileNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('apps page by plan', () => {
  test('a basic account sees only its plan’s products, no Request access for the others, and what a charter plan adds', async () => {
    user = { companyType: 'BASIC_THIRD_PARTY_AGENCY' };
    await openApps();
    expect(tileNames()).toEqual(['Report Builder']);
    expect(document.getElementById('kyc-product-container')).toBeNull();
    const note = screen.getByText(/A charter plan adds/);
    expect(note.textContent).toBe('A charter plan adds Shopper Behavior and Insights. Ask support about a charter plan.');
    expect(within(note).getByRole('link', { name: 'Ask support about a charter plan' }).getAttribute('href')).toBe(
      '/support/ticketCreation',
    );
    // The one Request access left is for the plan's own product.
    expect(screen.getAllByRole('link', { name: 'Request access' })).toHaveLength(1);
  });

  test('a basic account keeps a product outside its plan it already has access to', async () => {
    user = { companyType: 'BASIC_VENDOR', products: [{ product_id: 'SHOPPER_BEHAVIOR', access_status: 'ACCESS_COMPLETE' }] };
    await openApps();
    expect(tileNames()).toEqual(['Shopper Behavior', 'Report Builder']);
    expect(screen.getByText(/A charter plan adds/).textContent).toBe('A charter plan adds Insights. Ask support about a charter plan.');
  });

  test('a charter account is offered every product, with no plan note', async () => {
    user = { companyType: 'SUPPLIER' };
    await openApps();
    expect(tileNames()).toEqual(['Shopper Behavior', 'Report Builder', 'Insights']);
    expect(screen.queryByText(/charter plan/)).toBeNull();
  });

  test('in Spanish', async () => {
    user = { companyType: 'BASIC_VENDOR' };
    await openApps('es-MX');
    expect(screen.getByRole('link', { name: 'Consulte a soporte sobre un plan charter' })).toBeTruthy();
    expect(screen.getByText(/Un plan charter agrega Shopper Behavior e Insights/)).toBeTruthy();
  });
});
