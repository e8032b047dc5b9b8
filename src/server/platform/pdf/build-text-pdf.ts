/**
 * Writes small, valid PDFs for tests (ours and other modules'): real files that pdf.js, browsers
 * and the upload sniffing accept, built without a PDF library so fixtures never need committing.
 */

/** Escapes a PDF literal string; characters outside Latin-1 become "?" (WinAnsi has no others). */
function pdfString(value: string): string {
  const latin1 = Array.from(value, (char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[\r\n]/g, ' ')})`;
}

/**
 * Joins numbered objects (`objects[0]` is object 1) into a PDF with a correct cross-reference
 * table. `trailer` adds entries to the trailer dictionary (e.g. `/Encrypt`). Everything is
 * Latin-1, so string length equals byte length and the offsets are exact.
 */
export function assemblePdf(objects: string[], trailer = ''): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  // Each entry is exactly 20 bytes: 10-digit offset, generation, type, then space + newline.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\n`;
  body += `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The five objects of buildTextPdf's document, for tests that add objects of their own. */
export function textPdfObjects(lines: string[]): string[] {
  const text = lines.map((line, index) => `${index > 0 ? 'T* ' : ''}${pdfString(line)} Tj`);
  const content = `BT /F1 12 Tf 14 TL 72 720 Td ${text.join(' ')} ET`;
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
}

/**
 * A one-page US Letter PDF showing `lines` top-down in 12 pt Helvetica. About 50 lines fit;
 * pdf.js, like any viewer, ignores text that falls below the page.
 */
export function buildTextPdf(lines: string[]): Buffer {
  return assemblePdf(textPdfObjects(lines));
}

/** A piece of text placed on the page: x and y in points from the bottom left, size in points. */
export type PlacedText = { text: string; x: number; y: number; size?: number };

/**
 * A one-page US Letter PDF with each piece of text drawn where it is placed, as bills' text
 * layers are: a label over its value in another column, an amount drawn in several pieces.
 */
export function buildPlacedTextPdf(pieces: PlacedText[]): Buffer {
  const objects = textPdfObjects([]);
  const content = pieces
    .map(({ text, x, y, size = 10 }) => `BT /F1 ${size} Tf ${x} ${y} Td ${pdfString(text)} Tj ET`)
    .join('\n');
  objects[4] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  return assemblePdf(objects);
}
