// The agent console (gen/support-console.gen.ts): a reply, note, status change or assignment
// refreshes the console's list and incident, and the requester's views (one tag for both).
import { cacheTags } from '../cacheTags.ts';
import { supportConsoleEndpoints } from '../gen/support-console.gen.ts';

export const supportConsoleApi = supportConsoleEndpoints.enhanceEndpoints({
  endpoints: cacheTags(supportConsoleEndpoints, ['Incidents'], {
    provide: ['listConsoleIncidents', 'getConsoleIncident'],
    invalidate: ['addSupportEntry', 'updateConsoleIncident'],
  }),
});

export const { useListConsoleIncidentsQuery, useGetConsoleIncidentQuery, useAddSupportEntryMutation, useUpdateConsoleIncidentMutation } =
  supportConsoleApi;
export type * from '../gen/support-console.gen.ts';
