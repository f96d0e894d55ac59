// This area's API calls: the generated endpoints it uses, from src/api/endpoints (where their cache
// tags are declared). The export goes through api/files.ts.
export {
  type ListGlobalUsersApiArg,
  type ListGlobalUsersApiResponse,
  useBlockGlobalUserMutation,
  useListCompanyStatusesQuery,
  useListCompanyTypesQuery,
  useListGlobalUserAttributesQuery,
  useListGlobalUserProductsQuery,
  useListGlobalUserRolesQuery,
  useListGlobalUserSbusQuery,
  useListGlobalUsersQuery,
  useUnblockGlobalUserMutation,
} from '../../api/endpoints/global-user-management.ts';
export { useGetUserContextQuery } from '../../api/endpoints/identity.ts';
