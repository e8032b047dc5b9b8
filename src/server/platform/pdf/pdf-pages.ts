import { projectPath } from '../../project-path';
import { MAX_IMAGE_PIXELS, MAX_PAGE_ASPECT, MAX_RENDER_PIXELS } from '../ocr/raster-limits';
import { PdfWorkerPool } from './pdf-worker-pool';

/** A text item on a page: baseline position in PDF points (origin bottom-left) and font size. */
export type PdfTextItem = { str: string; x: number; y: number; width: number; size: number };
export type PdfPageLayout = { number: number; width: number; height: number; items: PdfTextItem[] };
export type PdfLayout = { numPages: number; pages: PdfPageLayout[] };

// Threads start on the first job, so making the pool when the module loads costs nothing.
const pool = new PdfWorkerPool({
  file: projectPath('src/server/platform/pdf/pdf-page-worker.mjs'),
  // Bills are read alongside OCR, which has threads of its own; two PDF threads keep a batch
  // moving on a 2-core machine without starving the server.
  size: 2,
  idleMs: 30_000,
  maxHeapMb: 384,
});

/**
 * The positioned text of the listed pages (those past the end are skipped). Only these pages
 * are parsed, so the summary page of a 125-page bill costs what a one-page bill does.
 * Throws PdfTextError for encrypted, broken or too slow documents.
 */
export function readPdfLayout(
  bytes: Buffer,
  pages: number[],
  timeoutMs: number,
): Promise<PdfLayout> {
  return pool.run<PdfLayout>(
    { kind: 'layout', data: new Uint8Array(bytes), pages, maxImagePixels: MAX_IMAGE_PIXELS },
    timeoutMs,
  );
}

/**
 * One page drawn to a PNG at `scale` × 72 dpi, for OCR of a PDF without a text layer; smaller
 * when that would pass MAX_RENDER_PIXELS, and never a page longer than MAX_PAGE_ASPECT times its
 * width (PdfTextError `page-shape`). Images inside the PDF over MAX_IMAGE_PIXELS are left out
 * undecoded. All three are settled in the thread before the canvas or an image is made.
 */
export async function renderPdfPage(
  bytes: Buffer,
  page: number,
  scale: number,
  timeoutMs: number,
): Promise<{ numPages: number; png: Buffer }> {
  const answer = await pool.run<{ numPages: number; png: Uint8Array }>(
    {
      kind: 'render',
      data: new Uint8Array(bytes),
      page,
      scale,
      maxPixels: MAX_RENDER_PIXELS,
      maxAspect: MAX_PAGE_ASPECT,
      maxImagePixels: MAX_IMAGE_PIXELS,
    },
    timeoutMs,
  );
  return { numPages: answer.numPages, png: Buffer.from(answer.png) };
}

/** Ends the idle PDF threads (the reader's close calls this, so a command can exit at once). */
export async function closePdfPages(): Promise<void> {
  await pool.close();
}
