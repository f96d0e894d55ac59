// A legal text (services/legal-documents.ts), or any printable document (resource guides), as a PDF file (spec §7 "GET (B) terms PDF as blob"):
// the same words as the page, laid out for printing — product name, title and effective date, each section's heading in bold and its paragraphs, "n / N" in the footer of every page —
// with the title and language in the file's metadata. The standard Helvetica fonts (nothing to
// embed) write WinAnsi, which covers English, Spanish and French (é, ñ, ç, « », ’).
import type { MessageDescriptor, Values } from '@lingui/core';
import { i18nFor } from './i18n.ts';
import type { LegalText } from './legal-documents.ts';

const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MARGIN = 72; // one inch
const MUTED = '#555555';

/** The characters WinAnsi has no code for, as the nearest ones it has (the fonts would draw nothing for them). */
function winAnsi(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u2007\u202f]/g, '\u00a0')
    .replace(/[\u2000-\u200a]/g, ' ')
    .replace(/[\u2010\u2011]/g, '-');
}

/** An ISO date (YYYY-MM-DD) the way `locale` writes it: the date itself, not a moment in a time zone. */
function formatDate(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The document as a PDF file, in the text's language. */
export function legalPdf(text: LegalText, options: { productName: string }): Promise<Buffer> {
  const i18n = i18nFor(text.locale);
  // (id, values, { message }): the form the catalog extractor reads without a literal descriptor.
  const say = (message: MessageDescriptor, values: Values) => i18n._(message.id, values, { message: message.message });
  // By its date, as the page shows it (issue 28 §5): the version id stays in the file's metadata.
  const versionLine = say(
    /*i18n*/ { id: 'legal.pdf.effective', message: 'Effective date: {date}' },
    {
      date: formatDate(text.effectiveDate, text.locale),
    },
  );
  return documentPdf(
    {
      locale: text.locale,
      title: text.title,
      subtitle: versionLine,
      subject: text.version,
      sections: text.sections.map((section, index) => ({ heading: `${index + 1}. ${section.heading}`, paragraphs: section.paragraphs })),
    },
    options,
  );
}

/** A printable document: a title, a line under it, and sections of paragraphs (legal texts, resource guides). */
export interface PrintableDocument {
  locale: string;
  title: string;
  subtitle: string;
  subject: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

/**
 * The document as a PDF file: product name, title, subtitle, each section's heading in bold and its
 * paragraphs, "n / N" in the footer of every page, with the title and language in the metadata.
 */
export async function documentPdf(text: PrintableDocument, options: { productName: string }): Promise<Buffer> {
  // Loaded on the first document, not at start (as ExcelJS, services/xlsx.ts).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    lang: text.locale,
    displayTitle: true,
    // Metadata strings are written as UTF-16: any character goes.
    info: { Title: text.title, Author: options.productName, Subject: text.subject, Creator: options.productName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  doc.font(BOLD).fontSize(11).fillColor(MUTED).text(winAnsi(options.productName), { width });
  doc.moveDown(0.5);
  doc.font(BOLD).fontSize(20).fillColor('black').text(winAnsi(text.title), { width });
  doc.moveDown(0.3);
  doc.font(REGULAR).fontSize(10).fillColor(MUTED).text(winAnsi(text.subtitle), { width });
  doc.fillColor('black');

  for (const section of text.sections) {
    doc.moveDown(1.2);
    // A heading is not left alone at the foot of a page: it starts the next one with its first lines.
    if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
    if (section.heading) {
      doc.font(BOLD).fontSize(13).text(winAnsi(section.heading), { width });
      doc.moveDown(0.4);
    }
    doc.font(REGULAR).fontSize(11);
    for (const paragraph of section.paragraphs) {
      doc.text(winAnsi(paragraph), { width, lineGap: 2, paragraphGap: 6 });
    }
  }

  // Page numbers, once the number of pages is known. Written inside the bottom margin, which is
  // lifted for the footer so that it does not start a new page.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${i - start + 1} / ${count}`, MARGIN, doc.page.height - MARGIN / 2, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
