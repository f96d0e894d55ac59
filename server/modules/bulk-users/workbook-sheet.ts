// Reading the users sheet of an upload (the sheet's rules: workbook-package.ts, at the top) and the
// rules every row follows in both modes.
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ProductCode } from '../../../tenants/schema.ts';
import { PRODUCT_NAMES } from '../../../tenants/product-names.ts';
import { sharedStrings, streamRows, workbookParts, XlsxError } from '../../services/xlsx-stream.ts';
import {
  type BulkRole,
  MAX_DATA_ROWS,
  MAX_NAME_LENGTH,
  PART_CAPS,
  ROLES,
  type RowError,
  UploadError,
  checkPackage,
  uploadErrorOf,
} from './workbook-package.ts';

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
    // Each problem is a message descriptor, translated here.
    const at = (column: string, message: MessageDescriptor) => errors.push({ row: r.row, column, message: i18n._(message) });
    for (const [field, value] of [
      ['firstName', r.firstName],
      ['lastName', r.lastName],
    ] as const) {
      const column = COLUMN[field];
      if (!value) at(column, /*i18n*/ { id: 'bulk.required', message: '{column} is required.', values: { column } });
      else if (value.length > MAX_NAME_LENGTH) {
        at(
          column,
          /*i18n*/ { id: 'bulk.tooLong', message: '{column} is longer than {max} characters.', values: { column, max: MAX_NAME_LENGTH } },
        );
      }
    }
    const email = r.email;
    if (!email) at(COLUMN.email, /*i18n*/ { id: 'bulk.emailRequired', message: 'Email is required.' });
    else if (!isEmail(email))
      at(COLUMN.email, /*i18n*/ { id: 'bulk.emailInvalid', message: '"{email}" is not a valid e-mail address.', values: { email } });
    else {
      const first = firstRowOf.get(email);
      if (first !== undefined) {
        at(
          COLUMN.email,
          /*i18n*/ { id: 'bulk.emailTwice', message: '{email} appears more than once: also in row {first}.', values: { email, first } },
        );
      } else firstRowOf.set(email, r.row);
    }
    const role = r.role;
    if (!role) at(COLUMN.role, /*i18n*/ { id: 'bulk.roleRequired', message: 'Role is required: Admin or User.' });
    else if (!canonicalRole(role))
      at(COLUMN.role, /*i18n*/ { id: 'bulk.roleInvalid', message: 'Role "{role}" is not valid: use Admin or User.', values: { role } });
    for (const bad of r.badProductCells) {
      const product = PRODUCT_NAMES[bad.code];
      at(
        product,
        /*i18n*/ { id: 'bulk.yesNo', message: '"{value}" is not valid for {product}: use Y or N.', values: { value: bad.value, product } },
      );
    }
  }
  return errors;
}
