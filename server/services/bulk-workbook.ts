// Bulk create and bulk edit of a company's users by Excel (issue 4 §3, issue 8 §3): what an
// uploaded file may be, how it is read, the templates, and the rules of each row.
//
// An upload is refused, each time with its own 4xx message, when it is
//   - larger than MAX_UPLOAD_BYTES (10 MB; the multipart limit enforces it while receiving), or
//   - not a real .xlsx: the bytes must be a ZIP (local header `PK\x03\x04`) holding
//     `[Content_Types].xml` and `xl/workbook.xml`, with a workbook of type .xlsx (not .xlsm or
//     .xltx) — whatever the file's name or the declared content type, or
//   - a ZIP bomb or too costly to open: the ZIP central directory is read before anything is
//     inflated; refused when it lists more than MAX_ZIP_ENTRIES entries, when the declared sizes add
//     up to more than MAX_UNCOMPRESSED_BYTES, when an entry larger than 1 MB expands more than
//     MAX_COMPRESSION_RATIO times, or when one of the parts actually read declares more than its
//     cap (PART_CAPS). Only those parts are inflated (services/xlsx-stream.ts): the content
//     types, the workbook and its relationships, the shared strings and the users sheet — never
//     the other sheets — each stopped as soon as it yields more than it declared, or
//   - a sheet with more than MAX_DATA_ROWS (10,000) user rows: the sheet is read as a stream and
//     reading stops at the first row over the limit.
// So the memory an upload costs is bounded by the caps (the shared strings are the largest part
// held in memory), whatever else the file holds.
//
// The sheet: the worksheet named "Users" (else the first one). Row 1 holds the headers, matched
// without regard to letter case, spacing or a hint in parentheses: First name, Last name, Email,
// Role, then one column per product the tenant offers, headed by the product's name (or its code,
// e.g. SHOPPER_BEHAVIOR) with Y or N. Status (in the edit template) is for information and ignored.
// Completely empty rows are skipped. Row numbers in reports are Excel's (the header is row 1).
import { PassThrough } from 'node:stream';
import type { I18n } from '@lingui/core';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ProductCode } from '../../tenants/schema.ts';
import { XLSX_TYPE } from './xlsx.ts';
import { PRODUCT_NAMES } from '../../tenants/product-names.ts';
import { centralDirectory, readPart, sharedStrings, streamRows, workbookParts, XlsxError, type ZipEntry } from './xlsx-stream.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_DATA_ROWS = 10_000;
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 1_000;
export const MAX_COMPRESSION_RATIO = 200;
/** Only entries at least this big are held to the ratio (tiny XML parts compress very well). */
const RATIO_MIN_BYTES = 1024 * 1024;
const MB = 1024 * 1024;
/**
 * What each part read may declare, uncompressed. A full 10,000-row template is about 5 MB of
 * sheet XML and 2 MB of shared strings; the sheet is streamed, the shared strings are held.
 */
export const PART_CAPS = { small: 2 * MB, sharedStrings: 24 * MB, sheet: 48 * MB } as const;
export const MAX_NAME_LENGTH = 100;
/** At most this many problems are listed in a report (the total is given too). */
export const MAX_REPORTED_ERRORS = 5_000;

export const ROLES = ['Admin', 'User'] as const;
export type BulkRole = (typeof ROLES)[number];

export interface RowError {
  row: number;
  column: string;
  message: string;
}

/** A refusal of the whole upload: status, message and, for sheet problems, the rows concerned. */
export class UploadError extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415 | 422 | 429,
    message: string,
    readonly errors: RowError[] = [],
  ) {
    super(message);
  }
}

// ---------------------------------------------------------------------------------------------
// What the file is

// Messages are translated into the caller's language (x-user-locale) with the portal's catalogs.
const notXlsx = (i18n: I18n) =>
  new UploadError(
    400,
    i18n._(
      /*i18n*/ {
        id: 'bulk.notXlsx',
        message: 'This file is not an Excel workbook (.xlsx). Download the template, fill it in and upload it as .xlsx.',
      },
    ),
  );

const zipBomb = (i18n: I18n) =>
  new UploadError(
    400,
    i18n._(
      /*i18n*/ {
        id: 'bulk.zipBomb',
        message: 'This file expands to more than {max} MB when opened (a "zip bomb" or not a plain workbook) and was refused.',
        values: { max: MAX_UNCOMPRESSED_BYTES / MB },
      },
    ),
  );

/** The people's message of a low-level reading failure. */
function uploadErrorOf(error: XlsxError, i18n: I18n): UploadError {
  switch (error.kind) {
    case 'tooManyEntries':
      return new UploadError(
        400,
        i18n._(
          /*i18n*/ {
            id: 'bulk.tooManyParts',
            message: 'This file holds too many parts ({count}; an Excel workbook has at most {max}) and was refused.',
            values: { count: error.detail.count, max: error.detail.max },
          },
        ),
      );
    case 'expands':
      return zipBomb(i18n);
    case 'partTooBig':
      return new UploadError(
        400,
        i18n._(
          /*i18n*/ {
            id: 'bulk.partTooBig',
            message:
              'The users sheet of this workbook is too large to read (over {max} MB once opened). Keep only the users, one per row, and upload it again.',
            values: { max: (error.detail.max ?? 0) / MB },
          },
        ),
      );
    case 'compression':
      return new UploadError(
        400,
        i18n._(
          /*i18n*/ {
            id: 'bulk.compression',
            message: 'This Excel file uses a compression Excel does not write and was refused: save it again as .xlsx.',
          },
        ),
      );
    case 'encrypted':
      return new UploadError(
        400,
        i18n._(
          /*i18n*/ {
            id: 'bulk.encrypted',
            message: 'This Excel file is password-protected: remove the password, save it and upload it again.',
          },
        ),
      );
    case 'unreadable':
      return new UploadError(
        400,
        i18n._(
          /*i18n*/ {
            id: 'bulk.unreadable',
            message: 'This Excel file could not be read: save it again in Excel as .xlsx and upload it again.',
          },
        ),
      );
    case 'damaged':
      return new UploadError(
        400,
        i18n._(
          /*i18n*/ {
            id: 'bulk.damaged',
            message: 'This Excel file is damaged or incomplete: save it again in Excel (.xlsx) and upload it again.',
          },
        ),
      );
  }
}

/**
 * Checks what the ZIP declares before anything is inflated: a workbook's parts, not too many,
 * not too big in total, no extreme ratio. Returns the entries by name.
 */
async function checkPackage(buf: Buffer, i18n: I18n): Promise<Map<string, ZipEntry>> {
  if (buf.length === 0)
    throw new UploadError(400, i18n._(/*i18n*/ { id: 'bulk.empty', message: 'The file is empty. Upload the filled-in .xlsx template.' }));
  if (buf.length < 4 || buf.readUInt32LE(0) !== 0x04034b50) throw notXlsx(i18n);
  if (buf.length < 22) throw uploadErrorOf(new XlsxError('damaged'), i18n);
  const entries = new Map(centralDirectory(buf, MAX_ZIP_ENTRIES).map((e) => [e.name, e]));
  if (!entries.has('[Content_Types].xml') || !entries.has('xl/workbook.xml')) throw notXlsx(i18n);
  let total = 0;
  for (const entry of entries.values()) {
    total += entry.uncompressedSize;
    if (total > MAX_UNCOMPRESSED_BYTES) throw zipBomb(i18n);
    if (entry.uncompressedSize >= RATIO_MIN_BYTES && entry.uncompressedSize > MAX_COMPRESSION_RATIO * Math.max(1, entry.compressedSize)) {
      throw zipBomb(i18n);
    }
  }
  const types = await readPart(buf, entries.get('[Content_Types].xml')!, PART_CAPS.small);
  if (!types.includes('spreadsheetml.sheet.main+xml')) {
    throw new UploadError(
      400,
      i18n._(
        /*i18n*/ {
          id: 'bulk.notPlainXlsx',
          message:
            'This workbook is not a plain .xlsx (for example a macro-enabled .xlsm or a template .xltx): save it as "Excel Workbook (.xlsx)".',
        },
      ),
    );
  }
  return entries;
}

// ---------------------------------------------------------------------------------------------
// Sheet reading

export type Mode = 'create' | 'edit';

export interface SheetRow {
  row: number;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  /** The product columns present in the sheet: true for Y, false for N or empty. */
  products: Map<ProductCode, boolean>;
  /** Product cells that are neither Y nor N (reported by validation). */
  badProductCells: Array<{ code: ProductCode; value: string }>;
}

export const COLUMN = { firstName: 'First name', lastName: 'Last name', email: 'Email', role: 'Role', status: 'Status' } as const;

const normalise = (header: string) =>
  header
    .replace(/\(.*?\)/g, '')
    .replace(/[\s_\-]+/g, ' ')
    .trim()
    .toLowerCase();

const HEADER_ALIASES: Record<string, keyof typeof COLUMN> = {
  'first name': 'firstName',
  firstname: 'firstName',
  'last name': 'lastName',
  lastname: 'lastName',
  email: 'email',
  'e mail': 'email',
  'email address': 'email',
  role: 'role',
  status: 'status',
};

const YES = new Set(['y', 'yes', 'x', 'true', '1', 's', 'si', 'sí', 'o', 'oui']);
const NO = new Set(['', 'n', 'no', 'false', '0', 'non']);

type ColumnTarget = { field: keyof typeof COLUMN } | { product: ProductCode };

/** Maps the header row's cells to fields and products; throws the header report when it does not match. */
function headerColumns(header: Map<number, string>, offered: readonly ProductCode[], i18n: I18n): Map<number, ColumnTarget> {
  const columns = new Map<number, ColumnTarget>();
  const headerErrors: RowError[] = [];
  const byName = new Map<string, ProductCode>();
  for (const code of offered) {
    byName.set(normalise(PRODUCT_NAMES[code]), code);
    byName.set(normalise(code), code);
  }
  const allProducts = new Map<string, ProductCode>();
  for (const code of Object.keys(PRODUCT_NAMES) as ProductCode[]) {
    allProducts.set(normalise(PRODUCT_NAMES[code]), code);
    allProducts.set(normalise(code), code);
  }
  const seen = new Set<string>();
  for (const [col, raw] of [...header].sort((a, b) => a[0] - b[0])) {
    const key = normalise(raw);
    const field = HEADER_ALIASES[key];
    const product = byName.get(key);
    const id = field ?? product ?? '';
    if (id && seen.has(id)) {
      headerErrors.push({
        row: 1,
        column: raw,
        message: i18n._(
          /*i18n*/ { id: 'bulk.columnTwice', message: 'The column "{column}" appears twice: keep one.', values: { column: raw } },
        ),
      });
      continue;
    }
    if (id) seen.add(id);
    if (field) columns.set(col, { field });
    else if (product) columns.set(col, { product });
    else if (allProducts.has(key)) {
      headerErrors.push({
        row: 1,
        column: raw,
        message: i18n._(
          /*i18n*/ {
            id: 'bulk.productNotOffered',
            message: '"{column}" is not offered in this country: remove this column.',
            values: { column: raw },
          },
        ),
      });
    } else {
      headerErrors.push({
        row: 1,
        column: raw,
        message: i18n._(
          /*i18n*/ {
            id: 'bulk.unknownColumn',
            message: 'Unknown column "{column}": use the columns of the template.',
            values: { column: raw },
          },
        ),
      });
    }
  }
  for (const field of ['firstName', 'lastName', 'email', 'role'] as const) {
    if (!seen.has(field)) {
      headerErrors.push({
        row: 1,
        column: COLUMN[field],
        message: i18n._(
          /*i18n*/ {
            id: 'bulk.missingColumn',
            message: 'The column "{column}" is missing from the header row.',
            values: { column: COLUMN[field] },
          },
        ),
      });
    }
  }
  if (headerErrors.length) {
    throw new UploadError(
      400,
      i18n._(/*i18n*/ { id: 'bulk.headerMismatch', message: 'The header row (row 1) does not match the template: see the report.' }),
      headerErrors,
    );
  }
  return columns;
}

/** One data row of the sheet, or null when its template columns are all empty. */
function sheetRow(rowNumber: number, cells: Map<number, string>, columns: Map<number, ColumnTarget>): SheetRow | null {
  const values: Partial<Record<keyof typeof COLUMN, string>> = {};
  const products = new Map<ProductCode, boolean>();
  const badProductCells: SheetRow['badProductCells'] = [];
  let anything = false;
  for (const [col, target] of columns) {
    const text = cells.get(col) ?? '';
    if (text) anything = true;
    if ('field' in target) values[target.field] = text;
    else {
      const v = text.toLowerCase();
      if (YES.has(v)) products.set(target.product, true);
      else if (NO.has(v)) products.set(target.product, false);
      else badProductCells.push({ code: target.product, value: text });
    }
  }
  if (!anything) return null;
  return {
    row: rowNumber,
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: (values.email ?? '').toLowerCase(),
    role: values.role ?? '',
    products,
    badProductCells,
  };
}

/**
 * Checks and reads the users sheet of an uploaded workbook (see the top of this file). Throws
 * UploadError for problems of the whole file or sheet (not a workbook, bomb, headers, no rows,
 * too many rows); row problems are left to the validation, which reports them all at once.
 */
export async function readUserSheet(buf: Buffer, offered: readonly ProductCode[], i18n: I18n): Promise<SheetRow[]> {
  try {
    return await readChecked(buf, offered, i18n);
  } catch (error) {
    if (error instanceof XlsxError) throw uploadErrorOf(error, i18n);
    throw error;
  }
}

async function readChecked(buf: Buffer, offered: readonly ProductCode[], i18n: I18n): Promise<SheetRow[]> {
  const entries = await checkPackage(buf, i18n);
  const parts = await workbookParts(buf, entries, PART_CAPS.small);
  const target = parts.sheets.find((s) => s.name === 'Users') ?? parts.sheets[0];
  const sheetEntry = target && entries.get(target.path);
  if (!sheetEntry) {
    throw new UploadError(
      400,
      i18n._(
        /*i18n*/ { id: 'bulk.noSheet', message: 'This workbook has no sheet. Use the template: its "Users" sheet has one row per user.' },
      ),
    );
  }
  const stringsEntry = parts.sharedStrings ? entries.get(parts.sharedStrings) : undefined;
  const strings = stringsEntry ? await sharedStrings(buf, stringsEntry, PART_CAPS.sharedStrings) : [];

  let columns: Map<number, ColumnTarget> | null = null;
  const rows: SheetRow[] = [];
  await streamRows(buf, sheetEntry, PART_CAPS.sheet, strings, (rowNumber, cells) => {
    if (rowNumber === 1) {
      columns = headerColumns(cells, offered, i18n);
      return;
    }
    // A sheet without a header row: the header report names the missing columns.
    columns ??= headerColumns(new Map(), offered, i18n);
    const row = sheetRow(rowNumber, cells, columns);
    if (!row) return;
    rows.push(row);
    // Reading stops at the first row over the limit: nothing past it is parsed.
    if (rows.length > MAX_DATA_ROWS) {
      throw new UploadError(
        400,
        i18n._(
          /*i18n*/ {
            id: 'bulk.tooManyRowsStreamed',
            message: 'This sheet has more than {max} user rows; at most {max} are allowed per file. Split it into several files.',
            values: { max: i18n.number(MAX_DATA_ROWS) },
          },
        ),
      );
    }
  });
  columns ??= headerColumns(new Map(), offered, i18n);
  if (!rows.length) {
    throw new UploadError(
      400,
      i18n._(/*i18n*/ { id: 'bulk.noRows', message: 'The sheet has no users: fill in one row per user below the header row.' }),
    );
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Row rules shared by both modes

/** Practical e-mail syntax: one @, a local part without spaces, a domain of labels with a dot. */
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value) && !value.includes('..');
}

export function canonicalRole(value: string): BulkRole | null {
  return ROLES.find((r) => r.toLowerCase() === value.trim().toLowerCase()) ?? null;
}

/** The checks every row gets whatever the mode: names, e-mail syntax, role, Y/N cells, duplicates. */
export function basicRowErrors(rows: SheetRow[], i18n: I18n): RowError[] {
  const errors: RowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const r of rows) {
    const at = (column: string, message: string) => errors.push({ row: r.row, column, message });
    for (const [field, value] of [
      ['firstName', r.firstName],
      ['lastName', r.lastName],
    ] as const) {
      const column = COLUMN[field];
      if (!value) at(column, i18n._(/*i18n*/ { id: 'bulk.required', message: '{column} is required.', values: { column } }));
      else if (value.length > MAX_NAME_LENGTH) {
        at(
          column,
          i18n._(
            /*i18n*/ { id: 'bulk.tooLong', message: '{column} is longer than {max} characters.', values: { column, max: MAX_NAME_LENGTH } },
          ),
        );
      }
    }
    const email = r.email;
    if (!email) at(COLUMN.email, i18n._(/*i18n*/ { id: 'bulk.emailRequired', message: 'Email is required.' }));
    else if (!isEmail(email))
      at(
        COLUMN.email,
        i18n._(/*i18n*/ { id: 'bulk.emailInvalid', message: '"{email}" is not a valid e-mail address.', values: { email } }),
      );
    else {
      const first = firstRowOf.get(email);
      if (first !== undefined) {
        at(
          COLUMN.email,
          i18n._(
            /*i18n*/ { id: 'bulk.emailTwice', message: '{email} appears more than once: also in row {first}.', values: { email, first } },
          ),
        );
      } else firstRowOf.set(email, r.row);
    }
    const role = r.role;
    if (!role) at(COLUMN.role, i18n._(/*i18n*/ { id: 'bulk.roleRequired', message: 'Role is required: Admin or User.' }));
    else if (!canonicalRole(role))
      at(
        COLUMN.role,
        i18n._(/*i18n*/ { id: 'bulk.roleInvalid', message: 'Role "{role}" is not valid: use Admin or User.', values: { role } }),
      );
    for (const bad of r.badProductCells) {
      const product = PRODUCT_NAMES[bad.code];
      at(
        product,
        i18n._(
          /*i18n*/ {
            id: 'bulk.yesNo',
            message: '"{value}" is not valid for {product}: use Y or N.',
            values: { value: bad.value, product },
          },
        ),
      );
    }
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Templates

export interface TemplateRow {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  status?: string;
  products: Set<string>;
}

function instructions(mode: Mode, offered: readonly ProductCode[]): string[][] {
  const common = [
    ['How to fill in the Users sheet'],
    [],
    ['Column', 'What to enter'],
    ['First name', `Required. Up to ${MAX_NAME_LENGTH} characters.`],
    ['Last name', `Required. Up to ${MAX_NAME_LENGTH} characters.`],
    [
      'Email',
      mode === 'create'
        ? "Required. The user's e-mail address, on one of your company's authorised domains. It must not already belong to an account of another company."
        : 'Required. Identifies the user and cannot be changed here: only users of your company can be edited.',
    ],
    ['Role', 'Required. Admin or User.'],
    ...offered.map((code) => [
      PRODUCT_NAMES[code],
      mode === 'create'
        ? `Y to request access to ${PRODUCT_NAMES[code]} (it starts as pending), N or empty for none.`
        : `Y to give access to ${PRODUCT_NAMES[code]} (new access starts as pending), N or empty to remove it. Delete the whole column to leave this access unchanged.`,
    ]),
    ...(mode === 'edit' ? [['Status', 'For information only; ignored on upload.']] : []),
    [],
    ['Rules'],
    ['One row per user, below the header row (row 1). Keep the header row as it is; columns may be in any order.'],
    [`At most ${MAX_DATA_ROWS.toLocaleString('en-US')} users per file; the file must be an .xlsx of at most ${MAX_UPLOAD_BYTES / MB} MB.`],
    ['All or nothing: if any row has a problem, nothing is changed and a report lists every problem by row and column.'],
  ];
  if (mode === 'create') {
    common.push(
      ['Each new user gets an e-mail invitation and appears under Pending until they accept it.'],
      ['If an e-mail already belongs to a user of your company, that user is updated instead, after you confirm.'],
    );
  } else {
    common.push(['Your company must keep at least one active administrator.']);
  }
  return common;
}

/**
 * Streams a template workbook: the "Users" sheet (headers, then `rows`) and an "Instructions"
 * sheet. Written with ExcelJS's streaming writer, so a company of any size never sits in memory.
 */
export function sendTemplate(
  reply: FastifyReply,
  fileName: string,
  mode: Mode,
  offered: readonly ProductCode[],
  rows: AsyncIterable<TemplateRow> | Iterable<TemplateRow>,
): FastifyReply {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Users', { views: [{ state: 'frozen', ySplit: 1 }] });
  const headers = [COLUMN.firstName, COLUMN.lastName, COLUMN.email, COLUMN.role, ...offered.map((c) => PRODUCT_NAMES[c])];
  if (mode === 'edit') headers.push(COLUMN.status);
  sheet.columns = headers.map((header, i) => ({ header, width: i === 2 ? 36 : i < 4 ? 20 : Math.max(12, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const row of rows) {
      const cells: string[] = [row.firstName, row.lastName, row.email, row.role, ...offered.map((c) => (row.products.has(c) ? 'Y' : 'N'))];
      if (mode === 'edit') cells.push(row.status ?? '');
      sheet.addRow(cells).commit();
    }
    sheet.commit();
    const help = workbook.addWorksheet('Instructions');
    help.columns = [{ width: 24 }, { width: 110 }];
    for (const line of instructions(mode, offered)) help.addRow(line).commit();
    help.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    reply.log.error({ err: error }, 'Bulk template failed while streaming');
    stream.destroy(error as Error);
  });
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}
