// The data dictionary's entries as readers see them (issue 13; spec §3 "Glossary entry"): who reads
// (the dictionary language and whether they are a basic account), the entry as the API answers it,
// and the one filter every read starts from — the reader's tenant and language, charter-only
// entries left out for basic accounts (in SQL), and optionally one product. Searching is
// glossary-search.ts; browsing (the list, topics, one entry, the product tags) glossary-browse.ts.
import { type Selectable, type SqlBool, sql } from 'kysely';
import type { GlossaryEntryTable } from '../db/schema.ts';
import type { TenantDb } from '../db/scope.ts';

export type GlossaryLanguage = 'en' | 'es' | 'fr';

/** Who reads: the dictionary language, and whether charter-only entries are hidden (basic accounts). */
export interface GlossaryReader {
  language: GlossaryLanguage;
  basic: boolean;
}

/** A glossary entry as the API answers it (spec §3: business_name … available_products). */
export interface GlossaryEntry {
  id: string;
  business_name: string;
  business_definition: string;
  dss_business_name: string;
  technical_name: string;
  type: string;
  field_type: string;
  availability: 'ALL' | 'CHARTER';
  glossary_tags: Array<{ tag_name: string; tag_value: string }>;
  available_products: string[];
}

export const ENTRY_COLUMNS = [
  'e.id',
  'e.business_name',
  'e.business_definition',
  'e.dss_business_name',
  'e.technical_name',
  'e.data_type',
  'e.field_type',
  'e.availability',
  'e.glossary_tags',
  'e.available_products',
] as const;

/** The columns of ENTRY_COLUMNS, as read. */
type EntryRow = Pick<Selectable<GlossaryEntryTable>, (typeof ENTRY_COLUMNS)[number] extends `e.${infer C}` ? C : never> & {
  id: string;
};

export function toEntry(r: EntryRow): GlossaryEntry {
  return {
    id: r.id,
    business_name: r.business_name,
    business_definition: r.business_definition,
    dss_business_name: r.dss_business_name,
    technical_name: r.technical_name,
    type: r.data_type,
    field_type: r.field_type,
    availability: r.availability === 'CHARTER' ? 'CHARTER' : 'ALL',
    glossary_tags: r.glossary_tags.map((t) => ({ tag_name: t.tagName, tag_value: t.tagValue })),
    available_products: r.available_products,
  };
}

/**
 * The entries the reader may see, optionally of one product. The product is a filter on the rows
 * the search terms find (`= any`, which no index serves): with the containment operator the
 * planner read half the dictionary through the products index and then compared every row's text.
 */
export function visible(scoped: TenantDb, reader: GlossaryReader, productTag?: string) {
  return scoped
    .selectFromTenantAs('glossary_entries', 'e')
    .where('e.language', '=', reader.language)
    .$if(reader.basic, (qb) => qb.where('e.availability', '=', 'ALL'))
    .$if(Boolean(productTag), (qb) => qb.where(sql<SqlBool>`${productTag} = any(e.available_products)`));
}
