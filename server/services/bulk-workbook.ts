// Bulk create and bulk edit of a company's users by Excel (issue 4 §3): what an uploaded file may
// be, how it is checked before anything parses it, the templates, and the rules of each row.
//
// An upload is refused, each time with its own 4xx message, when it is
//   - larger than MAX_UPLOAD_BYTES (10 MB; the multipart limit enforces it while receiving), or
//   - not a real .xlsx: the bytes must be a ZIP (local header `PK\x03\x04`) holding
//     `[Content_Types].xml` and `xl/workbook.xml`, with a workbook of type .xlsx (not .xlsm or
//     .xltx) — whatever the file's name or the declared content type, or
//   - a ZIP bomb: the ZIP central directory is read here, before ExcelJS sees the file, and the
//     file is refused when the entries' declared uncompressed sizes add up to more than
//     MAX_UNCOMPRESSED_BYTES (100 MB), when there are more than MAX_ZIP_ENTRIES entries, or when
//     an entry larger than 1 MB expands more than MAX_COMPRESSION_RATIO times. Every entry is
//     then inflated once with a hard cap at its declared size, so a central directory that lies
//     about sizes is caught too before the parser trusts it, or
//   - a sheet with more than MAX_DATA_ROWS (10,000) user rows (counted before anything is created).
//
// The sheet: the worksheet named "Users" (else the first one). Row 1 holds the headers, matched
// without regard to letter case, spacing or a hint in parentheses: First name, Last name, Email,
// Role, then one column per product the tenant offers, headed by the product's name (or its code,
// e.g. SHOPPER_BEHAVIOR) with Y or N. Status (in the edit template) is for information and ignored.
// Completely empty rows are skipped. Row numbers in reports are Excel's (the header is row 1).
import { createInflateRaw } from 'node:zlib';
import { PassThrough } from 'node:stream';
import type { I18n } from '@lingui/core';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { ProductCode } from '../../tenants/schema.ts';
import { XLSX_TYPE } from './xlsx.ts';
import { PRODUCT_NAMES } from '../../tenants/product-names.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_DATA_ROWS = 10_000;
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 1_000;
export const MAX_COMPRESSION_RATIO = 200;
/** Only entries at least this big are held to the ratio (tiny XML parts compress very well). */
const RATIO_MIN_BYTES = 1024 * 1024;
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
    readonly statusCode: 400 | 413 | 415 | 422,
    message: string,
    readonly errors: RowError[] = [],
  ) {
    super(message);
  }
}

const MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// ZIP inspection

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

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
const damaged = (i18n: I18n) =>
  new UploadError(
    400,
    i18n._(
      /*i18n*/ {
        id: 'bulk.damaged',
        message: 'This Excel file is damaged or incomplete: save it again in Excel (.xlsx) and upload it again.',
      },
    ),
  );

/** Finds the end-of-central-directory record and lists the entries it describes. */
function centralDirectory(buf: Buffer, i18n: I18n): ZipEntry[] {
  const EOCD = 0x06054b50;
  let eocd = -1;
  // The record is 22 bytes plus a comment of up to 65,535 bytes, at the very end.
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw damaged(i18n);
  let count = buf.readUInt16LE(eocd + 10);
  let cdSize = buf.readUInt32LE(eocd + 12);
  let cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    // ZIP64: the locator sits just before the record and points to the ZIP64 end record.
    const locator = eocd - 20;
    if (locator < 0 || buf.readUInt32LE(locator) !== 0x07064b50) throw damaged(i18n);
    const end64 = Number(buf.readBigUInt64LE(locator + 8));
    if (end64 < 0 || end64 + 56 > buf.length || buf.readUInt32LE(end64) !== 0x06064b50) throw damaged(i18n);
    count = Number(buf.readBigUInt64LE(end64 + 32));
    cdSize = Number(buf.readBigUInt64LE(end64 + 40));
    cdOffset = Number(buf.readBigUInt64LE(end64 + 48));
  }
  if (count > MAX_ZIP_ENTRIES) {
    throw new UploadError(
      400,
      i18n._(
        /*i18n*/ {
          id: 'bulk.tooManyParts',
          message: 'This file holds too many parts ({count}; an Excel workbook has at most {max}) and was refused.',
          values: { count, max: MAX_ZIP_ENTRIES },
        },
      ),
    );
  }
  if (cdOffset + cdSize > buf.length) throw damaged(i18n);
  const entries: ZipEntry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw damaged(i18n);
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    let compressedSize = buf.readUInt32LE(p + 20);
    let uncompressedSize = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    let localHeaderOffset = buf.readUInt32LE(p + 42);
    if (p + 46 + nameLength + extraLength > buf.length) throw damaged(i18n);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) {
      // ZIP64 extended information (extra field 0x0001): the 8-byte values, in this order, of the
      // fields that are 0xFFFFFFFF above.
      let e = p + 46 + nameLength;
      const extraEnd = e + extraLength;
      let found = false;
      while (e + 4 <= extraEnd) {
        const id = buf.readUInt16LE(e);
        const size = buf.readUInt16LE(e + 2);
        if (id === 0x0001) {
          let q = e + 4;
          const next = () => {
            if (q + 8 > e + 4 + size) throw damaged(i18n);
            const v = Number(buf.readBigUInt64LE(q));
            q += 8;
            return v;
          };
          if (uncompressedSize === 0xffffffff) uncompressedSize = next();
          if (compressedSize === 0xffffffff) compressedSize = next();
          if (localHeaderOffset === 0xffffffff) localHeaderOffset = next();
          found = true;
          break;
        }
        e += 4 + size;
      }
      if (!found) throw damaged(i18n);
    }
    entries.push({ name, method, flags, compressedSize, uncompressedSize, localHeaderOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Inflates one entry, refusing as soon as it yields more than it declared. Returns its bytes when `keep`. */
async function inflateCapped(buf: Buffer, entry: ZipEntry, keep: boolean, i18n: I18n): Promise<Buffer | null> {
  const at = entry.localHeaderOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== 0x04034b50) throw damaged(i18n);
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > buf.length) throw damaged(i18n);
  const data = buf.subarray(start, end);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw damaged(i18n);
    return keep ? Buffer.from(data) : null;
  }
  if (entry.method !== 8) {
    throw new UploadError(
      400,
      i18n._(
        /*i18n*/ {
          id: 'bulk.compression',
          message: 'This Excel file uses a compression Excel does not write and was refused: save it again as .xlsx.',
        },
      ),
    );
  }
  return new Promise<Buffer | null>((resolve, reject) => {
    const inflate = createInflateRaw();
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const fail = (error: UploadError) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      reject(error);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > entry.uncompressedSize) return fail(zipBomb(i18n));
      if (keep) chunks.push(chunk);
    });
    inflate.on('error', () => fail(damaged(i18n)));
    inflate.on('end', () => {
      if (settled) return;
      settled = true;
      if (total !== entry.uncompressedSize) reject(damaged(i18n));
      else resolve(keep ? Buffer.concat(chunks) : null);
    });
    inflate.end(data);
  });
}

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

/**
 * Checks that the bytes are a real, safe .xlsx before any parser reads them; throws UploadError
 * otherwise. Reads the ZIP central directory itself (sizes, entry count, ratio), then inflates
 * each entry with a hard cap at its declared size.
 */
export async function inspectXlsx(buf: Buffer, i18n: I18n): Promise<void> {
  if (buf.length === 0)
    throw new UploadError(400, i18n._(/*i18n*/ { id: 'bulk.empty', message: 'The file is empty. Upload the filled-in .xlsx template.' }));
  if (buf.length < 4 || buf.readUInt32LE(0) !== 0x04034b50) throw notXlsx(i18n);
  if (buf.length < 22) throw damaged(i18n);
  const entries = centralDirectory(buf, i18n);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw notXlsx(i18n);
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > MAX_UNCOMPRESSED_BYTES) throw zipBomb(i18n);
    if (entry.uncompressedSize >= RATIO_MIN_BYTES && entry.uncompressedSize > MAX_COMPRESSION_RATIO * Math.max(1, entry.compressedSize)) {
      throw zipBomb(i18n);
    }
    if (entry.flags & 0x1) {
      throw new UploadError(
        400,
        i18n._(
          /*i18n*/ {
            id: 'bulk.encrypted',
            message: 'This Excel file is password-protected: remove the password, save it and upload it again.',
          },
        ),
      );
    }
  }
  for (const entry of entries) {
    const bytes = await inflateCapped(buf, entry, entry.name === '[Content_Types].xml', i18n);
    if (bytes) {
      const types = bytes.toString('utf8');
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
    }
  }
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

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && !(value instanceof Date)) {
    if ('text' in value && typeof value.text === 'string') return value.text.trim(); // hyperlink (Excel links e-mails)
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in value) return value.result === undefined || value.result === null ? '' : String(value.result).trim();
    if ('error' in value) return '';
  }
  return cell.text.trim();
}

/**
 * Parses the users sheet of a workbook already checked by inspectXlsx. Throws UploadError for
 * problems of the whole sheet (headers, no rows, too many rows); row problems are left to the
 * validation, which reports them all at once.
 */
export async function readUserSheet(buf: Buffer, offered: readonly ProductCode[], i18n: I18n): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw new UploadError(
      400,
      i18n._(
        /*i18n*/ {
          id: 'bulk.unreadable',
          message: 'This Excel file could not be read: save it again in Excel as .xlsx and upload it again.',
        },
      ),
    );
  }
  const sheet = workbook.getWorksheet('Users') ?? workbook.worksheets[0];
  if (!sheet) {
    throw new UploadError(
      400,
      i18n._(
        /*i18n*/ { id: 'bulk.noSheet', message: 'This workbook has no sheet. Use the template: its "Users" sheet has one row per user.' },
      ),
    );
  }

  // Headers (row 1).
  const columns = new Map<number, { field: keyof typeof COLUMN } | { product: ProductCode }>();
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
  sheet.getRow(1).eachCell({ includeEmpty: false }, (cell, col) => {
    const raw = cellText(cell);
    if (!raw) return;
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
      return;
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
  });
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

  // Rows: counted before anything else happens with them.
  const tooMany = (count: number) =>
    new UploadError(
      400,
      i18n._(
        /*i18n*/ {
          id: 'bulk.tooManyRows',
          message: 'This sheet has {count} user rows; at most {max} are allowed per file. Split it into several files.',
          values: { count, max: i18n.number(MAX_DATA_ROWS) },
        },
      ),
    );
  if (sheet.actualRowCount - 1 > MAX_DATA_ROWS) throw tooMany(sheet.actualRowCount - 1);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (excelRow, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Partial<Record<keyof typeof COLUMN, string>> = {};
    const products = new Map<ProductCode, boolean>();
    const badProductCells: SheetRow['badProductCells'] = [];
    let anything = false;
    for (const [col, target] of columns) {
      const text = cellText(excelRow.getCell(col));
      if (text) anything = true;
      if ('field' in target) values[target.field] = text;
      else {
        const v = text.toLowerCase();
        if (YES.has(v)) products.set(target.product, true);
        else if (NO.has(v)) products.set(target.product, false);
        else badProductCells.push({ code: target.product, value: text });
      }
    }
    if (!anything) return;
    rows.push({
      row: rowNumber,
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email: (values.email ?? '').toLowerCase(),
      role: values.role ?? '',
      products,
      badProductCells,
    });
  });
  if (rows.length > MAX_DATA_ROWS) throw tooMany(rows.length);
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
