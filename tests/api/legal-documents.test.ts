// The legal texts the public legal pages show (issue 11 §2): every document is a list of sections
// (heading and paragraphs, the table of contents lists the headings) with its version and effective
// date, per tenant, variant and language; the privacy policy (GET /platform/v1/legal/privacy-policy)
// is public and exists on every tenant but Mexico (tenant file: routes.privacyPolicy false).
import { describe, expect, test } from 'vitest';
import { signIn, useTestApp } from '../helpers/app.ts';
import { fromSite } from './support.ts';

const ctx = useTestApp();

interface LegalText {
  document: string;
  variant: string;
  version: string;
  effectiveDate: string;
  locale: string;
  title: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

async function legal(path: string, tenantId = 'us', cookie: string | null = null) {
  return fromSite(ctx.app, 'GET', `/platform/v1/legal/${path}`, cookie, undefined, tenantId);
}
async function text(path: string, tenantId = 'us', cookie: string | null = null): Promise<LegalText> {
  const res = await legal(path, tenantId, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LegalText;
}
const headings = (doc: LegalText) => doc.sections.map((section) => section.heading);
const words = (doc: LegalText) => doc.sections.flatMap((section) => [section.heading, ...section.paragraphs]).join(' ');

describe('sections', () => {
  test('every document and variant comes as headed sections, no placeholder left', async () => {
    for (const [path, tenantId] of [
      ['terms?companyType=SUPPLIER', 'us'],
      ['terms?companyType=BASIC_VENDOR', 'us'],
      ['data-sharing-addendum?variant=standard', 'ca'],
      ['data-sharing-addendum?variant=3p', 'mx'],
      ['privacy-policy', 'us'],
      ['privacy-policy', 'ca'],
    ] as const) {
      const doc = await text(path, tenantId);
      expect(doc).not.toHaveProperty('body');
      expect(doc.sections.length, path).toBeGreaterThanOrEqual(5);
      for (const section of doc.sections) {
        expect(section.heading.trim(), path).not.toBe('');
        expect(section.paragraphs.length, path).toBeGreaterThan(0);
      }
      expect(words(doc)).not.toMatch(/\{\w+\}/);
    }
  });

  test('headings in the language asked for, the same sections in each', async () => {
    const en = await text('terms?companyType=SUPPLIER');
    const es = await text('terms?companyType=SUPPLIER&locale=es-MX');
    expect(headings(en)).toEqual([
      'Scope and acceptance',
      'Your account',
      'Confidential data',
      'Third-party agencies',
      'Changes',
      'Governing law',
    ]);
    expect(headings(es)).toEqual([
      'Alcance y aceptación',
      'Su cuenta',
      'Datos confidenciales',
      'Agencias externas',
      'Cambios',
      'Ley aplicable',
    ]);
    expect(es.version).toBe(en.version);
    const fr = await text('data-sharing-addendum?variant=3p&locale=fr-CA', 'ca');
    expect(headings(fr)).toEqual([
      'Portée',
      'Utilisation pour le compte d’un fournisseur',
      'Fin d’une association',
      'Incidents',
      'Renseignements personnels',
    ]);
    expect(headings(await text('terms?companyType=BASIC_VENDOR'))).toContain('The basic plan');
  });

  test("a signed-in user's own variant, with its sections", async () => {
    const agency = await signIn(ctx.app, 'agency-user', 'us');
    const addendum = await text('data-sharing-addendum', 'us', agency);
    expect(addendum.variant).toBe('3P');
    expect(headings(addendum)).toContain('End of an association');
    const basic = await signIn(ctx.app, 'basic-vendor-user', 'us');
    expect((await text('terms', 'us', basic)).variant).toBe('BASIC');
    expect((await text('data-sharing-addendum', 'us', basic)).variant).toBe('STANDARD');
  });
});

describe('privacy policy', () => {
  test('public, per tenant and language, with its version and effective date', async () => {
    const us = await text('privacy-policy');
    expect(us).toMatchObject({
      document: 'PRIVACY_POLICY',
      variant: 'STANDARD',
      version: 'WMT-US-PP-STANDARD-2026-10-01',
      effectiveDate: '2026-10-01',
      locale: 'en-US',
      title: 'Supplier Insights Privacy Policy',
    });
    expect(headings(us)[0]).toBe('What this policy covers');
    expect(words(us)).toContain('the United States');

    const es = await text('privacy-policy?locale=es-MX');
    expect(es).toMatchObject({ locale: 'es-MX', version: us.version });
    expect(headings(es)[0]).toBe('Qué cubre este aviso');

    const fr = await text('privacy-policy?locale=fr-CA', 'ca');
    expect(fr).toMatchObject({ locale: 'fr-CA', version: 'WMT-CA-PP-STANDARD-2026-10-01' });
    expect(headings(fr)[0]).toBe('Portée de la présente politique');
    expect(words(fr)).toContain('LPRPDE');
    expect(words(fr)).toContain('au Canada');
    expect((await text('privacy-policy?locale=en-CA', 'ca')).locale).toBe('en-CA');
    // A language the site does not offer falls back to its default.
    expect((await text('privacy-policy?locale=fr-CA', 'us')).locale).toBe('en-US');
  });

  test('the same for a signed-in user', async () => {
    const cookie = await signIn(ctx.app, 'supplier-user', 'us');
    expect((await text('privacy-policy', 'us', cookie)).document).toBe('PRIVACY_POLICY');
  });

  test('Mexico has none: 404 with a clear message', async () => {
    const res = await legal('privacy-policy', 'mx');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'This site has no privacy policy.' });
  });

  test('bad input is a 400, not a 500', async () => {
    expect((await legal('privacy-policy?locale=xx-XX')).statusCode).toBe(400);
    expect((await legal('privacy-policy?variant=3p')).statusCode).toBe(400);
  });
});
