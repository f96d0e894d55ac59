// The terms of use as a PDF file (spec §7 "GET (B) terms PDF as blob"): public, the same company
// type and language rules as GET /platform/v1/legal/terms, and the same words — read back out of
// the file here (its compressed page streams inflated, the strings of the text operators decoded),
// per tenant, variant and language, accents included; bad input is a 400, never a 500.
import { inflateSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { hostOf, signIn, useTestApp } from '../helpers/app.ts';
import { dayOf, publishLegalVersion } from '../helpers/legal-versions.ts';
import { fromSite } from './support.ts';

const ctx = useTestApp();

interface LegalText {
  variant: string;
  version: string;
  locale: string;
  title: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

// --- Reading a PDF's text ---------------------------------------------------------------------

/** Bytes 0x80–0x9F of WinAnsiEncoding (the standard fonts' encoding); the other bytes are Latin-1. */
const WIN_ANSI_80 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: number[]) => bytes.map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_80[b - 0x80]! : String.fromCharCode(b))).join('');

/** The bytes of a PDF string token: <hex> or (literal, with its escapes). */
function stringBytes(token: string): number[] {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s/g, '');
    return Array.from({ length: Math.ceil(hex.length / 2) }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2).padEnd(2, '0'), 16));
  }
  const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
  const body = token.slice(1, -1).replace(/\\\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== '\\') bytes.push(body.charCodeAt(i));
    else {
      const octal = /^[0-7]{1,3}/.exec(body.slice(i + 1))?.[0];
      if (octal) bytes.push(parseInt(octal, 8) & 0xff);
      else bytes.push(escapes[body[i + 1]!] ?? body.charCodeAt(i + 1));
      i += octal ? octal.length : 1;
    }
  }
  return bytes;
}

const STRING = /<[0-9a-fA-F\s]*>|\((?:[^()\\]|\\[^])*\)/g;

/** The content streams of every page, inflated. */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/\bstream\r?\n/g)) {
    const dictionary = raw.slice(raw.lastIndexOf(' obj', match.index), match.index);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const start = match.index + match[0].length;
    const data = pdf.subarray(start, start + length);
    streams.push((dictionary.includes('/FlateDecode') ? inflateSync(data) : data).toString('latin1'));
  }
  return streams;
}

/** The text the pages show: the strings of every Tj and TJ operator, in order, spaces collapsed. */
function pdfText(pdf: Buffer): string {
  const shown: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const [, array, single] of stream.matchAll(/\[((?:[^\]\\]|\\[^])*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^()\\]|\\[^])*\))\s*Tj/g)) {
      const tokens = array === undefined ? [single!] : (array.match(STRING) ?? []);
      shown.push(tokens.map((token) => winAnsi(stringBytes(token))).join(''));
    }
  }
  return shown.join(' ').replace(/\s+/g, ' ');
}

/** A string of the document information dictionary (UTF-16BE with its byte order mark, or PDFDocEncoding). */
function infoString(pdf: Buffer, key: string): string | undefined {
  const raw = pdf.toString('latin1');
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(raw);
  const token = ref ? new RegExp(`\\n${ref[1]} 0 obj\\n(${STRING.source})`).exec(raw)?.[1] : undefined;
  if (!token) return undefined;
  const bytes = Buffer.from(stringBytes(token));
  return bytes[0] === 0xfe && bytes[1] === 0xff ? bytes.subarray(2).swap16().toString('utf16le') : bytes.toString('latin1');
}

// --- The route ----------------------------------------------------------------------------------

function pdfOf(query: string, tenantId = 'us', cookie: string | null = null) {
  return fromSite(ctx.app, 'GET', `/platform/v1/legal/terms/pdf${query}`, cookie, undefined, tenantId);
}
async function termsOf(query: string, tenantId = 'us', cookie: string | null = null): Promise<LegalText> {
  const res = await fromSite(ctx.app, 'GET', `/platform/v1/legal/terms${query}`, cookie, undefined, tenantId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LegalText;
}

/** Asks for the PDF, checks it is a whole PDF file under `fileName`, and answers its text. */
async function download(query: string, tenantId: string, fileName: string, cookie: string | null = null) {
  const res = await pdfOf(query, tenantId, cookie);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  const pdf = res.rawPayload;
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  return { pdf, text: pdfText(pdf) };
}

/** The PDF carries the same text as the JSON route: title, every heading and paragraph; the version by its date, not its id. */
function expectSameWords(text: string, terms: LegalText) {
  expect(text).toContain(terms.title);
  expect(text).not.toContain(terms.version);
  for (const [index, section] of terms.sections.entries()) {
    expect(text).toContain(`${index + 1}. ${section.heading}`);
    for (const paragraph of section.paragraphs) expect(text).toContain(paragraph.replace(/\s+/g, ' '));
  }
}

describe('the terms as a PDF file', () => {
  test('US, en-US: the standard and the basic terms, each with its own words, title and language in the metadata', async () => {
    const standard = await download('?companyType=SUPPLIER&locale=en-US', 'us', 'terms-us-standard-en-US.pdf');
    const standardTerms = await termsOf('?companyType=SUPPLIER&locale=en-US');
    expectSameWords(standard.text, standardTerms);
    expect(standard.text).toContain('Effective date: October 1, 2026');
    expect(standard.text).toContain('1. Scope and acceptance');
    expect(standard.text).toContain('Supplier Insights');
    expect(standard.text).toMatch(/\b1 \/ 1\b/); // the footer: page n of N
    expect(infoString(standard.pdf, 'Title')).toBe(standardTerms.title);
    expect(standard.pdf.toString('latin1')).toContain('/Lang (en-US)');

    const basic = await download('?companyType=BASIC_VENDOR&locale=en-US', 'us', 'terms-us-basic-en-US.pdf');
    const basicTerms = await termsOf('?companyType=BASIC_VENDOR&locale=en-US');
    expectSameWords(basic.text, basicTerms);
    expect(basicTerms.title).not.toBe(standardTerms.title);
    expect(basic.text).toContain('The basic plan');
    expect(standard.text).not.toContain('The basic plan');
  });

  test('Mexico, es-MX: Spanish with its accents', async () => {
    const { pdf, text } = await download('?locale=es-MX', 'mx', 'terms-mx-standard-es-MX.pdf');
    const terms = await termsOf('?locale=es-MX', 'mx');
    expectSameWords(text, terms);
    expect(text).toContain('1. Alcance y aceptación');
    expect(text).toContain('Información para Proveedores');
    expect(infoString(pdf, 'Title')).toBe(terms.title);
    expect(pdf.toString('latin1')).toContain('/Lang (es-MX)');
  });

  test('Canada, fr-CA and en-CA: French with its accents and guillemets', async () => {
    const { pdf, text } = await download('?locale=fr-CA', 'ca', 'terms-ca-standard-fr-CA.pdf');
    const terms = await termsOf('?locale=fr-CA', 'ca');
    expectSameWords(text, terms);
    expect(text).toContain('1. Portée et acceptation');
    expect(text).toContain('« Portail »');
    expect(text).toMatch(/[çé’]/);
    expect(pdf.toString('latin1')).toContain('/Lang (fr-CA)');

    const english = await download('?companyType=BASIC_THIRD_PARTY_AGENCY&locale=en-CA', 'ca', 'terms-ca-basic-en-CA.pdf');
    expectSameWords(english.text, await termsOf('?companyType=BASIC_THIRD_PARTY_AGENCY&locale=en-CA', 'ca'));
  });

  test("the defaults: the signed-in user's own company type, the x-user-locale header, the site's default language", async () => {
    const basicUser = await signIn(ctx.app, 'basic-vendor-user', 'us');
    const own = await download('', 'us', 'terms-us-basic-en-US.pdf', basicUser);
    expect(own.text).toContain('The basic plan');
    // A visitor gets the standard terms.
    await download('', 'us', 'terms-us-standard-en-US.pdf');

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/platform/v1/legal/terms/pdf',
      headers: { host: hostOf('us'), 'x-user-locale': 'es-MX' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="terms-us-standard-es-MX.pdf"');
    expect(pdfText(res.rawPayload)).toContain('Alcance y aceptación');
    // A language the site does not offer: its default.
    await download('?locale=fr-CA', 'us', 'terms-us-standard-en-US.pdf');
  });

  test('an unknown company type, locale or parameter is a 400 with a message, not a 500', async () => {
    for (const query of ['?companyType=NOPE', '?locale=xx-XX', '?companyType=SUPPLIER&variant=3p']) {
      const res = await pdfOf(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type'], query).toMatch(/^application\/(problem\+)?json/);
      expect((res.json() as { message?: string }).message, query).toEqual(expect.any(String));
      expect((res.json() as { message: string }).message.length, query).toBeGreaterThan(0);
    }
  });

  // Last: it changes the Canadian standard terms in force.
  test('a new version published by a legal owner (issue 31 §3): the PDF is made from its published text, with its effective date', async () => {
    const before = await download('?locale=fr-CA', 'ca', 'terms-ca-standard-fr-CA.pdf');
    const today = dayOf(ctx, 'America/Toronto');
    const { code } = await publishLegalVersion(ctx, {
      tenantId: 'ca',
      document: 'TERMS',
      variant: 'STANDARD',
      effectiveDate: today,
      note: 'Signature électronique',
    });
    const terms = await termsOf('?locale=fr-CA', 'ca');
    expect(terms.version).toBe(code);
    const after = await download('?locale=fr-CA', 'ca', 'terms-ca-standard-fr-CA.pdf');
    expect(before.text).not.toContain('Signature électronique');
    expectSameWords(after.text, terms);
    expect(after.text).toContain(`${terms.sections.length}. Signature électronique`);
    expect(after.text).toContain('Signature électronique (fr).');
    const [year, month, day] = today.split('-').map(Number);
    const shown = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year!, month! - 1, day)),
    );
    expect(after.text).toContain(shown);
  });
});
