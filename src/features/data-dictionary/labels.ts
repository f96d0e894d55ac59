// How a glossary entry's codes read on screen (spec §2 "Data Dictionary" table columns), in one
// place: availability, data and field types, tag names, products (by product name, joined with
// ' | ' as in the export), and the Charter / Basic columns. An unknown code shows as itself.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { productTagName } from '../../../tenants/glossary-products.ts';
import type { ListGlossariesApiResponse } from './api.ts';

export type GlossaryEntry = ListGlossariesApiResponse['results'][number];

export const productsText = (entry: GlossaryEntry): string => entry.available_products.map(productTagName).join(' | ');

export function useGlossaryLabels() {
  const { t } = useLingui();
  return useMemo(() => {
    const dataTypes: Record<string, string> = {
      STRING: t({ message: 'String', context: 'data type' }),
      INTEGER: t({ message: 'Integer', context: 'data type' }),
      DECIMAL: t({ message: 'Decimal', context: 'data type' }),
      DATE: t({ message: 'Date', context: 'data type' }),
      TIMESTAMP: t({ message: 'Timestamp', context: 'data type' }),
      BOOLEAN: t({ message: 'Boolean', context: 'data type' }),
    };
    const fieldTypes: Record<string, string> = {
      DIMENSION: t({ message: 'Dimension', context: 'field type' }),
      MEASURE: t({ message: 'Measure', context: 'field type' }),
      ATTRIBUTE: t({ message: 'Attribute', context: 'field type' }),
      KEY: t({ message: 'Key', context: 'field type' }),
    };
    const tagNames: Record<string, string> = {
      product: t({ message: 'Product', context: 'glossary tag' }),
      topic: t({ message: 'Topic', context: 'glossary tag' }),
      domain: t({ message: 'Domain', context: 'glossary tag' }),
    };
    const yes = t`Yes`;
    const no = t`No`;
    return {
      availability: (entry: GlossaryEntry) => (entry.availability === 'CHARTER' ? t`Charter users only` : t`All users`),
      dataType: (entry: GlossaryEntry) => dataTypes[entry.type] ?? entry.type,
      fieldType: (entry: GlossaryEntry) => fieldTypes[entry.field_type] ?? entry.field_type,
      tagName: (name: string) => tagNames[name] ?? name,
      tagValue: (name: string, value: string) => (name === 'product' ? productTagName(value) : value),
      /** Charter users see every entry. */
      charter: () => yes,
      basic: (entry: GlossaryEntry) => (entry.availability === 'ALL' ? yes : no),
    };
  }, [t]);
}

export type GlossaryLabels = ReturnType<typeof useGlossaryLabels>;
