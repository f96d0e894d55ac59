// Support (gen/support.gen.ts), no cache tags. The generated createIncident cannot carry its
// multipart body (the OpenAPI describes it only in words), so fileIncident sends the same call with
// a FormData body: the field incidentDetail (JSON) and the optional file. It goes through the base
// query like every call, so a 412 opens the human verification and the call is repeated once solved.
import type { IncidentDraft, IncidentVariant } from '../../../tenants/incident-form.ts';
import { type CreateIncidentApiResponse, supportEndpoints } from '../gen/support.gen.ts';

export interface IncidentFiling {
  oscType: IncidentVariant;
  detail: IncidentDraft;
  file: File | null;
}

export const supportApi = supportEndpoints.injectEndpoints({
  endpoints: (build) => ({
    fileIncident: build.mutation<CreateIncidentApiResponse, IncidentFiling>({
      query: ({ oscType, detail, file }) => {
        const body = new FormData();
        body.append('incidentDetail', JSON.stringify(detail));
        if (file) body.append('file', file, file.name);
        return { url: '/core-app-api/incidents', method: 'POST', params: { oscType }, body };
      },
    }),
  }),
});
export const { useListSupportCategoriesQuery, useFileIncidentMutation } = supportApi;
export type * from '../gen/support.gen.ts';
