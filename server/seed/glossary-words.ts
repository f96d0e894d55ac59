// The building blocks of the seeded data dictionary (glossary-entries.ts): the types of the base
// measures and attributes, whose names and definitions in English, Spanish (Mexico) and French
// (Canada) and the synonym groups for search are data (glossary/*.json), and the topic, domain and
// charter labels. The grains a measure is combined with are in glossary-grains.ts, the phrases that
// join them into a name and a definition in glossary-phrases.ts. The generator combines them.
//
// A name string may hold two forms separated by '|', the spelled-out one first and the abbreviated
// one second ('On Hand Quantity|OH Qty'); the generator picks one per entry, deterministically, so
// that both forms occur in the dictionary and search has to know the synonyms.
import type { ProductTag } from '../../tenants/glossary-products.ts';
import { seedJson } from './load.ts';

export type Lang = 'en' | 'es' | 'fr';
export type L<T = string> = Record<Lang, T>;

export type Topic = 'sales' | 'inventory' | 'stores' | 'items' | 'shoppers' | 'surveys' | 'supply' | 'digital';
/** How a measure rolls up over time: summed, averaged (rates, prices), taken at the end of the period, or counted once. */
export type Agg = 'sum' | 'avg' | 'snapshot' | 'distinct';
/** What a difference is expressed in. */
export type Unit = 'amount' | 'units' | 'percent' | 'number';
export type ChannelSet = 'all' | 'storeOnline' | 'digital' | 'fulfilment' | 'none';

/** [names ('Full|Short'), definition sentence, optional caveat sentence]. */
type Text = [string, string, string?];

export interface MeasureBlock {
  key: string;
  tech: string;
  topics: Topic[];
  products: ProductTag[];
  type: 'DECIMAL' | 'INTEGER';
  agg: Agg;
  unit: Unit;
  channels: ChannelSet;
  en: Text;
  es: Text;
  fr: Text;
}

export interface AttributeBlock {
  key: string;
  tech: string;
  field: 'DIMENSION' | 'ATTRIBUTE' | 'KEY';
  type: 'STRING' | 'INTEGER' | 'DECIMAL' | 'DATE' | 'TIMESTAMP' | 'BOOLEAN';
  topics: Topic[];
  products: ProductTag[];
  en: Text;
  es: Text;
  fr: Text;
}

export const TOPIC_LABELS: Record<Topic, L> = {
  sales: { en: 'Sales', es: 'Ventas', fr: 'Ventes' },
  inventory: { en: 'Inventory', es: 'Inventario', fr: 'Stocks' },
  stores: { en: 'Stores', es: 'Tiendas', fr: 'Magasins' },
  items: { en: 'Items', es: 'Artículos', fr: 'Articles' },
  shoppers: { en: 'Shoppers', es: 'Compradores', fr: 'Clients' },
  surveys: { en: 'Surveys', es: 'Encuestas', fr: 'Sondages' },
  supply: { en: 'Supply chain', es: 'Cadena de suministro', fr: "Chaîne d'approvisionnement" },
  digital: { en: 'Digital', es: 'Digital', fr: 'Numérique' },
};

/** The product families of the spec (§1): know your customer, know your store. */
export const DOMAIN_LABELS = {
  kyc: { en: 'Know your customer', es: 'Conoce a tu cliente', fr: 'Connaître sa clientèle' },
  kys: { en: 'Know your store', es: 'Conoce tu tienda', fr: 'Connaître son magasin' },
} satisfies Record<string, L>;

/** Percent of a topic's entries reserved to charter users. */
export const CHARTER_PERCENT: Record<Topic, number> = {
  sales: 20,
  inventory: 25,
  stores: 15,
  items: 15,
  shoppers: 35,
  surveys: 35,
  supply: 25,
  digital: 30,
};

// ---------------------------------------------------------------- the blocks (glossary/*.json)

/** The base measures and attributes, each with its names and definition in every language, and the synonym groups. */
export const MEASURES: MeasureBlock[] = seedJson('glossary/measures.json');
export const ATTRIBUTES: AttributeBlock[] = seedJson('glossary/attributes.json');
/** Equivalent terms, lower case. English groups apply to every language. */
export const SYNONYMS: L<string[][]> = seedJson('glossary/synonyms.json');
