import { assemblePdf } from '@server/platform/pdf/build-text-pdf';

/**
 * The outside review's file: one page 50 points wide and 14,400 points (200 inches, the most a
 * PDF page may be) tall, with no text, a few hundred bytes. Drawn 1,275 pixels wide for OCR, as
 * every scanned page was, its canvas alone was 468 million pixels (1.9 GB).
 */
export function tallPagePdf(): Buffer {
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 50 14400] /Contents 4 0 R >>',
    '<< /Length 0 >>\nstream\n\nendstream',
  ]);
}
