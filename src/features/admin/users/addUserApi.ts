// Calls of the add-user dialog. Creating a user refreshes every company-user list (tag CompanyUsers).
import { invitationsEndpoints } from '../../../api/gen/invitations.gen.ts';
import { productsEndpoints } from '../../../api/gen/products.gen.ts';
import { usersEndpoints } from '../../../api/gen/users.gen.ts';

const invitations = invitationsEndpoints.enhanceEndpoints({
  addTagTypes: ['CompanyUsers'],
  endpoints: {
    postCoreAppApiCompaniesByCompanyIdUsers: { invalidatesTags: ['CompanyUsers'] },
  },
});

export const { usePostCoreAppApiCompaniesByCompanyIdUsersMutation, usePostCoreAppApiCompaniesByCompanyIdUsersValidateMutation } =
  invitations;
export const { useGetCoreAppApiCompaniesByCompanyIdPersonasQuery } = usersEndpoints;
export const { useGetPlatformV1ProductsQuery } = productsEndpoints;
