import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../binder/pdf-bytes';
import { pdfText } from '../../binder/pdf-text';
import type { LetterContent, LetterLine } from './letter-content';

/**
 * A one-page US Letter in Helvetica (a PDF standard font: nothing to ship or fetch), drawn with
 * pdfkit like the binder (ADR 0008). Text goes through the binder's pdfText, so a name with
 * letters outside the font prints as its plain letters instead of wrong glyphs.
 */

const MARGIN = 72;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
const INK = '#1f2933';
const MUTED = '#52606d';

type Doc = InstanceType<typeof PDFDocument>;

function write(doc: Doc, text: string, font = FONT.regular, size = 11, color = INK): void {
  doc.font(font).fontSize(size).fillColor(color).text(pdfText(text), { align: 'left' });
}

function lines(doc: Doc, entries: readonly LetterLine[]): void {
  for (const entry of entries) {
    doc
      .font(FONT.bold)
      .fontSize(11)
      .fillColor(INK)
      .text(pdfText(`${entry.label}: `), { continued: true })
      .font(FONT.regular)
      .text(pdfText(entry.value));
  }
}

export function renderLetterPdf(content: LetterContent, now: Date): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    info: {
      Title: pdfText(content.title),
      Creator: 'Nido',
      CreationDate: now,
      ModDate: now,
    },
  });
  const done = pdfBytes(doc);
  write(doc, content.date);
  doc.moveDown();
  for (const line of content.to) write(doc, line);
  doc.moveDown();
  write(doc, content.title, FONT.bold, 13);
  doc.moveDown(0.5);
  lines(doc, content.regarding);
  doc.moveDown();
  write(doc, 'To whom it may concern,');
  doc.moveDown(0.5);
  for (const paragraph of content.paragraphs) {
    write(doc, paragraph);
    doc.moveDown(0.6);
  }
  write(doc, 'Enclosed:', FONT.bold);
  for (const enclosure of content.enclosures) write(doc, `•  ${enclosure}`);
  doc.moveDown();
  write(doc, 'Sincerely,');
  doc.moveDown(0.5);
  lines(doc, content.signOff);
  doc.moveDown(1.5);
  write(doc, content.footer, FONT.italic, 8.5, MUTED);
  doc.end();
  return done;
}
