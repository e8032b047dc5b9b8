import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * The text of each page of a PDF, read with pdf.js the way the server reads uploads
 * (src/server/platform/pdf/pdf-open.mjs: offline, no eval, no font loading), but in this thread
 * and page by page, so a test can say what is on which page.
 */
const packageRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
// Registering the worker module on globalThis makes pdf.js parse in this thread.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import(
  // @ts-expect-error pdf.js ships no types for its worker module; nothing of it is called here.
  'pdfjs-dist/legacy/build/pdf.worker.mjs'
);
const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');

export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: path.join(packageRoot, 'standard_fonts') + path.sep,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join('')
          .replace(/[ ]+/g, ' ')
          .trim(),
      );
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
