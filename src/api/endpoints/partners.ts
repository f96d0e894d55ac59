// The third-party partners (gen/partners.gen.ts): associating, changing or removing refreshes the
// list. A third-party user's apps granted by their supplier (a read, though a POST: generated as a
// query) follow the session and the partners.
import { cacheTags } from '../cacheTags.ts';
import { partnersEndpoints } from '../gen/partners.gen.ts';

export const partnersApi = partnersEndpoints.enhanceEndpoints({
  endpoints: {
    ...cacheTags(partnersEndpoints, ['Partners'], {
      provide: ['listPartners'],
      invalidate: ['addPartner', 'updatePartner', 'deletePartner'],
    }),
    ...cacheTags(partnersEndpoints, ['Session', 'Partners'], { provide: ['listPartnerAccessApps'] }),
    validatePartner: { keepUnusedDataFor: 0 },
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
