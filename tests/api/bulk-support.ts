// Helpers of the bulk upload tests: workbooks made with ExcelJS, hand-made ZIP files, multipart bodies.
import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

export type Cell = string | number | null;

/** An .xlsx with a "Users" sheet: the header row, then the rows. */
export async function workbook(header: string[], rows: Cell[][], sheetName = 'Users'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(sheetName);
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const HEADER = ['First name', 'Last name', 'Email', 'Role'];

/** The product columns of a US template, after HEADER. */
export const US_PRODUCTS = [
  'Shopper Behavior',
  'Report Builder',
  'Insights',
  'Customer Perception',
  'Digital Landscapes',
  'Insights Activation',
  'Modular Intelligence',
  'Customer Pulse',
];

/** Rows of valid new users on `domain`. */
export function people(n: number, domain: string, prefix = 'bulk'): Cell[][] {
  return Array.from({ length: n }, (_, i) => [`First${i}`, `Last${i}`, `${prefix}.${i}@${domain}`, i % 10 === 0 ? 'Admin' : 'User']);
}

export interface ZipPart {
  name: string;
  data: Buffer;
  /** Stored (0) or deflated (8); default deflated. */
  method?: 0 | 8;
  /** What the central directory claims; default the truth. */
  declaredSize?: number;
}

type Field = [offset: number, bytes: 2 | 4, value: number];

/** A ZIP record of `size` bytes: little-endian fields of 2 or 4 bytes at their offsets, zeros elsewhere. */
function record(size: number, fields: Field[]): Buffer {
  const buf = Buffer.alloc(size);
  for (const [offset, bytes, value] of fields) {
    if (bytes === 2) buf.writeUInt16LE(value, offset);
    else buf.writeUInt32LE(value, offset);
  }
  return buf;
}

/** A ZIP written by hand, so a test can make its central directory say anything. */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const method = part.method ?? 8;
    const body = method === 8 ? deflateRawSync(part.data) : part.data;
    const name = Buffer.from(part.name);
    const size = (part.declaredSize ?? part.data.length) >>> 0;
    const crc = crc32(part.data);
    // The fields a local header shares with its central directory entry, at their local-header offsets;
    // the central entry has them 2 bytes later, after its "version made by".
    const shared: Field[] = [
      [4, 2, 20],
      [8, 2, method],
      [14, 4, crc],
      [18, 4, body.length],
      [22, 4, size],
      [26, 2, name.length],
    ];
    locals.push(record(30, [[0, 4, 0x04034b50], ...shared]), name, body);
    const central = record(46, [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      ...shared.map(([at, bytes, value]): Field => [at + 2, bytes, value]),
      [42, 4, offset],
    ]);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, parts.length],
    [10, 2, parts.length],
    [12, 4, cd.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, cd, end]);
}

export const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
);

/** A workbook whose one sheet, "Users", is xl/worksheets/sheet1.xml. */
export const WORKBOOK_PARTS: ZipPart[] = [
  {
    name: 'xl/workbook.xml',
    data: Buffer.from('<workbook xmlns:r="r"><sheets><sheet name="Users" sheetId="1" r:id="rId1"/></sheets></workbook>'),
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    data: Buffer.from('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'),
  },
];

/** The first sheet of an ExcelJS workbook rewritten with inline strings (so it needs no shared strings part). */
export async function sheetXmlOf(xlsx: Buffer): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(xlsx as unknown as ArrayBuffer);
  const rows: string[] = [];
  wb.worksheets[0]!.eachRow((row, n) => {
    const cells = (row.values as unknown[]).slice(1).map((v, i) => {
      const ref = `${String.fromCharCode(65 + i)}${n}`;
      const text = String(v ?? '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;');
      return `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    });
    rows.push(`<row r="${n}">${cells.join('')}</row>`);
  });
  return Buffer.from(`<worksheet><sheetData>${rows.join('')}</sheetData></worksheet>`);
}

export interface FilePart {
  field?: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body: file parts and text fields. */
export function multipart(files: FilePart[], fields: Record<string, string> = {}): { body: Buffer; contentType: string } {
  const boundary = `----bulk${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename ?? 'users.xlsx'}"\r\n` +
          `Content-Type: ${f.contentType ?? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
