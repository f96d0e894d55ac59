// The super admins' site-banner page (issue 16 §2) with the server's answers played by a stubbed
// fetch (the server's rules: tests/api/site-banner.test.ts): the list with each banner's status,
// a new banner whose problems show at their fields before anything is sent, times sent as the
// instants of the user's time zone, a refusal of the server shown at the field it names, ending a
// banner after asking, and the spectator who only reads.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import { choiceOf, chooseOption } from '../../components/kit/test-utils.tsx';
import type { SessionState } from '../../lib/session.ts';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';
import { signedInAs } from '../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: SiteBannersPage } = await import('./SiteBannersPage.tsx');

const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const banner = (id: string, status: string, message: string, offsets: [number, number]) => ({
  id,
  severity: 'warning',
  startsAt: iso(offsets[0]),
  endsAt: iso(offsets[1]),
  messages: { 'en-US': message },
  revision: 1,
  status,
  createdBy: 'Avery Johnson',
  createdAt: iso(-2 * DAY),
  updatedBy: 'Avery Johnson',
  updatedAt: iso(-2 * DAY),
});
const ACTIVE = banner('00000000-0000-4000-8000-0000000000b1', 'ACTIVE', 'Maintenance tonight.', [-DAY, DAY]);
const ENDED = banner('00000000-0000-4000-8000-0000000000b2', 'ENDED', 'Old news.', [-3 * DAY, -2 * DAY]);

let sent: SentRequest[];
let createAnswer: { status: number; body: unknown };

beforeEach(() => {
  createAnswer = { status: 201, body: ACTIVE };
  sent = stubFetch(({ method, path }) => {
    if (path === '/core-app-api/banners' && method === 'GET') {
      return { status: 200, body: { content: [ACTIVE, ENDED], page: 0, pageSize: 10, totalElements: 2, totalPages: 1 } };
    }
    if (path === '/core-app-api/banners' && method === 'POST') return createAnswer;
    // The server answers 204 without a body; a stubbed Response cannot carry one with 204.
    if (path === `/core-app-api/banners/${ACTIVE.id}` && method === 'DELETE') return { status: 200, body: null };
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

function open(group = 'Super Admin', path = '/siteBanner') {
  session.current = signedInAs({
    group,
    companyType: null,
    user_preferences: { language_code: 'en-US', locale: { timezone: 'America/Chicago' } },
  });
  return renderPage(path, <SiteBannersPage />);
}

const posts = () => sent.filter((r) => r.method === 'POST');

describe('the site-banner page', () => {
  test('the list: each banner with its status in words; only banners still to come or running can be changed', async () => {
    await open();
    const table = await screen.findByRole('table', { name: /Site banners/ });
    // The rows arrive after the table (skeleton rows first): wait for one of them.
    await within(table).findByRole('row', { name: /Maintenance tonight\./ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Active.*Warning.*Maintenance tonight\./),
        expect.stringMatching(/^Ended.*Old news\./),
      ]),
    );
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^End now ?Maintenance tonight\./ })).toBeTruthy();
  });

  test('a new banner: problems show at their fields and nothing is sent; then the times go as instants of the user’s zone', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New banner' }));
    fireEvent.change(dialog.getByLabelText('Starts'), { target: { value: '2099-12-01T09:30' } });
    fireEvent.change(dialog.getByLabelText('Ends'), { target: { value: '2099-12-01T08:00' } });
    await user.click(dialog.getByRole('button', { name: 'Save the banner' }));
    expect(dialog.getByText('The end must be after the start.')).toBeTruthy();
    expect(dialog.getByText(/^Write the message in American English/)).toBeTruthy();
    expect(dialog.getByLabelText('Ends').getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Ends'), { target: { value: '2099-12-02T18:00' } });
    await chooseOption(user, dialog.getByRole('combobox', { name: 'Severity' }), 'Critical');
    await user.type(dialog.getByLabelText('Message in American English'), '  The portal is down for an upgrade.  ');
    await user.click(dialog.getByRole('button', { name: 'Save the banner' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({
      severity: 'critical',
      startsAt: '2099-12-01T15:30:00.000Z',
      endsAt: '2099-12-03T00:00:00.000Z',
      messages: { 'en-US': 'The portal is down for an upgrade.' },
    });
    expect(await screen.findByText('The banner is saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a refusal of the server that names a field shows at that field', async () => {
    createAnswer = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'endsAt: the end has already passed.' } };
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'New banner' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New banner' }));
    await user.type(dialog.getByLabelText('Message in American English'), 'Hello');
    await user.click(dialog.getByRole('button', { name: 'Save the banner' }));
    expect(await dialog.findByText('The end must be after the start and in the future.')).toBeTruthy();
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  test('ending a running banner asks first, then ends it', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: /^End now ?Maintenance/ }));
    const dialog = within(screen.getByRole('dialog', { name: 'End the banner now?' }));
    await user.click(dialog.getByRole('button', { name: 'End now' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'DELETE' && r.path === `/core-app-api/banners/${ACTIVE.id}`)).toBe(true));
    expect(await screen.findByText('The banner is ended.')).toBeTruthy();
  });

  test('the spectator reads the list and changes nothing', async () => {
    await open('Super Admin Spectator');
    await screen.findByText('Maintenance tonight.');
    expect(screen.queryByRole('button', { name: 'New banner' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit|^End now/ })).toBeNull();
  });

  test('an address with a page and a size shows that page of the list (a reload keeps it)', async () => {
    await open('Super Admin', '/siteBanner?page=3&size=25');
    await screen.findByRole('table', { name: 'Site banners' });
    await waitFor(() => expect(sent.filter((r) => r.path === '/core-app-api/banners')).toHaveLength(1));
    expect(sent.filter((r) => r.path === '/core-app-api/banners')[0]!.query).toEqual({ page: '2', pageSize: '25' });
    expect(choiceOf('Rows per page')).toBe('25');
  });
});
