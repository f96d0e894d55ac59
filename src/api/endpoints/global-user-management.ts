// Global user management (gen/global-user-management.gen.ts). The list provides 'GlobalUsers';
// blocking or unblocking from a row refreshes it and the company's own user lists. The export is a
// file (api/files.ts), not an RTK Query call.
import { cacheTags } from '../cacheTags.ts';
import { globalUserManagementEndpoints } from '../gen/global-user-management.gen.ts';

export const globalUsersApi = globalUserManagementEndpoints.enhanceEndpoints({
  endpoints: {
    ...cacheTags(globalUserManagementEndpoints, ['GlobalUsers'], { provide: ['listGlobalUsers'] }),
    ...cacheTags(globalUserManagementEndpoints, ['GlobalUsers', 'CompanyUsers'], { invalidate: ['blockGlobalUser', 'unblockGlobalUser'] }),
  },
});

export const {
  useListGlobalUsersQuery,
  useListCompanyTypesQuery,
  useListCompanyStatusesQuery,
  useListGlobalUserRolesQuery,
  useListGlobalUserAttributesQuery,
  useListGlobalUserSbusQuery,
  useListGlobalUserProductsQuery,
  useBlockGlobalUserMutation,
  useUnblockGlobalUserMutation,
} = globalUsersApi;
export type * from '../gen/global-user-management.gen.ts';
