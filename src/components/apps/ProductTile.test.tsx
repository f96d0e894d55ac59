// A product tile says why it cannot be launched and what to do (issue 11 §4): learn more where
// the product has content, request access always; no greyed Launch App, no empty badge band.
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test, vi } from 'vitest';
import { renderWithProviders } from '../kit/test-utils.tsx';
import { PRODUCT_TEXT } from '../../lib/product-catalogue.ts';
import { REQUEST_ACCESS_PATH } from '../../lib/links.ts';
import { type Access, type Product, ProductTile } from './ProductTile.tsx';

const product = (code: 'SHOPPER_BEHAVIOR' | 'REPORT_BUILDER', overrides: Partial<Product> = {}): Product => ({
  code,
  family: 'KYC',
  available: true,
  comingSoon: false,
  restrictedLaunch: null,
  hideWhenNoAccess: false,
  redirectUrl: 'https://app.example/',
  isNewTab: true,
  learnMore: true,
  ...overrides,
});

async function renderTile(p: Product, access: Access, locale: 'en-US' | 'es-MX' = 'en-US') {
  const onLearnMore = vi.fn();
  const view = await renderWithProviders(
    <MemoryRouter>
      <ProductTile
        product={p}
        text={PRODUCT_TEXT[p.code as 'SHOPPER_BEHAVIOR']}
        access={access}
        onLearnMore={onLearnMore}
        onPending={vi.fn()}
        onHover={vi.fn()}
      />
    </MemoryRouter>,
    { locale },
  );
  return { ...view, onLearnMore };
}

test('without access: the reason, Learn More and Request access; no disabled Launch App', async () => {
  const { user, onLearnMore } = await renderTile(product('SHOPPER_BEHAVIOR'), null);
  expect(screen.getByText('You don’t have access to this app yet.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Launch App' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Request access' }).getAttribute('href')).toBe(REQUEST_ACCESS_PATH);
  await user.click(screen.getByRole('button', { name: 'Learn More' }));
  expect(onLearnMore).toHaveBeenCalledOnce();
});

test('without access and without learn-more content: the reason and Request access only', async () => {
  await renderTile(product('REPORT_BUILDER'), null);
  expect(screen.queryByRole('button', { name: 'Learn More' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Request access' })).toBeTruthy();
});

test('with access: Launch App opens the app; no reason, no request link, no empty band above the title', async () => {
  const { container } = await renderTile(product('SHOPPER_BEHAVIOR'), 'ACCESS_COMPLETE');
  expect(screen.getByRole('link', { name: 'Launch App' }).getAttribute('href')).toBe('https://app.example/');
  expect(screen.queryByText('You don’t have access to this app yet.')).toBeNull();
  expect(screen.queryByRole('link', { name: 'Request access' })).toBeNull();
  expect(container.querySelector('article')!.firstElementChild!.tagName).toBe('H3');
});

test('badges sit above the title: beta, pending access', async () => {
  await renderTile(product('SHOPPER_BEHAVIOR', { restrictedLaunch: 'BETA' }), 'ACCESS_PENDING');
  expect(screen.getByText('Beta')).toBeTruthy();
  expect(screen.getByText('Pending Access')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Access pending' }) as HTMLButtonElement).disabled).toBe(false);
});

test('in Spanish', async () => {
  await renderTile(product('SHOPPER_BEHAVIOR'), null, 'es-MX');
  expect(screen.getByText('Aún no tienes acceso a esta aplicación.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Solicitar acceso' })).toBeTruthy();
});
