// The data dictionary's API (issue 13 §2 and §5; spec §3 "Glossary entry", §5 "Data dictionary
// search", §7 v1/customer-support): paging, product filter, charter-only entries hidden from basic
// accounts, ranking, synonyms, accents, "Did you mean", the 3-character rule, auto-suggestions, one
// entry by id, the product tags and the .xlsx export.
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, test } from 'vitest';
import { PRODUCT_TAGS } from '../../tenants/glossary-products.ts';
import { type SqlBool, sql } from 'kysely';
import { FILL_WORD_COVERAGE } from '../../server/db/migrations/015_glossary_word_coverage.ts';
import { ensureGlossary } from '../../server/seed/glossary.ts';
import { fold } from '../../server/modules/data-dictionary/text.ts';
import { hostOf, signIn, tenants, useTestApp } from '../helpers/app.ts';

const ctx = useTestApp();
const PREFIX = '/core-app-api/v1/customer-support';
const cookies: Record<string, string> = {};

beforeAll(async () => {
  await ensureGlossary(ctx.db, tenants);
});

interface Entry {
  id: string;
  business_name: string;
  business_definition: string;
  technical_name: string;
  availability: 'ALL' | 'CHARTER';
  available_products: string[];
}

async function call(account: string, method: 'GET' | 'POST', url: string, payload?: object, tenantId = 'us', locale?: string) {
  const host = hostOf(tenantId);
  const cookie = (cookies[`${account}.${tenantId}`] ??= await signIn(ctx.app, account, tenantId));
  return ctx.app.inject({
    method,
    url: `${PREFIX}${url}`,
    headers: { host, origin: `http://${host}`, cookie, ...(locale ? { 'x-user-locale': locale } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function search(term: string, options: { account?: string; tenantId?: string; page?: number; size?: number; product?: string } = {}) {
  const res = await call(
    options.account ?? 'supplier-user',
    'POST',
    '/search-glossaries',
    {
      search_field: term,
      page_number: options.page ?? 0,
      page_size: options.size ?? 20,
      ...(options.product ? { product_tag_value: options.product } : {}),
    },
    options.tenantId,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { results: Entry[]; fuzzy_search: boolean; match_lists: string[]; total_elements: number; total_pages: number };
}

const entriesOf = (tenantId: string, language: string) =>
  ctx.db.selectFrom('glossary_entries').selectAll().where('tenant_id', '=', tenantId).where('language', '=', language).execute();

describe('GET glossaries', () => {
  test('pages of 20 by name, all 1,500 entries for a charter user', async () => {
    const res = await call('supplier-user', 'GET', '/glossaries?page_number=0&page_size=20');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.total_elements).toBe(1500);
    expect(page.total_pages).toBe(75);
    expect(page.results).toHaveLength(20);
    const names = page.results.map((e: Entry) => fold(e.business_name));
    expect(names).toEqual([...names].sort());
    expect(page.results[0]).toMatchObject({
      id: expect.any(String),
      business_name: expect.any(String),
      business_definition: expect.any(String),
      dss_business_name: expect.any(String),
      technical_name: expect.any(String),
      type: expect.any(String),
      glossary_tags: expect.arrayContaining([{ tag_name: 'topic', tag_value: expect.any(String) }]),
      available_products: expect.any(Array),
    });
    const next = (await call('supplier-user', 'GET', '/glossaries?page_number=1&page_size=20')).json();
    expect(next.results[0].id).not.toBe(page.results[19].id);
  });

  test('a product filter keeps only its entries', async () => {
    const page = (await call('supplier-user', 'GET', '/glossaries?page_size=100&product_tag=mod_intel')).json();
    expect(page.total_elements).toBeGreaterThan(50);
    expect(page.total_elements).toBeLessThan(1500);
    for (const e of page.results) expect(e.available_products).toContain('mod_intel');
    expect((await call('supplier-user', 'GET', '/glossaries?product_tag=nope')).statusCode).toBe(400);
  });

  test('charter-only entries are never given to a basic account, in lists, searches or by id', async () => {
    const all = await entriesOf('us', 'en');
    const charter = all.filter((e) => e.availability === 'CHARTER');
    expect(charter.length).toBeGreaterThan(200);
    const basic = (await call('basic-vendor-user', 'GET', '/glossaries?page_size=100')).json();
    expect(basic.total_elements).toBe(all.length - charter.length);
    expect(basic.results.every((e: Entry) => e.availability === 'ALL')).toBe(true);
    const target = charter[0]!;
    expect((await call('basic-vendor-user', 'GET', `/glossaries/${target.id}`)).statusCode).toBe(404);
    expect((await call('supplier-user', 'GET', `/glossaries/${target.id}`)).json()).toMatchObject({ business_name: target.business_name });
    const found = await search(target.business_name, { account: 'basic-vendor-user', size: 100 });
    expect(found.results.some((e) => e.id === target.id)).toBe(false);
    expect((await search(target.business_name, { size: 100 })).results[0]!.id).toBe(target.id);
  });

  test('topics with their counts (the browse view’s facets), in the reader’s language, and the list of one topic', async () => {
    const all = await entriesOf('us', 'en');
    const topicsOfEntry = (e: (typeof all)[number]) =>
      (e.glossary_tags as Array<{ tagName: string; tagValue: string }>).filter((t) => t.tagName === 'topic').map((t) => t.tagValue);
    const expected = new Map<string, number>();
    for (const e of all) for (const topic of topicsOfEntry(e)) expected.set(topic, (expected.get(topic) ?? 0) + 1);
    const res = await call('supplier-user', 'GET', '/glossaries/topics');
    expect(res.statusCode, res.body).toBe(200);
    const { topics } = res.json() as { topics: Array<{ topic: string; count: number }> };
    expect(topics.map((t) => t.topic)).toEqual([...expected.keys()].sort());
    for (const t of topics) expect(t.count, t.topic).toBe(expected.get(t.topic));
    expect(topics.map((t) => t.topic)).toContain('Inventory');

    // One topic: its entries only, as many as its count says.
    const inventory = (await call('supplier-user', 'GET', '/glossaries?topic=Inventory&page_size=100')).json();
    expect(inventory.total_elements).toBe(expected.get('Inventory'));
    for (const e of inventory.results) expect(e.glossary_tags).toContainEqual({ tag_name: 'topic', tag_value: 'Inventory' });
    // A topic and a product; an unknown topic finds nothing.
    const both = (await call('supplier-user', 'GET', '/glossaries?topic=Inventory&product_tag=mod_intel&page_size=100')).json();
    const withProduct = (await call('supplier-user', 'GET', '/glossaries/topics?product_tag=mod_intel')).json().topics;
    expect(both.total_elements).toBe(withProduct.find((t: { topic: string }) => t.topic === 'Inventory').count);
    expect(both.total_elements).toBeLessThan(inventory.total_elements);
    expect((await call('supplier-user', 'GET', '/glossaries?topic=Nothing%20like%20it')).json().total_elements).toBe(0);

    // Basic accounts count without charter-only entries; Mexico's topics are in Spanish.
    const basicTopics = (await call('basic-vendor-user', 'GET', '/glossaries/topics')).json().topics;
    const basicExpected = all.filter((e) => e.availability === 'ALL' && topicsOfEntry(e).includes('Inventory')).length;
    expect(basicTopics.find((t: { topic: string }) => t.topic === 'Inventory').count).toBe(basicExpected);
    const mx = (await call('supplier-user', 'GET', '/glossaries/topics', undefined, 'mx')).json().topics;
    expect(mx.map((t: { topic: string }) => t.topic)).toContain('Inventario');
  });

  test('another tenant’s entries are not found by id', async () => {
    const [mx] = await entriesOf('mx', 'es');
    expect((await call('supplier-user', 'GET', `/glossaries/${mx!.id}`)).statusCode).toBe(404);
    expect((await call('supplier-user', 'GET', `/glossaries/${mx!.id}`, undefined, 'mx')).statusCode).toBe(200);
  });
});

describe('POST search-glossaries', () => {
  test('an exact name comes first, then names starting with the term', async () => {
    const all = await entriesOf('us', 'en');
    const target = all.find((e) => e.business_name.split(' ').length >= 3)!;
    const exact = await search(target.business_name);
    expect(exact.results[0]!.id).toBe(target.id);
    const prefix = target.business_name.split(' ').slice(0, 2).join(' ');
    const started = await search(prefix, { size: 100 });
    const firstOther = started.results.findIndex((e) => !fold(e.business_name).startsWith(fold(prefix)));
    const lastStarting = started.results.map((e) => fold(e.business_name).startsWith(fold(prefix))).lastIndexOf(true);
    if (firstOther !== -1) expect(lastStarting).toBeLessThan(firstOther);
  });

  test('a technical name finds its entry first', async () => {
    const [target] = await entriesOf('us', 'en');
    expect((await search(target!.technical_name)).results[0]!.technical_name).toBe(target!.technical_name);
  });

  test('fewer than 3 characters is a 400 with the spec’s message', async () => {
    for (const term of ['ab', '  a ', 'a_b', '']) {
      const res = await call('supplier-user', 'POST', '/search-glossaries', { search_field: term });
      expect(res.statusCode, term).toBe(400);
      expect(res.json().message, term).toBe('Please enter at least 3 characters');
    }
  });

  test('accents and letter case do not matter', async () => {
    const all = await entriesOf('mx', 'es');
    const accented = all.find((e) => /[áéíóúñ]/i.test(e.business_name))!;
    expect(accented).toBeDefined();
    const plain = accented.business_name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    const found = await search(plain, { tenantId: 'mx', account: 'supplier-user' });
    expect(found.results[0]!.id).toBe(accented.id);
  });

  test('synonyms and acronyms: qty finds quantity, out of stock finds OOS; the term as typed ranks first', async () => {
    const all = await entriesOf('us', 'en');
    const spelled = all.find((e) => /\bQuantity\b/.test(e.business_name) && !/\bQty\b/.test(e.business_name))!;
    const asAcronym = spelled.business_name.replace('Quantity', 'Qty');
    const found = await search(asAcronym, { size: 100 });
    expect(found.results.map((e) => e.id)).toContain(spelled.id);
    expect((await search('qty')).total_elements).toBe((await search('quantity')).total_elements);
    // Names with the word as typed come before names with an equivalent.
    const qty = await search('qty');
    expect(qty.results[0]!.business_name).toMatch(/\bqty\b/i);
    const oos = await search('out of stock', { size: 100 });
    expect(oos.results.some((e) => /\bOOS\b/.test(`${e.business_name} ${e.business_definition}`))).toBe(true);
  });

  test('a misspelling finds nothing or little and suggests the known word; the suggestion finds entries', async () => {
    const found = await search('inventroy');
    expect(found.total_elements).toBeLessThan(3);
    expect(found.fuzzy_search).toBe(true);
    expect(found.match_lists).toContain('inventory');
    expect((await search(found.match_lists[0]!)).total_elements).toBeGreaterThan(0);
    // Past four unknown words a term is not a typo: no suggestions (and no error) for a long garble.
    const garble = Array.from({ length: 15 }, (_, i) => `invntroy${i}`).join(' ');
    expect(await search(garble)).toMatchObject({ total_elements: 0, fuzzy_search: false, match_lists: [] });
    // A term that finds plenty suggests nothing.
    expect(await search('sales')).toMatchObject({ fuzzy_search: false, match_lists: [] });
  });

  test('"Did you mean" offers a word only where the reader finds it: of the product filtered by, among the entries their plan shows', async () => {
    const words = await ctx.db
      .selectFrom('glossary_words')
      .selectAll()
      .where('tenant_id', '=', 'us')
      .where('language', '=', 'en')
      .where(sql<SqlBool>`length(word) >= 7 and word ~ '^[a-z]+$'`)
      .orderBy('word')
      .execute();
    const misspell = (word: string) => word.slice(0, 2) + word[3] + word[2] + word.slice(4);
    // A word some products do not reach, whose misspelling suggests it.
    let target: (typeof words)[number] | undefined;
    for (const word of words.filter((w) => w.products.length < PRODUCT_TAGS.length && w.entries >= 3).slice(0, 30)) {
      if ((await search(misspell(word.word))).match_lists.includes(word.word)) {
        target = word;
        break;
      }
    }
    expect(target, 'a word some products lack, suggested for its misspelling').toBeDefined();
    const typo = misspell(target!.word);
    const elsewhere = PRODUCT_TAGS.find((tag) => !target!.products.includes(tag))!;
    expect((await search(typo, { product: target!.products[0] })).match_lists).toContain(target!.word);
    expect((await search(typo, { product: elsewhere })).match_lists).not.toContain(target!.word);

    // A word only charter-only entries hold is suggested to a charter account, never to a basic one.
    const charterOnly = words.filter((w) => w.basic_entries === 0 && w.entries > 0);
    expect(charterOnly.length).toBeGreaterThan(0);
    let suggested = 0;
    for (const word of charterOnly.slice(0, 10)) {
      const typed = misspell(word.word);
      if ((await search(typed)).match_lists.includes(word.word)) suggested += 1;
      expect((await search(typed, { account: 'basic-vendor-user' })).match_lists).not.toContain(word.word);
    }
    expect(suggested).toBeGreaterThan(0);
  });

  // Recomputes the word coverage of every glossary (migration 015's statement) and reads it twice.
  test('the coverage the start-up writes is the coverage migration 015 computes from the entries', async () => {
    const read = () =>
      ctx.db
        .selectFrom('glossary_words')
        .select(['tenant_id', 'language', 'word', 'basic_entries', 'products', 'basic_products'])
        .orderBy('tenant_id')
        .orderBy('language')
        .orderBy('word')
        .execute();
    const written = await read();
    await ctx.db.updateTable('glossary_words').set({ basic_entries: 0, products: [], basic_products: [] }).execute();
    await FILL_WORD_COVERAGE.execute(ctx.db);
    const sorted = (rows: typeof written) =>
      rows.map((r) => ({ ...r, products: [...r.products].sort(), basic_products: [...r.basic_products].sort() }));
    expect(sorted(await read())).toEqual(sorted(written));
  }, 120_000);

  test('the product filter applies to a search', async () => {
    const filtered = await search('sales', { product: 'shopper_behavior', size: 100 });
    expect(filtered.total_elements).toBeGreaterThan(0);
    for (const e of filtered.results) expect(e.available_products).toContain('shopper_behavior');
    expect(filtered.total_elements).toBeLessThan((await search('sales')).total_elements);
  });
});

describe('suggestions, tags and the export', () => {
  test('auto-suggestions while typing: names with a word starting with the term', async () => {
    const res = await call('supplier-user', 'GET', '/glossaries/suggestions?search_field=inve&limit=5');
    expect(res.statusCode, res.body).toBe(200);
    const { suggestions } = res.json();
    expect(suggestions.length).toBe(5);
    for (const s of suggestions) expect(fold(s.business_name)).toMatch(/(^| )inve/);
    expect((await call('supplier-user', 'GET', '/glossaries/suggestions?search_field=in')).statusCode).toBe(400);
  });

  test('GET tags?tag_name=product lists the product tags', async () => {
    const res = await call('supplier-user', 'GET', '/tags?tag_name=product');
    expect(res.statusCode).toBe(200);
    expect([...res.json().tag_values].sort()).toEqual([...PRODUCT_TAGS].sort());
    expect((await call('supplier-user', 'GET', '/tags?tag_name=other')).statusCode).toBe(400);
  });

  test('the export holds the search’s entries in the page order, headers in the reader’s language', async () => {
    const expected = await search('sales', { product: 'shopper_behavior', size: 100 });
    const res = await call('supplier-user', 'POST', '/export-glossaries', { search_field: 'sales', product_tag_value: 'shopper_behavior' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="data_element_glossary_\d{4}-\d\d-\d\d\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Name',
      'Technical Name',
      'DSS Name',
      'Description',
      'Data type',
      'Field type',
      'Available to',
      'Products',
      'Charter',
      'Basic',
    ]);
    expect(sheet.rowCount - 1).toBe(expected.total_elements);
    const names = Array.from({ length: Math.min(100, expected.total_elements) }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(names).toEqual(expected.results.map((e) => e.business_name));

    const es = await call('supplier-user', 'POST', '/export-glossaries', {}, 'mx', 'es-MX');
    const spanish = new ExcelJS.Workbook();
    await spanish.xlsx.load(es.rawPayload as unknown as ArrayBuffer);
    expect(spanish.worksheets[0]!.getRow(1).getCell(1).value).toBe('Nombre');
    expect(spanish.worksheets[0]!.rowCount - 1).toBe(1500);
  });
});
