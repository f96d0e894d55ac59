// The bulk-create and bulk-edit templates (.xlsx), streamed.
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ProductCode } from '../../../tenants/schema.ts';
import { excel, sendXlsxStream } from '../../services/xlsx.ts';
import { PRODUCT_NAMES } from '../../../tenants/product-names.ts';
import { MAX_DATA_ROWS, MAX_NAME_LENGTH, MAX_UPLOAD_BYTES, MB } from './workbook-package.ts';
import { COLUMN, type Mode } from './workbook-sheet.ts';

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
export async function sendTemplate(
  reply: FastifyReply,
  fileName: string,
  mode: Mode,
  offered: readonly ProductCode[],
  rows: AsyncIterable<TemplateRow> | Iterable<TemplateRow>,
): Promise<FastifyReply> {
  const ExcelJS = await excel();
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
  return sendXlsxStream(reply, fileName, stream);
}
