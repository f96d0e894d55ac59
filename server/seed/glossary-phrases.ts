// The phrases that join a seeded data-dictionary entry's parts into a name and a definition, per
// language (grammar, partly functions), and the DSS words written in capitals (glossary-entries.ts).
import type { Agg, L, Unit } from './glossary-words.ts';
import type { CompId } from './glossary-grains.ts';

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
