// Excel (.xlsx) downloads, streamed: ExcelJS's streaming writer commits each row to the response
// as it is produced, so an export of any size never sits whole in memory.
import { PassThrough, type Readable } from 'node:stream';
/**
 * ExcelJS, loaded on the first download or upload rather than at start: it was the largest module
 * the server loaded (about a second and 25 MB of an idle server, issue 27 §1) and most processes
 * never write a workbook.
 */
export const excel = async () => (await import('exceljs')).default;
import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetColumn<Row> {
  header: string;
  width?: number;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
}

/**
 * Sends one sheet as an .xlsx attachment, writing rows as the iterable yields them.
 * The first rows are read before the answer starts: a request that fails there (a query error)
 * still gets an ordinary error answer instead of a 200 with an empty file. A failure after the
 * file started streaming aborts the response, so the client sees an incomplete download, not a
 * complete-looking file.
 */
export async function sendXlsx<Row>(
  reply: FastifyReply,
  fileName: string,
  sheetName: string,
  columns: Array<SheetColumn<Row>>,
  rows: AsyncIterable<Row> | Iterable<Row>,
): Promise<FastifyReply> {
  const iterator = Symbol.asyncIterator in rows ? rows[Symbol.asyncIterator]() : asAsync(rows)[Symbol.asyncIterator]();
  const first = await iterator.next();
  const ExcelJS = await excel();
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 24 }));
  (async () => {
    for (let step = first; !step.done; step = await iterator.next()) {
      const row = step.value;
      sheet.addRow(columns.map((c) => c.value(row) ?? null)).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    // Fastify logs the error and destroys the response (or, if nothing was sent yet, answers it).
    stream.destroy(error as Error);
  });
  return sendXlsxStream(reply, fileName, stream);
}

/** Answers with a workbook being written to `stream`, as the never-cached attachment `fileName`. */
export function sendXlsxStream(reply: FastifyReply, fileName: string, stream: Readable): FastifyReply {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(stream);
}

async function* asAsync<Row>(rows: Iterable<Row>): AsyncGenerator<Row> {
  yield* rows;
}

/** Reads a query page by page (`fetch(offset, limit)`), yielding rows, so exports stream from the database too. */
export async function* inBatches<Row>(fetch: (offset: number, limit: number) => Promise<Row[]>, size = 1000): AsyncGenerator<Row> {
  for (let offset = 0; ; offset += size) {
    const rows = await fetch(offset, size);
    yield* rows;
    if (rows.length < size) return;
  }
}
