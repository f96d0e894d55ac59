// Creating users and their invitations (gen/invitations.gen.ts). Creating a user and resending an
// invitation (which may move the task along) refresh every company-user list (tag CompanyUsers).
// Spec §7 names the resend (batch-tasks/{taskID}/RESEND_INVITE) with GET; the server takes it as a
// POST, as no GET changes state (issue 30 §1).
import { cacheTags } from '../cacheTags.ts';
import { invitationsEndpoints } from '../gen/invitations.gen.ts';

export const invitationsApi = invitationsEndpoints.enhanceEndpoints({
  endpoints: cacheTags(invitationsEndpoints, ['CompanyUsers'], { invalidate: ['createUser', 'resendInvitation'] }),
});

export const { useCreateUserMutation, useValidateUsersMutation, useResendInvitationMutation } = invitationsApi;
export type * from '../gen/invitations.gen.ts';
