// Adding a user, invitations and registration (issue 4 §2 "Add user", "Accepting the invitation";
// spec §7 "Supplier user management", "Auth and registration").
//
//   POST /core-app-api/companies/:companyId/users/validate              check users before creating them
//   POST /core-app-api/companies/:companyId/users                       create one user and invite them
//   POST /core-app-api/companies/:companyId/users/batch-tasks/:taskID/RESEND_INVITE   (spec §7: GET; see below)
//   POST /platform/invitations/lookup   (public)  who an invitation link is for, before the form shows
//   POST /platform/invitations/accept   (public)  set the password, sign in, go to /userRegistration
//   PUT  /core-app-api/companies/:companyId/users/complete-registration[/basic]
//   GET  /platform/v1/legal/terms, /platform/v1/legal/data-sharing-addendum   (public)
//
// Invitation tokens travel in POST bodies, never in API paths, so they stay out of request logs.
// The stage machine of the user's CREATE_USER task is described in invitation-repository.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { who } from '../../services/activity-messages.ts';
import { productText } from '../../../tenants/product-names.ts';
import registration from './registration-routes.ts';
import { invitationsRepository } from './repository.ts';
import { CompanyParams, CreateUserBody, ResendParams, Resent, UserCreated, UsersValidation, ValidateUsersBody } from './schemas.ts';
import { cannotAdd, INVITATION_VALID_DAYS, RESENDABLE_STAGES, validateUsers } from './service.ts';
import { routesTagged } from '../../http/route.ts';

const route = routesTagged('invitations');

/** Adding users of the administrator's company: validate, create and invite, resend. */
const invitations: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/core-app-api/companies/:companyId/users/validate',
    route(policies.permission('MANAGE', 'USER'), {
      operationId: 'validateUsers',
      summary:
        'Checks users before they are created: names present, e-mail syntax, e-mail in an authorised domain of the company, not already a user of this country. supplierId must be the company of the path.',
      params: CompanyParams,
      body: ValidateUsersBody,
      response: { 200: UsersValidation, ...errors(400, 401, 403) },
    }),
    async (request, reply) => {
      const { companyId } = request.params;
      if (request.body.supplierId !== companyId) {
        return reply.code(400).send(problem(400, 'supplierId must be the company of the address (your company).'));
      }
      const problems = await validateUsers(
        invitationsRepository(request.companyDb),
        request.tenant,
        app.appEnv,
        companyId,
        request.body.userList,
      );
      return {
        valid: problems.every((p) => p.length === 0),
        users: request.body.userList.map((u, index) => ({ index, email: u.email.trim().toLowerCase(), problems: problems[index]! })),
      };
    },
  );

  app.post(
    '/core-app-api/companies/:companyId/users',
    route(policies.permission('MANAGE', 'USER'), {
      operationId: 'createUser',
      summary: `Creates one user of the company (status PENDING) with the chosen role and products, and e-mails an invitation link valid ${INVITATION_VALID_DAYS} days. 409: the e-mail is already a user.`,
      params: CompanyParams,
      body: CreateUserBody,
      response: { 201: UserCreated, ...errors(400, 401, 403, 409) },
    }),
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
      const result = await invitationsRepository(request.companyDb).transaction(async (users) => {
        const [problems] = await validateUsers(users, tenant, app.appEnv, companyId, [body]);
        const conflict = problems!.find((p) => p.code === 'ALREADY_A_USER');
        if (conflict) return { status: 409 as const, message: conflict.message };
        if (problems!.length) return { status: 400 as const, message: problems!.map((p) => p.message).join(' ') };
        const firstName = body.firstName.trim();
        const lastName = body.lastName.trim();
        const user = await users.insertPendingUser({
          login_id: email,
          first_name: firstName,
          last_name: lastName,
          role: body.role,
          language_code: body.languageCode ?? tenant.locales.default,
          created_by: actor.id,
        });
        if (!user) {
          // Created meanwhile by another request: the same answers as validation would give now.
          const [again] = await validateUsers(users, tenant, app.appEnv, companyId, [body]);
          const ours = again!.some((p) => p.code === 'ALREADY_A_USER');
          return ours
            ? { status: 409 as const, message: `A user with the e-mail ${email} already exists.` }
            : { status: 400 as const, message: cannotAdd(email) };
        }
        await users.requestProducts(user.id, body.products);
        const invitee = `${firstName} ${lastName} (${email})`;
        await users.record({
          actor_user_id: actor.id,
          entity_id: user.id,
          event: 'USER_INVITED',
          details: body.products.length
            ? detailsOf('USER_INVITED_WITH_PRODUCTS', { user: invitee, role: body.role, products: productText(body.products) })
            : detailsOf('USER_INVITED', { user: invitee, role: body.role }),
        });
        const { taskId } = await users.invite(app.mailer, { tenant, userId: user.id, createdBy: actor.id, origin: request.siteOrigin });
        return { status: 201 as const, userId: user.id, taskId };
      });
      if (result.status !== 201) return reply.code(result.status).send(problem(result.status, result.message));
      return reply.code(201).send({ userId: result.userId, taskId: result.taskId, email, message: `Invitation sent to ${email}.` });
    },
  );

  // Spec §7 names this path with GET. It sends mail and ends the older links, and no GET changes
  // state (issue 30 §1: an article's image pointing here made readers resend invitations), so it
  // is the spec's path with POST.
  app.post(
    '/core-app-api/companies/:companyId/users/batch-tasks/:taskID/RESEND_INVITE',
    route(policies.permission('MANAGE', 'USER'), {
      operationId: 'resendInvitation',
      summary:
        'Sends a new invitation link for a pending CREATE_USER task of the company; the older links stop working. 404: no such pending task; 409: the invitation was already accepted.',
      params: ResendParams,
      response: { 200: Resent, ...errors(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { taskID } = request.params;
      const tenant = request.tenant;
      const actor = request.auth!.user;
      const result = await invitationsRepository(request.companyDb).transaction(async (users) => {
        const task = await users.openTaskForUpdate(taskID);
        if (!task) return { status: 404 as const, message: 'No pending invitation task with this id in your company.' };
        if (!RESENDABLE_STAGES.includes(task.stage) || task.status !== 'PENDING') {
          return { status: 409 as const, message: `${task.first_name} ${task.last_name} has already accepted the invitation.` };
        }
        await users.resend(app.mailer, { tenant, userId: task.user_id, createdBy: actor.id, origin: request.siteOrigin });
        await users.record({
          actor_user_id: actor.id,
          entity_id: task.user_id,
          event: 'USER_INVITATION_RESENT',
          details: detailsOf('USER_INVITATION_RESENT', { user: who(task) }),
        });
        return { status: 200 as const, email: task.login_id };
      });
      if (result.status !== 200) return reply.code(result.status).send(problem(result.status, result.message));
      return { message: `Invitation sent again to ${result.email}.`, taskId: taskID };
    },
  );

  // The invited person's side: the link, the password, the registration and its legal texts.
  await app.register(registration);
};

export default invitations;
