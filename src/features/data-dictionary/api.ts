// This area's API calls: the generated endpoints it uses, from src/api/endpoints. The area's
// components import them from here.
export {
  GLOSSARY_EXPORT_PATH,
  useGetGlossaryQuery,
  useListGlossariesQuery,
  useListGlossaryTagsQuery,
  useListGlossaryTopicsQuery,
  useSearchGlossariesQuery,
  useSuggestGlossariesQuery,
} from '../../api/endpoints/data-dictionary.ts';
export type {
  GetGlossaryApiResponse,
  ListGlossariesApiResponse,
  SearchGlossariesApiArg,
  SearchGlossariesApiResponse,
} from '../../api/endpoints/data-dictionary.ts';
export { DownloadError, downloadFile } from '../../api/files.ts';
