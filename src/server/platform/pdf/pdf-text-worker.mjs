// Runs in a worker thread of pdf-worker-pool.ts, one document at a time. pdf.js parses on the
// thread that calls it, so a hostile file (deep nesting, a decompression bomb) would block the
// server's event loop; here it can only block this thread, which the pool terminates when the
// document's time is up. Plain JavaScript because Node starts worker files itself, outside tsx
// and the esbuild bundle.
import path from 'node:path';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const packageRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

// Registering the worker module on globalThis makes pdf.js use it in this thread instead of
// looking up a worker file (there is no web Worker in Node).
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');

/** The text of one page; pdf.js marks the items that end a line. */
async function pageText(page) {
  const content = await page.getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
    .join('')
    .trim();
}

function failure(error) {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return { ok: false, reason: 'encrypted' };
  if (name === 'InvalidPDFException') return { ok: false, reason: 'invalid' };
  return { ok: false, reason: 'unreadable', detail: String(error?.message ?? error) };
}

async function extract({ data, maxPages, maxChars }) {
  const task = getDocument({
    data,
    // Fully offline and inert: no eval, no font loading, data files from the package itself.
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
  try {
    const document = await task.promise;
    const pages = [];
    let length = 0;
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number += 1) {
      const text = await pageText(await document.getPage(number));
      pages.push(text);
      length += text.length + 1;
      if (length >= maxChars) break;
    }
    return { ok: true, text: pages.join('\n').slice(0, maxChars) };
  } finally {
    await task.destroy();
  }
}

parentPort.on('message', async (job) => {
  try {
    parentPort.postMessage(await extract(job));
  } catch (error) {
    parentPort.postMessage(failure(error));
  }
});
