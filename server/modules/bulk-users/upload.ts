// The file side of bulk create and bulk edit (issue 8): receiving the upload (multipart, size,
// real .xlsx: workbook-package.ts), the per-row reports in the caller's language, and what
// changes for existing users. All-or-nothing: any problem answers a report with nothing changed.
import { tenantLocale } from '../../../tenants/preferences.ts';
import type { I18n } from '@lingui/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { productText } from '../../../tenants/product-names.ts';
import { randomUUID } from 'node:crypto';
import type { Locale, ProductCode, TenantConfig } from '../../../tenants/schema.ts';
import { stagedActivity } from '../../services/activity-log.ts';
import { bulkUpdated } from './activity.ts';
import { detailsOf } from '../activity-logs/catalogue.ts';
import { INVITATION_VALID_DAYS, invitationLink } from '../invitations/service.ts';
import { invitationMail } from '../../services/emails.ts';
import { i18nFor } from '../../services/i18n.ts';
import { hashToken, newToken } from '../../services/tokens.ts';
import type { BulkUsersRepository, ClaimOutcome, ImportClaim, StagedRow } from './repository.ts';
import { MAX_REPORTED_ERRORS, MAX_UPLOAD_BYTES, type RowError, UploadError } from './workbook-package.ts';
import { canonicalRole, COLUMN, readUserSheet, type SheetRow } from './workbook-sheet.ts';

export function problemReport(statusCode: number, message: string, rowErrors: RowError[] = []) {
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
export function i18nOf(request: FastifyRequest): I18n {
  const wanted = request.headers['x-user-locale'];
  return i18nFor(tenantLocale(request.tenant, wanted));
}

/** Receives the one file of the multipart request, enforcing the limits with specific messages. */
export async function receiveFile(request: FastifyRequest, i18n: I18n): Promise<{ buf: Buffer; fileName: string }> {
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
export async function readUpload(request: FastifyRequest, reply: FastifyReply, offered: ProductCode[], i18n: I18n) {
  try {
    const { buf, fileName } = await receiveFile(request, i18n);
    return { rows: await readUserSheet(buf, offered, i18n), fileName };
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    await reply.code(error.statusCode).send(problemReport(error.statusCode, error.message, error.errors));
    return null;
  }
}

export function rowProblems(rowErrors: RowError[], i18n: I18n) {
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

export interface Update {
  row: SheetRow;
  userId: string;
  before: { first_name: string; last_name: string; role: string; products: Map<string, string> };
}

/** What changes for an existing user: names, role and the product columns present in the sheet. */
export function changesOf(u: Update) {
  const role = canonicalRole(u.row.role)!;
  const add: string[] = [];
  const remove: string[] = [];
  for (const [code, wanted] of u.row.products) {
    const has = u.before.products.has(code);
    if (wanted && !has) add.push(code);
    if (!wanted && has) remove.push(code);
  }
  const renamed = u.row.firstName !== u.before.first_name || u.row.lastName !== u.before.last_name;
  const changed = renamed || role !== u.before.role || add.length > 0 || remove.length > 0;
  const changes = {
    formerName: renamed ? `${u.before.first_name} ${u.before.last_name}` : undefined,
    role: role !== u.before.role ? { formerRole: u.before.role, role } : undefined,
    added: productText(add),
    removed: productText(remove),
  };
  return { role, add, remove, changed, changes };
}

/** Row errors for updates that would leave the company without an active administrator. */
export async function lastAdminErrors(bulk: BulkUsersRepository, updates: Update[], i18n: I18n): Promise<RowError[]> {
  const demoted = updates.filter((u) => u.before.role === 'Admin' && canonicalRole(u.row.role) === 'User');
  if (!demoted.length || !(await bulk.wouldRemoveLastAdmin(demoted.map((u) => u.userId)))) return [];
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
export function stagedUpdates(updates: Update[], source: 'BULK_UPLOAD' | 'BULK_EDIT'): StagedRow[] {
  return updates.flatMap((u) => {
    const { role, add, remove, changed, changes } = changesOf(u);
    if (!changed) return [];
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
        activity: stagedActivity(bulkUpdated(source, `${u.row.firstName} ${u.row.lastName}`, changes)),
      },
    ];
  });
}

/** The 429 of a refused import claim. */
export function busy(outcome: Exclude<ClaimOutcome, ImportClaim>, i18n: I18n) {
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

/**
 * The staging rows of the new users: their ids, single-use invitation tokens and mails, prepared
 * outside any transaction.
 */
export function stagedCreations(
  fresh: SheetRow[],
  invite: { tenant: TenantConfig; locale: Locale; companyName: string; inviterName: string; origin: string },
): StagedRow[] {
  return fresh.map((r) => {
    const token = newToken(32);
    const mail = invitationMail({
      tenant: invite.tenant,
      locale: invite.locale,
      to: r.email,
      firstName: r.firstName,
      companyName: invite.companyName,
      inviterName: invite.inviterName,
      link: invitationLink(invite.origin, token),
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
      activity: stagedActivity(detailsOf('USER_CREATED_IN_BULK', { name: `${r.firstName} ${r.lastName}` })),
    };
  });
}
