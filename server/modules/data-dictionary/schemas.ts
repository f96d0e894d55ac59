// The shapes of the data dictionary (spec §3 "Glossary entry": business_name, business_definition,
// dss_business_name, technical_name, type, id, glossary_tags (tag_name, tag_value),
// available_products; "Search response: results, fuzzy_search, match_lists, total_pages,
// total_elements"; "Tags response: tag_values"; §7 v1/customer-support; issue 13 §2).
import { Type } from 'typebox';
import { LIST_DEFAULTS, MAX_PAGE } from '../../../tenants/lists.ts';
import { literals } from '../../../tenants/schema.ts';
import { PRODUCT_TAGS } from '../../../tenants/glossary-products.ts';

export const TAG = 'data dictionary';

const ProductTag = literals(PRODUCT_TAGS);
const PageNumber = Type.Integer({ minimum: 0, maximum: MAX_PAGE, default: 0, description: 'Zero-based page number.' });
const PageSize = Type.Integer({
  minimum: 1,
  maximum: 100,
  default: LIST_DEFAULTS.dataDictionary.pageSize,
  description: 'Entries per page (spec §9: 20 by default).',
});
const SearchField = Type.String({ maxLength: 200, description: 'The search term: at least 3 characters besides spaces and punctuation.' });

export const GlossaryEntry = Type.Object({
  id: Type.String({ format: 'uuid' }),
  business_name: Type.String(),
  business_definition: Type.String(),
  dss_business_name: Type.String(),
  technical_name: Type.String(),
  type: Type.String({ description: 'The data type: STRING, INTEGER, DECIMAL, DATE, TIMESTAMP or BOOLEAN.' }),
  field_type: Type.String({ description: 'DIMENSION, MEASURE, ATTRIBUTE or KEY.' }),
  availability: literals(['ALL', 'CHARTER'] as const, { description: 'ALL: all users; CHARTER: charter users only.' }),
  glossary_tags: Type.Array(Type.Object({ tag_name: Type.String(), tag_value: Type.String() })),
  available_products: Type.Array(Type.String()),
});

export const GlossaryPage = Type.Object({
  results: Type.Array(GlossaryEntry),
  total_elements: Type.Integer(),
  total_pages: Type.Integer(),
});

export const SearchResponse = Type.Object({
  ...GlossaryPage.properties,
  fuzzy_search: Type.Boolean({ description: 'true when match_lists holds "Did you mean" suggestions.' }),
  match_lists: Type.Array(Type.String(), {
    description: 'Corrected terms that find entries, best first (when the term found fewer than 3).',
  }),
});

const Topic = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'A topic as GET glossaries/topics names it, in the dictionary’s language.',
});

export const ListQuery = Type.Object(
  {
    page_number: Type.Optional(PageNumber),
    page_size: Type.Optional(PageSize),
    product_tag: Type.Optional(ProductTag),
    topic: Type.Optional(Topic),
  },
  { additionalProperties: false },
);

export const TopicsQuery = Type.Object({ product_tag: Type.Optional(ProductTag) }, { additionalProperties: false });
export const TopicsResponse = Type.Object({
  topics: Type.Array(Type.Object({ topic: Type.String(), count: Type.Integer({ minimum: 1 }) })),
});

export const SearchBody = Type.Object(
  {
    search_field: SearchField,
    page_number: Type.Optional(PageNumber),
    page_size: Type.Optional(PageSize),
    product_tag_value: Type.Optional(ProductTag),
  },
  { additionalProperties: false },
);

export const ExportBody = Type.Object(
  { search_field: Type.Optional(SearchField), product_tag_value: Type.Optional(ProductTag) },
  { additionalProperties: false },
);

export const TagsQuery = Type.Object({ tag_name: literals(['product'] as const) }, { additionalProperties: false });
export const TagsResponse = Type.Object({ tag_values: Type.Array(Type.String()) });

export const SuggestionsQuery = Type.Object(
  { search_field: SearchField, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 8 })) },
  { additionalProperties: false },
);
export const SuggestionsResponse = Type.Object({
  suggestions: Type.Array(Type.Object({ id: Type.String({ format: 'uuid' }), business_name: Type.String() })),
});

export const EntryParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
