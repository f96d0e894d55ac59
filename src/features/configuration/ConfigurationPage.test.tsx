// The configuration owners' console (issue 31 §1) with the server's answers played by a stubbed
// fetch (the server's rules: tests/api/configuration.test.ts): the file's value beside the live
// one and the last change; a change needs a reason before anything is sent and then sends only
// what changed; a revert; a change scheduled for a day and time in the owner's zone; the preview
// rendered with the apps page's tiles; cancelling a scheduled change; the spectator only reads;
// in Spanish.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import type { SessionState } from '../../lib/session.ts';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';
import { signedInAs } from '../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));
vi.mock('react-day-picker/style.css?inline', () => ({ default: '' }));

const { default: ConfigurationPage } = await import('./ConfigurationPage.tsx');

const tile = { available: true, comingSoon: false, restrictedLaunch: null, hideWhenNoAccess: false, isNewTab: true };
const ALL = ['local', 'dev', 'qa', 'stg', 'preprod', 'prod'];
const VIEW = {
  environment: 'local',
  environments: ALL,
  timeZone: 'America/Mexico_City',
  products: [
    {
      code: 'SHOPPER_BEHAVIOR',
      family: 'KYC',
      file: tile,
      live: { ...tile, available: false },
      changed: true,
      fileEnvironments: ALL,
      lastChange: { by: 'Andrea Navarro', at: '2026-11-20T15:00:00.000Z', text: 'Shopper Behavior: available → no (reason: Data refresh)' },
    },
    {
      code: 'REPORT_BUILDER',
      family: 'KYS',
      file: { ...tile, comingSoon: true },
      live: { ...tile, comingSoon: true },
      changed: false,
      fileEnvironments: ALL,
      lastChange: null,
    },
  ],
  flags: [{ flag: 'kb-search-rollout', file: false, live: false, changed: false, fileEnvironments: [], lastChange: null }],
  scheduled: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      change: { kind: 'PRODUCT', key: 'REPORT_BUILDER', settings: { comingSoon: false } },
      reason: 'Launch',
      runAt: '2030-01-07T15:00:00.000Z',
      timeZone: 'America/Mexico_City',
      createdBy: 'Andrea Navarro',
      createdAt: '2026-11-20T15:00:00.000Z',
    },
  ],
  history: [
    {
      at: '2026-11-20T15:00:00.000Z',
      by: 'Andrea Navarro',
      event: 'App availability changed',
      text: 'Shopper Behavior: available → no (reason: Data refresh)',
    },
  ],
};
const product = (code: string, family: string) => ({ code, family, ...tile, redirectUrl: 'https://x.example/', learnMore: false });
const PREVIEW = {
  before: { products: [product('SHOPPER_BEHAVIOR', 'KYC'), product('REPORT_BUILDER', 'KYS')], access: [], charterOnly: [] },
  after: {
    products: [product('REPORT_BUILDER', 'KYS')],
    access: [{ product_id: 'REPORT_BUILDER', access_status: 'ACCESS_COMPLETE' }],
    charterOnly: [],
  },
};

let sent: SentRequest[];
beforeEach(() => {
  sent = stubFetch(({ method, path }) => {
    if (path === '/core-app-api/configuration' && method === 'GET') return { status: 200, body: VIEW };
    if (path === '/core-app-api/configuration/changes') return { status: 200, body: null };
    if (path === '/core-app-api/configuration/scheduled-changes') return { status: 201, body: VIEW.scheduled[0] };
    if (path.startsWith('/core-app-api/configuration/scheduled-changes/')) return { status: 200, body: null };
    if (path === '/core-app-api/configuration/preview') return { status: 200, body: PREVIEW };
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

async function open(group = 'Configuration Owner', locale: 'en-US' | 'es-MX' = 'en-US') {
  const manage = group === 'Super Admin Spectator' || group !== 'Supplier';
  session.current = signedInAs({
    group,
    companyType: null,
    permissions: manage
      ? [
          { action: 'LIST', resource: 'CONFIGURATION' },
          { action: 'MANAGE', resource: 'CONFIGURATION' },
        ]
      : [],
    user_preferences: { language_code: locale, locale: { timezone: 'America/Mexico_City' } },
  });
  const view = await renderPage('/configuration', <ConfigurationPage />, { locale });
  await screen.findByRole('table', { name: locale === 'en-US' ? 'Apps' : 'Aplicaciones' });
  return view;
}
const row = (table: string, name: string) =>
  within(screen.getByRole('table', { name: table })).getByRole('row', { name: new RegExp(name) });
/** Picks an action of a row's menu (the kit's ActionMenu). */
async function pick(table: string, name: string, action: string) {
  fireEvent.click(within(row(table, name)).getByRole('button', { name: new RegExp(`^Actions for ${name}`) }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}
const posted = (path: string) => sent.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.body);

describe('configuration console', () => {
  test('the tenant file beside the live value, the last change, the scheduled changes and the history', async () => {
    await open();
    const shopper = row('Apps', 'Shopper Behavior');
    expect(within(shopper).getByText('Not offered (changed here)')).toBeTruthy();
    expect(within(shopper).getByText('Available · Opens in a new tab')).toBeTruthy();
    expect(within(shopper).getByText('Local, Development, QA, Staging, Pre-production, Production')).toBeTruthy();
    expect(shopper.textContent).toContain('Andrea Navarro: Shopper Behavior: available → no (reason: Data refresh)');
    expect(within(row('Apps', 'Report Builder')).getByText('Never changed here')).toBeTruthy();
    expect(within(row('Feature flags', 'Knowledge base search')).getByText('Adds the search box to the knowledge base.')).toBeTruthy();
    const scheduled = row('Scheduled changes', 'Report Builder');
    expect(scheduled.textContent).toContain('Jan 7, 2030, 9:00 AM (America/Mexico_City)');
    expect(scheduled.textContent).toContain('Report Builder: not coming soon');
    expect(screen.getByRole('heading', { name: 'Latest changes' })).toBeTruthy();
    // A row changed here can be reverted; one that is not, not.
    fireEvent.click(within(row('Apps', 'Shopper Behavior')).getByRole('button', { name: /^Actions for Shopper Behavior/ }));
    expect(await screen.findByRole('menuitem', { name: "Back to the tenant file's values" })).toBeTruthy();
    fireEvent.click(within(row('Apps', 'Report Builder')).getByRole('button', { name: /^Actions for Report Builder/ }));
    const menu = await screen.findByRole('menu', { name: 'Actions for Report Builder' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Change']);
  });

  test('a change needs a reason before anything is sent, then sends only what changed', async () => {
    await open();
    await pick('Apps', 'Report Builder', 'Change');
    const dialog = await screen.findByRole('dialog', { name: /^Change\s*Report Builder$/ });
    fireEvent.click(within(dialog).getByText('Says “coming soon” (tenant file: yes)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the change' }));
    expect(await within(dialog).findByText('Say why the configuration changes: the reason is recorded with the change.')).toBeTruthy();
    expect(posted('/core-app-api/configuration/changes')).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Launch day' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save the change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted('/core-app-api/configuration/changes')).toEqual([
      { change: { kind: 'PRODUCT', key: 'REPORT_BUILDER', settings: { comingSoon: false } }, reason: 'Launch day' },
    ]);
    expect(screen.getByText('The change is saved: users get it now.')).toBeTruthy();
  });

  test('a revert, scheduled for a day and time in the owner’s zone', async () => {
    await open();
    await pick('Apps', 'Shopper Behavior', "Back to the tenant file's values");
    const dialog = await screen.findByRole('dialog', { name: 'Change Shopper Behavior' });
    expect((within(dialog).getByRole('radio', { name: "Back to the tenant file's values" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'At a date and time' }));
    expect(within(dialog).getByText('In your time zone (America/Mexico_City).')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Back on Monday' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule the change' }));
    expect(await within(dialog).findByText('Choose the day of the change.')).toBeTruthy();
    // The calendar (react-day-picker): next month's 15th.
    fireEvent.click(within(dialog).getByRole('button', { name: /Day/ }));
    const calendar = await screen.findByRole('dialog', { name: 'Day' });
    fireEvent.click(within(calendar).getByRole('button', { name: 'Go to the next month' }));
    const next = new Date(new Date().getFullYear(), new Date().getMonth() + 1, 15);
    const label = new Intl.DateTimeFormat('en-US', { dateStyle: 'full' }).format(next);
    fireEvent.click(await within(calendar).findByRole('button', { name: new RegExp(label) }));
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule the change' }));
    await waitFor(() => expect(posted('/core-app-api/configuration/scheduled-changes')).toHaveLength(1));
    const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-15`;
    expect(posted('/core-app-api/configuration/scheduled-changes')[0]).toEqual({
      change: { kind: 'PRODUCT', key: 'SHOPPER_BEHAVIOR', revert: true },
      reason: 'Back on Monday',
      at: `${day}T09:00`,
      timeZone: 'America/Mexico_City',
    });
  });

  test('the preview shows the app launch page with the change, as the chosen company type and persona', async () => {
    await open();
    await pick('Apps', 'Report Builder', 'Change');
    const dialog = await screen.findByRole('dialog', { name: /^Change\s*Report Builder$/ });
    fireEvent.click(within(dialog).getByText('Available (tenant file: yes)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show the preview' }));
    expect(await within(dialog).findByText(/No longer shown: Shopper Behavior\./)).toBeTruthy();
    expect(within(dialog).getByRole('article', { name: 'Report Builder' })).toBeTruthy();
    expect(within(dialog).queryByRole('article', { name: 'Shopper Behavior' })).toBeNull();
    // Shown, not used: no links or buttons in the tiles.
    expect(within(within(dialog).getByRole('article', { name: 'Report Builder' })).queryByRole('link')).toBeNull();
    expect(posted('/core-app-api/configuration/preview')).toEqual([
      {
        companyType: 'SUPPLIER',
        persona: 'WITH_ACCESS',
        change: { kind: 'PRODUCT', key: 'REPORT_BUILDER', settings: { available: false } },
      },
    ]);
    expect(posted('/core-app-api/configuration/changes')).toEqual([]);
  });

  test('cancelling a scheduled change asks first', async () => {
    await open();
    await pick('Scheduled changes', 'Report Builder: not coming soon', 'Cancel the change');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the scheduled change?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() =>
      expect(
        sent.some((r) => r.method === 'DELETE' && r.path === `/core-app-api/configuration/scheduled-changes/${VIEW.scheduled[0]!.id}`),
      ).toBe(true),
    );
  });

  test('the spectator reads the same page without a button to change', async () => {
    await open('Super Admin Spectator');
    expect(screen.getByText('You can view the configuration. Only configuration owners and super admins change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });

  test('in Spanish', async () => {
    await open('Configuration Owner', 'es-MX');
    expect(screen.getByRole('heading', { level: 1, name: 'Configuración' })).toBeTruthy();
    expect(within(row('Aplicaciones', 'Shopper Behavior')).getByText('No ofrecida (cambiado aquí)')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Indicadores de funciones' })).toBeTruthy();
  });
});
