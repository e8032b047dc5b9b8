import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../modules/binder/pdf-bytes';

/** A fixed creation date keeps each demo file's bytes the same from run to run. */
const CREATED = new Date('2026-01-15T12:00:00Z');

/**
 * A one-page stand-in for a scanned document: a title and its lines in Helvetica, marked as a
 * sample so nobody mistakes it for a real legal paper.
 */
export function renderDemoPdf(title: string, lines: readonly string[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 72,
    info: { Title: title, Creator: 'Nido demo', CreationDate: CREATED, ModDate: CREATED },
  });
  const done = pdfBytes(doc);
  doc.font('Helvetica-Bold').fontSize(16).text(title);
  doc.moveDown();
  doc.font('Helvetica').fontSize(11);
  for (const line of lines) doc.text(line).moveDown(0.4);
  doc.moveDown();
  doc.font('Helvetica-Oblique').fontSize(9).fillColor('#52606d');
  doc.text('Sample document made by the Nido demo. Not a legal document.');
  doc.end();
  return done;
}
