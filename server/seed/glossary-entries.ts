// The seeded data dictionary (spec §2 "Data Dictionary", §3 "Glossary entry", §9 "Product tags"):
// a glossary of retail data fields for a tenant's languages (US English, Mexico Spanish, Canada
// English and French), generated from the building blocks of glossary-words.ts, glossary-grains.ts
// and glossary-phrases.ts, with no external data and no randomness: the same call always gives the
// same entries.
//
// An entry is either a base attribute (store number, UPC, brand...) or a base measure (net sales,
// on hand quantity, NPS...) combined with a grain: a location (store, club, market, region, division,
// national) × a period (daily to fiscal year, rolling 4/13/52 weeks, fiscal year to date, each
// possibly compared with last year, two years ago, the previous week or month) × a channel (all, in
// store, online, pickup, delivery, marketplace; only the channels that make sense for the measure).
// That gives 56,225 distinct entries (glossaryEntries refuses a larger count). Entries are dealt round-robin over the bases, so the
// first 1,500 already cover every base and topic; a measure's own combinations are enumerated so
// that its first ones are the common grains (weekly by store, all channels, first).
//
// Everything but the wording depends only on the entry's key: the key, technical name, DSS name,
// types, products and availability of entry i are the same in every language. Where a name has a
// spelled-out and an abbreviated form ('On Hand Quantity' / 'OH Qty', 'Last Year' / 'LY'), a PRNG
// seeded with the key picks one, so both forms occur and search needs GLOSSARY_SYNONYMS.
import { CHANNEL_SETS, type Channel, LOCATIONS, type Location, PERIODS, type Period } from './glossary-grains.ts';
import { DSS_WORDS, PHRASES } from './glossary-phrases.ts';
import {
  ATTRIBUTES,
  CHARTER_PERCENT,
  DOMAIN_LABELS,
  MEASURES,
  SYNONYMS,
  TOPIC_LABELS,
  type AttributeBlock,
  type L,
  type MeasureBlock,
  type Topic,
} from './glossary-words.ts';

import { PRODUCT_TAGS, type ProductTag } from '../../tenants/glossary-products.ts';

export { PRODUCT_TAGS, type ProductTag };
export type GlossaryLanguage = 'en' | 'es' | 'fr';

export interface GlossarySeedEntry {
  /** Stable across languages: the same key and technical name for the same field in every language. */
  key: string;
  businessName: string;
  businessDefinition: string;
  dssBusinessName: string;
  technicalName: string;
  dataType: 'STRING' | 'INTEGER' | 'DECIMAL' | 'DATE' | 'TIMESTAMP' | 'BOOLEAN';
  fieldType: 'DIMENSION' | 'MEASURE' | 'ATTRIBUTE' | 'KEY';
  /** Topics: at least one tag { tagName: 'topic', tagValue } among Sales, Inventory, Stores, Items, Shoppers, Surveys, Supply chain, Digital (tagValue in the language), plus optionally { tagName: 'domain', ... }. */
  glossaryTags: Array<{ tagName: string; tagValue: string }>;
  /** 1 to 4 product tags of PRODUCT_TAGS; every product tag appears on many entries. */
  availableProducts: ProductTag[];
  /** 'ALL' (all users) or 'CHARTER' (charter users only): about a quarter CHARTER. */
  availability: 'ALL' | 'CHARTER';
}

/** Acronyms and synonyms the dictionary's words use, as data for search: each group lists equivalent terms, lower case, per language (English groups apply to every language too). */
export const GLOSSARY_SYNONYMS: Record<GlossaryLanguage, string[][]> = SYNONYMS;

const DEFAULT_COUNT = 1500;
const KYC_TOPICS: ReadonlySet<Topic> = new Set(['shoppers', 'surveys', 'digital']);

/** A building block's strings, computed once: key and technical name parts, DSS words. */
interface Part {
  key: string;
  tech: string;
  dss: string;
}

type Base = {
  part: Part;
  names: L<string[]>;
  /** Bit i set: PRODUCT_TAGS[i]. */
  productMask: number;
  /** hash(part.key). */
  seed: number;
  topics: Topic[];
  capacity: number;
} & ({ kind: 'measure'; block: MeasureBlock; channels: Channel[]; channelParts: Part[] } | { kind: 'attribute'; block: AttributeBlock });

const dssWords = (technicalName: string): string =>
  technicalName
    .split('_')
    .map((word) => DSS_WORDS[word] ?? (/\d/.test(word) ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join(' ');

/** The key, technical and DSS parts a grain adds; one without a key (all channels) adds nothing. */
const partOf = (...blocks: ({ key: string; tech: string } | undefined)[]): Part => {
  const part: Part = { key: '', tech: '', dss: '' };
  for (const block of blocks) {
    if (!block?.key) continue;
    part.key += `_${block.key}`;
    part.tech += `_${block.tech}`;
    part.dss += ` ${dssWords(block.tech)}`;
  }
  return part;
};
const LOCATION_PARTS = LOCATIONS.map((location) => partOf(location));
const PERIOD_PARTS = PERIODS.map((period) => partOf(period.time, period.comp));

const baseOf = (block: MeasureBlock | AttributeBlock): Omit<Base, 'kind' | 'block' | 'channels' | 'channelParts' | 'capacity'> => ({
  part: { key: block.key, tech: block.tech, dss: dssWords(block.tech) },
  names: { en: block.en[0].split('|'), es: block.es[0].split('|'), fr: block.fr[0].split('|') },
  productMask: block.products.reduce((mask, tag) => mask | (1 << PRODUCT_TAGS.indexOf(tag)), 0),
  seed: hash(block.key),
  topics: block.topics,
});

/** Measures and attributes alternate, so that the first round already mixes them. */
const BASES: Base[] = (() => {
  const measures: Base[] = MEASURES.map((block) => {
    const channels = CHANNEL_SETS[block.channels];
    const capacity = PERIODS.length * LOCATIONS.length * Math.max(1, channels.length);
    return { ...baseOf(block), kind: 'measure', block, channels, channelParts: channels.map((channel) => partOf(channel)), capacity };
  });
  const attributes: Base[] = ATTRIBUTES.map((block) => ({ ...baseOf(block), kind: 'attribute', block, capacity: 1 }));
  const bases: Base[] = [];
  for (let i = 0; i < Math.max(measures.length, attributes.length); i++) {
    if (measures[i]) bases.push(measures[i]!);
    if (attributes[i]) bases.push(attributes[i]!);
  }
  return bases;
})();

/** The largest count glossaryEntries can give (every combination once). */
const CAPACITY = BASES.reduce((sum, base) => sum + base.capacity, 0);

/** The data delivery products (BI link, cloud feeds, feeds API) carry any field; an entry gets at most one of them (or none). */
const FEED_BITS = [
  0,
  ...(['chnl_perf_bi_link', 'chnl_perf_cloud_feeds', 'chnl_perf_data_feeds_api'] as const).map((tag) => 1 << PRODUCT_TAGS.indexOf(tag)),
];
const productsCache = new Map<number, ProductTag[]>();
const productsOf = (mask: number): ProductTag[] => {
  let products = productsCache.get(mask);
  if (!products) productsCache.set(mask, (products = PRODUCT_TAGS.filter((_, i) => mask & (1 << i))));
  return products;
};

/** FNV-1a: a 32-bit hash of the key, the seed of the entry's PRNG; `h` continues the hash of a previous part of the key. */
function hash(text: string, h = 0x811c9dc5): number {
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded PRNG giving floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const form = (forms: string[], pick: number): string => forms[pick % forms.length]!;

interface Grain {
  period: Period;
  location: Location;
  channel: Channel | undefined;
}

/** The language-independent part of an entry, and what its wording is built from. */
interface Plan {
  entry: Pick<
    GlossarySeedEntry,
    'key' | 'technicalName' | 'dssBusinessName' | 'dataType' | 'fieldType' | 'availableProducts' | 'availability'
  >;
  base: Base;
  grain: Grain | undefined;
  /** Which form of the base name, the comparison and the period label to use (0 spelled out, 1 abbreviated). */
  forms: [number, number, number];
}

/**
 * Entry `index` of a base. For a measure, combination `index` of period × location × channel, the period varying
 * fastest, so that a measure's first entries show different periods, locations and channels (the first: weekly by store).
 */
function plan(base: Base, index: number): Plan {
  let { key, tech, dss } = base.part;
  // The hash of the key, part by part (the parts are flat strings; the key being built is not).
  let seed = base.seed;
  let grain: Grain | undefined;
  let dataType: GlossarySeedEntry['dataType'] = base.block.type;
  if (base.kind === 'measure') {
    const periods = PERIODS.length;
    const locations = LOCATIONS.length;
    const d0 = index % periods;
    const d1 = Math.floor(index / periods) % locations;
    const d2 = Math.floor(index / (periods * locations));
    const l = (d1 + d0) % locations;
    const c = base.channels.length ? (d2 + d1 + Math.floor(d0 / 3)) % base.channels.length : undefined;
    grain = { period: PERIODS[d0]!, location: LOCATIONS[l]!, channel: c === undefined ? undefined : base.channels[c] };
    for (const part of [LOCATION_PARTS[l]!, PERIOD_PARTS[d0]!, c === undefined ? undefined : base.channelParts[c]]) {
      if (!part) continue;
      key += part.key;
      tech += part.tech;
      dss += part.dss;
      seed = hash(part.key, seed);
    }
    if (grain.period.comp?.id === 'yoyPct') dataType = 'DECIMAL';
  }
  const random = mulberry32(seed);
  const forms: Plan['forms'] = [random() < 0.5 ? 0 : 1, random() < 0.5 ? 0 : 1, random() < 0.5 ? 0 : 1];
  const feed = FEED_BITS[Math.floor(random() * FEED_BITS.length)]!;
  const charter = random() * 100 < CHARTER_PERCENT[base.topics[0]!];
  return {
    entry: {
      key,
      technicalName: tech,
      dssBusinessName: dss,
      dataType,
      fieldType: base.kind === 'measure' ? 'MEASURE' : base.block.field,
      availableProducts: productsOf(base.productMask | feed),
      availability: charter ? 'CHARTER' : 'ALL',
    },
    base,
    grain,
    forms,
  };
}

function render({ entry, base, grain, forms }: Plan, language: GlossaryLanguage): GlossarySeedEntry {
  const [, definition, caveat] = base.block[language];
  let businessName = form(base.names[language], forms[0]);
  let businessDefinition = caveat ? `${definition} ${caveat}` : definition;
  if (grain && base.kind === 'measure') {
    const phrases = PHRASES[language];
    const { period, location, channel } = grain;
    const { agg, unit } = base.block;
    const qualifiers = [location.label[language], form(period.time.label[language], forms[2])];
    if (channel?.label[language]) qualifiers.push(channel.label[language]);
    businessName = phrases.name(businessName, period.comp && form(period.comp.label[language], forms[1]), qualifiers);
    const clauses: string[] = [];
    const window = period.time.window;
    if (window === 0) clauses.push(phrases.ytd[agg]);
    else if (window) clauses.push(phrases.window[agg](window));
    else if (agg === 'snapshot') clauses.push(phrases.snapshot);
    if (channel) clauses.push(channel.clause[language]);
    const third = period.comp ? phrases.comp[period.comp.id].replace('{tail}', phrases.tails[unit]) : caveat;
    businessDefinition = `${definition} ${phrases.grain(location.noun[language], period.time.noun[language], clauses)}${third ? ` ${third}` : ''}`;
  }
  const glossaryTags = base.topics.map((topic) => ({ tagName: 'topic', tagValue: TOPIC_LABELS[topic][language] }));
  glossaryTags.push({ tagName: 'domain', tagValue: (KYC_TOPICS.has(base.topics[0]!) ? DOMAIN_LABELS.kyc : DOMAIN_LABELS.kys)[language] });
  return {
    key: entry.key,
    businessName,
    businessDefinition,
    dssBusinessName: entry.dssBusinessName,
    technicalName: entry.technicalName,
    dataType: entry.dataType,
    fieldType: entry.fieldType,
    glossaryTags,
    availableProducts: [...entry.availableProducts],
    availability: entry.availability,
  };
}

/** `count` entries in `language`, deterministic; entry i has the same key/technicalName/dssBusinessName/dataType/fieldType/products/availability in every language. */
export function glossaryEntries(language: GlossaryLanguage, count: number = DEFAULT_COUNT): GlossarySeedEntry[] {
  if (!Number.isInteger(count) || count < 0 || count > CAPACITY) {
    throw new RangeError(`glossaryEntries: count must be an integer from 0 to ${CAPACITY}, got ${count}`);
  }
  // Round-robin over the bases, each base's combinations in order; each entry is rendered as soon as it is planned.
  const entries: GlossarySeedEntry[] = [];
  for (let round = 0; entries.length < count; round++) {
    for (const base of BASES) {
      if (round < base.capacity) entries.push(render(plan(base, round), language));
      if (entries.length === count) break;
    }
  }
  return entries;
}
