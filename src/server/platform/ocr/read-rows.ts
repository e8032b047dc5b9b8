import type { Page } from 'tesseract.js';
import type { GreyPixels } from './estimate-skew';
import { greyImageFile } from './grey-image-file';
import type { OcrPool } from './ocr-pool';
import type { RowSpan } from './split-rows';

/** What Tesseract read in a band of a page, and the page row the band starts at. */
export type ReadBand = { page: Page; top: number };

/**
 * Bands of a prepared page read at once, each on its own thread of the pool (queued when there
 * are more bands than threads). Every band is its own image to Tesseract, so a band's time
 * follows the print in it: a page read in part costs only the part.
 */
export async function readRows(
  ocr: OcrPool,
  page: GreyPixels,
  spans: RowSpan[],
  timeoutMs: number,
): Promise<ReadBand[]> {
  return Promise.all(
    spans
      .filter(({ top, bottom }) => bottom > top)
      .map(async ({ top, bottom }) => ({
        page: await ocr.recognize(greyImageFile(page.data, page.width, top, bottom), timeoutMs),
        top,
      })),
  );
}
