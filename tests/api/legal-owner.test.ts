// The legal owners' console (issue 31 §3): today's texts are version 1 of each document variant;
// a legal owner drafts the next version and publishes it with an effective date — from that day
// (not before) every registered user of the company types that accept the variant is asked for it
// by the user context, users of other company types are not; the public text and its PDF are the
// published text; old versions stay readable with who accepted which. Who may read and change it;
// the spectator reads only; each change is in the activity log.
import { afterEach, describe, expect, test } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { dayOf, publishLegalVersion } from '../helpers/legal-versions.ts';
import { accountHelpers, userContext } from './support.ts';

const ctx = useTestApp();
const { as, call, activity } = accountHelpers(ctx);
/** The events of a version's activity-log entries, oldest first. */
const events = async (id: string) =>
  (await activity(id)).sort((x, y) => x.created_at.getTime() - y.created_at.getTime()).map((a) => a.event);
const TORONTO = 'America/Toronto';

afterEach(() => {
  ctx.app.clock.offsetMs = 0;
});

interface Version {
  id: string;
  number: number;
  status: string;
  effectiveDate: string | null;
  acceptances: number;
}
interface Overview {
  today: string;
  languages: string[];
  documents: Array<{ document: string; variant: string; companyTypes: string[]; versions: Version[] }>;
}
interface Detail extends Version {
  texts: Array<{ language: string; title: string; body: string }>;
  acceptedBy: Array<{ name: string; email: string; company: string | null; acceptedAt: string }>;
}

async function overview(tenantId = 'ca', account = 'legal-owner'): Promise<Overview> {
  const res = await call('GET', '/core-app-api/legal-documents', await as(account, tenantId), undefined, tenantId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const versionsOf = async (document: string, variant: string, tenantId = 'ca') =>
  (await overview(tenantId)).documents.find((d) => d.document === document && d.variant === variant)!.versions;

async function detail(id: string, tenantId = 'ca', account = 'legal-owner'): Promise<Detail> {
  const res = await call('GET', `/core-app-api/legal-documents/versions/${id}`, await as(account, tenantId), undefined, tenantId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** What the user context asks the user to accept now. */
async function asked(account: string, tenantId = 'ca'): Promise<Array<{ document: string; version: string }>> {
  const res = await userContext(ctx.app, await as(account, tenantId), tenantId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().legal_updates;
}

describe('version 1 is today’s text', () => {
  test('each document variant of the tenant has it, in force, in each language, with who accepted it', async () => {
    const view = await overview('ca');
    expect(view.languages.sort()).toEqual(['en', 'fr']);
    expect(view.documents.map((d) => `${d.document}/${d.variant}`)).toEqual([
      'TERMS/STANDARD',
      'TERMS/BASIC',
      'DATA_SHARING_ADDENDUM/STANDARD',
      'DATA_SHARING_ADDENDUM/3P',
      'PRIVACY_POLICY/STANDARD',
    ]);
    expect(view.documents.find((d) => d.document === 'DATA_SHARING_ADDENDUM' && d.variant === 'STANDARD')!.companyTypes).toEqual([
      'SUPPLIER',
      'BASIC_VENDOR',
    ]);
    for (const d of view.documents)
      expect(d.versions.map((v) => [v.number, v.status, v.effectiveDate])).toEqual([[1, 'IN_FORCE', '2026-10-01']]);
    // Mexico has no privacy policy.
    expect((await overview('mx')).documents.map((d) => d.document)).not.toContain('PRIVACY_POLICY');

    const addendum = view.documents.find((d) => d.document === 'DATA_SHARING_ADDENDUM' && d.variant === 'STANDARD')!.versions[0]!;
    const v1 = await detail(addendum.id);
    const page = await call(
      'GET',
      '/platform/v1/legal/data-sharing-addendum?variant=standard&locale=fr-CA',
      await as('legal-owner', 'ca'),
      undefined,
      'ca',
    );
    expect(v1.texts.find((t) => t.language === 'fr')!.title).toBe(page.json().title);
    expect(v1.acceptedBy.map((a) => a.email)).toContain('supplier-user.ca@demo.test');
    expect(v1.acceptedBy.map((a) => a.email)).not.toContain('agency-user.ca@demo.test'); // the 3P variant's
    expect(v1.acceptances).toBe(v1.acceptedBy.length);
  });
});

describe('publishing a new version', () => {
  test('in force today: users of the variant’s company types are asked at their next page, others not; the old one stays readable', async () => {
    const before = await asked('supplier-user');
    expect(before).toEqual([]);
    const { id, code } = await publishLegalVersion(ctx, {
      tenantId: 'ca',
      document: 'DATA_SHARING_ADDENDUM',
      variant: 'STANDARD',
      effectiveDate: dayOf(ctx, TORONTO),
      note: 'Nouveaux usages',
    });
    // Suppliers and basic vendors accept the standard addendum; agencies the 3P one.
    expect(await asked('supplier-user')).toEqual([{ document: 'DATA_SHARING_ADDENDUM', version: code }]);
    expect(await asked('basic-vendor-user')).toContainEqual({ document: 'DATA_SHARING_ADDENDUM', version: code });
    expect(await asked('agency-user')).toEqual([]);
    expect(await asked('associate')).toEqual([]);

    // The text the page shows, and the PDF, are the published one.
    const text = await call(
      'GET',
      '/platform/v1/legal/data-sharing-addendum?locale=fr-CA',
      await as('supplier-user', 'ca'),
      undefined,
      'ca',
    );
    expect(text.json()).toMatchObject({ version: code, effectiveDate: dayOf(ctx, TORONTO) });
    expect(text.json().sections.at(-1)).toEqual({ heading: 'Nouveaux usages', paragraphs: ['Nouveaux usages (fr).'] });

    // The supplier accepts it: no longer asked; the version lists them.
    const me = await ctx.db.selectFrom('users').select('id').where('login_id', '=', 'supplier-user.ca@demo.test').executeTakeFirstOrThrow();
    const accepted = await call(
      'POST',
      `/core-app-api/users/${me.id}/legal-acceptances`,
      await as('supplier-user', 'ca'),
      { document: 'DATA_SHARING_ADDENDUM', version: code },
      'ca',
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await asked('supplier-user')).toEqual([]);
    const v2 = await detail(id);
    expect(v2).toMatchObject({ number: 2, status: 'IN_FORCE', acceptances: 1 });
    expect(v2.acceptedBy.map((a) => a.email)).toEqual(['supplier-user.ca@demo.test']);

    // Version 1 is past, still readable with its text and who accepted it.
    const [latest, first] = await versionsOf('DATA_SHARING_ADDENDUM', 'STANDARD');
    expect([latest!.status, first!.status]).toEqual(['IN_FORCE', 'PAST']);
    const v1 = await detail(first!.id);
    expect(v1.texts.find((t) => t.language === 'fr')!.body).not.toContain('Nouveaux usages');
    expect(v1.acceptedBy.map((a) => a.email)).toContain('supplier-user.ca@demo.test');

    // Each change in the activity log, in the reader's language.
    expect(await events(id)).toEqual(['LEGAL_DRAFT_CREATED', 'LEGAL_DRAFT_SAVED', 'LEGAL_VERSION_PUBLISHED']);
    const published = (await activity(id)).find((a) => a.event === 'LEGAL_VERSION_PUBLISHED')!;
    expect(published.event_description).toMatch(
      /^Published version 2 of the data sharing addendum for suppliers and basic vendors, in force from /,
    );
  });

  test('with a future effective date: nobody is asked before that day, everyone of the variant from its start', async () => {
    const inTen = dayOf(ctx, TORONTO, 10);
    const { id, code } = await publishLegalVersion(ctx, { tenantId: 'ca', document: 'TERMS', variant: 'STANDARD', effectiveDate: inTen });
    expect((await detail(id)).status).toBe('SCHEDULED');
    expect(await asked('agency-user')).toEqual([]);
    // The user context says when it takes effect, so an open portal asks again at the first page
    // after it; a basic account (other terms) has nothing to come.
    const from = async (account: string) =>
      (await userContext(ctx.app, await as(account, 'ca'), 'ca')).json().legal_updates_from as string | null;
    const effective = await from('agency-user');
    expect(effective).not.toBeNull();
    expect(Date.parse(effective!)).toBeGreaterThan(Date.now() + 9 * 86_400_000);
    expect(await from('basic-vendor-user')).toBeNull();
    // The text in force is still version 1.
    const before = await call('GET', '/platform/v1/legal/terms?locale=en-CA', null as unknown as string, undefined, 'ca');
    expect(before.json().version).not.toBe(code);

    ctx.app.clock.offsetMs = 11 * 86_400_000;
    expect(await asked('agency-user')).toEqual([{ document: 'TERMS', version: code }]);
    expect(await from('agency-user')).toBeNull();
    expect((await asked('supplier-admin')).map((p) => p.version)).toContain(code);
    // Basic accounts accept the BASIC terms: not asked for these.
    expect((await asked('basic-vendor-user')).map((p) => p.document)).not.toContain('TERMS');
    expect((await detail(id)).status).toBe('IN_FORCE');
  });

  test('refused: a day before today, a second draft, a published version changed, a text without a language or a section', async () => {
    const owner = await as('legal-owner', 'ca');
    const draft = await call('POST', '/core-app-api/legal-documents/TERMS/BASIC/drafts', owner, undefined, 'ca');
    expect(draft.statusCode, draft.body).toBe(201);
    const { id } = draft.json();
    expect((await call('POST', '/core-app-api/legal-documents/TERMS/BASIC/drafts', owner, undefined, 'ca')).statusCode).toBe(409);

    const yesterday = await call(
      'POST',
      `/core-app-api/legal-documents/versions/${id}/publish`,
      owner,
      { effectiveDate: dayOf(ctx, TORONTO, -1) },
      'ca',
    );
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().message).toMatch(/^The effective date cannot be before today/);
    const notADay = await call(
      'POST',
      `/core-app-api/legal-documents/versions/${id}/publish`,
      owner,
      { effectiveDate: '2030-02-30' },
      'ca',
    );
    expect(notADay.statusCode).toBe(400);

    const save = (texts: unknown[]) => call('PUT', `/core-app-api/legal-documents/versions/${id}`, owner, { texts }, 'ca');
    const missing = await save([{ language: 'en', title: 'Terms', body: '## One\n\nText.' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Give the text in each language of this country: fr is missing.');
    const noSection = await save([
      { language: 'en', title: 'Terms', body: 'Just words.' },
      { language: 'fr', title: 'Conditions', body: '## Une\n\nTexte.' },
    ]);
    expect(noSection.statusCode).toBe(400);
    expect(
      (
        await save([
          { language: 'es', title: 'T', body: '## A\n\nB' },
          { language: 'en', title: 'T', body: '## A\n\nB' },
          { language: 'fr', title: 'T', body: '## A\n\nB' },
        ])
      ).statusCode,
    ).toBe(400);

    // Discarded: gone, and logged.
    expect((await call('DELETE', `/core-app-api/legal-documents/versions/${id}`, owner, undefined, 'ca')).statusCode).toBe(204);
    expect((await call('GET', `/core-app-api/legal-documents/versions/${id}`, owner, undefined, 'ca')).statusCode).toBe(404);
    expect(await events(id)).toEqual(['LEGAL_DRAFT_CREATED', 'LEGAL_DRAFT_DISCARDED']);

    // A published version never changes.
    const [inForce] = await versionsOf('PRIVACY_POLICY', 'STANDARD');
    expect(
      (
        await call(
          'PUT',
          `/core-app-api/legal-documents/versions/${inForce!.id}`,
          owner,
          {
            texts: [
              { language: 'en', title: 'T', body: '## A\n\nB' },
              { language: 'fr', title: 'T', body: '## A\n\nB' },
            ],
          },
          'ca',
        )
      ).statusCode,
    ).toBe(409);
    expect((await call('DELETE', `/core-app-api/legal-documents/versions/${inForce!.id}`, owner, undefined, 'ca')).statusCode).toBe(409);
    // Another tenant's version is not found here; Mexico has no privacy policy to draft.
    expect(
      (await call('GET', `/core-app-api/legal-documents/versions/${inForce!.id}`, await as('legal-owner', 'us'), undefined, 'us'))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/core-app-api/legal-documents/PRIVACY_POLICY/STANDARD/drafts', await as('legal-owner', 'mx'), undefined, 'mx'))
        .statusCode,
    ).toBe(404);
  });
});

describe('who may', () => {
  test.each([
    ['legal-owner', 200, 201],
    ['super-admin', 200, 201],
    ['spectator', 200, 403],
    ['content-owner', 403, 403],
    ['config-owner', 403, 403],
    ['supplier-admin', 403, 403],
    ['associate', 403, 403],
  ])('%s: reads %i, drafts %i', async (account, reads, drafts) => {
    const cookie = await as(account, 'mx');
    expect((await call('GET', '/core-app-api/legal-documents', cookie, undefined, 'mx')).statusCode).toBe(reads);
    const draft = await call('POST', '/core-app-api/legal-documents/DATA_SHARING_ADDENDUM/3P/drafts', cookie, undefined, 'mx');
    expect(draft.statusCode, draft.body).toBe(drafts);
    if (draft.statusCode === 201) {
      expect((await call('DELETE', `/core-app-api/legal-documents/versions/${draft.json().id}`, cookie, undefined, 'mx')).statusCode).toBe(
        204,
      );
    }
  });

  test('the spectator reads a version and who accepted it, and changes nothing', async () => {
    const [v1] = await versionsOf('TERMS', 'BASIC', 'mx');
    const spectator = await as('spectator', 'mx');
    expect((await call('GET', `/core-app-api/legal-documents/versions/${v1!.id}`, spectator, undefined, 'mx')).statusCode).toBe(200);
    const owner = await as('legal-owner', 'mx');
    const draft = await call('POST', '/core-app-api/legal-documents/TERMS/BASIC/drafts', owner, undefined, 'mx');
    const { id } = draft.json();
    for (const [method, url, body] of [
      ['PUT', `/core-app-api/legal-documents/versions/${id}`, { texts: [] }],
      ['POST', `/core-app-api/legal-documents/versions/${id}/publish`, { effectiveDate: dayOf(ctx, 'America/Mexico_City') }],
      ['DELETE', `/core-app-api/legal-documents/versions/${id}`, undefined],
    ] as const) {
      const res = await call(method, url, spectator, body as Record<string, unknown> | undefined, 'mx');
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await detail(id, 'mx')).status).toBe('DRAFT');
  });
});
