// Runs in a worker thread of pdf-worker-pool.ts, one document at a time. pdf.js parses on the
// thread that calls it, so a hostile file (deep nesting, a decompression bomb) would block the
// server's event loop; here it can only block this thread, which the pool terminates when the
// document's time is up. Plain JavaScript because Node starts worker files itself, outside tsx
// and the esbuild bundle.
import { parentPort } from 'node:worker_threads';
import { failure, openPdf } from './pdf-open.mjs';

/** The text of one page; pdf.js marks the items that end a line. */
async function pageText(page) {
  const content = await page.getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
    .join('')
    .trim();
}

async function extract({ data, maxPages, maxChars }) {
  const task = openPdf(data);
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
    return { ok: true, value: pages.join('\n').slice(0, maxChars) };
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
