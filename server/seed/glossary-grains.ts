// The grains a seeded data-dictionary measure is combined with (glossary-entries.ts): locations,
// channels, time grains, comparisons and the periods built from them, named in English, Spanish
// (Mexico) and French (Canada). Split from glossary-words.ts (the base blocks' types and labels).
import type { ChannelSet, L } from './glossary-words.ts';

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
