// The Report Builder page (issue 16 §3) with the user context and the product catalogue played by a
// stubbed fetch: each access state shows what the user can do next.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import { REQUEST_ACCESS_PATH } from '../../lib/links.ts';
import { stubFetch } from '../../lib/test-fetch.ts';
import { type SessionOverrides, signedInAs } from '../../lib/test-session.ts';
import { DATA_DICTIONARY_PATH, default as ReportBuilderPage } from './ReportBuilderPage.tsx';

const REPORT_BUILDER = {
  code: 'REPORT_BUILDER',
  family: 'KYS',
  available: true,
  comingSoon: false,
  restrictedLaunch: null,
  hideWhenNoAccess: false,
  redirectUrl: 'https://report-builder.apps.supplier-insights.example/',
  isNewTab: true,
  learnMore: false,
};

let product: typeof REPORT_BUILDER | null;
let user: SessionOverrides;

beforeEach(() => {
  window.dataLayer = [];
  product = { ...REPORT_BUILDER };
  user = {};
  stubFetch(({ path }) => {
    if (path === '/platform/v1/identity/user-context') {
      return { status: 200, body: (signedInAs(user) as { user: unknown }).user };
    }
    if (path === '/platform/v1/products') return { status: 200, body: { products: product ? [product] : [] } };
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

async function open(locale: 'en-US' | 'es-MX' = 'en-US') {
  const view = await renderPage('/reportbuilder', <ReportBuilderPage />, { locale });
  const access = within(screen.getByRole('complementary', { name: locale === 'en-US' ? 'Your access' : 'Su acceso' }));
  return { ...view, access };
}

test('with access: the launch link opens the product in a new tab, and the click is tracked', async () => {
  user = { products: [{ product_id: 'REPORT_BUILDER', access_status: 'ACCESS_COMPLETE' }] };
  const { access, user: keyboard } = await open();
  const launch = await access.findByRole('link', { name: /^Launch Report Builder\s*\(opens in a new tab\)$/ });
  expect(launch.getAttribute('href')).toBe(REPORT_BUILDER.redirectUrl);
  expect(launch.getAttribute('target')).toBe('_blank');
  expect(launch.getAttribute('rel')).toBe('noopener noreferrer');
  launch.addEventListener('click', (event) => event.preventDefault());
  await keyboard.click(launch);
  expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'click', pageId: 'report builder', action: 'launch' }));
  // What the product is, and where its data elements are explained.
  expect(screen.getByRole('heading', { level: 1, name: 'Report Builder' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Data Dictionary' }).getAttribute('href')).toBe(DATA_DICTIONARY_PATH);
});

test('a product that opens in the same tab says nothing of a new tab', async () => {
  user = { products: [{ product_id: 'REPORT_BUILDER', access_status: 'ACCESS_COMPLETE' }] };
  product = { ...REPORT_BUILDER, isNewTab: false };
  const { access } = await open();
  const launch = await access.findByRole('link', { name: 'Launch Report Builder' });
  expect(launch.getAttribute('target')).toBeNull();
});

test('access pending: no launch, the wait is explained', async () => {
  user = { products: [{ product_id: 'REPORT_BUILDER', access_status: 'ACCESS_PENDING' }] };
  const { access } = await open();
  expect(await access.findByText('We are working on your access. Access to Report Builder can take up to 2 days.')).toBeTruthy();
  expect(access.getByText('Access pending')).toBeTruthy();
  expect(access.queryByRole('link', { name: /Launch/ })).toBeNull();
});

test('no access, an associate: request access (the incident form’s request-access variant) or explore the products', async () => {
  user = { companyType: null, products: [{ product_id: 'SHOPPER_BEHAVIOR', access_status: 'ACCESS_COMPLETE' }] };
  const { access } = await open();
  expect(await access.findByText('You don’t have access to Report Builder yet.')).toBeTruthy();
  expect(access.getByRole('link', { name: 'Request access' }).getAttribute('href')).toBe(REQUEST_ACCESS_PATH);
  expect(access.getByRole('link', { name: 'Explore the products' }).getAttribute('href')).toBe('/apps');
});

test('no access, an external user: ask the company administrator (no request link)', async () => {
  user = { companyType: 'BASIC_VENDOR' };
  const { access } = await open();
  expect(await access.findByText('Contact your company administrator to get access to Report Builder.')).toBeTruthy();
  expect(access.queryByRole('link')).toBeNull();
});

test('no access, the company’s administrator: the retailer adds the product to the company', async () => {
  user = { companyType: 'SUPPLIER', permissions: [{ action: 'LIST', resource: 'USER' }] };
  const { access } = await open();
  expect(await access.findByText(/Your company does not have Report Builder yet\. Contact your retail administrator/)).toBeTruthy();
});

test('coming soon in the country (Mexico): no launch, no request', async () => {
  user = { products: [{ product_id: 'REPORT_BUILDER', access_status: 'ACCESS_COMPLETE' }] };
  product = { ...REPORT_BUILDER, comingSoon: true };
  const { access } = await open();
  expect(await access.findByText('Coming soon')).toBeTruthy();
  expect(access.queryByRole('link', { name: /Launch|Request/ })).toBeNull();
});

test('not offered in the country: said so, with the way to the apps', async () => {
  product = null;
  const { access } = await open();
  expect(await access.findByText('Report Builder is not offered in your country at the moment.')).toBeTruthy();
});

test('in Spanish (the macros ran)', async () => {
  user = { products: [{ product_id: 'REPORT_BUILDER', access_status: 'ACCESS_PENDING' }] };
  const { access } = await open('es-MX');
  expect(await access.findByText('Acceso pendiente')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: '¿Qué puede hacer con Report Builder?' })).toBeTruthy();
});
