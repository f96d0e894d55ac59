// The error pages (spec §2, §8): each heading in sentence case in every language, and on
// /accessDenied the spec's 'Access Denied/Forbidden.' is the explanation under a heading, not the heading.
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '../../components/kit/test-utils.tsx';
import type { Locale } from '../../../tenants/schema.ts';
import AccessDeniedPage from './AccessDeniedPage.tsx';
import LoginErrorPage from './LoginErrorPage.tsx';
import NoAccessPage from './NoAccessPage.tsx';
import NotFoundPage from './NotFoundPage.tsx';
import PendingAccessPage from './PendingAccessPage.tsx';

const PAGES: Array<[string, ComponentType]> = [
  ['access denied', AccessDeniedPage],
  ['login error', LoginErrorPage],
  ['no access', NoAccessPage],
  ['not found', NotFoundPage],
  ['pending access', PendingAccessPage],
];
const LOCALES: Locale[] = ['en-US', 'es-MX', 'fr-CA', 'en-CA'];

async function headingOf(Page: ComponentType, locale: Locale): Promise<string> {
  const view = await renderWithProviders(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
    { locale },
  );
  const text = screen.getByRole('heading', { level: 1 }).textContent ?? '';
  view.unmount();
  return text;
}

describe.each(LOCALES)('%s', (locale) => {
  test.each(PAGES)('the %s heading starts with a capital letter', async (_name, Page) => {
    const heading = await headingOf(Page, locale);
    expect(heading.length).toBeGreaterThan(0);
    expect(heading[0], heading).toBe(heading[0]!.toLocaleUpperCase(locale));
  });
});

test('the login error page keeps the spec’s words', async () => {
  expect(await headingOf(LoginErrorPage, 'en-US')).toBe('Something went wrong on our end...');
  expect(await headingOf(LoginErrorPage, 'es-MX')).toBe('Algo salió mal de nuestra parte...');
});

test("access denied: a heading, then 'Access Denied/Forbidden.' as body text", async () => {
  await renderWithProviders(
    <MemoryRouter>
      <AccessDeniedPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Access denied');
  expect(screen.queryByRole('heading', { name: 'Access Denied/Forbidden.' })).toBeNull();
  const body = screen.getByText(/^Access Denied\/Forbidden\./);
  expect(body.tagName).toBe('P');
  expect(body.textContent).toBe(
    'Access Denied/Forbidden. You do not have permission to open this page. If you need it, contact your administrator.',
  );
});
