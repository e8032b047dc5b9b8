// Shared by the PDF worker files: opens a document with pdf.js, offline and inert. Plain
// JavaScript because Node starts worker files itself, outside tsx and the esbuild bundle.
import path from 'node:path';
import { createRequire } from 'node:module';

const packageRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

// Registering the worker module on globalThis makes pdf.js use it in this thread instead of
// looking up a worker file (there is no web Worker in Node).
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');

/**
 * A pdf.js loading task for `data`: no eval, no font loading, data files from the package.
 * `maxImagePixels` (when drawing pages) leaves out any image inside the PDF larger than that,
 * before it is decoded.
 */
export function openPdf(data, { maxImagePixels = -1 } = {}) {
  return getDocument({
    data,
    maxImageSize: maxImagePixels,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    useWasm: false,
    standardFontDataUrl: path.join(packageRoot, 'standard_fonts') + path.sep,
    cMapUrl: path.join(packageRoot, 'cmaps') + path.sep,
    cMapPacked: true,
    verbosity: VerbosityLevel.ERRORS,
  });
}

/** The worker's answer when pdf.js gave up on a document. */
export function failure(error) {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return { ok: false, reason: 'encrypted' };
  if (name === 'InvalidPDFException') return { ok: false, reason: 'invalid' };
  if (name === 'PageShapeError') return { ok: false, reason: 'page-shape', detail: error.message };
  return { ok: false, reason: 'unreadable', detail: String(error?.message ?? error) };
}
