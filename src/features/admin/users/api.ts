// This area's API calls: the generated endpoints it uses, from src/api/endpoints (where each generated
// file's cache tags are declared once). The area's components import them from here.
export { useCreateUserMutation, useResendInvitationMutation, useValidateUsersMutation } from '../../../api/endpoints/invitations.ts';
export { useListProductsQuery } from '../../../api/endpoints/products.ts';
export {
  type ListAccessRequestsApiResponse,
  type ListPendingUsersApiResponse,
  type ListUsersApiResponse,
  refreshCompanyUsers,
  useBlockUsersMutation,
  useDecideAccessRequestsMutation,
  useDeleteUsersMutation,
  useListAccessRequestsQuery,
  useListPendingUsersQuery,
  useListPersonasQuery,
  useListUsersQuery,
  useSetUserAccessMutation,
  useUnblockUsersMutation,
  useUpdateUserProfileMutation,
} from '../../../api/endpoints/users.ts';
