// Cache tags for choosing a company: any change of context refreshes the user and the tiles.
import { actingContextEndpoints } from '../../api/gen/acting-context.gen.ts';
import { companiesEndpoints } from '../../api/gen/companies.gen.ts';

const companies = companiesEndpoints.enhanceEndpoints({
  addTagTypes: ['Companies'],
  endpoints: { getCoreAppApiCompanies: { providesTags: ['Companies'] } },
});

const actingContext = actingContextEndpoints.enhanceEndpoints({
  addTagTypes: ['Session'],
  endpoints: {
    postCoreAppApiUsersSetContext: { invalidatesTags: ['Session'] },
    postCoreAppApiUsersResetContext: { invalidatesTags: ['Session'] },
    postCoreAppApiUsersSwitchContext: { invalidatesTags: ['Session'] },
  },
});

export const { useGetCoreAppApiCompaniesQuery } = companies;
export const {
  usePostCoreAppApiUsersSetContextMutation,
  usePostCoreAppApiUsersResetContextMutation,
  usePostCoreAppApiUsersSwitchContextMutation,
} = actingContext;
