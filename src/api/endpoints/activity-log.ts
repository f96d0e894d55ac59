// The activity log's reads (gen/activity-log.gen.ts; POSTs that only read, generated as queries).
// Tagged 'ActivityLog' so anything that writes to the log may refresh it; the page also refetches
// whenever it opens. The download goes through api/files.ts.
import { cacheTags } from '../cacheTags.ts';
import { activityLogEndpoints } from '../gen/activity-log.gen.ts';

export const activityLogApi = activityLogEndpoints.enhanceEndpoints({
  endpoints: cacheTags(activityLogEndpoints, ['ActivityLog'], {
    provide: ['listActivityLog', 'listActivityLogEvents', 'listActivityLogApplications'],
  }),
});

export const { useListActivityLogQuery, useListActivityLogEventsQuery, useListActivityLogApplicationsQuery } = activityLogApi;
export type * from '../gen/activity-log.gen.ts';
