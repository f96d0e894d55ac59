// Invitations of users an administrator creates (spec §4 "Pending user creation stages"); the
// bulk upload (modules/bulk-users) writes its own in one statement.
//
// An invitation is a single-use link `${origin}/platform/accept-invitation?token=…`. The token
// lives in password_reset_tokens with purpose 'INVITATION' (only its SHA-256 hash is stored),
// expires INVITATION_VALID_DAYS after it was sent and is spent when the password is set. Resending
// invalidates every older unused invitation token of the user.
//
// Stage machine of the user's CREATE_USER task (user_tasks):
//
//   INVITATION_SENT ──(invitee sets a password)──▶ GRANTING_ACCESS
//   GRANTING_ACCESS ──(products recorded for the user)──▶ COMPLETING
//   COMPLETING ──(registration submitted)──▶ WAITING_FOR_ACCESS  while any product is ACCESS_PENDING
//                                       └──▶ COMPLETED           otherwise
//   WAITING_FOR_ACCESS ──(no product left ACCESS_PENDING)──▶ COMPLETED  (see settleWaitingTask)
//
// The administrator's chosen products are stored ACCESS_PENDING when the user is created.
// Accepting the invitation (POST /platform/invitations/accept) runs the first two steps in one
// transaction: it grants (ACCESS_COMPLETE) every chosen product the tenant offers now that is
// neither "coming soon" nor in a restricted (alpha/beta) launch; the others stay ACCESS_PENDING
// until an administrator grants them, which is what WAITING_FOR_ACCESS waits for (routes that
// change a user's access call settleWaitingTask). So an accepted invitation is seen at COMPLETING.
// Resending is possible only while the user has not set a password yet (stage INVITATION_SENT);
// a user's other stages answer 409, a COMPLETED task 404.
import { tenantLocale } from '../../../tenants/preferences.ts';
import type { Locale, TenantConfig } from '../../../tenants/schema.ts';
import type { UserTaskStage } from '../../db/schema.ts';
import type { CompanyDb, TenantDb } from '../../db/scope.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { invitationMail } from '../../services/emails.ts';
import { hashToken, newToken } from '../../services/tokens.ts';
import { INVITATION_VALID_DAYS, invitationLink } from './service.ts';

export interface InviteArgs {
  tenant: TenantConfig;
  userId: string;
  /** The administrator who invited (null for system-made invitations). */
  createdBy: string | null;
  /** Scheme and host of the tenant's site, e.g. http://us.localhost:3000 (no trailing slash). */
  origin: string;
  /** Language of the mail; defaults to the user's language when the tenant offers it. */
  locale?: Locale;
}

/**
 * Sends an invitation to a user of the scope's company: stores a new single-use INVITATION token,
 * creates the user's CREATE_USER task at INVITATION_SENT unless one exists, and sends the mail
 * (outbox row inside the transaction when no SMTP is configured). Call within the transaction
 * that created the user.
 */
export async function inviteUser(scoped: CompanyDb, mailer: Mailer, args: InviteArgs): Promise<{ taskId: string }> {
  const user = await scoped
    .selectFromAs('users', 'u')
    .innerJoin('companies', 'companies.id', 'u.company_id')
    .select(['u.id', 'u.first_name', 'u.login_id', 'u.language_code', 'companies.name as company_name'])
    .where('u.id', '=', args.userId)
    .executeTakeFirst();
  if (!user) throw new Error(`User ${args.userId} is not in company ${scoped.scope.companyId} of tenant ${scoped.scope.tenantId}`);

  let task = await scoped
    .selectFrom('user_tasks')
    .select(['id'])
    .where('user_id', '=', user.id)
    .where('type', '=', 'CREATE_USER')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!task) {
    task = await scoped
      .insertInto('user_tasks', { user_id: user.id, type: 'CREATE_USER', stage: 'INVITATION_SENT', created_by: args.createdBy })
      .returning(['id'])
      .executeTakeFirstOrThrow();
  }

  const token = newToken(32);
  // password_reset_tokens has no scope columns of its own: the user was found in the scope.
  await scoped
    .childRows()
    .insertInto('password_reset_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: user.id,
      purpose: 'INVITATION',
      expires_at: new Date(Date.now() + INVITATION_VALID_DAYS * 86_400_000),
    })
    .execute();

  // The inviter may be a super admin of another company of the tenant.
  const inviter = args.createdBy
    ? await scoped.selectFromTenant('users').select(['first_name', 'last_name']).where('id', '=', args.createdBy).executeTakeFirst()
    : undefined;
  const mail = invitationMail({
    tenant: args.tenant,
    locale: args.locale ?? tenantLocale(args.tenant, user.language_code),
    to: user.login_id,
    firstName: user.first_name,
    companyName: user.company_name,
    inviterName: inviter ? `${inviter.first_name} ${inviter.last_name}` : null,
    link: invitationLink(args.origin, token),
    validDays: INVITATION_VALID_DAYS,
  });
  await mailer.send(mail, scoped);
  return { taskId: task.id };
}

/**
 * Sends a new invitation link; every older unused invitation token of the user stops working.
 * The task stays at INVITATION_SENT (its updated_at moves).
 */
export async function resendInvitation(scoped: CompanyDb, mailer: Mailer, args: InviteArgs): Promise<{ taskId: string }> {
  await invalidateInvitations(scoped, args.userId);
  const result = await inviteUser(scoped, mailer, args);
  await scoped.updateTable('user_tasks').set({ updated_at: new Date() }).where('id', '=', result.taskId).execute();
  return result;
}

/** Marks every unused invitation token of the user (of the scope's company) as used. */
export async function invalidateInvitations(scoped: CompanyDb, userId: string): Promise<void> {
  // Tokens have no scope columns of their own: those of the user if the user is in the scope.
  await scoped
    .childRows()
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('user_id', 'in', scoped.selectFrom('users').select('users.id').where('users.id', '=', userId))
    .where('purpose', '=', 'INVITATION')
    .where('used_at', 'is', null)
    .execute();
}

/** Moves the pending CREATE_USER task of the user (of the scope's tenant) to `stage` (no-op when there is none). */
export async function setTaskStage(scoped: TenantDb, userId: string, stage: UserTaskStage): Promise<void> {
  await scoped
    .updateTenant('user_tasks')
    .set({ stage, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('type', '=', 'CREATE_USER')
    .where('stage', '!=', 'COMPLETED')
    .execute();
}

async function hasPendingProduct(scoped: TenantDb, userId: string): Promise<boolean> {
  // The user's products, through the user in the scope.
  const pending = await scoped
    .selectFromTenant('users')
    .innerJoin('user_products', 'user_products.user_id', 'users.id')
    .select('user_products.product_code')
    .where('users.id', '=', userId)
    .where('user_products.access_status', '=', 'ACCESS_PENDING')
    .executeTakeFirst();
  return pending !== undefined;
}

/** After registration: WAITING_FOR_ACCESS while any product is ACCESS_PENDING, else COMPLETED. */
export async function stageAfterRegistration(scoped: TenantDb, userId: string): Promise<UserTaskStage> {
  const stage: UserTaskStage = (await hasPendingProduct(scoped, userId)) ? 'WAITING_FOR_ACCESS' : 'COMPLETED';
  await setTaskStage(scoped, userId, stage);
  return stage;
}

/**
 * Completes a WAITING_FOR_ACCESS task once no product of the user is ACCESS_PENDING any more; call
 * it after changing a user's product access (e.g. an administrator granting access).
 */
export async function settleWaitingTask(scoped: TenantDb, userId: string): Promise<void> {
  if (await hasPendingProduct(scoped, userId)) return;
  await scoped
    .updateTenant('user_tasks')
    .set({ stage: 'COMPLETED', updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('type', '=', 'CREATE_USER')
    .where('stage', '=', 'WAITING_FOR_ACCESS')
    .execute();
}
