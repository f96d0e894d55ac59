// 'You are not an administrator.' (spec §6, §8) on an admin page the user may not open, with a way back to their apps.
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, test } from 'vitest';
import { renderWithProviders } from '../kit/test-utils.tsx';
import { NotAdministrator } from './AdminPage.tsx';

test('says so under the page heading and links back to the apps', async () => {
  await renderWithProviders(
    <MemoryRouter>
      <NotAdministrator title="Audit Log" />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Audit Log');
  const alert = screen.getByRole('alert');
  expect(within(alert).getByText('You are not an administrator.')).toBeTruthy();
  expect(within(alert).getByRole('link', { name: 'Back to your apps' }).getAttribute('href')).toBe('/apps');
});

test('in the reader’s language', async () => {
  await renderWithProviders(
    <MemoryRouter>
      <NotAdministrator title="Journal d’audit" />
    </MemoryRouter>,
    { locale: 'fr-CA' },
  );
  const alert = screen.getByRole('alert');
  expect(within(alert).getByText('Vous n’êtes pas administrateur.')).toBeTruthy();
  expect(within(alert).getByRole('link', { name: 'Retour à vos applications' }).getAttribute('href')).toBe('/apps');
});
