import { projectPath } from '../../project-path';
import { PdfWorkerPool } from './pdf-worker-pool';

/** A text item on a page: baseline position in PDF points (origin bottom-left) and font size. */
export type PdfTextItem = { str: string; x: number; y: number; width: number; size: number };
export type PdfPageLayout = { number: number; width: number; height: number; items: PdfTextItem[] };
export type PdfLayout = { numPages: number; pages: PdfPageLayout[] };

let pool: PdfWorkerPool | null = null;

function workerPool(): PdfWorkerPool {
  pool ??= new PdfWorkerPool({
    file: projectPath('src/server/platform/pdf/pdf-page-worker.mjs'),
    // Bills are read alongside OCR, which has threads of its own; two PDF threads keep a batch
    // moving on a 2-core machine without starving the server.
    size: 2,
    idleMs: 30_000,
    maxHeapMb: 384,
  });
  return pool;
}

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
  return workerPool().run<PdfLayout>(
    { kind: 'layout', data: new Uint8Array(bytes), pages },
    timeoutMs,
  );
}

/** One page drawn to a PNG at `scale` × 72 dpi, for OCR of a PDF without a text layer. */
export async function renderPdfPage(
  bytes: Buffer,
  page: number,
  scale: number,
  timeoutMs: number,
): Promise<{ numPages: number; png: Buffer }> {
  const answer = await workerPool().run<{ numPages: number; png: Uint8Array }>(
    { kind: 'render', data: new Uint8Array(bytes), page, scale },
    timeoutMs,
  );
  return { numPages: answer.numPages, png: Buffer.from(answer.png) };
}

/** Ends the idle PDF threads (the reader's close calls this, so a command can exit at once). */
export async function closePdfPages(): Promise<void> {
  await pool?.close();
}
