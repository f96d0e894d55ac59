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

/** A ZIP written by hand, so a test can make its central directory say anything. */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const method = part.method ?? 8;
    const body = method === 8 ? deflateRawSync(part.data) : part.data;
    const name = Buffer.from(part.name);
    const size = part.declaredSize ?? part.data.length;
    const crc = crc32(part.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size >>> 0, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
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
