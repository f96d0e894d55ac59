// The data dictionary (gen/data-dictionary.gen.ts): read-only, no cache tags. The export is a file
// download (api/files.ts downloadFile with the export's path), not the generated mutation.
import { dataDictionaryEndpoints } from '../gen/data-dictionary.gen.ts';

export const dataDictionaryApi = dataDictionaryEndpoints;

export const {
  useListGlossariesQuery,
  useSearchGlossariesQuery,
  useSuggestGlossariesQuery,
  useGetGlossaryQuery,
  useListGlossaryTagsQuery,
  useListGlossaryTopicsQuery,
} = dataDictionaryApi;
export type * from '../gen/data-dictionary.gen.ts';

/** The server path of the export (POST, body { search_field?, product_tag_value? }). */
export const GLOSSARY_EXPORT_PATH = '/core-app-api/v1/customer-support/export-glossaries';
