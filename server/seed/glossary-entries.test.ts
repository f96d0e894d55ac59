// The seeded data dictionary: deterministic, unique, the same fields in every language, every
// product and both availabilities represented, acronyms in the names, and fast at benchmark scale.
import { describe, expect, test } from 'vitest';
import { GLOSSARY_SYNONYMS, glossaryEntries, PRODUCT_TAGS, type GlossaryLanguage, type GlossarySeedEntry } from './glossary-entries.ts';

const LANGUAGES: GlossaryLanguage[] = ['en', 'es', 'fr'];
const TOPICS: Record<GlossaryLanguage, string[]> = {
  en: ['Sales', 'Inventory', 'Stores', 'Items', 'Shoppers', 'Surveys', 'Supply chain', 'Digital'],
  es: ['Ventas', 'Inventario', 'Tiendas', 'Artículos', 'Compradores', 'Encuestas', 'Cadena de suministro', 'Digital'],
  fr: ['Ventes', 'Stocks', 'Magasins', 'Articles', 'Clients', 'Sondages', "Chaîne d'approvisionnement", 'Numérique'],
};
const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, glossaryEntries(language)])) as Record<
  GlossaryLanguage,
  GlossarySeedEntry[]
>;

const distinct = (values: string[]) => new Set(values).size;
/** Whole-word match, so that 'POS' does not match 'POSITION'. */
const hasWord = (text: string, word: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${word}($|[^\\p{L}\\p{N}])`, 'u').test(text);

test('the same call gives the same entries', () => {
  for (const language of LANGUAGES) expect(glossaryEntries(language)).toEqual(byLanguage[language]);
  expect(glossaryEntries('es', 5000)).toEqual(glossaryEntries('es', 5000));
  // A shorter generation is a prefix of a longer one.
  expect(glossaryEntries('fr', 5000).slice(0, 1500)).toEqual(byLanguage.fr);
});

describe.each(LANGUAGES)('%s', (language) => {
  const entries = byLanguage[language];

  test('1,500 entries by default, with unique keys, technical names, DSS names and business names', () => {
    expect(entries).toHaveLength(1500);
    expect(distinct(entries.map((e) => e.key))).toBe(1500);
    expect(distinct(entries.map((e) => e.technicalName))).toBe(1500);
    expect(distinct(entries.map((e) => e.dssBusinessName))).toBe(1500);
    expect(distinct(entries.map((e) => e.businessName))).toBe(1500);
  });

  test('every entry is well formed', () => {
    for (const e of entries) {
      expect(e.key).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(e.technicalName).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
      expect(e.businessName.trim()).toBe(e.businessName);
      expect(e.businessName).not.toMatch(/ {2}|\bundefined\b|\(\)|, ,|,\)/);
      // 1 to 3 sentences, ending with a full stop.
      expect(e.businessDefinition).toMatch(/\.$/);
      expect(e.businessDefinition).not.toMatch(/ {2}|\bundefined\b|\{tail\}|\.\./);
      const sentences = e.businessDefinition.split(/(?<=\.) (?=[\p{Lu}¿«'])/u);
      expect(sentences.length, e.businessDefinition).toBeGreaterThanOrEqual(1);
      expect(sentences.length, e.businessDefinition).toBeLessThanOrEqual(3);
      expect(['STRING', 'INTEGER', 'DECIMAL', 'DATE', 'TIMESTAMP', 'BOOLEAN']).toContain(e.dataType);
      expect(['DIMENSION', 'MEASURE', 'ATTRIBUTE', 'KEY']).toContain(e.fieldType);
      expect(['ALL', 'CHARTER']).toContain(e.availability);
      // 1 to 4 distinct product tags.
      expect(e.availableProducts.length).toBeGreaterThanOrEqual(1);
      expect(e.availableProducts.length).toBeLessThanOrEqual(4);
      expect(distinct(e.availableProducts)).toBe(e.availableProducts.length);
      for (const tag of e.availableProducts) expect(PRODUCT_TAGS).toContain(tag);
      // At least one topic, in the language.
      const topics = e.glossaryTags.filter((tag) => tag.tagName === 'topic').map((tag) => tag.tagValue);
      expect(topics.length).toBeGreaterThanOrEqual(1);
      for (const topic of topics) expect(TOPICS[language]).toContain(topic);
    }
  });

  test('every topic has entries, and measures and attributes are both present', () => {
    const topics = new Set(entries.flatMap((e) => e.glossaryTags.filter((t) => t.tagName === 'topic').map((t) => t.tagValue)));
    expect([...topics].sort()).toEqual([...TOPICS[language]].sort());
    for (const fieldType of ['DIMENSION', 'MEASURE', 'ATTRIBUTE', 'KEY']) {
      expect(entries.some((e) => e.fieldType === fieldType)).toBe(true);
    }
  });

  test('acronyms (UPC, GMV, POS, OOS and others) appear in some names, spelled-out forms in others', () => {
    for (const acronym of ['UPC', 'GMV', 'POS', 'OOS', 'NPS']) {
      expect(
        entries.some((e) => hasWord(e.businessName, acronym)),
        acronym,
      ).toBe(true);
    }
    if (language === 'en') {
      for (const word of ['Qty', 'Quantity', 'Amt', 'Amount', 'YoY', 'Year over Year', 'L52W', 'Rolling 52 Weeks', 'LY', 'Last Year']) {
        expect(
          entries.some((e) => hasWord(e.businessName, word)),
          word,
        ).toBe(true);
      }
      expect(entries.some((e) => e.businessName.includes('Out of Stock'))).toBe(true);
      expect(entries.some((e) => e.businessName.includes('Gross Merchandise Value'))).toBe(true);
    }
  });
});

test('entry i has the same key, technical name, DSS name, types, products and availability in every language', () => {
  const languageFree = (e: GlossarySeedEntry) => ({
    key: e.key,
    technicalName: e.technicalName,
    dssBusinessName: e.dssBusinessName,
    dataType: e.dataType,
    fieldType: e.fieldType,
    availableProducts: e.availableProducts,
    availability: e.availability,
    tags: e.glossaryTags.map((tag) => tag.tagName),
  });
  const english = byLanguage.en.map(languageFree);
  expect(byLanguage.es.map(languageFree)).toEqual(english);
  expect(byLanguage.fr.map(languageFree)).toEqual(english);
});

test('Spanish and French names and definitions differ from the English ones for most entries', () => {
  for (const language of ['es', 'fr'] as const) {
    const entries = byLanguage[language];
    const sameName = entries.filter((e, i) => e.businessName === byLanguage.en[i]!.businessName).length;
    const sameDefinition = entries.filter((e, i) => e.businessDefinition === byLanguage.en[i]!.businessDefinition).length;
    expect(sameName / entries.length).toBeLessThan(0.02);
    expect(sameDefinition).toBe(0);
  }
  expect(byLanguage.es[0]!.businessName).toBe('Importe de ventas netas (tienda, semanal)');
  expect(byLanguage.fr[0]!.businessName).toBe('Montant des ventes nettes (magasin, hebdomadaire)');
  expect(byLanguage.en[0]!.businessName).toBe('Net Sales Amount (Store, Weekly)');
  expect(byLanguage.en[0]!.key).toBe('net_sales_amount_store_week');
});

test('every product tag is on at least 50 of the 1,500 entries', () => {
  const counts = new Map<string, number>();
  for (const e of byLanguage.en) for (const tag of e.availableProducts) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  for (const tag of PRODUCT_TAGS) expect(counts.get(tag) ?? 0, tag).toBeGreaterThanOrEqual(50);
});

test('about a quarter of the entries are for charter users only', () => {
  const charter = byLanguage.en.filter((e) => e.availability === 'CHARTER').length / byLanguage.en.length;
  expect(charter).toBeGreaterThanOrEqual(0.2);
  expect(charter).toBeLessThanOrEqual(0.35);
});

// How fast they are made is the benchmark's (npm run bench data-dictionary), not a timed test's.
test('the scale option: 50,000 unique entries in every language', () => {
  const entries = glossaryEntries('es', 50_000);
  expect(entries).toHaveLength(50_000);
  expect(distinct(entries.map((e) => e.key))).toBe(50_000);
  expect(distinct(entries.map((e) => e.technicalName))).toBe(50_000);
  expect(distinct(entries.map((e) => e.businessName))).toBe(50_000);
  for (const language of ['en', 'fr'] as const) {
    expect(distinct(glossaryEntries(language, 50_000).map((e) => e.businessName)), language).toBe(50_000);
  }
  const charter = entries.filter((e) => e.availability === 'CHARTER').length / entries.length;
  expect(charter).toBeGreaterThanOrEqual(0.2);
  expect(charter).toBeLessThanOrEqual(0.35);
});

test('a count beyond the combinations, negative or fractional is refused; 0 gives none', () => {
  expect(glossaryEntries('en', 0)).toEqual([]);
  expect(glossaryEntries('en', 3)).toEqual(byLanguage.en.slice(0, 3));
  expect(() => glossaryEntries('en', -1)).toThrow(RangeError);
  expect(() => glossaryEntries('en', 1.5)).toThrow(RangeError);
  expect(() => glossaryEntries('en', 10_000_000)).toThrow(RangeError);
});

describe('GLOSSARY_SYNONYMS', () => {
  test('at least 25 English groups and some Spanish and French ones, lower case, each of two terms or more', () => {
    expect(GLOSSARY_SYNONYMS.en.length).toBeGreaterThanOrEqual(25);
    expect(GLOSSARY_SYNONYMS.es.length).toBeGreaterThanOrEqual(10);
    expect(GLOSSARY_SYNONYMS.fr.length).toBeGreaterThanOrEqual(10);
    for (const language of LANGUAGES) {
      for (const group of GLOSSARY_SYNONYMS[language]) {
        expect(group.length).toBeGreaterThanOrEqual(2);
        expect(distinct(group)).toBe(group.length);
        for (const term of group) expect(term).toBe(term.toLocaleLowerCase(language));
      }
    }
  });

  test('the acronyms of the names have their spelled-out forms', () => {
    const groupOf = (term: string) => GLOSSARY_SYNONYMS.en.find((group) => group.includes(term));
    for (const [acronym, spelled] of [
      ['qty', 'quantity'],
      ['amt', 'amount'],
      ['upc', 'universal product code'],
      ['gmv', 'gross merchandise value'],
      ['pos', 'point of sale'],
      ['oos', 'out of stock'],
      ['yoy', 'year over year'],
      ['nps', 'net promoter score'],
      ['ly', 'last year'],
      ['l52w', 'rolling 52 weeks'],
      ['pct', '%'],
    ]) {
      expect(groupOf(acronym!), acronym).toContain(spelled);
    }
    expect(GLOSSARY_SYNONYMS.es.find((group) => group.includes('cant'))).toContain('cantidad');
    expect(GLOSSARY_SYNONYMS.fr.find((group) => group.includes('qté'))).toContain('quantité');
  });
});
