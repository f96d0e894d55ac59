// The support center's landing page (issue 12 §1): the ways to get help for each kind of visitor.
import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../components/kit/test-utils.tsx';
import type { SessionState } from '../../lib/session.ts';
import { signedInAs } from '../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: SupportPage } = await import('./SupportPage.tsx');

async function linksFor(state: SessionState, locale: 'en-US' | 'es-MX' = 'en-US') {
  session.current = state;
  await renderWithProviders(
    <MemoryRouter>
      <SupportPage />
    </MemoryRouter>,
    { locale },
  );
  return Object.fromEntries(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]));
}

describe('support landing', () => {
  test('signed out: create an incident, the knowledge base, request access, contact us and the phone; no incident list', async () => {
    const links = await linksFor({ status: 'signed-out' });
    expect(links).toEqual({
      'Create an incident': '/support/ticketCreation',
      'Knowledge Base': '/knowledgeBase/home',
      'Request access': '/support/ticketCreation?request=access',
      'Contact us': '/contactUs',
      [__TENANT__.supportPhone]: `tel:${__TENANT__.supportPhone}`,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Support');
  });

  test('signed in: my incidents too', async () => {
    const links = await linksFor(signedInAs());
    expect(links['My incidents']).toBe('/support/trackTicket');
    expect(links['Resources']).toBe('/resources');
  });

  test('a basic vendor is pointed at the basic knowledge base', async () => {
    const links = await linksFor(signedInAs({ companyType: 'BASIC_VENDOR' }));
    expect(links['Knowledge Base']).toBe('/knowledgeBase/basic');
    // Resources are not in the basic accounts' allow-list (spec §2).
    expect(links['Resources']).toBeUndefined();
  });
});
