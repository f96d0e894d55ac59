// Bulk create and bulk edit of a company's users by Excel (issue 4 §3, issue 8 §3): what an
// uploaded file may be (this file), how its sheet is read and the rules of each row
// (workbook-sheet.ts), and the templates (workbook-template.ts).
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
import type { I18n } from '@lingui/core';
import { centralDirectory, readPart, XlsxError, type ZipEntry } from '../../services/xlsx-stream.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_DATA_ROWS = 10_000;
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 1_000;
export const MAX_COMPRESSION_RATIO = 200;
/** Only entries at least this big are held to the ratio (tiny XML parts compress very well). */
const RATIO_MIN_BYTES = 1024 * 1024;
export const MB = 1024 * 1024;
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
export function uploadErrorOf(error: XlsxError, i18n: I18n): UploadError {
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
export async function checkPackage(buf: Buffer, i18n: I18n): Promise<Map<string, ZipEntry>> {
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
