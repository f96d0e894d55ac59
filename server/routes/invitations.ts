// Adding a user, invitations and registration (issue 4 §2 "Add user", "Accepting the invitation";
// spec §7 "Supplier user management", "Auth and registration").
//
//   POST /core-app-api/companies/:companyId/users/validate              check users before creating them
//   POST /core-app-api/companies/:companyId/users                       create one user and invite them
//   GET  /core-app-api/companies/:companyId/users/batch-tasks/:taskID/RESEND_INVITE
//   POST /platform/invitations/lookup   (public)  who an invitation link is for, before the form shows
//   POST /platform/invitations/accept   (public)  set the password, sign in, go to /userRegistration
//   PUT  /core-app-api/companies/:companyId/users/complete-registration[/basic]
//   GET  /platform/v1/legal/terms, /platform/v1/legal/data-sharing-addendum   (public)
//
// Invitation tokens travel in POST bodies, never in API paths, so they stay out of request logs.
// The stage machine of the user's CREATE_USER task is described in services/invitations.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { tenantLocale } from '../../tenants/preferences.ts';
import { literals, LOCALES, type Locale, type TenantConfig } from '../../tenants/schema.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { LegalDocument } from '../db/schema.ts';
import { type Policy, policies } from '../plugins/policy.ts';
import { CompanyType, errors, problem } from '../schemas.ts';
import { recordActivity } from '../services/activity-log.ts';
import { domainCovers, domainOf } from '../services/company-users.ts';
import { retireCredentials } from '../services/credentials.ts';
import {
  INVITATION_VALID_DAYS,
  inviteUser,
  RESENDABLE_STAGES,
  resendInvitation,
  setTaskStage,
  stageAfterRegistration,
} from '../services/invitations.ts';
import {
  addendumVariantFor,
  currentVersion,
  isBasicCompanyType,
  legalDocument,
  termsVariantFor,
} from '../services/legal-documents.ts';
import { hashPassword, passwordProblem } from '../services/passwords.ts';
import { productCatalogue } from '../services/product-catalogue.ts';
import { hashToken } from '../services/tokens.ts';

/** The personas an administrator may give (GET personas serves the same list). */
export const ASSIGNABLE_ROLES = ['Admin', 'User'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
const MAX_USERS_PER_VALIDATION = 100;
const EMAIL_SYNTAX = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** The signed-in user themself, within their own company (`:companyId` must be it). */
const ownCompany: Policy = { access: 'signed-in', scope: 'company' };

const Uuid = Type.String({ format: 'uuid' });
const CompanyParams = Type.Object({ companyId: Uuid });
const Role = literals(ASSIGNABLE_ROLES);
const ProblemCode = literals([
  'REQUIRED',
  'TOO_LONG',
  'INVALID_EMAIL',
  'DOMAIN_NOT_AUTHORISED',
  'ALREADY_A_USER',
  'CANNOT_ADD',
  'DUPLICATE_IN_LIST',
  'UNKNOWN_PRODUCT',
] as const);
const UserProblem = Type.Object({
  field: literals(['firstName', 'lastName', 'email', 'role', 'products'] as const),
  code: ProblemCode,
  message: Type.String(),
  /** The e-mail's domain, for DOMAIN_NOT_AUTHORISED (so a client can word the message itself). */
  domain: Type.Optional(Type.String()),
});
type UserProblem = Static<typeof UserProblem>;

const NewUserFields = {
  firstName: Type.String({ maxLength: 100 }),
  lastName: Type.String({ maxLength: 100 }),
  email: Type.String({ maxLength: 254 }),
};

const InvitationLookup = Type.Object({
  status: literals(['VALID', 'EXPIRED', 'USED'] as const),
  firstName: Type.Optional(Type.String()),
  lastName: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  companyName: Type.Optional(Type.String()),
  expiresAt: Type.String({ format: 'date-time' }),
});

const LegalTextResponse = Type.Object({
  document: literals(['TERMS', 'DATA_SHARING_ADDENDUM'] as const),
  variant: literals(['STANDARD', 'BASIC', '3P'] as const),
  version: Type.String({ description: 'Send this id back when accepting the document.' }),
  effectiveDate: Type.String({ format: 'date' }),
  locale: literals(LOCALES),
  title: Type.String(),
  body: Type.Array(Type.String(), { description: 'Plain paragraphs, in order.' }),
});

const INVALID_INVITATION = 'This invitation link is invalid or has expired. Ask your administrator to send a new one.';

function validTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const cannotAdd = (email: string) => `${email} cannot be added to your company. If the address is right, contact support.`;

const invitations: FastifyPluginAsyncTypebox<{ config: Config }> = async (app) => {
  /** Problems of each user (same order as given); an empty list means the user can be created. */
  async function validateUsers(
    db: Db,
    tenant: TenantConfig,
    companyId: string,
    users: Array<{ firstName: string; lastName: string; email: string; products?: string[] }>,
  ): Promise<UserProblem[][]> {
    const tenantId = tenant.id;
    const domains = await db
      .selectFrom('email_domains')
      .select(['domain_name', 'allow_subdomains'])
      .where('tenant_id', '=', tenantId)
      .where('company_id', '=', companyId)
      .orderBy('domain_name')
      .execute();
    const emails = users.map((u) => u.email.trim().toLowerCase());
    // Accounts of this tenant by address, with their company: only this company's users are named
    // as existing; an account elsewhere gets a neutral answer (no discovery of other companies' users).
    const existing = new Map(
      emails.length
        ? (
            await db
              .selectFrom('users')
              .select(['login_id', 'company_id'])
              .where('tenant_id', '=', tenantId)
              .where('login_id', 'in', emails)
              .execute()
          ).map((u) => [u.login_id, u.company_id])
        : [],
    );
    const offered = new Set<string>(
      (await productCatalogue(db, tenant, app.appEnv)).filter((p) => p.effective.available).map((p) => p.code),
    );
    const allowed = domains.map((d) => d.domain_name).join(', ');
    return users.map((user, index) => {
      const problems: UserProblem[] = [];
      for (const field of ['firstName', 'lastName'] as const) {
        const label = field === 'firstName' ? 'first' : 'last';
        if (!user[field].trim()) problems.push({ field, code: 'REQUIRED', message: `Enter a ${label} name.` });
      }
      const email = emails[index]!;
      if (!email) {
        problems.push({ field: 'email', code: 'REQUIRED', message: 'Enter an e-mail address.' });
      } else if (!EMAIL_SYNTAX.test(email)) {
        problems.push({ field: 'email', code: 'INVALID_EMAIL', message: `"${email}" is not a valid e-mail address.` });
      } else {
        const domain = domainOf(email);
        if (!domains.some((d) => domainCovers(d, domain))) {
          problems.push({
            field: 'email',
            code: 'DOMAIN_NOT_AUTHORISED',
            domain,
            message: domains.length
              ? `The domain ${domain} is not an authorised domain of your company. Use an address at ${allowed}, or add the domain under Authorized Domains first.`
              : `The domain ${domain} is not an authorised domain of your company, which has none yet. Add it under Authorized Domains first.`,
          });
        } else if (existing.has(email) && existing.get(email) === companyId) {
          problems.push({ field: 'email', code: 'ALREADY_A_USER', message: `A user with the e-mail ${email} already exists.` });
        } else if (existing.has(email)) {
          problems.push({ field: 'email', code: 'CANNOT_ADD', message: cannotAdd(email) });
        } else if (emails.indexOf(email) !== index) {
          problems.push({ field: 'email', code: 'DUPLICATE_IN_LIST', message: `The e-mail ${email} appears more than once in the list.` });
        }
      }
      const unknown = (user.products ?? []).filter((p) => !offered.has(p));
      if (unknown.length) {
        problems.push({
          field: 'products',
          code: 'UNKNOWN_PRODUCT',
          message: `Not a product offered here: ${unknown.join(', ')}.`,
        });
      }
      return problems;
    });
  }

  app.post(
    '/core-app-api/companies/:companyId/users/validate',
    {
      config: { policy: policies.permission('MANAGE', 'USER') },
      schema: {
        tags: ['invitations'],
        summary:
          'Checks users before they are created: names present, e-mail syntax, e-mail in an authorised domain of the company, not already a user of this country. supplierId must be the company of the path.',
        params: CompanyParams,
        body: Type.Object(
          {
            supplierId: Uuid,
            userList: Type.Array(
              Type.Object(
                {
                  ...NewUserFields,
                  role: Type.Optional(Role),
                  products: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20, uniqueItems: true })),
                },
                { additionalProperties: false },
              ),
              { minItems: 1, maxItems: MAX_USERS_PER_VALIDATION },
            ),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            valid: Type.Boolean({ description: 'True when no user has a problem.' }),
            users: Type.Array(Type.Object({ index: Type.Integer(), email: Type.String(), problems: Type.Array(UserProblem) })),
          }),
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      if (request.body.supplierId !== companyId) {
        return reply.code(400).send(problem(400, 'supplierId must be the company of the address (your company).'));
      }
      const problems = await validateUsers(app.db, request.tenant, companyId, request.body.userList);
      return {
        valid: problems.every((p) => p.length === 0),
        users: request.body.userList.map((u, index) => ({ index, email: u.email.trim().toLowerCase(), problems: problems[index]! })),
      };
    },
  );

  app.post(
    '/core-app-api/companies/:companyId/users',
    {
      config: { policy: policies.permission('MANAGE', 'USER') },
      schema: {
        tags: ['invitations'],
        summary: `Creates one user of the company (status PENDING) with the chosen role and products, and e-mails an invitation link valid ${INVITATION_VALID_DAYS} days. 409: the e-mail is already a user.`,
        params: CompanyParams,
        body: Type.Object(
          {
            companyId: Type.Optional(Type.String({ format: 'uuid', description: 'When given, must be the company of the path.' })),
            ...NewUserFields,
            role: Role,
            products: Type.Array(Type.String({ maxLength: 50 }), { maxItems: 20, uniqueItems: true }),
            languageCode: Type.Optional(literals(LOCALES)),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({ userId: Type.String(), taskId: Type.String(), email: Type.String(), message: Type.String() }),
          ...errors(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const body = request.body;
      const tenant = request.tenant;
      const actor = request.auth!.user;
      if (body.companyId && body.companyId !== companyId) {
        return reply.code(400).send(problem(400, 'companyId must be the company of the address (your company).'));
      }
      if (body.languageCode && !tenant.locales.supported.includes(body.languageCode)) {
        return reply.code(400).send(problem(400, `languageCode must be one of ${tenant.locales.supported.join(', ')}.`));
      }
      const email = body.email.trim().toLowerCase();
      const result = await app.db.transaction().execute(async (trx) => {
        const [problems] = await validateUsers(trx, tenant, companyId, [body]);
        const conflict = problems!.find((p) => p.code === 'ALREADY_A_USER');
        if (conflict) return { status: 409 as const, message: conflict.message };
        if (problems!.length) return { status: 400 as const, message: problems!.map((p) => p.message).join(' ') };
        const firstName = body.firstName.trim();
        const lastName = body.lastName.trim();
        const user = await trx
          .insertInto('users')
          .values({
            tenant_id: tenant.id,
            company_id: companyId,
            login_id: email,
            first_name: firstName,
            last_name: lastName,
            user_type: 'EXTERNAL',
            role: body.role,
            language_code: body.languageCode ?? tenant.locales.default,
            status: 'PENDING',
            password_hash: null,
            registration_completed_at: null,
            created_by: actor.id,
          })
          .onConflict((oc) => oc.columns(['tenant_id', 'login_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!user) {
          // Created meanwhile by another request: the same answers as validation would give now.
          const [again] = await validateUsers(trx, tenant, companyId, [body]);
          const ours = again!.some((p) => p.code === 'ALREADY_A_USER');
          return ours
            ? { status: 409 as const, message: `A user with the e-mail ${email} already exists.` }
            : { status: 400 as const, message: cannotAdd(email) };
        }
        if (body.products.length) {
          await trx
            .insertInto('user_products')
            .values(body.products.map((product_code) => ({ user_id: user.id, product_code, access_status: 'ACCESS_PENDING' as const })))
            .execute();
        }
        await recordActivity(trx, {
          tenant_id: tenant.id,
          company_id: companyId,
          actor_user_id: actor.id,
          entity_id: user.id,
          event: 'USER_INVITED',
          event_description: `Invited ${firstName} ${lastName} (${email}) as ${body.role}${body.products.length ? ` with access to ${body.products.join(', ')}` : ''}`,
        });
        const { taskId } = await inviteUser(trx, app.mailer, {
          tenant,
          companyId,
          userId: user.id,
          createdBy: actor.id,
          origin: request.siteOrigin,
        });
        return { status: 201 as const, userId: user.id, taskId };
      });
      if (result.status !== 201) return reply.code(result.status).send(problem(result.status, result.message));
      return reply.code(201).send({ userId: result.userId, taskId: result.taskId, email, message: `Invitation sent to ${email}.` });
    },
  );

  app.get(
    '/core-app-api/companies/:companyId/users/batch-tasks/:taskID/RESEND_INVITE',
    {
      config: { policy: policies.permission('MANAGE', 'USER'), changesState: true },
      schema: {
        tags: ['invitations'],
        summary:
          'Sends a new invitation link for a pending CREATE_USER task of the company; the older links stop working. 404: no such pending task; 409: the invitation was already accepted.',
        params: Type.Object({ companyId: Uuid, taskID: Uuid }),
        response: { 200: Type.Object({ message: Type.String(), taskId: Type.String() }), ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { companyId, taskID } = request.params;
      const tenant = request.tenant;
      const actor = request.auth!.user;
      const result = await app.db.transaction().execute(async (trx) => {
        const task = await trx
          .selectFrom('user_tasks')
          .innerJoin('users', 'users.id', 'user_tasks.user_id')
          .select([
            'user_tasks.id',
            'user_tasks.stage',
            'users.id as user_id',
            'users.login_id',
            'users.first_name',
            'users.last_name',
            'users.status',
          ])
          .where('user_tasks.id', '=', taskID)
          .where('user_tasks.type', '=', 'CREATE_USER')
          .where('user_tasks.tenant_id', '=', tenant.id)
          .where('user_tasks.company_id', '=', companyId)
          .where('users.company_id', '=', companyId)
          .where('user_tasks.stage', '!=', 'COMPLETED')
          .forUpdate()
          .executeTakeFirst();
        if (!task) return { status: 404 as const, message: 'No pending invitation task with this id in your company.' };
        if (!RESENDABLE_STAGES.includes(task.stage) || task.status !== 'PENDING') {
          return { status: 409 as const, message: `${task.first_name} ${task.last_name} has already accepted the invitation.` };
        }
        await resendInvitation(trx, app.mailer, { tenant, companyId, userId: task.user_id, createdBy: actor.id, origin: request.siteOrigin });
        await recordActivity(trx, {
          tenant_id: tenant.id,
          company_id: companyId,
          actor_user_id: actor.id,
          entity_id: task.user_id,
          event: 'USER_INVITATION_RESENT',
          event_description: `Sent a new invitation to ${task.first_name} ${task.last_name} (${task.login_id}); the earlier link no longer works`,
        });
        return { status: 200 as const, email: task.login_id };
      });
      if (result.status !== 200) return reply.code(result.status).send(problem(result.status, result.message));
      return { message: `Invitation sent again to ${result.email}.`, taskId: taskID };
    },
  );

  /** The invitation token row with its user, on this host's tenant (any state), or undefined. */
  function findInvitation(db: Db, tenantId: string, token: string) {
    return db
      .selectFrom('password_reset_tokens')
      .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .select([
        'password_reset_tokens.token_hash',
        'password_reset_tokens.expires_at',
        'password_reset_tokens.used_at',
        'users.id as user_id',
        'users.tenant_id',
        'users.company_id',
        'users.first_name',
        'users.last_name',
        'users.login_id',
        'users.status',
        'companies.name as company_name',
      ])
      .where('password_reset_tokens.token_hash', '=', hashToken(token))
      .where('password_reset_tokens.purpose', '=', 'INVITATION')
      .where('users.tenant_id', '=', tenantId)
      .executeTakeFirst();
  }

  const TokenBody = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) }, { additionalProperties: false });

  app.post(
    '/platform/invitations/lookup',
    {
      config: { policy: policies.public },
      schema: {
        tags: ['registration'],
        summary:
          'Who an invitation link is for and whether it still works (VALID, EXPIRED or USED), before the set-password form shows. 404: no such invitation on this site.',
        body: TokenBody,
        response: { 200: InvitationLookup, ...errors(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await findInvitation(app.db, request.tenant.id, request.body.token);
      if (!row) return reply.code(404).send(problem(404, INVALID_INVITATION));
      const status = row.used_at || row.status !== 'PENDING' ? 'USED' : row.expires_at <= new Date() ? 'EXPIRED' : 'VALID';
      return {
        status,
        expiresAt: row.expires_at.toISOString(),
        ...(status === 'VALID'
          ? { firstName: row.first_name, lastName: row.last_name, email: row.login_id, companyName: row.company_name }
          : {}),
      } as const;
    },
  );

  app.post(
    '/platform/invitations/accept',
    {
      config: { policy: policies.public },
      schema: {
        tags: ['registration'],
        summary:
          'Accepts an invitation: sets the password (same rules as a reset), activates the account, grants the products that can be granted at once, signs the user in and answers where to go (/userRegistration). The link works once.',
        body: Type.Object(
          { token: Type.String({ minLength: 10, maxLength: 200 }), password: Type.String({ maxLength: 200 }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ redirectTo: Type.String(), message: Type.String() }), ...errors(400, 403) },
      },
    },
    async (request, reply) => {
      const weak = passwordProblem(request.body.password);
      if (weak) return reply.code(400).send(problem(400, weak));
      const tenant = request.tenant;
      const passwordHash = await hashPassword(request.body.password);
      const catalogue = await productCatalogue(app.db, tenant, app.appEnv);
      // Granted at once: products offered now that are neither "coming soon" nor in a restricted
      // (alpha/beta) launch; the others stay ACCESS_PENDING until an administrator grants them.
      const grantable = catalogue
        .filter((p) => p.effective.available && !p.effective.comingSoon && !p.effective.restrictedLaunch)
        .map((p) => p.code as string);
      const user = await app.db.transaction().execute(async (trx) => {
        const spent = await trx
          .updateTable('password_reset_tokens')
          .set({ used_at: new Date() })
          .where('token_hash', '=', hashToken(request.body.token))
          .where('purpose', '=', 'INVITATION')
          .where('used_at', 'is', null)
          .where('expires_at', '>', new Date())
          // A link opened on another tenant's host does not match there (and is not spent).
          .where('user_id', 'in', trx.selectFrom('users').select('id').where('tenant_id', '=', tenant.id).where('status', '=', 'PENDING'))
          .returning('user_id')
          .executeTakeFirst();
        if (!spent) return null;
        const activated = await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, status: 'ACTIVE' })
          .where('id', '=', spent.user_id)
          .where('tenant_id', '=', tenant.id)
          .where('status', '=', 'PENDING')
          .returning(['id', 'tenant_id', 'company_id', 'first_name', 'last_name', 'login_id'])
          .executeTakeFirst();
        if (!activated) return null;
        // Other invitation links of this user (resent ones) stop working with the first use.
        await retireCredentials(trx, app.sessions, activated.id);
        await setTaskStage(trx, activated.id, 'GRANTING_ACCESS');
        if (grantable.length) {
          await trx
            .updateTable('user_products')
            .set({ access_status: 'ACCESS_COMPLETE' })
            .where('user_id', '=', activated.id)
            .where('access_status', '=', 'ACCESS_PENDING')
            .where('product_code', 'in', grantable)
            .execute();
        }
        await setTaskStage(trx, activated.id, 'COMPLETING');
        await recordActivity(trx, {
          tenant_id: tenant.id,
          company_id: activated.company_id,
          actor_user_id: activated.id,
          entity_id: activated.id,
          event: 'INVITATION_ACCEPTED',
          event_description: `${activated.first_name} ${activated.last_name} (${activated.login_id}) accepted the invitation and set a password`,
        });
        return activated;
      });
      if (!user) return reply.code(400).send(problem(400, INVALID_INVITATION));
      if (request.auth) await app.sessions.revoke(request.auth.sessionHash);
      const token = await app.sessions.create(user);
      await app.db.updateTable('users').set({ last_login_at: new Date() }).where('id', '=', user.id).execute();
      app.setSessionCookie(reply, token);
      return { redirectTo: '/userRegistration', message: 'Your password is set. Complete your registration to continue.' };
    },
  );

  const RegistrationCommon = {
    companyId: Type.Optional(Type.String({ format: 'uuid', description: 'When given, must be the company of the path.' })),
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    languageCode: literals(LOCALES),
    timezone: Type.String({ minLength: 1, maxLength: 64, description: 'An IANA time zone, e.g. America/Chicago.' }),
    termsAccepted: Type.Boolean(),
    termsVersion: Type.String({ minLength: 1, maxLength: 100, description: 'The version id of the terms shown.' }),
    dataSharingAddendumAccepted: Type.Boolean(),
    dataSharingAddendumVersion: Type.String({ minLength: 1, maxLength: 100 }),
  };
  const RegistrationResponse = Type.Object({
    redirectTo: Type.String(),
    stage: literals(['WAITING_FOR_ACCESS', 'COMPLETED'] as const),
    acceptedAt: Type.String({ format: 'date-time' }),
  });

  for (const variant of ['FULL', 'BASIC'] as const) {
    const basic = variant === 'BASIC';
    app.put(
      `/core-app-api/companies/:companyId/users/complete-registration${basic ? '/basic' : ''}`,
      {
        config: { policy: { ...ownCompany, unregisteredAllowed: true } },
        schema: {
          tags: ['registration'],
          summary: basic
            ? 'Completes the registration of a basic account (basic vendor or basic agency) of the signed-in user: names, language and time zone, acceptance of the shown terms and data sharing addendum. 400 for other accounts.'
            : 'Completes the registration of the signed-in user (supplier or agency): names, optional job title and phone, language and time zone, acceptance of the shown terms and data sharing addendum. 400 for basic accounts.',
          params: CompanyParams,
          body: Type.Object(
            basic
              ? RegistrationCommon
              : {
                  ...RegistrationCommon,
                  jobTitle: Type.Optional(Type.String({ maxLength: 100 })),
                  phoneNumber: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+()\\-. ]*$' })),
                },
            { additionalProperties: false },
          ),
          response: { 200: RegistrationResponse, ...errors(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const { companyId } = request.params;
        const body = request.body as typeof request.body & { jobTitle?: string; phoneNumber?: string };
        const { user, company } = request.auth!;
        const tenant = request.tenant;
        if (body.companyId && body.companyId !== companyId) {
          return reply.code(400).send(problem(400, 'companyId must be the company of the address (your company).'));
        }
        if (user.registration_completed_at) return reply.code(409).send(problem(409, 'Your registration is already complete.'));
        if (!company || user.company_id !== companyId) {
          return reply.code(400).send(problem(400, 'Only a user of this company can complete a registration for it.'));
        }
        const basicAccount = isBasicCompanyType(company.company_type);
        if (basicAccount !== basic) {
          return reply
            .code(400)
            .send(
              problem(
                400,
                basicAccount
                  ? 'Basic accounts complete their registration with complete-registration/basic.'
                  : 'Only basic accounts use complete-registration/basic; use complete-registration.',
              ),
            );
        }
        if (!tenant.locales.supported.includes(body.languageCode)) {
          return reply.code(400).send(problem(400, `languageCode must be one of ${tenant.locales.supported.join(', ')}.`));
        }
        if (!validTimezone(body.timezone)) return reply.code(400).send(problem(400, `Unknown time zone: ${body.timezone}.`));
        if (!body.firstName.trim() || !body.lastName.trim()) return reply.code(400).send(problem(400, 'Enter your first and last name.'));
        if (!body.termsAccepted) return reply.code(400).send(problem(400, 'Accept the terms of use to complete your registration.'));
        if (!body.dataSharingAddendumAccepted) {
          return reply.code(400).send(problem(400, 'Accept the data sharing addendum to complete your registration.'));
        }
        const versions: Record<LegalDocument, string> = {
          TERMS: currentVersion(tenant, 'TERMS', termsVariantFor(company.company_type)),
          DATA_SHARING_ADDENDUM: currentVersion(tenant, 'DATA_SHARING_ADDENDUM', addendumVariantFor(company.company_type)),
        };
        if (body.termsVersion !== versions.TERMS || body.dataSharingAddendumVersion !== versions.DATA_SHARING_ADDENDUM) {
          return reply
            .code(400)
            .send(
              problem(
                400,
                'These are not the current terms and data sharing addendum for your account. Reload the page, read them and accept again.',
              ),
            );
        }
        const acceptedAt = new Date();
        const stage = await app.db.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('users')
            .set({
              first_name: body.firstName.trim(),
              last_name: body.lastName.trim(),
              language_code: body.languageCode,
              timezone: body.timezone,
              registration_completed_at: acceptedAt,
              ...(basic ? {} : { job_title: body.jobTitle?.trim() || null, phone_number: body.phoneNumber?.trim() || null }),
            })
            .where('id', '=', user.id)
            .where('tenant_id', '=', tenant.id)
            .where('registration_completed_at', 'is', null)
            .returning('id')
            .executeTakeFirst();
          if (!updated) return null;
          await trx
            .insertInto('document_acceptances')
            .values(
              (Object.entries(versions) as Array<[LegalDocument, string]>).map(([document, version]) => ({
                user_id: user.id,
                document,
                version,
                accepted_at: acceptedAt,
              })),
            )
            .onConflict((oc) => oc.columns(['user_id', 'document', 'version']).doNothing())
            .execute();
          await recordActivity(trx, {
            tenant_id: tenant.id,
            company_id: companyId,
            actor_user_id: user.id,
            entity_id: user.id,
            event: 'USER_REGISTRATION_COMPLETED',
            event_description: `${body.firstName.trim()} ${body.lastName.trim()} (${user.login_id}) completed registration and accepted ${versions.TERMS} and ${versions.DATA_SHARING_ADDENDUM}`,
          });
          return stageAfterRegistration(trx, user.id);
        });
        if (!stage) return reply.code(409).send(problem(409, 'Your registration is already complete.'));
        return { redirectTo: '/apps', stage: stage as 'WAITING_FOR_ACCESS' | 'COMPLETED', acceptedAt: acceptedAt.toISOString() };
      },
    );
  }

  const LegalQuery = {
    locale: Type.Optional(
      Type.Unsafe<Locale>({
        type: 'string',
        enum: [...LOCALES],
        description: "The language; one the site does not offer falls back to the site's default (or the x-user-locale header's).",
      }),
    ),
  };

  function requestLocale(request: FastifyRequest, asked: Locale | undefined): Locale {
    const header = request.headers['x-user-locale'];
    return tenantLocale(request.tenant, asked ?? (typeof header === 'string' ? header : undefined));
  }

  app.get(
    '/platform/v1/legal/terms',
    {
      config: { policy: policies.public },
      schema: {
        tags: ['registration'],
        summary:
          "The site's current terms of use for a company type (BASIC for basic vendors and basic agencies, STANDARD otherwise); without companyType, the signed-in user's own, else STANDARD.",
        querystring: Type.Object({ companyType: Type.Optional(CompanyType), ...LegalQuery }, { additionalProperties: false }),
        response: { 200: LegalTextResponse, ...errors(400) },
      },
    },
    async (request) => {
      const type = request.query.companyType ?? request.auth?.company?.company_type ?? null;
      return legalDocument(request.tenant, 'TERMS', termsVariantFor(type), requestLocale(request, request.query.locale));
    },
  );

  app.get(
    '/platform/v1/legal/data-sharing-addendum',
    {
      config: { policy: policies.public },
      schema: {
        tags: ['registration'],
        summary:
          "The site's current data sharing addendum: variant 3p for third-party agencies, standard otherwise; without variant, the one of the signed-in user's company (else standard).",
        querystring: Type.Object(
          { variant: Type.Optional(literals(['standard', '3p'] as const)), ...LegalQuery },
          { additionalProperties: false },
        ),
        response: { 200: LegalTextResponse, ...errors(400) },
      },
    },
    async (request) => {
      const variant = request.query.variant
        ? request.query.variant === '3p'
          ? '3P'
          : 'STANDARD'
        : addendumVariantFor(request.auth?.company?.company_type ?? null);
      return legalDocument(request.tenant, 'DATA_SHARING_ADDENDUM', variant, requestLocale(request, request.query.locale));
    },
  );
};

export default invitations;
