// The profile page (issue 14 §1) with the server's answers played by a stubbed fetch
// (lib/test-fetch.ts; the server's rules are tests/api/profile.test.ts): the account with its plan
// and access label, products and their access, the accepted documents, and the preferences: the
// spec's six zones on top of some 160, a save that sends the choice and switches the language.
import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderPage } from '../../app/test-page.tsx';
import { chooseOption, choiceOf, selectNamed } from '../../components/kit/test-utils.tsx';
import type { SessionState } from '../../lib/session.ts';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';
import { signedInAs } from '../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));

const { default: ProfilePage } = await import('./ProfilePage.tsx');

let sent: SentRequest[];
const USER_ID = '00000000-0000-4000-8000-000000000001';

beforeEach(() => {
  sent = stubFetch(({ path, body }) => {
    if (path === `/core-app-api/users/${USER_ID}/legal-acceptances`) {
      return {
        status: 200,
        body: {
          acceptances: [
            {
              document: 'DATA_SHARING_ADDENDUM',
              version: 'WMT-US-DSA-STANDARD-2026-10-01',
              effective_date: '2026-10-01',
              accepted_at: '2026-11-02T18:30:00Z',
            },
            { document: 'TERMS', version: '2026-01', effective_date: null, accepted_at: '2026-02-01T18:30:00Z' },
          ],
        },
      };
    }
    if (path === '/core-app-api/users/a@b.test/preferences') {
      const { language_code, timezone } = body as { language_code: string; timezone: string };
      return { status: 200, body: { language_code, timezone } };
    }
    return undefined;
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  // The test files share one page (vitest isolate: false): leave the language as it was.
  localStorage.removeItem('portal.locale');
  i18n.activate('en-US');
});

function open(overrides: Parameters<typeof signedInAs>[0] = {}) {
  session.current = signedInAs({ permissions: [{ action: 'UPDATE', resource: 'USER_SETTINGS' }], ...overrides });
  return renderPage('/profile', <ProfilePage />);
}

const account = () => within(screen.getByRole('region', { name: 'Your account' }));
const valueOf = (term: string) => account().getByText(term).nextElementSibling?.textContent;

describe('profile', () => {
  test('a supplier: Charter plan, standard access, products with their access, the accepted documents by name and date', async () => {
    await open({
      products: [
        { product_id: 'SHOPPER_BEHAVIOR', access_status: 'ACCESS_COMPLETE' },
        { product_id: 'REPORT_BUILDER', access_status: 'ACCESS_PENDING' },
      ],
    });
    expect(valueOf('Subscription plan')).toBe('Charter');
    expect(valueOf('Access')).toBe('Standard');
    expect(valueOf('Company')).toBe('Company (Supplier)');
    const products = within(screen.getByRole('region', { name: 'Products' }));
    expect(products.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Shopper Behavior: Access granted',
      'Report Builder: Access pending',
    ]);
    const legal = within(screen.getByRole('region', { name: 'Legal documents you accepted' }));
    // Each document by its name and the day its version took effect, never by the version id. 18:30
    // UTC is 12:30 PM in Chicago (the session's zone); the effective day is the same day in every
    // zone. The test renders the page alone, so its acceptances may come before the user context (in
    // the app the route frame waits for it).
    await waitFor(() =>
      expect(legal.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Data Sharing Addendum, version of Oct 1, 2026, accepted on Nov 2, 2026, 12:30 PM',
        'Terms and conditions, accepted on Feb 1, 2026, 12:30 PM',
      ]),
    );
    expect(legal.queryByText(/WMT-US|2026-01/)).toBeNull();
    expect(legal.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe('/terms');
    expect(legal.getByRole('link', { name: 'Data Sharing Addendum' }).getAttribute('href')).toBe('/dataSharingAddendum');
  });

  test('a basic vendor: Basic plan, basic access', async () => {
    await open({ companyType: 'BASIC_VENDOR' });
    expect(valueOf('Subscription plan')).toBe('Basic');
    expect(valueOf('Access')).toBe('Basic');
  });

  test('the spec’s six zones on top, then the platform’s others by offset; saving sends both choices and switches the language', async () => {
    const { user } = await open();
    // Each zone reads '(UTC−06:00) Central Time – Chicago': its offset, its name and a city.
    const city = (label: string | null) => label!.slice(label!.lastIndexOf('– ') + 2);
    expect(city(choiceOf('Time zone'))).toBe('Chicago');
    await user.click(selectNamed('Time zone'));
    const options = (group: string) => within(screen.getByRole('group', { name: group })).getAllByRole('option');
    expect(options('Common time zones').map((o) => city(o.textContent))).toEqual([
      'New York',
      'Chicago',
      'Denver',
      'Los Angeles',
      'Anchorage',
      'Honolulu',
    ]);
    const others = options('All time zones').map((o) => o.textContent!);
    expect(others.length).toBeGreaterThan(120);
    expect(others[0]).toMatch(/^\(UTC−1[01]:00\)/);
    expect(others.at(-1)).toMatch(/^\(UTC\+14:00\)/);
    const plusOne = others.find((label) => label.startsWith('(UTC+01:00)'))!;
    await user.click(screen.getByRole('option', { name: plusOne }));
    expect(choiceOf('Time zone')).toBe(plusOne);

    await chooseOption(user, 'Language', 'Español');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(i18n.locale).toBe('es-MX'));
    const post = sent.find((request) => request.method === 'POST')! as { body: { language_code: string; timezone: string } };
    expect(post.body.language_code).toBe('es-MX');
    expect(post.body.timezone.endsWith(`/${city(plusOne).replaceAll(' ', '_')}`)).toBe(true);
    expect(localStorage.getItem('portal.locale')).toBe('es-MX');
  });

  test('without UPDATE on USER_SETTINGS the preferences are shown but cannot be changed', async () => {
    await open({ permissions: [] });
    expect(screen.getByText('Your role cannot change these settings.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save preferences' }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Time zone' }).matches(':disabled')).toBe(true);
  });
});
