// The activity log's reads (POSTs that only read, generated as queries). Tagged 'ActivityLog' so
// anything that writes to the log may refresh it; the page also refetches whenever it opens.
import { activityLogEndpoints } from '../../../api/gen/activity-log.gen.ts';

export const activityLogApi = activityLogEndpoints.enhanceEndpoints({
  addTagTypes: ['ActivityLog'],
  endpoints: {
    postCoreAppApiCompaniesByCompanyIdActivityLogs: { providesTags: ['ActivityLog'] },
    postCoreAppApiCompaniesByCompanyIdActivityLogsEventlist: { providesTags: ['ActivityLog'] },
    postCoreAppApiCompaniesByCompanyIdActivityLogsApplicationlist: { providesTags: ['ActivityLog'] },
  },
});

export const {
  usePostCoreAppApiCompaniesByCompanyIdActivityLogsQuery,
  usePostCoreAppApiCompaniesByCompanyIdActivityLogsEventlistQuery,
  usePostCoreAppApiCompaniesByCompanyIdActivityLogsApplicationlistQuery,
} = activityLogApi;
