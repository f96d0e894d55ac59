// One attribute block in a line (the attribute files).
import type { ProductTag } from '../../../tenants/glossary-products.ts';
import type { AttributeBlock, Topic } from '../glossary-seed-words.ts';

type Text = AttributeBlock['en'];

export const attr = (
  key: string,
  tech: string,
  field: AttributeBlock['field'],
  type: AttributeBlock['type'],
  topics: Topic[],
  products: ProductTag[],
  en: Text,
  es: Text,
  fr: Text,
): AttributeBlock => ({ key, tech, field, type, topics, products, en, es, fr });
