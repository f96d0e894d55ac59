// Bulk create and bulk edit of a company's users by Excel (spec §7 "Bulk", issue 4 §3, issue 8).
//
// Both uploads are all-or-nothing: every row is checked first and any problem answers a per-row
// report ({row, column, message}, Excel row numbers, header = row 1) with nothing changed. Then
// the changes are prepared outside any transaction, staged in short batches and applied in one
// short set-based transaction (repository.ts applyImport), so other requests keep being served
// during an import (PGlite is a single connection) and a crash or a kill leaves nothing behind.
// One import at a time per company, a few per instance (429 otherwise). What the file may be
// (size, real .xlsx, ZIP bomb, row limit): see workbook-package.ts.
//
// Activity log: one summary row per upload (BULK_USERS_CREATED / BULK_USERS_EDITED) plus one row
// per user (USER_CREATED for new users, USER_UPDATED for users changed), all in the transaction.
//
// Invitations: the same content as a single invitation (emails.ts invitationMail, invitations/service.ts
// link and lifetime), but made in batches: one CREATE_USER task at INVITATION_SENT, one
// single-use INVITATION token and one mail per new user. Mails are mail_outbox rows written by the
// applying transaction; the mailer's dispatcher delivers them after the commit when SMTP is set.
//
// An address is refused with one and the same message whether its domain is not one of the
// company's or it already has an account in another company of the tenant (issue 8 §8): the
// report never tells which. Accounts in other tenants are separate accounts and do not matter.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { I18n } from '@lingui/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantConfig } from '../../../tenants/schema.ts';
import { policies } from '../../plugins/policy.ts';
import { errors, problem } from '../../schemas.ts';
import { domainCovers, domainOf } from '../../services/company-users.ts';
import { inBatches } from '../../services/xlsx.ts';
import { INVITATION_VALID_DAYS } from '../invitations/service.ts';
import { type BulkUsersRepository, bulkUsersRepository, type ImportClaim } from './repository.ts';
import {
  CompanyParams,
  CreateUploadQuery,
  EditHeaders,
  OverrideReport,
  Result,
  TemplateFile,
  UPLOAD_DESCRIPTION,
  uploadErrors,
} from './schemas.ts';
import { MAX_UPLOAD_BYTES } from './workbook-package.ts';
import { basicRowErrors, COLUMN, type SheetRow } from './workbook-sheet.ts';
import { sendTemplate, type TemplateRow } from './workbook-template.ts';
import {
  busy,
  i18nOf,
  stagedCreations,
  lastAdminErrors,
  problemReport,
  readUpload,
  rowProblems,
  stagedUpdates,
  type Update,
} from './upload.ts';
import { routesTagged } from '../../http/route.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { isUniqueViolation } from '../../db/errors.ts';

const route = routesTagged('bulk users');

const NO_COMPANY = problem(404, 'No such company.');

/** An uploaded sheet after the per-row checks (withUpload). */
interface CheckedUpload {
  claim: ImportClaim;
  rows: SheetRow[];
  fileName: string;
  rowErrors: ReturnType<typeof basicRowErrors>;
  badEmail: Set<number>;
}

interface Actor {
  tenant: TenantConfig;
  companyId: string;
  userId: string;
}

const bulkUsers: FastifyPluginAsyncTypebox = async (app) => {
  // Encapsulated: only these routes accept multipart.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });

  // The claim ends before the answer leaves, whichever way it is sent, so that the company's next
  // upload, made as soon as this one is answered, is not refused as concurrent.
  const claims = new WeakMap<FastifyRequest, ImportClaim>();
  app.addHook('onSend', async (request) => {
    await claims.get(request)?.release();
  });

  /**
   * Runs `work` on the uploaded sheet, holding the company's import claim (429 when it cannot be
   * had): its rows and file name, the errors of the per-row checks and the rows whose e-mail is bad.
   */
  const withUpload = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    bulk: BulkUsersRepository,
    i18n: I18n,
    work: (upload: CheckedUpload) => Promise<T>,
  ): Promise<T | FastifyReply> => {
    const claim = await bulk.claim(app.bulkImportSlots);
    if (typeof claim === 'string') return reply.code(429).header('retry-after', '30').send(busy(claim, i18n));
    claims.set(request, claim);
    try {
      const upload = await readUpload(request, reply, await bulk.offeredCodes(request.tenant, app.appEnv), i18n);
      if (!upload) return reply;
      const rowErrors = basicRowErrors(upload.rows, i18n);
      const badEmail = new Set(rowErrors.filter((e) => e.column === COLUMN.email).map((e) => e.row));
      return await work({ claim, ...upload, rowErrors, badEmail });
    } finally {
      await claim.release();
    }
  };

  /** The two templates: the create one with headers only, the edit one pre-filled with the company's users. */
  const templates = [
    {
      kind: 'create',
      url: '/core-app-api/companies/:companyId/users/download-bulk-create-template',
      operationId: 'downloadBulkCreateTemplate',
      summary:
        'The bulk-create template (.xlsx): sheet "Users" with the headers First name, Last name, Email, Role and one Y/N column per product the tenant offers; sheet "Instructions" explains each column and the limits.',
      fileName: () => 'bulk_create_users_template.xlsx',
      rows: (): TemplateRow[] => [],
    },
    {
      kind: 'edit',
      url: '/platform/v1/identity/companies/:companyId/download-bulk-edit-template',
      operationId: 'downloadBulkEditTemplate',
      summary:
        'The bulk-edit template (.xlsx), pre-filled with every user of the company (e-mail as the key, names, role, one Y/N column per product, status for information), streamed.',
      fileName: () => `bulk_edit_users_${new Date().toISOString().slice(0, 10)}.xlsx`,
      rows: (bulk: BulkUsersRepository) => inBatches<TemplateRow>((offset, limit) => bulk.templateUsers(offset, limit)),
    },
  ] as const;
  for (const template of templates) {
    const { operationId, summary } = template;
    app.get(
      template.url,
      route(policies.permission('LIST', 'USER'), {
        operationId,
        summary,
        params: CompanyParams,
        response: { 200: TemplateFile, ...errors(400, 401, 403, 404) },
      }),
      async (request, reply) => {
        const bulk = bulkUsersRepository(request.companyDb);
        if (!(await bulk.company())) return reply.code(404).send(NO_COMPANY);
        const offered = await bulk.offeredCodes(request.tenant, app.appEnv);
        return sendTemplate(reply, template.fileName(), template.kind, offered, template.rows(bulk));
      },
    );
  }

  app.post(
    '/core-app-api/companies/:companyId/users/bulk-upload/validate-create',
    route(policies.permission('MANAGE', 'USER'), {
      operationId: 'bulkCreateUsers',
      summary:
        'Bulk create: checks every row of the uploaded template, then creates all users at once (status PENDING, products ACCESS_PENDING, invitations sent) or none. ' +
        '409 lists rows whose e-mail already is a user of this company (they would be updated): resend with isOverrideConfirmed=true to apply.',
      description: UPLOAD_DESCRIPTION,
      consumes: ['multipart/form-data'],
      params: CompanyParams,
      querystring: CreateUploadQuery,
      response: { 200: Result, 409: OverrideReport, ...uploadErrors },
    }),
    async (request, reply) => {
      const { companyId } = request.params;
      const tenant = request.tenant;
      const actor: Actor = { tenant, companyId, userId: request.auth!.user.id };
      const i18n = i18nOf(request);
      const bulk = bulkUsersRepository(request.companyDb);
      const company = await bulk.company();
      if (!company) return reply.code(404).send(NO_COMPANY);
      return withUpload(request, reply, bulk, i18n, async ({ claim, rows, fileName, rowErrors, badEmail }) => {
        const domains = await bulk.authorisedDomains();
        const accounts = await bulk.accountsByEmail(rows.filter((r) => !badEmail.has(r.row)).map((r) => r.email));
        const fresh: SheetRow[] = [];
        const existing: Array<{ row: SheetRow; userId: string }> = [];
        for (const r of rows) {
          if (badEmail.has(r.row)) continue;
          const account = accounts.get(r.email);
          if (account?.company_id === companyId) existing.push({ row: r, userId: account.id });
          else if (!domains.some((d) => domainCovers(d, domainOf(r.email)))) {
            rowErrors.push({
              row: r.row,
              column: COLUMN.email,
              message: i18n._(
                /*i18n*/ {
                  id: 'bulk.domainNotAuthorised',
                  message: '{domain} is not an authorised domain of your company.',
                  values: { domain: domainOf(r.email) },
                },
              ),
            });
          } else if (account) {
            // An address on one of the company's domains with an account in another company:
            // the message does not say why, so the report does not reveal accounts of other companies.
            rowErrors.push({
              row: r.row,
              column: COLUMN.email,
              message: i18n._(
                /*i18n*/ {
                  id: 'bulk.cannotAdd',
                  message: '{email} cannot be added to your company. If the address is right, contact support.',
                  values: { email: r.email },
                },
              ),
            });
          } else fresh.push(r);
        }
        const updates: Update[] = [];
        if (existing.length) {
          const products = await bulk.productsOf(existing.map((e) => e.userId));
          for (const e of existing) {
            const a = accounts.get(e.row.email)!;
            updates.push({ row: e.row, userId: e.userId, before: { ...a, products: products.get(e.userId) ?? new Map() } });
          }
          if (!rowErrors.length) rowErrors.push(...(await lastAdminErrors(bulk, updates, i18n)));
        }
        if (rowErrors.length) return reply.code(422).send(rowProblems(rowErrors, i18n));

        if (updates.length && !request.query.isOverrideConfirmed) {
          return reply.code(409).send({
            statusCode: 409,
            error: 'Conflict',
            message: i18n._(
              /*i18n*/ {
                id: 'bulk.confirmOverrides',
                message:
                  '{count, plural, one {# row names an existing user of your company. Confirm to update this user with the values of the sheet; nothing was changed yet.} other {# rows name existing users of your company. Confirm to update these users with the values of the sheet; nothing was changed yet.}}',
                values: { count: updates.length },
              },
            ),
            overrides: updates.map((u) => ({
              row: u.row.row,
              email: u.row.email,
              firstName: u.before.first_name,
              lastName: u.before.last_name,
            })),
          });
        }

        const origin = request.siteOrigin;
        const inviter = request.auth!.user;
        const locale = tenant.locales.default;
        // Prepared outside any transaction: ids, tokens and mails of the new users.
        await bulk.heartbeat(claim.id);
        const staged = stagedCreations(fresh, {
          tenant,
          locale,
          companyName: company.name,
          inviterName: `${inviter.first_name} ${inviter.last_name}`,
          origin,
        });
        staged.push(...stagedUpdates(updates, 'BULK_UPLOAD'));
        let counts: { created: number; updated: number };
        try {
          // Operational trace (and the hook of the kill test): the import is being written now.
          await bulk.stageRows(claim.id, staged, () => request.log.info({ rows: fresh.length, fileName }, 'bulk import: inserting'));
          counts = await bulk.applyImport({
            importId: claim.id,
            actorUserId: actor.userId,
            languageCode: tenant.locales.default,
            invitationExpiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * 86_400_000),
            summary: {
              event: 'BULK_USERS_CREATED',
              details: ({ created, updated }) =>
                fileName
                  ? detailsOf('BULK_USERS_CREATED_FROM_FILE', { file: fileName, created, updated })
                  : detailsOf('BULK_USERS_CREATED', { created, updated }),
            },
          });
        } catch (error) {
          // Another upload or admin created one of these e-mails between the checks and the insert.
          if (isUniqueViolation(error)) {
            return reply.code(409).send({
              statusCode: 409,
              error: 'Conflict',
              message: i18n._(
                /*i18n*/ {
                  id: 'bulk.raced',
                  message: 'Some of these users were created by someone else meanwhile; nothing was changed. Upload the file again.',
                },
              ),
              overrides: [],
            });
          }
          throw error;
        }
        request.log.info(counts, 'bulk import: committed');
        if (counts.created) app.mailer.kick();
        const createdText = i18n._(
          /*i18n*/ {
            id: 'bulk.created',
            message: '{count, plural, one {# user created, invitations sent.} other {# users created, invitations sent.}}',
            values: { count: counts.created },
          },
        );
        const updatedText = i18n._(
          /*i18n*/ {
            id: 'bulk.updated',
            message: '{count, plural, one {# user updated.} other {# users updated.}}',
            values: { count: counts.updated },
          },
        );
        const message = counts.created && counts.updated ? `${createdText} ${updatedText}` : counts.created ? createdText : updatedText;
        return { ...counts, message };
      });
    },
  );

  app.post(
    '/platform/v1/identity/companies/:companyId/users/bulk-edit',
    route(policies.permission('MANAGE', 'USER'), {
      operationId: 'bulkEditUsers',
      summary:
        'Bulk edit: updates names, role and products of existing users of the company, by e-mail, from the uploaded edit template — all rows or none. ' +
        'Header tenant_id: the company of the path (host B convention).',
      description: UPLOAD_DESCRIPTION,
      consumes: ['multipart/form-data'],
      params: CompanyParams,
      headers: EditHeaders,
      response: { 200: Result, ...uploadErrors },
    }),
    async (request, reply) => {
      const { companyId } = request.params;
      const tenant = request.tenant;
      const i18n = i18nOf(request);
      if (request.headers.tenant_id !== companyId) {
        return reply.code(400).send(
          problemReport(
            400,
            i18n._(
              /*i18n*/ {
                id: 'bulk.tenantHeader',
                message: 'The tenant_id header must be the id of the company in the path (your company).',
              },
            ),
          ),
        );
      }
      const actor: Actor = { tenant, companyId, userId: request.auth!.user.id };
      const bulk = bulkUsersRepository(request.companyDb);
      if (!(await bulk.company())) return reply.code(404).send(NO_COMPANY);
      return withUpload(request, reply, bulk, i18n, async ({ claim, rows, fileName, rowErrors, badEmail }) => {
        const targets = rows.filter((r) => !badEmail.has(r.row));
        const users = await bulk.companyUsersByEmail(targets.map((r) => r.email));
        for (const r of targets) {
          if (!users.has(r.email)) {
            rowErrors.push({
              row: r.row,
              column: COLUMN.email,
              message: i18n._(
                /*i18n*/ { id: 'bulk.noSuchUser', message: 'No user of your company has the e-mail {email}.', values: { email: r.email } },
              ),
            });
          }
        }
        const found = targets.filter((r) => users.has(r.email));
        const products = await bulk.productsOf(found.map((r) => users.get(r.email)!.id));
        const updates: Update[] = found.map((r) => {
          const u = users.get(r.email)!;
          return { row: r, userId: u.id, before: { ...u, products: products.get(u.id) ?? new Map() } };
        });
        if (!rowErrors.length) rowErrors.push(...(await lastAdminErrors(bulk, updates, i18n)));
        if (rowErrors.length) return reply.code(422).send(rowProblems(rowErrors, i18n));

        request.log.info({ rows: updates.length, fileName }, 'bulk edit: updating');
        await bulk.stageRows(claim.id, stagedUpdates(updates, 'BULK_EDIT'));
        const { updated } = await bulk.applyImport({
          importId: claim.id,
          actorUserId: actor.userId,
          languageCode: tenant.locales.default,
          invitationExpiresAt: new Date(),
          summary: {
            event: 'BULK_USERS_EDITED',
            details: ({ updated }) =>
              fileName
                ? detailsOf('BULK_USERS_EDITED_FROM_FILE', { file: fileName, updated, unchanged: updates.length - updated })
                : detailsOf('BULK_USERS_EDITED', { updated, unchanged: updates.length - updated }),
          },
        });
        const message = updated
          ? i18n._(
              /*i18n*/ {
                id: 'bulk.updated',
                message: '{count, plural, one {# user updated.} other {# users updated.}}',
                values: { count: updated },
              },
            )
          : i18n._(/*i18n*/ { id: 'bulk.noChanges', message: 'No changes: every user already had these values.' });
        return { created: 0, updated, message };
      });
    },
  );
};

export default bulkUsers;
