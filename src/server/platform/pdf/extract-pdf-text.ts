import { projectPath } from '../../project-path';
import { PdfWorkerPool } from './pdf-worker-pool';

export { PdfTextError, type PdfTextFailure } from './pdf-text-error';

export const PDF_TEXT_LIMITS = {
  maxPages: 200,
  maxChars: 1_000_000,
  timeoutMs: 10_000,
};

// Threads start on the first job, so making the pool when the module loads costs nothing.
const pool = new PdfWorkerPool({
  // Found from the project root: the server also runs bundled from dist/, where a path
  // relative to this module would not exist (migrations are found the same way).
  file: projectPath('src/server/platform/pdf/pdf-text-worker.mjs'),
  // Each thread holds pdf.js and one document; two keep uploads moving without crowding the
  // server, more wait their turn.
  size: 2,
  idleMs: 30_000,
  // Enough for a 10 MB document, not enough for one to starve the server of memory.
  maxHeapMb: 256,
});

/**
 * The text inside a PDF, for search: each page's lines, pages separated by a newline, at most
 * `maxPages` pages and `maxChars` characters. Parsing runs in a worker thread with its own heap
 * and a time limit, so a hostile file cannot hang or exhaust the server. Throws PdfTextError for
 * encrypted, broken or too slow documents.
 */
export async function extractPdfText(
  bytes: Buffer,
  options: { maxPages?: number; maxChars?: number; timeoutMs?: number } = {},
): Promise<string> {
  return pool.run<string>(
    {
      // A copy the worker can own: a Buffer may share its memory with other Buffers.
      data: new Uint8Array(bytes),
      maxPages: options.maxPages ?? PDF_TEXT_LIMITS.maxPages,
      maxChars: options.maxChars ?? PDF_TEXT_LIMITS.maxChars,
    },
    options.timeoutMs ?? PDF_TEXT_LIMITS.timeoutMs,
  );
}
