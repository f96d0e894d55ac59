// My incidents (gen/incidents.gen.ts): a comment refreshes the incident and the lists. The
// attachment download is a plain file download (api/files.ts), not a cached query.
import { cacheTags } from '../cacheTags.ts';
import { incidentsEndpoints } from '../gen/incidents.gen.ts';

export const incidentsApi = incidentsEndpoints.enhanceEndpoints({
  endpoints: cacheTags(incidentsEndpoints, ['Incidents'], {
    provide: ['listMyIncidents', 'getMyIncident'],
    invalidate: ['addIncidentComment'],
  }),
});

export const { useListMyIncidentsQuery, useGetMyIncidentQuery, useAddIncidentCommentMutation } = incidentsApi;
export type * from '../gen/incidents.gen.ts';

/** The server path of an incident attachment, for downloadFile. */
export const attachmentPath = (incidentId: string, attachmentId: string) =>
  `/core-app-api/osc/user/incidents/${encodeURIComponent(incidentId)}/attachments/${encodeURIComponent(attachmentId)}`;
