// What an incident attachment may be (issue 12 §5; spec §9 "Attachment 10 MB"): its type is told
// by its content, never by its name alone. Allowed: PDF; PNG, JPEG, GIF and WebP images; Office
// documents (docx, xlsx, pptx: a ZIP holding [Content_Types].xml and the part folder of the
// format; doc, xls, ppt: an OLE compound file), named with their extension; CSV and plain text
// (.csv, .txt, .tsv, .log: UTF-8 without NUL bytes). Anything else, a Windows or Linux program
// under any name first of all, is refused. An allowed file is stored and served under a name whose
// extension is one of its type's (`typedFileName`, issue 30 §1): a PNG sent as poly.html is
// poly.png, so no download opens as a page.

/** The content type an attachment is stored and served with, or null: not allowed. */
export function attachmentType(content: Buffer, fileName: string): string | null {
  const starts = (...bytes: number[]) => bytes.every((b, i) => content[i] === b);
  const ascii = (at: number, text: string) => content.subarray(at, at + text.length).toString('latin1') === text;
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

  // Programs first: no name makes them a document.
  if (ascii(0, 'MZ') || starts(0x7f, 0x45, 0x4c, 0x46)) return null;

  if (ascii(0, '%PDF-')) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return officeOpenXml(content, extension);
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return LEGACY_OFFICE[extension] ?? null;
  if (TEXT[extension] && isUtf8Text(content)) return TEXT[extension];
  return null;
}

const OFFICE_OPEN_XML: Record<string, { folder: string; type: string }> = {
  docx: { folder: 'word/', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { folder: 'xl/', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { folder: 'ppt/', type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
};
const LEGACY_OFFICE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};
const TEXT: Record<string, string> = { csv: 'text/csv', tsv: 'text/tab-separated-values', txt: 'text/plain', log: 'text/plain' };

/**
 * A ZIP is an Office document when its entry names (stored uncompressed in the local headers and
 * the central directory) include [Content_Types].xml and the folder of the format its name says.
 */
function officeOpenXml(content: Buffer, extension: string): string | null {
  const format = OFFICE_OPEN_XML[extension];
  if (!format) return null;
  const hasEntry = (name: string) => content.includes(Buffer.from(name, 'latin1'));
  return hasEntry('[Content_Types].xml') && hasEntry(format.folder) ? format.type : null;
}

function isUtf8Text(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

/** The extensions of each type an attachment may have, the usual one first. */
const EXTENSIONS: Record<string, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  ...Object.fromEntries(Object.entries(OFFICE_OPEN_XML).map(([ext, { type }]) => [type, [ext]])),
  ...Object.fromEntries(Object.entries(LEGACY_OFFICE).map(([ext, type]) => [type, [ext]])),
  'text/csv': ['csv'],
  'text/tab-separated-values': ['tsv'],
  'text/plain': ['txt', 'log'],
};

/**
 * The name a file of `contentType` (as sniffed by `attachmentType`) is stored and served under:
 * its own when its extension is one of the type's, else with that extension put in place of its
 * last one, or added ("poly.html" as a PNG is "poly.png"; "scan" as a PDF is "scan.pdf").
 */
export function typedFileName(fileName: string, contentType: string): string {
  const extensions = EXTENSIONS[contentType];
  if (!extensions) return fileName;
  const match = /^(.*?)\.([^.]*)$/.exec(fileName);
  if (match && extensions.includes(match[2]!.toLowerCase())) return fileName;
  const stem = (match && match[1] ? match[1] : fileName).replace(/\.+$/, '') || 'attachment';
  return `${[...stem].slice(0, 240).join('')}.${extensions[0]}`;
}

/** Every content type an attachment is stored and served with. */
export const ATTACHMENT_TYPES: readonly string[] = Object.keys(EXTENSIONS);
