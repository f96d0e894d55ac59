// Reads one worksheet of an .xlsx without unpacking the rest (issue 8 §3). The ZIP central
// directory gives every entry's declared sizes; only the parts needed are inflated — the content
// types, the workbook and its relationships, the shared strings and the one worksheet — each with
// a hard cap on what it may yield (its declared size and a per-part limit), and the worksheet is
// parsed as a stream (saxes), row by row, so the caller can stop at its row limit. Other sheets,
// images, styles… are never inflated, however many or large they are.
//
// Failures are XlsxError kinds; the caller turns them into messages for people.
import { StringDecoder } from 'node:string_decoder';
import { createInflateRaw } from 'node:zlib';
import { SaxesParser, type SaxesTagPlain } from 'saxes';

export type XlsxErrorKind = 'damaged' | 'unreadable' | 'compression' | 'encrypted' | 'expands' | 'tooManyEntries' | 'partTooBig';

export class XlsxError extends Error {
  constructor(
    readonly kind: XlsxErrorKind,
    readonly detail: Record<string, number> = {},
  ) {
    super(kind);
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const damaged = () => new XlsxError('damaged');

/** Finds the end-of-central-directory record and lists the entries it describes (at most `maxEntries`). */
export function centralDirectory(buf: Buffer, maxEntries: number): ZipEntry[] {
  const EOCD = 0x06054b50;
  let eocd = -1;
  // The record is 22 bytes plus a comment of up to 65,535 bytes, at the very end.
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw damaged();
  let count = buf.readUInt16LE(eocd + 10);
  let cdSize = buf.readUInt32LE(eocd + 12);
  let cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    // ZIP64: the locator sits just before the record and points to the ZIP64 end record.
    const locator = eocd - 20;
    if (locator < 0 || buf.readUInt32LE(locator) !== 0x07064b50) throw damaged();
    const end64 = Number(buf.readBigUInt64LE(locator + 8));
    if (end64 < 0 || end64 + 56 > buf.length || buf.readUInt32LE(end64) !== 0x06064b50) throw damaged();
    count = Number(buf.readBigUInt64LE(end64 + 32));
    cdSize = Number(buf.readBigUInt64LE(end64 + 40));
    cdOffset = Number(buf.readBigUInt64LE(end64 + 48));
  }
  if (count > maxEntries) throw new XlsxError('tooManyEntries', { count, max: maxEntries });
  if (cdOffset + cdSize > buf.length) throw damaged();
  const entries: ZipEntry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw damaged();
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    let compressedSize = buf.readUInt32LE(p + 20);
    let uncompressedSize = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    let localHeaderOffset = buf.readUInt32LE(p + 42);
    if (p + 46 + nameLength + extraLength > buf.length) throw damaged();
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
            if (q + 8 > e + 4 + size) throw damaged();
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
      if (!found) throw damaged();
    }
    entries.push({ name, method, flags, compressedSize, uncompressedSize, localHeaderOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Inflates one entry as a stream of chunks, refusing ('partTooBig') when it declares more than
 * `cap` bytes and ('expands') as soon as it yields more than it declared.
 */
export async function* inflateEntry(buf: Buffer, entry: ZipEntry, cap: number): AsyncGenerator<Buffer> {
  if (entry.flags & 0x1) throw new XlsxError('encrypted');
  if (entry.uncompressedSize > cap) throw new XlsxError('partTooBig', { max: cap });
  const at = entry.localHeaderOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== 0x04034b50) throw damaged();
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > buf.length) throw damaged();
  const data = buf.subarray(start, end);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw damaged();
    yield data;
    return;
  }
  if (entry.method !== 8) throw new XlsxError('compression');
  const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
  inflate.end(data);
  let total = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > entry.uncompressedSize) throw new XlsxError('expands');
      yield chunk;
    }
  } catch (error) {
    if (error instanceof XlsxError) throw error;
    throw damaged();
  } finally {
    inflate.destroy();
  }
  if (total !== entry.uncompressedSize) throw damaged();
}

/** A whole (small, capped) part as text. */
export async function readPart(buf: Buffer, entry: ZipEntry, cap: number): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of inflateEntry(buf, entry, cap)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

type Handlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

/** A SAX parser reporting local names (no namespace prefix); XML errors become 'unreadable'. */
function parser(handlers: Handlers): SaxesParser {
  const p = new SaxesParser();
  // Malformed XML: saxes reports it here; errors thrown by the handlers pass through write().
  p.on('error', () => {
    throw new XlsxError('unreadable');
  });
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  if (handlers.open) {
    const open = handlers.open;
    p.on('opentag', (tag: SaxesTagPlain) => open(local(tag.name), tag.attributes));
  }
  if (handlers.close) {
    const close = handlers.close;
    p.on('closetag', (tag: SaxesTagPlain) => close(local(tag.name)));
  }
  if (handlers.text) {
    p.on('text', handlers.text);
    p.on('cdata', handlers.text);
  }
  return p;
}

async function parseStream(chunks: AsyncIterable<Buffer>, handlers: Handlers): Promise<void> {
  const p = parser(handlers);
  const decoder = new StringDecoder('utf8');
  for await (const chunk of chunks) p.write(decoder.write(chunk));
  p.write(decoder.end());
  p.close();
}

export interface SheetRef {
  name: string;
  /** The worksheet part, e.g. xl/worksheets/sheet1.xml. */
  path: string;
}

/** The workbook's sheets in order, with their parts, and the shared-strings part if any. */
export async function workbookParts(
  buf: Buffer,
  entries: Map<string, ZipEntry>,
  cap: number,
): Promise<{ sheets: SheetRef[]; sharedStrings: string | null }> {
  const workbook = entries.get('xl/workbook.xml');
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  if (!workbook) throw damaged();
  const declared: Array<{ name: string; rid: string }> = [];
  await parseStream(inflateEntry(buf, workbook, cap), {
    open(name, attributes) {
      if (name === 'sheet') {
        const rid = Object.entries(attributes).find(([k]) => k === 'r:id' || k.endsWith(':id'))?.[1] ?? '';
        declared.push({ name: attributes.name ?? '', rid });
      }
    },
  });
  const targets = new Map<string, string>();
  let sharedStrings: string | null = null;
  if (rels) {
    await parseStream(inflateEntry(buf, rels, cap), {
      open(name, attributes) {
        if (name !== 'Relationship' || !attributes.Id || !attributes.Target) return;
        const path = resolvePart(attributes.Target);
        targets.set(attributes.Id, path);
        if ((attributes.Type ?? '').endsWith('/sharedStrings')) sharedStrings = path;
      },
    });
  }
  if (!sharedStrings && entries.has('xl/sharedStrings.xml')) sharedStrings = 'xl/sharedStrings.xml';
  const sheets = declared.flatMap((s) => {
    const path = targets.get(s.rid);
    return path ? [{ name: s.name, path }] : [];
  });
  return { sheets, sharedStrings };
}

/** A relationship target of the workbook (relative to xl/, or absolute from the package root). */
function resolvePart(target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : `xl/${target}`).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part && part !== '.') out.push(part);
  }
  return out.join('/');
}

/** The shared strings, in order (rich text runs joined, phonetic runs left out). */
export async function sharedStrings(buf: Buffer, entry: ZipEntry, cap: number): Promise<string[]> {
  const items: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await parseStream(inflateEntry(buf, entry, cap), {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && current !== null && !phonetic) inText = true;
    },
    close(name) {
      if (name === 'si' && current !== null) {
        items.push(current);
        current = null;
      } else if (name === 'rPh') phonetic--;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (inText && current !== null) current += text;
    },
  });
  return items;
}

const columnIndex = (ref: string): number => {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n;
};

/**
 * Streams the rows of a worksheet: `onRow(rowNumber, cells)` with the text of each non-empty cell
 * by column number (A = 1). Throwing from onRow stops reading at once.
 */
export async function streamRows(
  buf: Buffer,
  entry: ZipEntry,
  cap: number,
  strings: readonly string[],
  onRow: (row: number, cells: Map<number, string>) => void,
): Promise<void> {
  let rowNumber = 0;
  let cells: Map<number, string> | null = null;
  let col = 0;
  let type = '';
  let value = '';
  let inline = '';
  let collect: 'v' | 't' | null = null;
  let inInline = false;
  let phonetic = 0;
  await parseStream(inflateEntry(buf, entry, cap), {
    open(name, attributes) {
      if (name === 'row') {
        rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
        cells = new Map();
        col = 0;
      } else if (name === 'c' && cells) {
        col = attributes.r ? columnIndex(attributes.r) : col + 1;
        type = attributes.t ?? 'n';
        value = '';
        inline = '';
      } else if (name === 'v') collect = 'v';
      else if (name === 'is') inInline = true;
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && inInline && !phonetic) collect = 't';
    },
    close(name) {
      if (name === 'v' || name === 't') collect = null;
      else if (name === 'is') inInline = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c' && cells) {
        const text =
          type === 's'
            ? (strings[Number(value)] ?? '')
            : type === 'inlineStr'
              ? inline
              : type === 'b'
                ? value === '1'
                  ? 'true'
                  : 'false'
                : type === 'e'
                  ? ''
                  : value;
        // PostgreSQL text cannot hold NUL; no cell of the template needs one.
        const trimmed = text.replaceAll('\0', '').trim();
        if (trimmed) cells.set(col, trimmed);
      } else if (name === 'row' && cells) {
        const done = cells;
        cells = null;
        onRow(rowNumber, done);
      }
    },
    text(text) {
      if (collect === 'v') value += text;
      else if (collect === 't') inline += text;
    },
  });
}
