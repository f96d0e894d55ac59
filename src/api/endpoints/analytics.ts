// First-party usage analytics (gen/analytics.gen.ts): the usage report for super admins. It follows
// no other data, so it has no cache tags; the page asks again when its range or language changes.
// The batches of page views and events are posted by lib/analytics.ts itself (fetch with
// keepalive, so the last ones leave with the page), not through this API.
import { analyticsEndpoints } from '../gen/analytics.gen.ts';

export const analyticsApi = analyticsEndpoints;
export const { useGetUsageReportQuery } = analyticsApi;
export type * from '../gen/analytics.gen.ts';
