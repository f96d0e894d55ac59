// This area's API calls: the generated endpoints it uses, from src/api/endpoints (where each generated
// file's cache tags are declared once). The area's components import them from here.
export { type IncidentFiling, useFileIncidentMutation, useListSupportCategoriesQuery } from '../../api/endpoints/support.ts';
export type { ListSupportCategoriesApiResponse } from '../../api/endpoints/support.ts';
export {
  attachmentPath,
  useAddIncidentCommentMutation,
  useGetMyIncidentQuery,
  useListMyIncidentsQuery,
} from '../../api/endpoints/incidents.ts';
export type { GetMyIncidentApiResponse, ListMyIncidentsApiArg, ListMyIncidentsApiResponse } from '../../api/endpoints/incidents.ts';
export {
  useAddSupportEntryMutation,
  useGetConsoleIncidentQuery,
  useListConsoleIncidentsQuery,
  useUpdateConsoleIncidentMutation,
} from '../../api/endpoints/support-console.ts';
export type { ListConsoleIncidentsApiArg, ListConsoleIncidentsApiResponse } from '../../api/endpoints/support-console.ts';
export { downloadFile } from '../../api/files.ts';
