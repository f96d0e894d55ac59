// The building blocks of the seeded data dictionary (glossary-entries.ts): base measures and
// attributes with their names and definitions in English, Spanish (Mexico) and French (Canada) and
// the synonym groups for search (word lists, glossary/*.json), the grains a measure is combined with
// (location, period, comparison, channel) and the phrases that join them into a name and a
// definition (here: they are grammar, partly functions). The generator combines them.
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

// ---------------------------------------------------------------- grains

export interface Location {
  key: string;
  tech: string;
  label: L;
  noun: L;
}

export const LOCATIONS: Location[] = [
  { key: 'store', tech: 'str', label: { en: 'Store', es: 'tienda', fr: 'magasin' }, noun: { en: 'store', es: 'tienda', fr: 'magasin' } },
  { key: 'club', tech: 'club', label: { en: 'Club', es: 'club', fr: 'club' }, noun: { en: 'club', es: 'club', fr: 'club' } },
  { key: 'market', tech: 'mkt', label: { en: 'Market', es: 'mercado', fr: 'marché' }, noun: { en: 'market', es: 'mercado', fr: 'marché' } },
  { key: 'region', tech: 'rgn', label: { en: 'Region', es: 'región', fr: 'région' }, noun: { en: 'region', es: 'región', fr: 'région' } },
  {
    key: 'division',
    tech: 'div',
    label: { en: 'Division', es: 'división', fr: 'division' },
    noun: { en: 'division', es: 'división', fr: 'division' },
  },
  {
    key: 'national',
    tech: 'natl',
    label: { en: 'National', es: 'nacional', fr: 'national' },
    noun: { en: 'country', es: 'país', fr: 'pays' },
  },
];

export interface Channel {
  key: string;
  tech: string;
  /** In the name; empty for all channels combined. */
  label: L;
  clause: L;
}

const CHANNEL: Record<'all' | 'inStore' | 'online' | 'pickup' | 'delivery' | 'marketplace', Channel> = {
  all: {
    key: '',
    tech: '',
    label: { en: '', es: '', fr: '' },
    clause: { en: 'all channels combined', es: 'todos los canales', fr: 'tous canaux confondus' },
  },
  inStore: {
    key: 'in_store',
    tech: 'instr',
    label: { en: 'In Store', es: 'en tienda', fr: 'en magasin' },
    clause: { en: 'in-store channel only', es: 'solo canal tienda', fr: 'canal en magasin seulement' },
  },
  online: {
    key: 'online',
    tech: 'onl',
    label: { en: 'Online', es: 'en línea', fr: 'en ligne' },
    clause: {
      en: 'online ship-to-home channel only',
      es: 'solo canal en línea con envío por paquetería',
      fr: 'canal en ligne avec expédition par colis seulement',
    },
  },
  pickup: {
    key: 'pickup',
    tech: 'pkp',
    label: { en: 'Pickup', es: 'recolección en tienda', fr: 'cueillette' },
    clause: {
      en: 'online pickup orders only',
      es: 'solo pedidos en línea con recolección en tienda',
      fr: 'commandes en ligne en cueillette seulement',
    },
  },
  delivery: {
    key: 'delivery',
    tech: 'dlvr',
    label: { en: 'Delivery', es: 'entrega a domicilio', fr: 'livraison' },
    clause: {
      en: 'online home delivery orders only',
      es: 'solo pedidos en línea con entrega a domicilio',
      fr: 'commandes en ligne livrées à domicile seulement',
    },
  },
  marketplace: {
    key: 'marketplace',
    tech: 'mkpl',
    label: { en: 'Marketplace', es: 'Marketplace', fr: 'place de marché' },
    clause: { en: 'marketplace sellers only', es: 'solo vendedores de Marketplace', fr: 'vendeurs de la place de marché seulement' },
  },
};

/** The channels a measure is split by; `none` means the measure has no channel. */
export const CHANNEL_SETS: Record<ChannelSet, Channel[]> = {
  all: [CHANNEL.all, CHANNEL.inStore, CHANNEL.online, CHANNEL.pickup, CHANNEL.delivery, CHANNEL.marketplace],
  storeOnline: [CHANNEL.all, CHANNEL.inStore, CHANNEL.online],
  digital: [CHANNEL.all, CHANNEL.online, CHANNEL.pickup, CHANNEL.delivery, CHANNEL.marketplace],
  fulfilment: [CHANNEL.all, CHANNEL.pickup, CHANNEL.delivery],
  none: [],
};

export interface TimeGrain {
  key: string;
  tech: string;
  /** Forms of the label in the name. */
  label: L<string[]>;
  noun: L;
  /** Rolling window length in weeks; 0 for year to date; undefined for a plain period. */
  window?: number;
}

const WEEK_NOUN: L = { en: 'fiscal week', es: 'semana fiscal', fr: 'semaine fiscale' };
const rolling = (weeks: number): TimeGrain => ({
  key: `rolling_${weeks}_weeks`,
  tech: `r${weeks}w`,
  label: {
    en: [`Rolling ${weeks} Weeks`, `L${weeks}W`],
    es: [`${weeks} semanas móviles`, `últimas ${weeks} semanas`],
    fr: [`${weeks} semaines mobiles`, `${weeks} dernières semaines`],
  },
  noun: WEEK_NOUN,
  window: weeks,
});

const TIME = {
  day: {
    key: 'day',
    tech: 'dy',
    label: { en: ['Daily'], es: ['diario'], fr: ['quotidien'] },
    noun: { en: 'fiscal day', es: 'día fiscal', fr: 'jour fiscal' },
  },
  week: { key: 'week', tech: 'wk', label: { en: ['Weekly'], es: ['semanal'], fr: ['hebdomadaire'] }, noun: WEEK_NOUN },
  month: {
    key: 'month',
    tech: 'mth',
    label: { en: ['Monthly'], es: ['mensual'], fr: ['mensuel'] },
    noun: { en: 'fiscal month', es: 'mes fiscal', fr: 'mois fiscal' },
  },
  quarter: {
    key: 'quarter',
    tech: 'qtr',
    label: { en: ['Quarterly'], es: ['trimestral'], fr: ['trimestriel'] },
    noun: { en: 'fiscal quarter', es: 'trimestre fiscal', fr: 'trimestre fiscal' },
  },
  year: {
    key: 'fiscal_year',
    tech: 'fy',
    label: { en: ['Fiscal Year'], es: ['año fiscal'], fr: ['exercice'] },
    noun: { en: 'fiscal year', es: 'año fiscal', fr: 'exercice' },
  },
  r4: rolling(4),
  r13: rolling(13),
  r52: rolling(52),
  ytd: {
    key: 'fiscal_ytd',
    tech: 'fytd',
    label: {
      en: ['Fiscal Year to Date', 'Fiscal YTD'],
      es: ['acumulado del año fiscal', 'acumulado anual'],
      fr: ["cumul de l'exercice", 'cumul annuel'],
    },
    noun: WEEK_NOUN,
    window: 0,
  },
} satisfies Record<string, TimeGrain>;

export type CompId = 'ly' | 'lly' | 'yoy' | 'yoyPct' | 'wow' | 'mom';

export interface Comparison {
  id: CompId;
  key: string;
  tech: string;
  /** Forms of the suffix of the name. */
  label: L<string[]>;
}

const COMP: Record<CompId, Comparison> = {
  ly: { id: 'ly', key: 'ly', tech: 'ly', label: { en: ['Last Year', 'LY'], es: ['año anterior', 'AA'], fr: ['année précédente', 'A-1'] } },
  lly: {
    id: 'lly',
    key: 'two_years_ago',
    tech: 'lly',
    label: { en: ['Two Years Ago', 'LLY'], es: ['hace dos años', 'hace 2 años'], fr: ['il y a deux ans', 'A-2'] },
  },
  yoy: {
    id: 'yoy',
    key: 'yoy_change',
    tech: 'yoy',
    label: {
      en: ['Year over Year Change', 'YoY Change'],
      es: ['variación vs. año anterior', 'var. vs. AA'],
      fr: ['variation sur un an', 'écart vs A-1'],
    },
  },
  yoyPct: {
    id: 'yoyPct',
    key: 'yoy_pct_change',
    tech: 'yoy_pct',
    label: {
      en: ['Year over Year Percent Change', 'YoY % Change'],
      es: ['variación porcentual vs. año anterior', 'var. % vs. AA'],
      fr: ['variation en pourcentage sur un an', 'écart % vs A-1'],
    },
  },
  wow: {
    id: 'wow',
    key: 'wow_change',
    tech: 'wow',
    label: {
      en: ['Week over Week Change', 'WoW Change'],
      es: ['variación semanal', 'var. vs. semana anterior'],
      fr: ['variation hebdomadaire', 'écart vs semaine précédente'],
    },
  },
  mom: {
    id: 'mom',
    key: 'mom_change',
    tech: 'mom',
    label: {
      en: ['Month over Month Change', 'MoM Change'],
      es: ['variación mensual', 'var. vs. mes anterior'],
      fr: ['variation mensuelle', 'écart vs mois précédent'],
    },
  },
};

export interface Period {
  time: TimeGrain;
  comp?: Comparison;
}

/** Every period a measure is offered for, the most common first (a measure's first entries use the first ones). */
export const PERIODS: Period[] = (
  [
    ['week'],
    ['day'],
    ['month'],
    ['year'],
    ['week', 'ly'],
    ['week', 'yoyPct'],
    ['r52'],
    ['r13'],
    ['quarter'],
    ['ytd'],
    ['week', 'yoy'],
    ['r4'],
    ['month', 'ly'],
    ['month', 'yoyPct'],
    ['year', 'ly'],
    ['year', 'yoyPct'],
    ['day', 'ly'],
    ['day', 'yoyPct'],
    ['week', 'wow'],
    ['month', 'mom'],
    ['quarter', 'ly'],
    ['quarter', 'yoyPct'],
    ['ytd', 'ly'],
    ['ytd', 'yoyPct'],
    ['r52', 'ly'],
    ['r52', 'yoyPct'],
    ['r13', 'ly'],
    ['r13', 'yoyPct'],
    ['r4', 'ly'],
    ['r4', 'yoyPct'],
    ['month', 'yoy'],
    ['year', 'yoy'],
    ['quarter', 'yoy'],
    ['day', 'yoy'],
    ['week', 'lly'],
    ['ytd', 'yoy'],
  ] as [keyof typeof TIME, CompId?][]
).map(([time, comp]) => ({ time: TIME[time], comp: comp && COMP[comp] }));

// ---------------------------------------------------------------- phrases

export interface Phrases {
  /** The name of a measure entry from its base name, comparison suffix and qualifiers. */
  name(base: string, comp: string | undefined, qualifiers: string[]): string;
  /** The grain sentence: one value per location and period, with the roll-up and channel clauses. */
  grain(location: string, time: string, clauses: string[]): string;
  window: Record<Agg, (weeks: number) => string>;
  ytd: Record<Agg, string>;
  snapshot: string;
  /** Comparison sentences; `{tail}` takes the unit tail of a difference. */
  comp: Record<CompId, string>;
  tails: Record<Unit, string>;
}

export const PHRASES: L<Phrases> = {
  en: {
    name: (base, comp, q) => `${base}${comp ? ` ${comp}` : ''} (${q.join(', ')})`,
    grain: (loc, time, clauses) => `One value per ${loc} and ${time}${clauses.map((c) => `, ${c}`).join('')}.`,
    window: {
      sum: (n) => `summed over the ${n} weeks ending that week`,
      avg: (n) => `averaged over the ${n} weeks ending that week`,
      snapshot: (n) => `averaged over the ${n} weeks ending that week`,
      distinct: (n) => `counted once over the ${n} weeks ending that week`,
    },
    ytd: {
      sum: 'summed since the start of the fiscal year',
      avg: 'averaged since the start of the fiscal year',
      snapshot: 'averaged since the start of the fiscal year',
      distinct: 'counted once since the start of the fiscal year',
    },
    snapshot: 'as of the last day of the period',
    comp: {
      ly: "Value for the same fiscal period last year, aligned to this year's fiscal calendar.",
      lly: 'Value for the same fiscal period two years ago, for two-year stacked comparisons.',
      yoy: 'Difference from the same fiscal period last year{tail}.',
      yoyPct: "Percent change from the same fiscal period last year, empty when last year's value is zero.",
      wow: 'Difference from the previous fiscal week{tail}.',
      mom: 'Difference from the previous fiscal month{tail}.',
    },
    tails: { amount: ', in local currency', units: ', in units', percent: ', in percentage points', number: '' },
  },
  es: {
    name: (base, comp, q) => `${base}${comp ? `, ${comp}` : ''} (${q.join(', ')})`,
    grain: (loc, time, clauses) => `Un valor por ${loc} y ${time}${clauses.map((c) => `, ${c}`).join('')}.`,
    window: {
      sum: (n) => `sumado en las ${n} semanas que terminan esa semana`,
      avg: (n) => `promediado en las ${n} semanas que terminan esa semana`,
      snapshot: (n) => `promediado en las ${n} semanas que terminan esa semana`,
      distinct: (n) => `contado una sola vez en las ${n} semanas que terminan esa semana`,
    },
    ytd: {
      sum: 'acumulado desde el inicio del año fiscal',
      avg: 'promediado desde el inicio del año fiscal',
      snapshot: 'promediado desde el inicio del año fiscal',
      distinct: 'contado una sola vez desde el inicio del año fiscal',
    },
    snapshot: 'al último día del periodo',
    comp: {
      ly: 'Valor del mismo periodo fiscal del año anterior, alineado al calendario fiscal de este año.',
      lly: 'Valor del mismo periodo fiscal de hace dos años, para comparaciones a dos años.',
      yoy: 'Diferencia con el mismo periodo fiscal del año anterior{tail}.',
      yoyPct: 'Variación porcentual respecto al mismo periodo fiscal del año anterior, vacía cuando el valor del año anterior es cero.',
      wow: 'Diferencia con la semana fiscal anterior{tail}.',
      mom: 'Diferencia con el mes fiscal anterior{tail}.',
    },
    tails: { amount: ', en moneda local', units: ', en unidades', percent: ', en puntos porcentuales', number: '' },
  },
  fr: {
    name: (base, comp, q) => `${base}${comp ? `, ${comp}` : ''} (${q.join(', ')})`,
    grain: (loc, time, clauses) => `Une valeur par ${loc} et ${time}${clauses.map((c) => `, ${c}`).join('')}.`,
    window: {
      sum: (n) => `cumulée sur les ${n} semaines se terminant cette semaine-là`,
      avg: (n) => `calculée en moyenne sur les ${n} semaines se terminant cette semaine-là`,
      snapshot: (n) => `calculée en moyenne sur les ${n} semaines se terminant cette semaine-là`,
      distinct: (n) => `comptée une seule fois sur les ${n} semaines se terminant cette semaine-là`,
    },
    ytd: {
      sum: "cumulée depuis le début de l'exercice",
      avg: "calculée en moyenne depuis le début de l'exercice",
      snapshot: "calculée en moyenne depuis le début de l'exercice",
      distinct: "comptée une seule fois depuis le début de l'exercice",
    },
    snapshot: 'au dernier jour de la période',
    comp: {
      ly: "Valeur de la même période fiscale de l'année précédente, alignée sur le calendrier fiscal de cette année.",
      lly: 'Valeur de la même période fiscale il y a deux ans, pour les comparaisons sur deux ans.',
      yoy: "Écart avec la même période fiscale de l'année précédente{tail}.",
      yoyPct:
        "Variation en pourcentage par rapport à la même période fiscale de l'année précédente, vide si la valeur de l'année précédente est nulle.",
      wow: 'Écart avec la semaine fiscale précédente{tail}.',
      mom: 'Écart avec le mois fiscal précédent{tail}.',
    },
    tails: { amount: ', en devise locale', units: ', en unités', percent: ', en points de pourcentage', number: '' },
  },
};

/** DSS display words written in capitals (the rest are capitalised). */
export const DSS_WORDS: Record<string, string> = {
  upc: 'UPC',
  gtin: 'GTIN',
  gmv: 'GMV',
  pos: 'POS',
  oos: 'OOS',
  nps: 'NPS',
  csat: 'CSAT',
  hh: 'HH',
  ntb: 'NTB',
  dc: 'DC',
  po: 'PO',
  vsn: 'VSN',
  oh: 'OH',
  oo: 'OO',
  atc: 'ATC',
  pdp: 'PDP',
  otif: 'OTIF',
  mabd: 'MABD',
  uom: 'UOM',
  t2b: 'T2B',
  ly: 'LY',
  lly: 'LLY',
  fy: 'FY',
  fytd: 'FYTD',
  id: 'ID',
  yoy: 'YoY',
  wow: 'WoW',
  mom: 'MoM',
};

// ---------------------------------------------------------------- the blocks (glossary/*.json)

/** The base measures and attributes, each with its names and definition in every language, and the synonym groups. */
export const MEASURES: MeasureBlock[] = seedJson('glossary/measures.json');
export const ATTRIBUTES: AttributeBlock[] = seedJson('glossary/attributes.json');
/** Equivalent terms, lower case. English groups apply to every language. */
export const SYNONYMS: L<string[][]> = seedJson('glossary/synonyms.json');
