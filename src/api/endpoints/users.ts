// The company's users (gen/users.gen.ts). Every company-user list provides the tag CompanyUsers and
// every change invalidates it, so the four tabs (and the add-user and bulk dialogs) stay in step.
import { baseApi } from '../baseApi.ts';
import { cacheTags } from '../cacheTags.ts';
import { usersEndpoints } from '../gen/users.gen.ts';

export const usersApi = usersEndpoints.enhanceEndpoints({
  endpoints: cacheTags(usersEndpoints, ['CompanyUsers'], {
    provide: ['listUsers', 'listPendingUsers', 'listAccessRequests'],
    invalidate: [
      'grantUserAccess',
      'setUserAccess',
      'updateUserProfile',
      'deleteUsers',
      'blockUsers',
      'unblockUsers',
      'decideAccessRequests',
    ],
  }),
});

export const {
  useListUsersQuery,
  useListPendingUsersQuery,
  useListAccessRequestsQuery,
  useListPersonasQuery,
  useSetUserAccessMutation,
  useUpdateUserProfileMutation,
  useDeleteUsersMutation,
  useBlockUsersMutation,
  useUnblockUsersMutation,
  useDecideAccessRequestsMutation,
} = usersApi;

/** Refreshes every company-user list (after a resend, or a change made outside RTK Query: the bulk upload). */
export const refreshCompanyUsers = () => baseApi.util.invalidateTags(['CompanyUsers']);
export type * from '../gen/users.gen.ts';
