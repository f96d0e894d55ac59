// Calls of the user-management page. Every company-user list provides the tag CompanyUsers and
// every change invalidates it, so the four tabs (and the add-user and bulk dialogs) stay in step.
import { invitationsEndpoints } from '../../../api/gen/invitations.gen.ts';
import { productsEndpoints } from '../../../api/gen/products.gen.ts';
import { usersEndpoints } from '../../../api/gen/users.gen.ts';

const TAGS = ['CompanyUsers'] as const;

const users = usersEndpoints.enhanceEndpoints({
  addTagTypes: [...TAGS],
  endpoints: {
    getCoreAppApiCompaniesByCompanyIdUsers: { providesTags: [...TAGS] },
    getCoreAppApiCompaniesByCompanyIdUsersNonProvisioned: { providesTags: [...TAGS] },
    getPlatformV1IdentityAccountsByCompanyIdAccessRequests: { providesTags: [...TAGS] },
    postCoreAppApiCompaniesByCompanyIdUsersAccess: { invalidatesTags: [...TAGS] },
    putCoreAppApiCompaniesByCompanyIdUsersAccess: { invalidatesTags: [...TAGS] },
    putCoreAppApiCompaniesByCompanyIdUsersProfile: { invalidatesTags: [...TAGS] },
    postCoreAppApiCompaniesByCompanyIdUsersDelete: { invalidatesTags: [...TAGS] },
    postCoreAppApiCompaniesByCompanyIdUsersBlock: { invalidatesTags: [...TAGS] },
    postCoreAppApiCompaniesByCompanyIdUsersUnblock: { invalidatesTags: [...TAGS] },
    postPlatformV1IdentityAccountsByCompanyIdBulkAccessRequests: { invalidatesTags: [...TAGS] },
  },
});

// Resending an invitation is a GET in spec §7 (batch-tasks/{taskID}/RESEND_INVITE): called on
// demand (lazy), and it may move the task along, so it refreshes the lists too.
const invitations = invitationsEndpoints.enhanceEndpoints({
  addTagTypes: [...TAGS],
  endpoints: { getCoreAppApiCompaniesByCompanyIdUsersBatchTasksAndTaskIdResendInvite: { keepUnusedDataFor: 0 } },
});

export const {
  useGetCoreAppApiCompaniesByCompanyIdUsersQuery: useUsersQuery,
  useGetCoreAppApiCompaniesByCompanyIdUsersNonProvisionedQuery: usePendingUsersQuery,
  useGetPlatformV1IdentityAccountsByCompanyIdAccessRequestsQuery: useAccessRequestsQuery,
  useGetCoreAppApiCompaniesByCompanyIdPersonasQuery: usePersonasQuery,
  usePostCoreAppApiCompaniesByCompanyIdUsersAccessMutation: useGrantAccessMutation,
  usePutCoreAppApiCompaniesByCompanyIdUsersAccessMutation: useSetAccessMutation,
  usePutCoreAppApiCompaniesByCompanyIdUsersProfileMutation: useUpdateProfileMutation,
  usePostCoreAppApiCompaniesByCompanyIdUsersDeleteMutation: useDeleteUsersMutation,
  usePostCoreAppApiCompaniesByCompanyIdUsersBlockMutation: useBlockUsersMutation,
  usePostCoreAppApiCompaniesByCompanyIdUsersUnblockMutation: useUnblockUsersMutation,
  usePostPlatformV1IdentityAccountsByCompanyIdBulkAccessRequestsMutation: useDecideAccessRequestsMutation,
} = users;
/** Refreshes every company-user list (after a resend, or a change made by the add-user or bulk dialogs). */
export const refreshCompanyUsers = () => users.util.invalidateTags(['CompanyUsers']);
export const useLazyResendInviteQuery =
  invitations.endpoints.getCoreAppApiCompaniesByCompanyIdUsersBatchTasksAndTaskIdResendInvite.useLazyQuery;
export const { useGetPlatformV1ProductsQuery: useProductsQuery } = productsEndpoints;

export type {
  GetCoreAppApiCompaniesByCompanyIdUsersApiResponse as UsersPage,
  GetCoreAppApiCompaniesByCompanyIdUsersNonProvisionedApiResponse as PendingPage,
  GetPlatformV1IdentityAccountsByCompanyIdAccessRequestsApiResponse as AccessRequestsPage,
} from '../../../api/gen/users.gen.ts';
