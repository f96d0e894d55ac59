// Bulk create and bulk edit of a company's users by Excel (spec §7 "Bulk", issue 4 §3, issue 8).
//
// Both uploads are all-or-nothing: every row is checked first and any problem answers a per-row
// report ({row, column, message}, Excel row numbers, header = row 1) with nothing changed. Then
// the changes are prepared outside any transaction, staged in short batches and applied in one
// short set-based transaction (services/bulk-import.ts), so other requests keep being served
// during an import (PGlite is a single connection) and a crash or a kill leaves nothing behind.
// One import at a time per company, a few per instance (429 otherwise). What the file may be
// (size, real .xlsx, ZIP bomb, row limit): see services/bulk-workbook.ts.
//
// Activity log: one summary row per upload (BULK_USERS_CREATED / BULK_USERS_EDITED) plus one row
// per user (USER_CREATED for new users, USER_UPDATED for users changed), all in the transaction.
//
// Invitations: the same content as a single invitation (emails.ts invitationMail, invitations.ts
// link and lifetime), but made in batches: one CREATE_USER task at INVITATION_SENT, one
// single-use INVITATION token and one mail per new user. Mails are mail_outbox rows written by the
// applying transaction; the mailer's dispatcher delivers them after the commit when SMTP is set.
//
// An address is refused with one and the same message whether its domain is not one of the
// company's or it already has an account in another company of the tenant (issue 8 §8): the
// report never tells which. Accounts in other tenants are separate accounts and do not matter.
import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { I18n } from '@lingui/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { tenantLocale } from '../../tenants/preferences.ts';
import type { Locale, ProductCode, TenantConfig } from '../../tenants/schema.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { policies } from '../plugins/policy.ts';
import { errors } from '../schemas.ts';
import { PRODUCT_NAMES } from '../../tenants/product-names.ts';
import {
  basicRowErrors,
  canonicalRole,
  COLUMN,
  MAX_REPORTED_ERRORS,
  MAX_UPLOAD_BYTES,
  readUserSheet,
  type RowError,
  sendTemplate,
  type SheetRow,
  type TemplateRow,
  UploadError,
} from '../services/bulk-workbook.ts';
import { domainCovers, domainOf, wouldRemoveLastAdmin } from '../services/company-users.ts';
import { invitationMail } from '../services/emails.ts';
import { INVITATION_VALID_DAYS, invitationLink } from '../services/invitations.ts';
import { availableProductCodes } from '../services/product-catalogue.ts';
import { i18nFor } from '../services/i18n.ts';
import { hashToken, newToken } from '../services/tokens.ts';
import {
  applyImport,
  type ClaimOutcome,
  heartbeat,
  type ImportClaim,
  importSlots,
  stageRows,
  type StagedRow,
} from '../services/bulk-import.ts';
import { inBatches } from '../services/xlsx.ts';

/** Rows per INSERT statement (well under PostgreSQL's 65,535 parameters per statement). */
const CHUNK = 1000;

const RowErrorSchema = Type.Object({
  row: Type.Integer({ description: 'Excel row number (the header is row 1).' }),
  column: Type.String(),
  message: Type.String(),
});
const Report = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    errors: Type.Optional(Type.Array(RowErrorSchema)),
    totalErrors: Type.Optional(Type.Integer({ description: `Number of problems; at most ${MAX_REPORTED_ERRORS} are listed.` })),
  },
  { description: 'The upload was refused; nothing was changed. errors lists the problems by row and column, when there are any.' },
);
const OverrideReport = Type.Object(
  {
    statusCode: Type.Literal(409),
    error: Type.String(),
    message: Type.String(),
    overrides: Type.Array(Type.Object({ row: Type.Integer(), email: Type.String(), firstName: Type.String(), lastName: Type.String() })),
  },
  { description: 'Rows that would update existing users of the company: resend with isOverrideConfirmed=true to apply.' },
);
const Result = Type.Object({ created: Type.Integer(), updated: Type.Integer(), message: Type.String() });
const CompanyParams = Type.Object({ companyId: Type.String({ format: 'uuid' }) });
const uploadErrors = { 400: Report, 413: Report, 415: Report, 422: Report, 429: Report, ...errors(401, 403, 404) };
const UPLOAD_DESCRIPTION =
  'multipart/form-data with one file field named "file": the filled-in template (.xlsx, at most 10 MB, at most 10,000 user rows). ' +
  'Refused with 400 (not a real .xlsx, damaged, ZIP bomb, wrong headers, too many rows), 413 (over 10 MB), 415 (not multipart), ' +
  '422 (row problems: the report lists them all; nothing is changed), 429 (another upload of the company is running, or the server is busy with uploads: try again later).';

interface Actor {
  tenant: TenantConfig;
  companyId: string;
  userId: string;
}

const chunks = <T>(items: T[], size = CHUNK): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

function problemReport(statusCode: number, message: string, rowErrors: RowError[] = []) {
  const sorted = [...rowErrors].sort((a, b) => a.row - b.row);
  return {
    statusCode,
    error:
      statusCode === 413
        ? 'Payload Too Large'
        : statusCode === 415
          ? 'Unsupported Media Type'
          : statusCode === 422
            ? 'Unprocessable Entity'
            : statusCode === 429
              ? 'Too Many Requests'
              : 'Bad Request',
    message,
    ...(rowErrors.length ? { errors: sorted.slice(0, MAX_REPORTED_ERRORS), totalErrors: rowErrors.length } : {}),
  };
}

/** Messages in the caller's language: the x-user-locale header when the tenant offers it, else the tenant's default. */
function i18nOf(request: FastifyRequest): I18n {
  const wanted = request.headers['x-user-locale'];
  const locale = tenantLocale(request.tenant, wanted);
  return i18nFor(locale as Locale);
}

/** Receives the one file of the multipart request, enforcing the limits with specific messages. */
async function receiveFile(request: FastifyRequest, i18n: I18n): Promise<{ buf: Buffer; fileName: string }> {
  if (!request.isMultipart()) {
    throw new UploadError(
      415,
      i18n._(/*i18n*/ { id: 'bulk.notMultipart', message: 'Upload the Excel file as multipart/form-data, in a form field named "file".' }),
    );
  }
  let buf: Buffer | null = null;
  let fileName = '';
  let otherField: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') {
        buf = bytes;
        fileName = part.filename;
      } else otherField = part.fieldname;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new UploadError(
        413,
        i18n._(
          /*i18n*/ {
            id: 'bulk.tooLarge',
            message: 'The file is larger than the {max} MB limit. Split the users into several files.',
            values: { max: MAX_UPLOAD_BYTES / 1024 / 1024 },
          },
        ),
      );
    }
    if (code === 'FST_FILES_LIMIT')
      throw new UploadError(413, i18n._(/*i18n*/ { id: 'bulk.oneFile', message: 'Upload one file at a time.' }));
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new UploadError(
        413,
        i18n._(/*i18n*/ { id: 'bulk.tooManyFields', message: 'This upload has too many form fields: send only the file.' }),
      );
    }
    throw new UploadError(400, i18n._(/*i18n*/ { id: 'bulk.malformed', message: 'The upload was incomplete or malformed. Try again.' }));
  }
  if (!buf) {
    throw new UploadError(
      400,
      otherField
        ? i18n._(
            /*i18n*/ {
              id: 'bulk.wrongField',
              message: 'Send the Excel file in the form field "file", not "{field}".',
              values: { field: otherField },
            },
          )
        : i18n._(/*i18n*/ { id: 'bulk.noFile', message: 'No file was uploaded: choose the filled-in .xlsx template.' }),
    );
  }
  return { buf, fileName };
}

/** Receives, checks and parses the upload; sends the refusal itself and returns null when refused. */
async function readUpload(request: FastifyRequest, reply: FastifyReply, offered: ProductCode[], i18n: I18n) {
  try {
    const { buf, fileName } = await receiveFile(request, i18n);
    return { rows: await readUserSheet(buf, offered, i18n), fileName };
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    await reply.code(error.statusCode).send(problemReport(error.statusCode, error.message, error.errors));
    return null;
  }
}

function rowProblems(rowErrors: RowError[], i18n: I18n) {
  const rows = new Set(rowErrors.map((e) => e.row)).size;
  const problems = i18n._(
    /*i18n*/ {
      id: 'bulk.problemCount',
      message: '{count, plural, one {# problem} other {# problems}}',
      values: { count: rowErrors.length },
    },
  );
  const inRows = i18n._(/*i18n*/ { id: 'bulk.rowCount', message: '{count, plural, one {# row} other {# rows}}', values: { count: rows } });
  return problemReport(
    422,
    i18n._(
      /*i18n*/ {
        id: 'bulk.rowProblems',
        message: '{problems} in {rows}: nothing was changed. Correct the file and upload it again.',
        values: { problems, rows: inRows },
      },
    ),
    rowErrors,
  );
}

/** The accounts of this tenant using these e-mails, by e-mail. */
async function accountsByEmail(db: Db, tenantId: string, emails: string[]) {
  const found = new Map<
    string,
    { id: string; tenant_id: string; company_id: string | null; role: string; status: string; first_name: string; last_name: string }
  >();
  for (const part of chunks(emails)) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'tenant_id', 'company_id', 'login_id', 'role', 'status', 'first_name', 'last_name'])
      .where('tenant_id', '=', tenantId)
      .where('login_id', 'in', part)
      .execute();
    for (const r of rows) found.set(r.login_id, r);
  }
  return found;
}

async function productsOf(db: Db, userIds: string[]): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  for (const part of chunks(userIds)) {
    const rows = await db
      .selectFrom('user_products')
      .select(['user_id', 'product_code', 'access_status'])
      .where('user_id', 'in', part)
      .execute();
    for (const r of rows) {
      if (!out.has(r.user_id)) out.set(r.user_id, new Map());
      out.get(r.user_id)!.set(r.product_code, r.access_status);
    }
  }
  return out;
}

interface Update {
  row: SheetRow;
  userId: string;
  before: { first_name: string; last_name: string; role: string; products: Map<string, string> };
}

/** What changes for an existing user: names, role and the product columns present in the sheet. */
function changesOf(u: Update) {
  const role = canonicalRole(u.row.role)!;
  const add: string[] = [];
  const remove: string[] = [];
  for (const [code, wanted] of u.row.products) {
    const has = u.before.products.has(code);
    if (wanted && !has) add.push(code);
    if (!wanted && has) remove.push(code);
  }
  const parts: string[] = [];
  if (u.row.firstName !== u.before.first_name || u.row.lastName !== u.before.last_name) {
    parts.push(`name ${u.before.first_name} ${u.before.last_name} → ${u.row.firstName} ${u.row.lastName}`);
  }
  if (role !== u.before.role) parts.push(`role ${u.before.role} → ${role}`);
  if (add.length) parts.push(`access requested to ${add.map((c) => PRODUCT_NAMES[c as ProductCode] ?? c).join(', ')}`);
  if (remove.length) parts.push(`access removed from ${remove.map((c) => PRODUCT_NAMES[c as ProductCode] ?? c).join(', ')}`);
  return { role, add, remove, parts };
}

/** Row errors for updates that would leave the company without an active administrator. */
async function lastAdminErrors(db: Db, companyId: string, updates: Update[], i18n: I18n): Promise<RowError[]> {
  const demoted = updates.filter((u) => u.before.role === 'Admin' && canonicalRole(u.row.role) === 'User');
  if (
    !demoted.length ||
    !(await wouldRemoveLastAdmin(
      db,
      companyId,
      demoted.map((u) => u.userId),
    ))
  )
    return [];
  return demoted.map((u) => ({
    row: u.row.row,
    column: COLUMN.role,
    message: i18n._(
      /*i18n*/ {
        id: 'bulk.lastAdmin',
        message: 'This change would leave your company without an active administrator: keep at least one Admin.',
      },
    ),
  }));
}

/** The staging rows of the updates that change something (unchanged users are left alone). */
function stagedUpdates(updates: Update[], source: string): StagedRow[] {
  return updates.flatMap((u) => {
    const { role, add, remove, parts } = changesOf(u);
    if (!parts.length) return [];
    return [
      {
        user_id: u.userId,
        kind: 'UPDATE' as const,
        login_id: u.row.email,
        first_name: u.row.firstName,
        last_name: u.row.lastName,
        role,
        grant_products: add.join(','),
        remove_products: remove.join(','),
        activity: `User ${u.row.firstName} ${u.row.lastName} updated by ${source}: ${parts.join('; ')}`,
      },
    ];
  });
}

/** The 429 of a refused import claim. */
function busy(outcome: Exclude<ClaimOutcome, ImportClaim>, i18n: I18n) {
  return problemReport(
    429,
    outcome === 'companyBusy'
      ? i18n._(
          /*i18n*/ {
            id: 'bulk.companyBusy',
            message: 'Another bulk upload for your company is still running. Wait until it has finished, then upload this file again.',
          },
        )
      : i18n._(
          /*i18n*/ {
            id: 'bulk.serverBusy',
            message: 'The server is busy with other bulk uploads. Try again in a minute; nothing was changed.',
          },
        ),
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const bulkUsers: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  // Encapsulated: only these routes accept multipart.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });

  const offeredCodes = async (tenant: TenantConfig) => {
    const available = await availableProductCodes(app.db, tenant, config.appEnv);
    return tenant.products.map((p) => p.code).filter((c) => available.has(c));
  };
  const slots = importSlots(config.bulkImportConcurrency);
  /** Runs `work` holding the company's import claim; answers 429 when it cannot be had. */
  const withClaim = async <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    i18n: I18n,
    work: (claim: ImportClaim) => Promise<T>,
  ): Promise<T | FastifyReply> => {
    const claim = await slots.claim(app.db, request.tenant.id, (request.params as { companyId: string }).companyId);
    if (typeof claim === 'string') return reply.code(429).header('retry-after', '30').send(busy(claim, i18n));
    try {
      return await work(claim);
    } finally {
      await claim.release();
    }
  };
  const companyOf = (tenantId: string, companyId: string) =>
    app.db.selectFrom('companies').select(['id', 'name']).where('id', '=', companyId).where('tenant_id', '=', tenantId).executeTakeFirst();

  app.get(
    '/core-app-api/companies/:companyId/users/download-bulk-create-template',
    {
      config: { policy: policies.permission('LIST', 'USER') },
      schema: {
        tags: ['bulk users'],
        summary:
          'The bulk-create template (.xlsx): sheet "Users" with the headers First name, Last name, Email, Role and one Y/N column per product the tenant offers; sheet "Instructions" explains each column and the limits.',
        params: CompanyParams,
        response: { 200: Type.Unsafe<Blob>({ type: 'string', format: 'binary' }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await companyOf(request.tenant.id, request.params.companyId)))
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such company.' });
      return sendTemplate(reply, 'bulk_create_users_template.xlsx', 'create', await offeredCodes(request.tenant), []);
    },
  );

  app.get(
    '/platform/v1/identity/companies/:companyId/download-bulk-edit-template',
    {
      config: { policy: policies.permission('LIST', 'USER') },
      schema: {
        tags: ['bulk users'],
        summary:
          'The bulk-edit template (.xlsx), pre-filled with every user of the company (e-mail as the key, names, role, one Y/N column per product, status for information), streamed.',
        params: CompanyParams,
        response: { 200: Type.Unsafe<Blob>({ type: 'string', format: 'binary' }), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const tenantId = request.tenant.id;
      if (!(await companyOf(tenantId, companyId)))
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such company.' });
      const offered = await offeredCodes(request.tenant);
      const rows = inBatches<TemplateRow>(async (offset, limit) => {
        const users = await app.db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name', 'login_id', 'role', 'status'])
          .where('tenant_id', '=', tenantId)
          .where('company_id', '=', companyId)
          .orderBy('login_id')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute();
        const products = await productsOf(
          app.db,
          users.map((u) => u.id),
        );
        return users.map((u) => ({
          firstName: u.first_name,
          lastName: u.last_name,
          email: u.login_id,
          role: u.role,
          status: u.status,
          products: new Set(products.get(u.id)?.keys() ?? []),
        }));
      });
      const day = new Date().toISOString().slice(0, 10);
      return sendTemplate(reply, `bulk_edit_users_${day}.xlsx`, 'edit', offered, rows);
    },
  );

  app.post(
    '/core-app-api/companies/:companyId/users/bulk-upload/validate-create',
    {
      config: { policy: policies.permission('MANAGE', 'USER') },
      schema: {
        tags: ['bulk users'],
        summary:
          'Bulk create: checks every row of the uploaded template, then creates all users at once (status PENDING, products ACCESS_PENDING, invitations sent) or none. ' +
          '409 lists rows whose e-mail already is a user of this company (they would be updated): resend with isOverrideConfirmed=true to apply.',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: CompanyParams,
        querystring: Type.Object(
          {
            isOverrideConfirmed: Type.Optional(Type.Boolean({ default: false, description: 'Update the existing users the sheet names.' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Result, 409: OverrideReport, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const tenant = request.tenant;
      const actor: Actor = { tenant, companyId, userId: request.auth!.user.id };
      const i18n = i18nOf(request);
      const company = await companyOf(tenant.id, companyId);
      if (!company) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such company.' });
      return withClaim(request, reply, i18n, async (claim) => {
        const upload = await readUpload(request, reply, await offeredCodes(tenant), i18n);
        if (!upload) return reply;
        const { rows, fileName } = upload;

        const rowErrors = basicRowErrors(rows, i18n);
        const badEmail = new Set(rowErrors.filter((e) => e.column === COLUMN.email).map((e) => e.row));
        const domains = await app.db
          .selectFrom('email_domains')
          .select(['domain_name', 'allow_subdomains'])
          .where('tenant_id', '=', tenant.id)
          .where('company_id', '=', companyId)
          .execute();
        const accounts = await accountsByEmail(
          app.db,
          tenant.id,
          rows.filter((r) => !badEmail.has(r.row)).map((r) => r.email),
        );
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
          const products = await productsOf(
            app.db,
            existing.map((e) => e.userId),
          );
          for (const e of existing) {
            const a = accounts.get(e.row.email)!;
            updates.push({ row: e.row, userId: e.userId, before: { ...a, products: products.get(e.userId) ?? new Map() } });
          }
          if (!rowErrors.length) rowErrors.push(...(await lastAdminErrors(app.db, companyId, updates, i18n)));
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
        await heartbeat(app.db, claim.id);
        const staged: StagedRow[] = fresh.map((r) => {
          const token = newToken(32);
          const mail = invitationMail({
            tenant,
            locale,
            to: r.email,
            firstName: r.firstName,
            companyName: company.name,
            inviterName: `${inviter.first_name} ${inviter.last_name}`,
            link: invitationLink(origin, token),
            validDays: INVITATION_VALID_DAYS,
          });
          return {
            user_id: randomUUID(),
            kind: 'CREATE' as const,
            login_id: r.email,
            first_name: r.firstName,
            last_name: r.lastName,
            role: canonicalRole(r.role)!,
            grant_products: [...r.products]
              .filter(([, yes]) => yes)
              .map(([code]) => code)
              .join(','),
            token_hash: hashToken(token),
            mail_subject: mail.subject,
            mail_text: mail.text,
            mail_html: mail.html,
            activity: `User ${r.firstName} ${r.lastName} created by bulk upload and invited`,
          };
        });
        staged.push(...stagedUpdates(updates, 'bulk upload'));
        let counts: { created: number; updated: number };
        try {
          // Operational trace (and the hook of the kill test): the import is being written now.
          await stageRows(app.db, claim.id, staged, () => request.log.info({ rows: fresh.length, fileName }, 'bulk import: inserting'));
          counts = await applyImport(app.db, {
            importId: claim.id,
            tenantId: tenant.id,
            companyId,
            actorUserId: actor.userId,
            languageCode: tenant.locales.default,
            invitationExpiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * 86_400_000),
            summary: {
              event: 'BULK_USERS_CREATED',
              description: ({ created, updated }) =>
                `Bulk upload${fileName ? ` of ${fileName}` : ''}: ${plural(created, 'user', 'users')} created and invited, ${plural(updated, 'user', 'users')} updated`,
            },
          });
        } catch (error) {
          // Another upload or admin created one of these e-mails between the checks and the insert.
          if ((error as { code?: string }).code === '23505') {
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
    {
      config: { policy: policies.permission('MANAGE', 'USER') },
      schema: {
        tags: ['bulk users'],
        summary:
          'Bulk edit: updates names, role and products of existing users of the company, by e-mail, from the uploaded edit template — all rows or none. ' +
          'Header tenant_id: the company of the path (host B convention).',
        description: UPLOAD_DESCRIPTION,
        consumes: ['multipart/form-data'],
        params: CompanyParams,
        headers: Type.Object({ tenant_id: Type.String({ minLength: 1, description: 'The company id of the path.' }) }),
        response: { 200: Result, ...uploadErrors },
      },
    },
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
      if (!(await companyOf(tenant.id, companyId)))
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such company.' });
      return withClaim(request, reply, i18n, async (claim) => {
        const upload = await readUpload(request, reply, await offeredCodes(tenant), i18n);
        if (!upload) return reply;
        const { rows, fileName } = upload;
        const rowErrors = basicRowErrors(rows, i18n);
        const badEmail = new Set(rowErrors.filter((e) => e.column === COLUMN.email).map((e) => e.row));
        const users = new Map<string, { id: string; first_name: string; last_name: string; role: string }>();
        const targets = rows.filter((r) => !badEmail.has(r.row));
        for (const part of chunks(targets.map((r) => r.email))) {
          const found = await app.db
            .selectFrom('users')
            .select(['id', 'login_id', 'first_name', 'last_name', 'role'])
            .where('tenant_id', '=', tenant.id)
            .where('company_id', '=', companyId)
            .where('login_id', 'in', part)
            .execute();
          for (const u of found) users.set(u.login_id, u);
        }
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
        const products = await productsOf(
          app.db,
          found.map((r) => users.get(r.email)!.id),
        );
        const updates: Update[] = found.map((r) => {
          const u = users.get(r.email)!;
          return { row: r, userId: u.id, before: { ...u, products: products.get(u.id) ?? new Map() } };
        });
        if (!rowErrors.length) rowErrors.push(...(await lastAdminErrors(app.db, companyId, updates, i18n)));
        if (rowErrors.length) return reply.code(422).send(rowProblems(rowErrors, i18n));

        request.log.info({ rows: updates.length, fileName }, 'bulk edit: updating');
        await stageRows(app.db, claim.id, stagedUpdates(updates, 'bulk edit'));
        const { updated } = await applyImport(app.db, {
          importId: claim.id,
          tenantId: tenant.id,
          companyId,
          actorUserId: actor.userId,
          languageCode: tenant.locales.default,
          invitationExpiresAt: new Date(),
          summary: {
            event: 'BULK_USERS_EDITED',
            description: (counts) =>
              `Bulk edit${fileName ? ` of ${fileName}` : ''}: ${plural(counts.updated, 'user', 'users')} updated, ${plural(updates.length - counts.updated, 'row', 'rows')} unchanged`,
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
