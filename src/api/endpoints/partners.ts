// The third-party partners (gen/partners.gen.ts): associating, changing or removing refreshes the
// list. A third-party user's apps granted by their supplier (a read, though a POST: generated as a
// query) follow the session and the partners.
import { partnersEndpoints } from '../gen/partners.gen.ts';

export const partnersApi = partnersEndpoints.enhanceEndpoints({
  endpoints: {
    listPartners: { providesTags: ['Partners'] },
    validatePartner: { keepUnusedDataFor: 0 },
    addPartner: { invalidatesTags: ['Partners'] },
    updatePartner: { invalidatesTags: ['Partners'] },
    deletePartner: { invalidatesTags: ['Partners'] },
    listPartnerAccessApps: { providesTags: ['Session', 'Partners'] },
  },
});

export const {
  useListPartnersQuery,
  useLazyValidatePartnerQuery,
  useAddPartnerMutation,
  useUpdatePartnerMutation,
  useDeletePartnerMutation,
  useListPartnerAccessAppsQuery,
} = partnersApi;
export type * from '../gen/partners.gen.ts';
