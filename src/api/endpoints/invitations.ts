// Creating users and their invitations (gen/invitations.gen.ts). Creating a user refreshes every
// company-user list (tag CompanyUsers). Resending an invitation is a GET in spec §7
// (batch-tasks/{taskID}/RESEND_INVITE): called on demand (lazy) and never cached; the page
// refreshes the lists after it (refreshCompanyUsers in users.ts), as it may move the task along.
import { cacheTags } from '../cacheTags.ts';
import { invitationsEndpoints } from '../gen/invitations.gen.ts';

export const invitationsApi = invitationsEndpoints.enhanceEndpoints({
  endpoints: {
    ...cacheTags(invitationsEndpoints, ['CompanyUsers'], { invalidate: ['createUser'] }),
    resendInvitation: { keepUnusedDataFor: 0 },
  },
});

export const { useCreateUserMutation, useValidateUsersMutation, useLazyResendInvitationQuery } = invitationsApi;
export type * from '../gen/invitations.gen.ts';
