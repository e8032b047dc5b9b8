// Runs in a worker thread of pdf-worker-pool.ts (see pdf-text-worker.mjs for why a thread). Two
// jobs for reading bills: `layout` answers the positioned text items of the first pages, so lines
// and columns can be rebuilt from coordinates; `render` draws one page to a PNG for OCR when a
// PDF has no text layer.
import { parentPort } from 'node:worker_threads';
import { failure, openPdf } from './pdf-open.mjs';

/** Text items with their baseline position (PDF points, origin bottom-left) and font size. */
async function pageItems(page) {
  const content = await page.getTextContent();
  const items = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const [, , c, d, x, y] = item.transform;
    items.push({
      str: item.str,
      x,
      y,
      width: item.width,
      size: Math.hypot(c, d) || item.height || 1,
    });
  }
  return items;
}

async function layout(document, { pages }) {
  const answered = [];
  for (const number of pages) {
    if (number < 1 || number > document.numPages) continue;
    const page = await document.getPage(number);
    const [, , width, height] = page.view;
    answered.push({ number, width, height, items: await pageItems(page) });
    page.cleanup();
  }
  return { numPages: document.numPages, pages: answered };
}

async function render(document, { page: number, scale }) {
  const { createCanvas } = await import('@napi-rs/canvas');
  const page = await document.getPage(number);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  // Scanned pages are images on a transparent page; OCR wants them on white paper.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvasContext: context, viewport, canvas }).promise;
  page.cleanup();
  return { numPages: document.numPages, png: new Uint8Array(canvas.toBuffer('image/png')) };
}

const JOBS = { layout, render };

parentPort.on('message', async (job) => {
  const task = openPdf(job.data);
  try {
    const document = await task.promise;
    parentPort.postMessage({ ok: true, value: await JOBS[job.kind](document, job) });
  } catch (error) {
    parentPort.postMessage(failure(error));
  } finally {
    await task.destroy();
  }
});
