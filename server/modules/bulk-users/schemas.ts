// The shapes of bulk create and bulk edit (spec §7 "Bulk").
import { Type } from 'typebox';
import { fileAnswer } from '../../http/answers.ts';
import { errors } from '../../schemas.ts';
import { XLSX_TYPE } from '../../services/xlsx.ts';
import { MAX_REPORTED_ERRORS } from './workbook-package.ts';

export const RowErrorSchema = Type.Object({
  row: Type.Integer({ description: 'Excel row number (the header is row 1).' }),
  column: Type.String(),
  message: Type.String(),
});
export const Report = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    errors: Type.Optional(Type.Array(RowErrorSchema)),
    totalErrors: Type.Optional(Type.Integer({ description: `Number of problems; at most ${MAX_REPORTED_ERRORS} are listed.` })),
  },
  { description: 'The upload was refused; nothing was changed. errors lists the problems by row and column, when there are any.' },
);
export const OverrideReport = Type.Object(
  {
    statusCode: Type.Literal(409),
    error: Type.String(),
    message: Type.String(),
    overrides: Type.Array(Type.Object({ row: Type.Integer(), email: Type.String(), firstName: Type.String(), lastName: Type.String() })),
  },
  { description: 'Rows that would update existing users of the company: resend with isOverrideConfirmed=true to apply.' },
);
export const Result = Type.Object({ created: Type.Integer(), updated: Type.Integer(), message: Type.String() });
export const CompanyParams = Type.Object({ companyId: Type.String({ format: 'uuid' }) });
export const uploadErrors = { 400: Report, 413: Report, 415: Report, 422: Report, 429: Report, ...errors(401, 403, 404) };
export const UPLOAD_DESCRIPTION =
  'multipart/form-data with one file field named "file": the filled-in template (.xlsx, at most 10 MB, at most 10,000 user rows). ' +
  'Refused with 400 (not a real .xlsx, damaged, ZIP bomb, wrong headers, too many rows), 413 (over 10 MB), 415 (not multipart), ' +
  '422 (row problems: the report lists them all; nothing is changed), 429 (another upload of the company is running, or the server is busy with uploads: try again later).';

/** A template file, streamed. */
export const TemplateFile = fileAnswer(XLSX_TYPE, 'The template (.xlsx), as an attachment.');

export const CreateUploadQuery = Type.Object(
  {
    isOverrideConfirmed: Type.Optional(Type.Boolean({ default: false, description: 'Update the existing users the sheet names.' })),
  },
  { additionalProperties: false },
);

export const EditHeaders = Type.Object({ tenant_id: Type.String({ minLength: 1, description: 'The company id of the path.' }) });
