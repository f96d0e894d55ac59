// Cache tags for the third-party partners: associating, changing or removing refreshes the list.
import { partnersEndpoints } from '../../../api/gen/partners.gen.ts';

export const partnersApi = partnersEndpoints.enhanceEndpoints({
  addTagTypes: ['Partners'],
  endpoints: {
    getCoreAppApiCompaniesByCompanyIdPartnerAssociations: { providesTags: ['Partners'] },
    getCoreAppApiCompaniesByCompanyIdPartnerAssociationsValidate: { keepUnusedDataFor: 0 },
    postCoreAppApiCompaniesByCompanyIdPartnerAssociations: { invalidatesTags: ['Partners'] },
    putCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationId: { invalidatesTags: ['Partners'] },
    deleteCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationId: { invalidatesTags: ['Partners'] },
  },
});

export const {
  useGetCoreAppApiCompaniesByCompanyIdPartnerAssociationsQuery,
  usePostCoreAppApiCompaniesByCompanyIdPartnerAssociationsMutation,
  usePutCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdMutation,
  useDeleteCoreAppApiCompaniesByCompanyIdPartnerAssociationsAndAssociationIdMutation,
} = partnersApi;

export const useLazyValidatePartnerQuery = partnersApi.endpoints.getCoreAppApiCompaniesByCompanyIdPartnerAssociationsValidate.useLazyQuery;
