// The legal owners' console (issue 31 §3) with the server's answers played by a stubbed fetch (the
// server's rules: tests/api/legal-owner.test.ts): the variants with their versions and acceptances;
// a new version opens its draft; a draft's text is previewed as users will read it, saved as
// written, and published with an effective date (today by default); a published version is read
// only, with who accepted it; the spectator sees no buttons; in French.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { address, renderPage } from '../../app/test-page.tsx';
import type { SessionState } from '../../lib/session.ts';
import { type SentRequest, stubFetch } from '../../lib/test-fetch.ts';
import { signedInAs } from '../../lib/test-session.ts';

const session = vi.hoisted(() => ({ current: { status: 'signed-out' } as SessionState }));
vi.mock('../../lib/useSession.ts', () => ({ useSession: () => session.current }));
vi.mock('react-day-picker/style.css?inline', () => ({ default: '' }));

const { default: LegalDocumentsPage } = await import('./LegalDocumentsPage.tsx');
const { default: LegalVersionPage } = await import('./LegalVersionPage.tsx');

const V1 = '00000000-0000-4000-8000-000000000001';
const DRAFT = '00000000-0000-4000-8000-000000000002';
const version = (id: string, number: number, status: string, acceptances: number) => ({
  id,
  number,
  status,
  effectiveDate: status === 'DRAFT' ? null : '2026-01-15',
  publishedAt: status === 'DRAFT' ? null : '2026-01-15T05:00:00.000Z',
  publishedBy: null,
  updatedAt: '2026-11-20T15:00:00.000Z',
  updatedBy: status === 'DRAFT' ? 'Emerson Price' : null,
  acceptances,
});
const OVERVIEW = {
  today: '2026-11-27',
  timeZone: 'America/New_York',
  languages: ['en'],
  documents: [
    { document: 'TERMS', variant: 'STANDARD', companyTypes: ['SUPPLIER', 'THIRD_PARTY_AGENCY'], versions: [version(V1, 1, 'IN_FORCE', 1)] },
    {
      document: 'DATA_SHARING_ADDENDUM',
      variant: 'STANDARD',
      companyTypes: ['SUPPLIER', 'BASIC_VENDOR'],
      versions: [version(DRAFT, 2, 'DRAFT', 0), version(V1, 1, 'IN_FORCE', 4)],
    },
  ],
};
const TEXT = { language: 'en', title: 'Data Sharing Addendum', body: '## Scope\n\nThis addendum covers shared data.' };
const DETAILS: Record<string, unknown> = {
  [V1]: {
    ...version(V1, 1, 'IN_FORCE', 1),
    document: 'TERMS',
    variant: 'STANDARD',
    texts: [{ language: 'en', title: 'Terms of Use', body: '## Your account\n\nYour account is personal.' }],
    acceptedBy: [
      {
        name: 'Riley Wilson',
        email: 'supplier-user.us@demo.test',
        company: 'Blue Ridge Foods Inc.',
        acceptedAt: '2026-02-01T10:00:00.000Z',
      },
    ],
  },
  [DRAFT]: { ...version(DRAFT, 2, 'DRAFT', 0), document: 'DATA_SHARING_ADDENDUM', variant: 'STANDARD', texts: [TEXT], acceptedBy: [] },
};

let sent: SentRequest[];
beforeEach(() => {
  sent = stubFetch(({ method, path }) => {
    if (path === '/core-app-api/legal-documents' && method === 'GET') return { status: 200, body: OVERVIEW };
    if (path.endsWith('/drafts')) return { status: 201, body: { id: DRAFT } };
    const match = /^\/core-app-api\/legal-documents\/versions\/([^/]+)(\/publish)?$/.exec(path);
    if (match && method === 'GET') return { status: 200, body: DETAILS[match[1]!] };
    if (match) return { status: 200, body: null };
    return undefined;
  });
});
afterEach(() => vi.unstubAllGlobals());

function signIn(group: string) {
  const permissions =
    group === 'Supplier'
      ? []
      : [
          { action: 'LIST', resource: 'LEGAL' },
          { action: 'MANAGE', resource: 'LEGAL' },
        ];
  session.current = signedInAs({ group, companyType: null, permissions });
}

describe('the list of documents', () => {
  test('each variant with its versions; a new version opens its draft; a draft is opened, not started twice', async () => {
    signIn('Legal Owner');
    await renderPage('/legalDocuments', <LegalDocumentsPage />);
    const terms = await screen.findByRole('region', { name: 'Terms of use (suppliers and agencies)' });
    expect(within(terms).getByText('Accepted by the users of suppliers and third-party agencies.')).toBeTruthy();
    const row = within(terms).getByRole('row', { name: /Version 1/ });
    expect(row.textContent).toContain('In force');
    expect(row.textContent).toContain('1 user');
    expect(row.textContent).toContain('The portal’s first text');
    const addendum = screen.getByRole('region', { name: 'Data sharing addendum (suppliers and basic vendors)' });
    expect(
      within(addendum).getByRole('link', { name: 'Open the draft: Data sharing addendum (suppliers and basic vendors)' }),
    ).toBeTruthy();
    expect(within(addendum).queryByRole('button', { name: /^New version/ })).toBeNull();
    expect(within(addendum).getByRole('row', { name: /Version 1/ }).textContent).toContain('4 users');

    fireEvent.click(within(terms).getByRole('button', { name: 'New version: Terms of use (suppliers and agencies)' }));
    await waitFor(() => expect(address()).toBe(`/legalDocuments/${DRAFT}`));
    expect(sent.some((r) => r.method === 'POST' && r.path === '/core-app-api/legal-documents/TERMS/STANDARD/drafts')).toBe(true);
  });

  test('the spectator reads it without buttons, in French', async () => {
    signIn('Super Admin Spectator');
    await renderPage('/legalDocuments', <LegalDocumentsPage />, { locale: 'fr-CA' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents juridiques' })).toBeTruthy();
    expect(
      screen.getByText(
        'Vous pouvez consulter les documents juridiques. Seuls les responsables juridiques et les super-administrateurs les modifient.',
      ),
    ).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('a version', () => {
  test('a draft: the preview follows the text; saved as written; published today by default', async () => {
    signIn('Legal Owner');
    await renderPage(`/legalDocuments/${DRAFT}`, <LegalVersionPage />, { route: '/legalDocuments/:id' });
    const body = await screen.findByRole('textbox', { name: 'Text' });
    fireEvent.change(body, { target: { value: `${TEXT.body}\n\n## Retention\n\nKeep reports 12 months.` } });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Retention' })).toBeTruthy();
    expect(within(preview).getByText('Keep reports 12 months.')).toBeTruthy();

    const publish = screen.getByRole<HTMLButtonElement>('button', { name: 'Publish…' });
    await waitFor(() => expect(publish.disabled).toBe(false)); // once the tenant's today is known
    fireEvent.click(publish);
    // An unsaved text is saved before the dialog opens.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const saved = sent.find((r) => r.method === 'PUT');
    expect(saved?.body).toEqual({ texts: [{ ...TEXT, body: `${TEXT.body}\n\n## Retention\n\nKeep reports 12 months.` }] });
    expect(within(dialog).getByText(/From now on, its users are asked to accept it on their next page\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish', hidden: true }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST' && r.path === `/core-app-api/legal-documents/versions/${DRAFT}/publish`)?.body).toEqual({
        effectiveDate: '2026-11-27',
      }),
    );
  });

  test('a published version is read only, with who accepted it', async () => {
    signIn('Legal Owner');
    await renderPage(`/legalDocuments/${V1}`, <LegalVersionPage />, { route: '/legalDocuments/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use (suppliers and agencies): version 1' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish…' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeTruthy();
    expect(screen.getByText('1 user accepted this version.')).toBeTruthy();
    const row = within(screen.getByRole('table', { name: 'Users who accepted version 1' })).getByRole('row', { name: /Riley Wilson/ });
    expect(row.textContent).toContain('supplier-user.us@demo.test');
    expect(row.textContent).toContain('Blue Ridge Foods Inc.');
  });
});
