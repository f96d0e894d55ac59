// This area's API calls: the generated endpoints it uses, from src/api/endpoints (where each generated
// file's cache tags are declared once). The area's components import them from here.
export {
  activityLogApi,
  type ListActivityLogApiResponse,
  useListActivityLogApplicationsQuery,
  useListActivityLogEventsQuery,
  useListActivityLogQuery,
} from '../../../api/endpoints/activity-log.ts';
