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

/** Why a page was not drawn: too long and narrow to be a bill (raster-limits.ts). */
class PageShapeError extends Error {
  name = 'PageShapeError';
}

/**
 * The page drawn to a PNG at `scale`, or smaller: the canvas is sized from the page's own
 * viewport (its user unit and rotation included) so that it never holds more than `maxPixels`,
 * and a page more than `maxAspect` times as long as it is wide is refused before any canvas
 * exists.
 */
async function render(document, { page: number, scale, maxPixels, maxAspect }) {
  const page = await document.getPage(number);
  const natural = page.getViewport({ scale: 1 });
  const short = Math.min(natural.width, natural.height);
  const long = Math.max(natural.width, natural.height);
  if (!(short > 0) || long / short > maxAspect)
    throw new PageShapeError(
      `page ${number} is ${Math.round(natural.width)} × ${Math.round(natural.height)} points`,
    );
  const fitted = Math.min(scale, Math.sqrt(maxPixels / (natural.width * natural.height)));
  const viewport = page.getViewport({ scale: fitted });
  const { createCanvas } = await import('@napi-rs/canvas');
  // Rounded up as pages always were, unless that passes the bound: rounded down it cannot.
  const roundedUp = Math.ceil(viewport.width) * Math.ceil(viewport.height) <= maxPixels;
  const round = roundedUp ? Math.ceil : Math.floor;
  const canvas = createCanvas(
    Math.max(1, round(viewport.width)),
    Math.max(1, round(viewport.height)),
  );
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
  const task = openPdf(job.data, { maxImagePixels: job.maxImagePixels });
  try {
    const document = await task.promise;
    parentPort.postMessage({ ok: true, value: await JOBS[job.kind](document, job) });
  } catch (error) {
    parentPort.postMessage(failure(error));
  } finally {
    await task.destroy();
  }
});
