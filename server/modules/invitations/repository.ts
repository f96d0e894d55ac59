// Every query of adding users, invitations and registration. invitationsRepository works for the
// administrator's company (request.companyDb); registrationRepository for the invited person, on
// the host's tenant (request.tenantDb), before and after they have a session. The invitation links
// and the stage machine of the invited user's CREATE_USER task are invitation-repository.ts's.
import type { Environment, TenantConfig } from '../../../tenants/schema.ts';
import type { CompanyDb, TenantDb } from '../../db/scope.ts';
import type { LegalDocument } from '../../db/schema.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { type CompanyEntry, recordCompanyActivity, recordTenantActivity } from '../../services/activity-log.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { type StoredDetails, who } from '../../services/activity-messages.ts';
import { retireCredentials, spendToken } from '../../services/credentials.ts';
import { availableProductCodes, productCatalogue } from '../../services/product-catalogue.ts';
import type { SessionService } from '../../services/sessions.ts';
import { type InviteArgs, inviteUser, resendInvitation, setTaskStage, stageAfterRegistration } from './invitation-repository.ts';

/** The invited user, as an invitation's task or link reads them. */
const INVITEE_COLUMNS = ['users.id as user_id', 'users.login_id', 'users.first_name', 'users.last_name', 'users.status'] as const;

function companyQueries(scoped: CompanyDb) {
  return {
    /** The company's authorised domains, by name. */
    authorisedDomains() {
      return scoped.selectFrom('email_domains').select(['domain_name', 'allow_subdomains']).orderBy('domain_name').execute();
    },

    /** Accounts of the whole tenant with these logins, and their company. */
    accountsOfTenant(logins: string[]) {
      return logins.length
        ? scoped.selectFromTenant('users').select(['login_id', 'company_id']).where('login_id', 'in', logins).execute()
        : Promise.resolve([]);
    },

    /** The codes of the products the tenant offers now. */
    offeredProducts(tenant: TenantConfig, env: Environment) {
      return availableProductCodes(scoped, tenant, env);
    },

    /** Creates a PENDING user of the company; undefined when the login exists in the tenant meanwhile. */
    insertPendingUser(values: {
      login_id: string;
      first_name: string;
      last_name: string;
      role: string;
      language_code: string;
      created_by: string;
    }) {
      return scoped
        .insertInto('users', {
          ...values,
          user_type: 'EXTERNAL',
          status: 'PENDING',
          password_hash: null,
          registration_completed_at: null,
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'login_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
    },

    /** Asks for the products of a user just created (user_products has no scope columns of its own). */
    async requestProducts(userId: string, products: string[]) {
      if (!products.length) return;
      await scoped
        .childRows()
        .insertInto('user_products')
        .values(products.map((product_code) => ({ user_id: userId, product_code, access_status: 'ACCESS_PENDING' as const })))
        .execute();
    },

    record: (entry: CompanyEntry) => recordCompanyActivity(scoped, entry),

    /** Creates the user's CREATE_USER task and e-mails the link (invitation-repository.ts). */
    invite: (mailer: Mailer, args: InviteArgs) => inviteUser(scoped, mailer, args),

    /** A new link for a pending task; the older ones stop working. */
    resend: (mailer: Mailer, args: InviteArgs) => resendInvitation(scoped, mailer, args),

    /** A CREATE_USER task of the company that is not completed, with its user, locked for the transaction. */
    openTaskForUpdate(taskId: string) {
      return scoped
        .selectFrom('user_tasks')
        .innerJoin('users', 'users.id', 'user_tasks.user_id')
        .select(['user_tasks.id', 'user_tasks.stage', ...INVITEE_COLUMNS])
        .where('user_tasks.id', '=', taskId)
        .where('user_tasks.type', '=', 'CREATE_USER')
        .whereRef('users.company_id', '=', 'user_tasks.company_id')
        .where('user_tasks.stage', '!=', 'COMPLETED')
        .forUpdate()
        .executeTakeFirst();
    },
  };
}

export type InvitationsRepository = ReturnType<typeof companyQueries>;

export function invitationsRepository(scoped: CompanyDb) {
  return {
    ...companyQueries(scoped),
    /** Runs `work` in one transaction, with a repository of the same scope. */
    transaction: <R>(work: (repository: InvitationsRepository) => Promise<R>) => scoped.transaction((trx) => work(companyQueries(trx))),
  };
}

export function registrationRepository(scoped: TenantDb) {
  return {
    /** The invitation token row with its user, on this tenant (any state), or undefined. */
    findInvitation(tokenHash: string) {
      // password_reset_tokens has no scope columns of its own: the join to the tenant's users scopes it.
      return scoped
        .selectFromTenant('users')
        .innerJoin('password_reset_tokens', 'users.id', 'password_reset_tokens.user_id')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .select([
          'password_reset_tokens.token_hash',
          'password_reset_tokens.expires_at',
          'password_reset_tokens.used_at',
          ...INVITEE_COLUMNS,
          'users.tenant_id',
          'users.company_id',
          'companies.name as company_name',
        ])
        .where('password_reset_tokens.token_hash', '=', tokenHash)
        .where('password_reset_tokens.purpose', '=', 'INVITATION')
        .executeTakeFirst();
    },

    catalogue: (tenant: TenantConfig, env: Environment) => productCatalogue(scoped, tenant, env),

    /**
     * Accepts an invitation in one transaction: spends the token (of a PENDING user of this
     * tenant), sets the password and activates the account, retires the user's other links, grants
     * the `grantable` products asked for and records it. The activated user, or null.
     */
    accept(tokenHash: string, passwordHash: string, grantable: string[], sessions: SessionService) {
      return scoped.transaction(async (trx) => {
        const userId = await spendToken(trx, tokenHash, 'INVITATION', 'PENDING');
        if (!userId) return null;
        const activated = await trx
          .updateTenant('users')
          .set({ password_hash: passwordHash, status: 'ACTIVE' })
          .where('id', '=', userId)
          .where('status', '=', 'PENDING')
          .returning(['id', 'tenant_id', 'company_id', 'first_name', 'last_name', 'login_id'])
          .executeTakeFirst();
        if (!activated) return null;
        // Other invitation links of this user (resent ones) stop working with the first use.
        await retireCredentials(trx, sessions, activated.id);
        // The task of the user just activated in the tenant (invitation-repository.ts).
        await setTaskStage(trx, activated.id, 'GRANTING_ACCESS');
        if (grantable.length) {
          // Child rows of the user just activated in the tenant.
          await trx
            .childRows()
            .updateTable('user_products')
            .set({ access_status: 'ACCESS_COMPLETE' })
            .where('user_id', '=', activated.id)
            .where('access_status', '=', 'ACCESS_PENDING')
            .where('product_code', 'in', grantable)
            .execute();
        }
        await setTaskStage(trx, activated.id, 'COMPLETING');
        await recordTenantActivity(trx, {
          company_id: activated.company_id,
          actor_user_id: activated.id,
          entity_id: activated.id,
          event: 'INVITATION_ACCEPTED',
          details: detailsOf('INVITATION_ACCEPTED', { user: who(activated) }),
        });
        return activated;
      });
    },

    recordSignIn(userId: string) {
      return scoped.updateTenant('users').set({ last_login_at: new Date() }).where('id', '=', userId).execute();
    },

    /**
     * Completes a registration in one transaction: the user's details, the acceptance of each
     * document version and the activity entry (`activity`, its details); the stage the user's task
     * moves to, or null when the registration was already complete.
     */
    completeRegistration(
      user: { id: string; companyId: string },
      details: {
        first_name: string;
        last_name: string;
        language_code: string;
        timezone: string;
        registration_completed_at: Date;
        job_title?: string | null;
        phone_number?: string | null;
      },
      versions: Record<LegalDocument, string>,
      activity: StoredDetails,
    ) {
      return scoped.transaction(async (trx) => {
        const updated = await trx
          .updateTenant('users')
          .set(details)
          .where('id', '=', user.id)
          .where('registration_completed_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!updated) return null;
        // document_acceptances has no scope columns of its own: the user was found in the tenant.
        await trx
          .childRows()
          .insertInto('document_acceptances')
          .values(
            (Object.entries(versions) as Array<[LegalDocument, string]>).map(([document, version]) => ({
              user_id: user.id,
              document,
              version,
              accepted_at: details.registration_completed_at,
            })),
          )
          .onConflict((oc) => oc.columns(['user_id', 'document', 'version']).doNothing())
          .execute();
        await recordTenantActivity(trx, {
          company_id: user.companyId,
          actor_user_id: user.id,
          entity_id: user.id,
          event: 'USER_REGISTRATION_COMPLETED',
          details: activity,
        });
        return stageAfterRegistration(trx, user.id);
      });
    },
  };
}
