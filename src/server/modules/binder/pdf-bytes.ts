/**
 * The bytes of a PDFKit document, resolved when it ends. Call before drawing: PDFKit streams its
 * output as it goes, so a listener added after `end()` would miss the start.
 */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
